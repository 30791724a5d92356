import { addListener } from '@reduxjs/toolkit';
import type { SavedCartItem, SavedCartLine } from '@store/contracts';
import { eventBus } from '@store/app-kit';
import type { RootState } from '../../app/root-reducer';
import type { AppDispatch, AppStore } from '../../app/store';
import { cartReplaced, selectCartItems } from '../cart';
import { cartSyncApi } from './cart-sync-api';
import { mergeCartLines } from './merge-carts';
import { sameSavedLines, savedLinesOf } from './saved-lines';

/** A burst of changes (typing a quantity, several adds) becomes one save, of the latest lines. */
export const CART_SAVE_DEBOUNCE_MS = 1000;

export interface CartSyncOptions {
  debounceMs?: number;
  /**
   * Whether an order is being checked out with this cart. Its lines are then the order's:
   * merging the saved cart in would show and plan (credit contracts) lines the order does not
   * have. The merge waits until the order is done (the checkout clears the cart) or abandoned.
   */
  orderInProgress?: () => boolean;
}

const addCartSyncListener = addListener.withTypes<RootState, AppDispatch>();

/** Spec section 8: the cart's calls only log their errors; the shopper keeps the local cart. */
function logSyncFailure(what: string, error: unknown): void {
  console.warn(`No se pudo ${what} el carrito del cliente:`, error);
}

interface CustomerCartSync {
  cartChanged(): void;
  stop(): void;
}

/**
 * One customer's session: read their saved cart, merge it into this device's, then save every
 * change. A new login gets a new one and the old one goes quiet, so an answer for customer A
 * is never applied, nor a save sent, once B (or nobody) is logged in.
 */
function syncCustomerCart(
  appStore: AppStore,
  customerId: number,
  debounceMs: number,
  orderInProgress: () => boolean,
): CustomerCartSync {
  let active = true;
  // 'loading': changes wait, the merge reads the cart as it is when the server answers.
  // 'load-failed': the next change tries to read again; saving first would overwrite the
  // saved cart with this device's alone.
  // 'waiting-for-order': an order is in checkout; the next change after it ends merges.
  let phase: 'loading' | 'load-failed' | 'waiting-for-order' | 'synced' = 'loading';
  /** What the server holds as far as this page knows: a cart equal to it is not sent again. */
  let serverLines: SavedCartLine[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;
  let saving = false;
  let saveAgain = false;

  const cartLines = () => savedLinesOf(selectCartItems(appStore.getState()));

  async function save(): Promise<void> {
    clearTimeout(timer);
    timer = undefined;
    if (!active || phase !== 'synced') return;
    // One save at a time, so the last one the server gets is the latest cart.
    if (saving) {
      saveAgain = true;
      return;
    }
    const products = cartLines();
    if (sameSavedLines(products, serverLines)) return;
    saving = true;
    const request = appStore.dispatch(
      cartSyncApi.endpoints.saveCart.initiate({ customer_id: customerId, products }),
    );
    try {
      await request.unwrap();
      serverLines = products;
    } catch (error) {
      // serverLines stays as it was, so the next change sends the whole cart again.
      logSyncFailure('guardar', error);
    } finally {
      // The mutation's entry holds the customer's id and cart: not kept in memory.
      request.reset();
      saving = false;
    }
    if (saveAgain) {
      saveAgain = false;
      await save();
    }
  }

  async function load(): Promise<void> {
    if (orderInProgress()) {
      phase = 'waiting-for-order';
      return;
    }
    phase = 'loading';
    const request = appStore.dispatch(
      cartSyncApi.endpoints.getSavedCart.initiate(customerId, { forceRefetch: true }),
    );
    let saved: SavedCartItem[];
    try {
      saved = await request.unwrap();
    } catch (error) {
      if (active) phase = 'load-failed';
      logSyncFailure('leer', error);
      return;
    } finally {
      request.unsubscribe();
    }
    if (!active) return;
    serverLines = savedLinesOf(saved);
    // The spec's "cart replace": dispatched while still 'loading', so it is not queued as a change.
    appStore.dispatch(cartReplaced(mergeCartLines(selectCartItems(appStore.getState()), saved, Date.now())));
    phase = 'synced';
    await save();
  }

  void load();

  return {
    cartChanged() {
      if (!active || phase === 'loading') return;
      if (phase === 'load-failed' || phase === 'waiting-for-order') {
        void load();
        return;
      }
      clearTimeout(timer);
      timer = setTimeout(() => void save(), debounceMs);
    },
    stop() {
      active = false;
      clearTimeout(timer);
    },
  };
}

/**
 * The customer's cart follows them (issue 13, "Account rules"): when a customer appears on
 * `auth-changed` (a login, a stored session at start-up, another tab's login) their saved cart
 * and this device's are merged with `cartReplaced` and saved; while they stay logged in every
 * change of the lines is saved (debounced). A logout only stops the saving: the cart stays.
 * Guests are never synced. Returns what stops it.
 */
export function startCartSync(
  appStore: AppStore,
  { debounceMs = CART_SAVE_DEBOUNCE_MS, orderInProgress = () => false }: CartSyncOptions = {},
): () => void {
  let session: { customerId: number; sync: CustomerCartSync } | undefined;

  const removeListener = appStore.dispatch(
    addCartSyncListener({
      predicate: (_action, state, previous) => selectCartItems(state) !== selectCartItems(previous),
      effect: () => session?.sync.cartChanged(),
    }),
  );

  const unsubscribe = eventBus.subscribe('portal:auth-changed', ({ customerId }) => {
    // The same customer published again (a token refreshed, the name changed): nothing to do.
    if (customerId === (session?.customerId ?? null)) return;
    session?.sync.stop();
    session =
      customerId === null
        ? undefined
        : { customerId, sync: syncCustomerCart(appStore, customerId, debounceMs, orderInProgress) };
  });

  return () => {
    unsubscribe();
    removeListener();
    session?.sync.stop();
    session = undefined;
  };
}
