import { Type, type Static } from '@sinclair/typebox';
import { INT4_MAX, Nullable } from '../http/common.js';
import { BrandRef, CategoryRef, ProductCoupon, ProductImage } from '../catalog/product.js';

/**
 * The customer's saved cart (follows them across devices). Lines carry the catalog's current
 * prices: the server never takes a price from the client.
 */
export const SavedCartItem = Type.Object({
  id: Type.Integer(),
  slug: Type.String(),
  name: Type.String(),
  sku: Type.String(),
  qty: Type.Integer(),
  price: Type.Number({ description: 'Precio de venta actual (HNL con ISV)' }),
  regularPrice: Type.Number(),
  sum: Type.Number({ description: 'price × qty' }),
  stock: Type.Integer(),
  mainImage: ProductImage,
  brand: BrandRef,
  mainCategory: CategoryRef,
  coupon: Nullable(ProductCoupon),
  group: Type.String(),
  materialGroup: Type.String(),
});
export type SavedCartItem = Static<typeof SavedCartItem>;

export const SavedCart = Type.Object({
  customer_id: Type.Integer(),
  items: Type.Array(SavedCartItem),
  count: Type.Integer({ description: 'Unidades en el carrito' }),
  subtotal: Type.Number({ description: 'Suma de las líneas, antes de cupones y envío' }),
});
export type SavedCart = Static<typeof SavedCart>;

/** One line sent to POST /customers/add-to-cart (any price sent with it is ignored). */
export const SavedCartLine = Type.Object({
  id: Type.Integer({ minimum: 1, maximum: INT4_MAX }),
  // 1..99 is the handler's rule (its Spanish message); the schema only keeps it an int4.
  qty: Type.Integer({ maximum: INT4_MAX, description: '1 a 99' }),
});
export type SavedCartLine = Static<typeof SavedCartLine>;

/** Body of POST /customers/add-to-cart: replaces the whole saved cart. */
export const SaveCartRequest = Type.Object({
  customer_id: Type.Optional(
    Type.Integer({
      minimum: 1,
      maximum: INT4_MAX,
      description: 'Opcional; si se envía debe ser el cliente del token (si no, 403)',
    }),
  ),
  products: Type.Array(SavedCartLine, { maxItems: 100 }),
});
export type SaveCartRequest = Static<typeof SaveCartRequest>;
