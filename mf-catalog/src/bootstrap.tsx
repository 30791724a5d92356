import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { loadRuntimeConfig } from '@store/shared-kernel';
import { StandaloneApp } from './app/StandaloneApp';

const container = document.getElementById('root');

if (container) {
  const root = createRoot(container);
  loadRuntimeConfig()
    .then(() => {
      root.render(
        <StrictMode>
          <StandaloneApp />
        </StrictMode>,
      );
    })
    .catch((error: unknown) => {
      console.error(error);
      const detail = error instanceof Error ? error.message : '';
      root.render(
        <main style={{ fontFamily: 'system-ui, sans-serif', padding: 24 }}>
          <h1>No pudimos iniciar el catálogo</h1>
          <p>
            No se pudo cargar la configuración de la tienda (/config.json). Recarga la página en unos minutos.
          </p>
          {detail && <p>{detail}</p>}
        </main>,
      );
    });
}
