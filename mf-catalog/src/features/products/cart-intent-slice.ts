import { createAsyncThunk, createSlice, isAnyOf, type ListenerMiddlewareInstance } from '@reduxjs/toolkit';
import { eventBus, requestToast } from '@store/app-kit';
import type { Product } from '@store/contracts';
import { toCartSnapshot } from '@store/remote-kit';

export const CART_ADD_FAILED_MESSAGE = 'No pudimos agregar el producto al carrito. Intenta de nuevo.';

/** Injected through the thunk's extra argument so tests can shorten the wait. */
export interface CartIntentExtra {
  cartIntentTimeoutMs: number;
}

/** The catalog does not own the cart: it only remembers which "add" clicks are in flight. */
export interface CartIntentState {
  pendingProductIds: number[];
}

const initialState: CartIntentState = { pendingProductIds: [] };

/**
 * The shopper asked to add a product. The cart remote (owner of the cart) applies the add
 * rule and shows the success toast; a failure is reported by the listener below.
 */
export const addToCartRequested = createAsyncThunk<
  { qty: number },
  { product: Product; qty: number },
  { extra: CartIntentExtra; state: { cartIntent: CartIntentState } }
>(
  'cartIntent/addToCartRequested',
  ({ product, qty }, { extra }) =>
    eventBus.request(
      'cart:add-requested',
      { v: 1, product: toCartSnapshot(product, product.price.sale), qty },
      { timeoutMs: extra.cartIntentTimeoutMs },
    ),
  {
    // A second click while the first is in flight would add the product twice.
    condition: ({ product }, { getState }) => !getState().cartIntent.pendingProductIds.includes(product.id),
  },
);

const cartIntentSlice = createSlice({
  name: 'cartIntent',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(addToCartRequested.pending, (state, action) => {
        state.pendingProductIds.push(action.meta.arg.product.id);
      })
      .addMatcher(isAnyOf(addToCartRequested.fulfilled, addToCartRequested.rejected), (state, action) => {
        state.pendingProductIds = state.pendingProductIds.filter((id) => id !== action.meta.arg.product.id);
      });
  },
});

export const cartIntentReducer = cartIntentSlice.reducer;

export const selectIsAddingToCart = (state: { cartIntent: CartIntentState }, productId: number) =>
  state.cartIntent.pendingProductIds.includes(productId);

/**
 * Side effects of the cart intent. The cart remote unavailable (IntentNotHandledError) or
 * refusing the add must never leave a click without an answer.
 */
export function registerCartIntentListeners(
  startListening: ListenerMiddlewareInstance['startListening'],
): void {
  startListening({
    actionCreator: addToCartRequested.rejected,
    effect: (action) => {
      console.warn('No se pudo agregar al carrito:', action.error.message);
      requestToast(CART_ADD_FAILED_MESSAGE, 'error');
    },
  });
}
