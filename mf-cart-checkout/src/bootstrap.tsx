import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { loadRuntimeConfig } from '@store/shared-kernel';
import startCartService from './exposed/CartService';
import { StandaloneApp } from './app/StandaloneApp';

async function main(root: HTMLElement) {
  const reactRoot = createRoot(root);
  try {
    await loadRuntimeConfig();
  } catch (error) {
    console.error(error);
    reactRoot.render(
      <p role="alert" style={{ fontFamily: 'sans-serif', padding: 16 }}>
        No se pudo cargar la configuración de la tienda. Intenta recargar la página.
      </p>,
    );
    return;
  }
  startCartService();
  reactRoot.render(
    <StrictMode>
      <StandaloneApp />
    </StrictMode>,
  );
}

const root = document.getElementById('root');
if (root) void main(root);
