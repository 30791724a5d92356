import { StrictMode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { publishSession } from '@store/app-kit';
import { makeStore } from '../app/store';
import type { AppStore } from '../app/store';
import { cartStateFromItems } from '../features/cart';
import { clearCheckoutSession } from '../features/checkout/checkout-session';
import { setEmbedAttribution } from '../features/checkout/embed-attribution';
import { EmbedFrameApp, FrameStartupError } from './EmbedFrameApp';
import { installFrameRuntimeConfig } from './frame-config';
import type { EmbedFrameConfig } from './frame-config';
import { startFrameController } from './frame-controller';
import type { FrameController } from './frame-controller';
import { watchContentHeight } from './frame-height';
import { hostChannel } from './frame-messages';
import { CHECKOUT_PATH, gatewayReturnRoute } from './frame-route';
import { FRAME_TEXT } from './frame-text';

export interface EmbedFrame {
  store: AppStore;
  controller: FrameController;
  root: Root;
  /** Stops listening and unmounts (tests; the document itself just goes away). */
  stop(): void;
}

/**
 * Starts the checkout frame in `container` with the API's inline config: the run-time config,
 * the order's attribution to the integrator, its own store and React root, the host channel and
 * the height reports. The checkout waits for the host's `init` before showing anything.
 */
export function startEmbedFrame({
  config,
  container,
  win = window,
}: {
  config: EmbedFrameConfig;
  container: HTMLElement;
  win?: Window;
}): EmbedFrame {
  installFrameRuntimeConfig(config);
  setEmbedAttribution({ integrator: config.integrator, hostOrigin: config.hostOrigin });
  const returnRoute = gatewayReturnRoute(win.location.search);
  // sessionStorage is per tab and origin, so an order an earlier frame of this tab left
  // unfinished would be resumed with another host's lines. Only the card round trip, which
  // reloads this same document, continues an order.
  if (!returnRoute) clearCheckoutSession();
  // A guest checkout: nobody in the frame answers for a session, so nothing waits for one.
  publishSession({ customerId: null, displayName: null, token: null });
  if (!win.document.title) win.document.title = FRAME_TEXT.documentTitle(config.name);

  // Its own store, starting empty: never the storefront's persisted cart.
  const store = makeStore({ cart: cartStateFromItems([]) });
  const channel = hostChannel(win, config.hostOrigin);
  const controller = startFrameController({ channel, store });
  const root = createRoot(container);
  root.render(
    <StrictMode>
      <EmbedFrameApp
        name={config.name}
        store={store}
        controller={controller}
        initialRoute={returnRoute ?? CHECKOUT_PATH}
      />
    </StrictMode>,
  );
  const stopHeight = watchContentHeight(win.document, controller.heightChanged);
  return {
    store,
    controller,
    root,
    stop() {
      stopHeight();
      controller.stop();
      root.unmount();
    },
  };
}

/** The document has no usable config: a Spanish error, and no one to tell. */
export function showStartupError(container: HTMLElement): Root {
  const root = createRoot(container);
  root.render(<FrameStartupError />);
  return root;
}
