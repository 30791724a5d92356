import { Type, type Static } from '@sinclair/typebox';
import { Nullable } from '../http/common.js';
import { IntegerEnum } from '../http/enums.js';

/** A store or office (GET /stores: /ubicanos, pay at store, pick-up). */

export const StorePlace = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  department: Type.String(),
});
export type StorePlace = Static<typeof StorePlace>;

export const Store = Type.Object({
  id: Type.Integer(),
  slug: Type.String(),
  name: Type.String(),
  address: Type.String(),
  phone: Type.String(),
  email: Type.String(),
  hours: Type.String(),
  latitude: Nullable(Type.Number()),
  longitude: Nullable(Type.Number()),
  pickup: Type.Boolean({ description: 'Acepta pago en tienda y retiro de pedidos' }),
  place: Nullable(StorePlace),
});
export type Store = Static<typeof Store>;

export const StoresQuery = Type.Object({
  pickup: Type.Optional(
    IntegerEnum([0, 1], { description: '1 = solo las que aceptan pago en tienda y retiro' }),
  ),
});
export type StoresQuery = Static<typeof StoresQuery>;

/** `:slug` of GET /stores/{slug}. */
export const StoreSlugParams = Type.Object({ slug: Type.String({ pattern: '^[a-z0-9-]{1,80}$' }) });
export type StoreSlugParams = Static<typeof StoreSlugParams>;
