import { StrictMode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { loadPageRuntimeConfig } from '@store/app-kit';
import { StandaloneApp, type StandaloneAppProps } from './StandaloneApp';

export interface MountStandaloneOptions extends StandaloneAppProps {
  /**
   * Heading of the page shown when /config.json cannot be loaded (e.g. «No pudimos iniciar
   * soporte»), followed by the error's detail. Without it that page is a one-line alert.
   */
  startupErrorTitle?: string;
  /** Runs once the configuration is loaded, before the first render (e.g. bus services). */
  onConfigLoaded?: () => void;
  /** Where to render; `#root` when omitted. */
  container?: HTMLElement | null;
}

function StartupError({ title, error }: { title: string | undefined; error: unknown }) {
  if (!title) {
    return (
      <p role="alert" style={{ fontFamily: 'sans-serif', padding: 16 }}>
        No se pudo cargar la configuración de la tienda. Intenta recargar la página.
      </p>
    );
  }
  const detail = error instanceof Error ? error.message : '';
  return (
    <main style={{ fontFamily: 'system-ui, sans-serif', padding: 24 }}>
      <h1>{title}</h1>
      <p>
        No se pudo cargar la configuración de la tienda (/config.json). Recarga la página en unos minutos.
      </p>
      {detail && <p>{detail}</p>}
    </main>
  );
}

/**
 * Starts a remote's standalone page: loads /config.json, then renders the StandaloneApp; if the
 * configuration cannot be loaded, a Spanish error page instead. Resolves with the React root
 * (undefined when there is no container).
 */
export async function mountStandalone({
  startupErrorTitle,
  onConfigLoaded,
  container = document.getElementById('root'),
  ...app
}: MountStandaloneOptions): Promise<Root | undefined> {
  if (!container) return undefined;
  const root = createRoot(container);
  try {
    await loadPageRuntimeConfig();
  } catch (error) {
    console.error(error);
    root.render(<StartupError title={startupErrorTitle} error={error} />);
    return root;
  }
  onConfigLoaded?.();
  root.render(
    <StrictMode>
      <StandaloneApp {...app} />
    </StrictMode>,
  );
  return root;
}
