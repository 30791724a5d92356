import { Type, type Static } from '@sinclair/typebox';
import { INT4_MAX } from '../http/common.js';
import { Address } from './address.js';
import { SavedCart } from './saved-cart.js';
import { Wishlist } from './wishlist.js';

/** `:id` of the customer-scoped routes: the token's own customer (anyone else is 403). */
export const CustomerIdParams = Type.Object({
  id: Type.Integer({ minimum: 1, maximum: INT4_MAX, description: 'Id del cliente (el del token)' }),
});
export type CustomerIdParams = Static<typeof CustomerIdParams>;

/** The customer's own data (GET /customers/{id}, and what save-customer returns). */
export const CustomerProfile = Type.Object({
  id: Type.Integer(),
  firstname: Type.String(),
  lastname: Type.String(),
  email: Type.String(),
  username: Type.String({ description: 'Correo con el que inicia sesión' }),
  telephone: Type.String(),
  fax: Type.String({ description: 'Segundo teléfono' }),
  custom_field: Type.String({ description: 'Número de identidad' }),
});
export type CustomerProfile = Static<typeof CustomerProfile>;

/** The names `expand` accepts on GET /customers/{id}; others are ignored. */
export const CUSTOMER_EXPANSIONS = ['addresses', 'wishlist', 'cart'] as const;
export type CustomerExpansion = (typeof CUSTOMER_EXPANSIONS)[number];

export const CustomerQuery = Type.Object({
  expand: Type.Optional(
    Type.String({
      pattern: '^[A-Za-z_,]*$',
      maxLength: 200,
      description: 'Lista separada por comas: addresses, wishlist, cart (otras se ignoran)',
    }),
  ),
});
export type CustomerQuery = Static<typeof CustomerQuery>;

/** GET /customers/{id}: the profile plus the expansions asked for. */
export const Customer = Type.Object({
  ...CustomerProfile.properties,
  addresses: Type.Optional(Type.Array(Address, { description: 'Con expand=addresses' })),
  wishlist: Type.Optional(Type.Array(Wishlist.items, { description: 'Con expand=wishlist' })),
  cart: Type.Optional(Type.Object(SavedCart.properties, { description: 'Con expand=cart' })),
});
export type Customer = Static<typeof Customer>;

/**
 * Body of POST /customers/save-customer/{id}. Loose on purpose: the contact form's rules
 * (every field required) give each field its Spanish message.
 */
export const SaveCustomerRequest = Type.Object({
  firstname: Type.Optional(Type.String({ maxLength: 200 })),
  lastname: Type.Optional(Type.String({ maxLength: 200 })),
  email: Type.Optional(Type.String({ maxLength: 500 })),
  telephone: Type.Optional(Type.String({ maxLength: 200 })),
  fax: Type.Optional(Type.String({ maxLength: 200, description: 'Segundo teléfono' })),
  custom_field: Type.Optional(Type.String({ maxLength: 200, description: 'Número de identidad (15 a 32)' })),
});
export type SaveCustomerRequest = Static<typeof SaveCustomerRequest>;
