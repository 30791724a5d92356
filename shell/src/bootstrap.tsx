import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import {
  configureAnalytics,
  loadPageRuntimeConfig,
  provideLegacyKernelSurface,
  readServerRender,
  RuntimeConfigError,
} from '@store/app-kit';
import { App } from './app/App';
import { StartupError } from './app/StartupError';
import { recordShellSharedModules } from './app/shared-modules';
import { registerStoreRemotes } from './federation/remote-registry';
import { startRemoteServices } from './federation/remote-services';
import { preloadServerRenderedAreas } from './federation/hydration';

async function start() {
  const container = document.getElementById('root');
  if (!container) throw new Error('Falta el elemento #root');
  recordShellSharedModules();
  // Before any remote loads: a remote deployed before kernel 1.0 imports money, storage, theme and
  // the API client from the page's kernel, and finds the shell's bundled ones there.
  provideLegacyKernelSurface();
  try {
    const config = await loadPageRuntimeConfig();
    configureAnalytics(config.analytics);
    if (!config.maintenance) {
      registerStoreRemotes(config.remotes);
      void startRemoteServices();
    }
    const serverRender = config.maintenance ? null : readServerRender();
    if (serverRender) {
      // The server's HTML is on screen already: the areas it rendered are loaded first, so the
      // first render in the browser produces the same markup and React adopts it (no second
      // fetch: each remote's store starts from the state the page carries).
      await preloadServerRenderedAreas(serverRender.areas);
      // As a transition, hydration yields to the browser every few milliseconds instead of one long
      // task (the page is already painted; a tap meanwhile is replayed once its part is hydrated).
      startTransition(() => {
        hydrateRoot(container, <App config={config} />, {
          onRecoverableError: (error) => console.warn('[hidratación]', error),
        });
      });
      return;
    }
    createRoot(container).render(<App config={config} />);
  } catch (error) {
    console.error(error);
    const message =
      error instanceof RuntimeConfigError
        ? error.message
        : 'La configuración de la tienda no está disponible. Intenta de nuevo en unos minutos.';
    container.replaceChildren();
    createRoot(container).render(<StartupError message={message} />);
  }
}

void start();
