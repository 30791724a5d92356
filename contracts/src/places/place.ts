import { Type, type Static } from '@sinclair/typebox';
import { DbId, Nullable } from '../http/common.js';
import { IntegerEnum, StringEnum } from '../http/enums.js';

/**
 * Honduras' departments and municipalities (GET /places) and the shipping zones that price a
 * home delivery there (GET /shipping-zones). Ids keep the storefront's snake_case names.
 */

export const ShippingZone = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  cost: Type.Number({ description: 'Costo de envío a domicilio por pedido, HNL con ISV' }),
  freeFrom: Nullable(
    Type.Number({ description: 'Subtotal desde el cual el envío es gratis; null: nunca gratis' }),
  ),
  deliveryDays: Type.Integer({ description: 'Días hábiles de entrega' }),
});
export type ShippingZone = Static<typeof ShippingZone>;

export const PlaceKind = StringEnum(['country', 'department', 'municipality']);
export type PlaceKind = Static<typeof PlaceKind>;

/** 1 active, 0 hidden from the storefront's selects. */
export const PlaceStatus = IntegerEnum([0, 1]);
export type PlaceStatus = Static<typeof PlaceStatus>;

export const Place = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  kind: PlaceKind,
  code: Type.String({ description: "Departamento '08', municipio '0801' (como en la identidad)" }),
  status: PlaceStatus,
  country_id: Nullable(Type.Integer()),
  parent_zone_id: Nullable(Type.Integer()),
  shipping_zone_id: Nullable(Type.Integer()),
  shippingZone: Nullable(ShippingZone),
});
export type Place = Static<typeof Place>;

/** GET /places: which level of places to list (see the route's description). */
export const PlacesQuery = Type.Object({
  'filter[status]': Type.Optional(PlaceStatus),
  'filter[country_id]': Type.Optional(DbId),
  'filter[parent_zone_id]': Type.Optional(DbId),
});
export type PlacesQuery = Static<typeof PlacesQuery>;
