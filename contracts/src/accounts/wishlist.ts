import { Type, type Static } from '@sinclair/typebox';
import { INT4_MAX, SharedRef } from '../http/common.js';
import { Product } from '../catalog/product.js';

/** A wish list: catalog products (same shape and current prices), most recently added first. */
export const Wishlist = Type.Array(SharedRef(Product));
export type Wishlist = Static<typeof Wishlist>;

/** Body of POST /customers/add-to-wishlist and DELETE /customers/remove-from-wishlist. */
export const WishlistItemRequest = Type.Object({
  product_id: Type.Integer({ minimum: 1, maximum: INT4_MAX }),
  customer_id: Type.Optional(
    Type.Integer({
      minimum: 1,
      maximum: INT4_MAX,
      description: 'Opcional; si se envía debe ser el cliente del token (si no, 403)',
    }),
  ),
});
export type WishlistItemRequest = Static<typeof WishlistItemRequest>;

/**
 * What the portal keeps under `localStorage['molla-wishlist']`: one `{ id, slug }` per wished
 * product. Checked with `matchesContract` when read back; anything else reads as empty.
 */
export const StoredWishlist = Type.Array(Type.Object({ id: Type.Number(), slug: Type.String() }));
export type StoredWishlist = Static<typeof StoredWishlist>;
export type StoredWishlistItem = StoredWishlist[number];
