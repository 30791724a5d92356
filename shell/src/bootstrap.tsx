import { startTransition } from 'react';
import {
  configureAnalytics,
  loadPageRuntimeConfig,
  readServerRender,
  RuntimeConfigError,
} from '@store/app-kit';
import { yieldToBrowser } from './app/start-up';
import { registerStoreRemotes } from './federation/remote-registry';
import { startRemoteServices } from './federation/remote-services';
import { preloadServerRenderedAreas } from './federation/hydration';

/**
 * Start-up in steps, each its own task (yieldToBrowser between them), because evaluating all of
 * React DOM, the frame and MUI in one go is a long task that delays the first tap on a phone:
 * configuration and remotes first (the server-rendered areas' code starts loading), then React
 * DOM, then the app's modules, then hydration, itself in slices (a transition). An `import()` of
 * a module already in the loaded chunk resolves in the same task, so only a yield ends one. This
 * module's own imports stay light (no MUI, no router): they are evaluated in the task that ran
 * the first-view chunk.
 */
async function start() {
  const container = document.getElementById('root');
  if (!container) throw new Error('Falta el elemento #root');
  try {
    // The first-view chunk has just been compiled and run: its work ends here.
    await yieldToBrowser();
    const config = await loadPageRuntimeConfig();
    configureAnalytics(config.analytics);
    // Before any remote loads: a remote deployed before kernel 1.0 imports money, storage, theme and
    // the API client from the page's kernel, and finds the shell's bundled ones there.
    const { provideLegacyKernelSurface } = await import('./app/legacy-kernel');
    provideLegacyKernelSurface();
    await yieldToBrowser();
    if (!config.maintenance) {
      registerStoreRemotes(config.remotes);
      await yieldToBrowser();
      void startRemoteServices();
    }
    const serverRender = config.maintenance ? null : readServerRender();
    // The server's HTML is on screen already: the areas it rendered are loaded before hydrating,
    // so the first render in the browser produces the same markup and React adopts it (no second
    // fetch: each remote's store starts from the state the page carries). They load meanwhile.
    const areasLoaded = serverRender ? preloadServerRenderedAreas(serverRender.areas) : Promise.resolve();
    await yieldToBrowser();
    const { createRoot, hydrateRoot } = await import('react-dom/client');
    await yieldToBrowser();
    // The app's modules in four evaluations rather than one: the state libraries, the shell's
    // store (RTK Query builds its API there), the frame (header, footer and their MUI parts),
    // then the rest of the app.
    await import('./app/store-libraries');
    await yieldToBrowser();
    await import('./app/store');
    await yieldToBrowser();
    await import('./layout/frame/FrameLayout');
    await yieldToBrowser();
    const { App } = await import('./app/App');
    // Everything it names is loaded by now: recording it costs nothing more.
    const { recordShellSharedModules } = await import('./app/shared-modules');
    recordShellSharedModules();
    await yieldToBrowser();
    if (serverRender) {
      await areasLoaded;
      await yieldToBrowser();
      // As a transition, hydration yields to the browser every few milliseconds instead of one long
      // task (a tap meanwhile is replayed once its part is hydrated).
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
    const [{ createRoot }, { StartupError }] = await Promise.all([
      import('react-dom/client'),
      import('./app/StartupError'),
    ]);
    container.replaceChildren();
    createRoot(container).render(<StartupError message={message} />);
  }
}

void start();
