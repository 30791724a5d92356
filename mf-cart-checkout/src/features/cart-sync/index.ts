// The cart's sync with the customer's saved cart: the cart service starts it.
export { CART_SAVE_DEBOUNCE_MS, startCartSync } from './cart-sync';
export type { CartSyncOptions } from './cart-sync';
export { mergeCartLines } from './merge-carts';
