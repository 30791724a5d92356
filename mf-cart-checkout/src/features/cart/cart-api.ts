import type { Product } from '@store/contracts';
import { cartCheckoutApi } from '../../app/cart-checkout-api';

/** The catalog's product, read again to refresh a cart line's price and stock. */
export const cartApi = cartCheckoutApi.injectEndpoints({
  endpoints: (build) => ({
    getCartProduct: build.query<Product, number>({ query: (id) => `/products/${String(id)}` }),
  }),
});
