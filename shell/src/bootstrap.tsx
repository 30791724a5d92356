import { createRoot } from 'react-dom/client';
import { configureAnalytics, loadRuntimeConfig, RuntimeConfigError } from '@store/shared-kernel';
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
  try {
    const config = await loadRuntimeConfig('/config.json');
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
