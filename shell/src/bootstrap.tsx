import { createRoot } from 'react-dom/client';
import {
  configureAnalytics,
  loadPageRuntimeConfig,
  provideLegacyKernelSurface,
  RuntimeConfigError,
} from '@store/app-kit';
import { App } from './app/App';
import { StartupError } from './app/StartupError';
import { recordShellSharedModules } from './app/shared-modules';
import { registerStoreRemotes } from './federation/remote-registry';
import { startRemoteServices } from './federation/remote-services';

async function start() {
  const container = document.getElementById('root');
  if (!container) throw new Error('Falta el elemento #root');
  const root = createRoot(container);
  recordShellSharedModules();
  // Before any remote loads: a remote deployed before kernel 1.0 imports money, storage, theme and
  // the API client from the page's kernel, and finds the shell's bundled ones there.
  provideLegacyKernelSurface();
  try {
    const config = await loadPageRuntimeConfig();
    configureAnalytics(config.analytics);
    if (!config.maintenance) {
      registerStoreRemotes(config.remotes);
      startRemoteServices();
    }
    root.render(<App config={config} />);
  } catch (error) {
    console.error(error);
    const message =
      error instanceof RuntimeConfigError
        ? error.message
        : 'La configuración de la tienda no está disponible. Intenta de nuevo en unos minutos.';
    root.render(<StartupError message={message} />);
  }
}

void start();
