import { Type, type Static } from '@sinclair/typebox';
import { INT4_MAX, Nullable } from '../http/common.js';

/** A customer's delivery address as every address route returns it. */
export const Address = Type.Object({
  id: Type.Integer(),
  customer_id: Type.Integer(),
  alias: Type.String(),
  firstname: Type.String(),
  lastname: Type.String(),
  telephone: Type.String(),
  address_1: Type.String(),
  address_2: Type.String(),
  place_id: Type.Integer({ description: 'Municipio' }),
  municipality: Type.String(),
  department_id: Nullable(Type.Integer()),
  department: Type.String(),
  shipping_zone_id: Nullable(Type.Integer({ description: 'Zona de envío (costos en /orders)' })),
  is_default: Type.Boolean(),
  created_at: Type.String({ format: 'date-time' }),
  updated_at: Type.String({ format: 'date-time' }),
});
export type Address = Static<typeof Address>;

/**
 * Body of POST /customers/{id}/addresses and PUT /addresses/{id}. Loose on purpose: the
 * address form's rules give each field its Spanish message (the lengths here only cap abuse).
 */
export const AddressRequest = Type.Object({
  alias: Type.Optional(Type.String({ maxLength: 200, description: 'p. ej. Casa, Oficina (máx. 32)' })),
  firstname: Type.Optional(Type.String({ maxLength: 200, description: 'Máx. 32' })),
  lastname: Type.Optional(Type.String({ maxLength: 200, description: 'Máx. 32' })),
  telephone: Type.Optional(
    Type.String({ maxLength: 200, description: 'Al menos 8 dígitos, p. ej. 9876-5432' }),
  ),
  address_1: Type.Optional(Type.String({ maxLength: 1000, description: 'Máx. 255' })),
  address_2: Type.Optional(Type.String({ maxLength: 1000, description: 'Máx. 255' })),
  place_id: Type.Optional(
    Type.Integer({ minimum: 1, maximum: INT4_MAX, description: 'Municipio (places.kind = municipality)' }),
  ),
  is_default: Type.Optional(Type.Boolean({ description: 'Solo una dirección predeterminada por cliente' })),
});
export type AddressRequest = Static<typeof AddressRequest>;

/** `:id` of PUT/DELETE /addresses/{id}. */
export const AddressIdParams = Type.Object({
  id: Type.Integer({ minimum: 1, maximum: INT4_MAX, description: 'Id de la dirección' }),
});
export type AddressIdParams = Static<typeof AddressIdParams>;
