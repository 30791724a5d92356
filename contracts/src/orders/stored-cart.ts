import { Type, type Static } from '@sinclair/typebox';
import { ProductCoupon } from '../catalog/product.js';
import { Nullable } from '../http/common.js';

/**
 * What the cart remote keeps under `localStorage['corp-cart']` (docs/business-rules.md#cart):
 * not an HTTP shape, but checked with `matchesContract` when read back, and the browser gets
 * TypeBox through this package only. A missing, corrupted or foreign value reads as an empty
 * cart. Of a line, POST /orders reads only `id` and `qty` (`OrderLineInput`).
 */

/** The product's coupon (`ProductCoupon`) carried by its line, with the discount per unit. */
export const StoredCartCoupon = Type.Object({
  ...ProductCoupon.properties,
  // As the catalog gave it; read with Date.parse, so no `format` check here.
  expire: Type.String(),
  amount: Type.Number({ description: 'Descuento por unidad (P: porcentaje del precio de venta)' }),
});
export type StoredCartCoupon = Static<typeof StoredCartCoupon>;

export const StoredCartLine = Type.Object({
  id: Type.Number(),
  slug: Type.String(),
  name: Type.String(),
  sku: Type.String(),
  qty: Type.Number({ minimum: 1 }),
  price: Type.Number({ description: 'Precio de venta de una unidad' }),
  sum: Type.Number({ description: 'price × qty, redondeado a centavos' }),
  stock: Type.Number(),
  mainImage: Type.Object({ size350: Type.String() }),
  brand: Type.Object({ name: Type.String() }),
  mainCategory: Type.Object({ name: Type.String() }),
  coupon: Type.Optional(StoredCartCoupon),
  group: Type.Optional(Nullable(Type.String())),
  materialGroup: Type.Optional(Nullable(Type.String())),
});
export type StoredCartLine = Static<typeof StoredCartLine>;

export const StoredCart = Type.Array(StoredCartLine);
export type StoredCart = Static<typeof StoredCart>;
