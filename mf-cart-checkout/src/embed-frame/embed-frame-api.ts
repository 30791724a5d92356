import type { EmbedCart, Product } from '@store/contracts';
import { cartCheckoutApi } from '../app/cart-checkout-api';

/**
 * What the frame reads to build its cart from the host's options: each product (price, stock,
 * coupon as the catalog sells it now) and, for a cart its integrator's server created, the
 * lines behind the token (`GET /embed/carts/{token}`: the token is the credential).
 */
export const embedFrameApi = cartCheckoutApi.injectEndpoints({
  endpoints: (build) => ({
    getEmbedProduct: build.query<Product, number>({ query: (id) => `/products/${String(id)}` }),
    getEmbedCart: build.query<EmbedCart, string>({
      query: (token) => `/embed/carts/${encodeURIComponent(token)}`,
    }),
  }),
});
