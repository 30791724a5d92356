import { eventBus, trackAnalytics } from '@store/app-kit';
import { cartApi } from '../features/cart/cart-api';
import { pricesRefreshed, productAdded, selectCartItems, selectLineQty } from '../features/cart/cart-slice';
import type { PriceUpdate } from '../features/cart/cart-slice';
import { addToCartEvent } from '../features/cart/cart-analytics';
import { startCartSync } from '../features/cart-sync';
import { readCheckoutSession } from '../features/checkout/checkout-session';
import { publishCart } from './listener-middleware';
import { store } from './store';
import type { AppStore } from './store';

/** docs/business-rules.md#constants: prices, sums and stock are re-read every 15 minutes. */
export const CART_REFRESH_INTERVAL_MS = 900_000;

/**
 * Re-reads each line's sale price and stock (always from the API: a refresh must not be
 * answered from the cache). docs/business-rules.md#cart: a failed refresh is swallowed (the
 * shopper keeps the prices they saw; the server recomputes them at checkout anyway).
 */
export async function refreshCartPrices(appStore: AppStore): Promise<void> {
  const items = selectCartItems(appStore.getState());
  if (items.length === 0) return;
  const results = await Promise.allSettled(
    items.map(async (item): Promise<PriceUpdate> => {
      const product = await appStore
        .dispatch(
          cartApi.endpoints.getCartProduct.initiate(item.id, { subscribe: false, forceRefetch: true }),
        )
        .unwrap();
      return { id: item.id, price: product.price.sale, stock: product.stock };
    }),
  );
  const updates = results.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
  if (updates.length > 0) appStore.dispatch(pricesRefreshed(updates));
}

let stopRunning: (() => void) | undefined;

/**
 * Makes this remote the owner of the cart on the page: answers `cart-add-requested`,
 * publishes the current `cart-changed` (so the header shows the persisted count after a
 * reload), keeps prices fresh and keeps a logged-in customer's saved cart in step with this
 * one (features/cart-sync). Idempotent: a second call returns the same stop function.
 */
export function startCartService(appStore: AppStore = store): () => void {
  if (stopRunning) return stopRunning;

  publishCart(appStore.getState());

  const unhandle = eventBus.handle('cart:add-requested', (request) => {
    const before = selectLineQty(appStore.getState(), request.product.id);
    appStore.dispatch(productAdded(request.product, request.qty));
    const qty = selectLineQty(appStore.getState(), request.product.id);
    // The slice normalises the requested quantity; analytics reports what was really added.
    if (qty > before) trackAnalytics(addToCartEvent(request.product, qty - before));
    return { qty };
  });

  const refresh = () => {
    refreshCartPrices(appStore).catch(() => undefined);
  };
  refresh();
  const timer = setInterval(refresh, CART_REFRESH_INTERVAL_MS);

  // An order in checkout (this tab's session) keeps its cart as it is until it is done.
  const stopSync = startCartSync(appStore, { orderInProgress: () => readCheckoutSession() !== undefined });

  const stop = () => {
    unhandle();
    clearInterval(timer);
    stopSync();
    if (stopRunning === stop) stopRunning = undefined;
  };
  stopRunning = stop;
  return stop;
}
