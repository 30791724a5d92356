import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { AuthenticatedCustomer } from '../auth/ownership.js';
import type { Product } from '@store/contracts';
import {
  ADDRESS_NOT_FOUND,
  createAddress,
  deleteAddress,
  findAddress,
  listAddresses,
  updateAddress,
  type Address,
} from '../customers/address-repository.js';
import { validateAddress, type AddressBody } from '../customers/address-validation.js';
import {
  CUSTOMER_NOT_FOUND,
  findCustomerProfile,
  updateCustomerProfile,
  type CustomerProfile,
} from '../customers/customer-profile.js';
import {
  addressSchema,
  customerIdParams,
  customerProfileProperties,
  customerSchema,
  savedCartSchema,
  wishlistSchema,
} from '../customers/customer-schemas.js';
import { loadCart, replaceCart, type CartLineInput, type SavedCart } from '../customers/saved-cart.js';
import { addToWishlist, loadWishlist, removeFromWishlist } from '../customers/wishlist.js';
import { validateContact, type ContactInput } from '../forms/contact-form.js';
import { HttpError, validationError } from '../http/errors.js';
import { errorResponse, successResponse } from '../http/schemas.js';
import type { RouteDeps } from './route-deps.js';

const TAGS = ['Clientes'];

const addressIdParams = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'integer', minimum: 1, description: 'Id de la dirección' } },
} as const;

/** Errors every customer-scoped route can answer. */
const scopedErrors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse };

const EXPANSIONS = ['addresses', 'wishlist', 'cart'] as const;
type CustomerExpansion = (typeof EXPANSIONS)[number];

/** `expand=addresses,cart,foo` → the supported ones; unknown names are ignored. */
function parseCustomerExpand(expand: string | undefined): Set<CustomerExpansion> {
  const requested = new Set((expand ?? '').split(',').map((part) => part.trim()));
  return new Set(EXPANSIONS.filter((name) => requested.has(name)));
}

const wishlistBody = {
  type: 'object',
  required: ['product_id'],
  properties: {
    product_id: { type: 'integer', minimum: 1 },
    customer_id: {
      type: 'integer',
      minimum: 1,
      description: 'Opcional; si se envía debe ser el cliente del token (si no, 403)',
    },
  },
} as const;

const addressBody = {
  type: 'object',
  properties: {
    alias: { type: 'string', maxLength: 200, description: 'p. ej. Casa, Oficina (máx. 32)' },
    firstname: { type: 'string', maxLength: 200, description: 'Máx. 32' },
    lastname: { type: 'string', maxLength: 200, description: 'Máx. 32' },
    telephone: { type: 'string', maxLength: 200, description: 'Al menos 8 dígitos, p. ej. 9876-5432' },
    address_1: { type: 'string', maxLength: 1000, description: 'Máx. 255' },
    address_2: { type: 'string', maxLength: 1000, description: 'Máx. 255' },
    place_id: { type: 'integer', minimum: 1, description: 'Municipio (places.kind = municipality)' },
    is_default: { type: 'boolean', description: 'Solo una dirección predeterminada por cliente' },
  },
} as const;

export const customerRoutes: FastifyPluginAsync<RouteDeps> = async (app, { db, ownership }) => {
  // customerScope (preHandler) has already identified the token's customer; requireCustomer
  // hands it back from the request without another lookup.
  const owner = (request: FastifyRequest): Promise<AuthenticatedCustomer> =>
    ownership.requireCustomer(request);

  // Customer -------------------------------------------------------------------------------------
  app.get<{ Params: { id: number }; Querystring: { expand?: string } }>('/customers/:id', {
    preHandler: ownership.customerScope({ param: 'id' }),
    schema: {
      tags: TAGS,
      summary: 'Datos del cliente (solo el propio), con expansiones opcionales',
      params: customerIdParams,
      querystring: {
        type: 'object',
        properties: {
          expand: {
            type: 'string',
            pattern: '^[A-Za-z_,]*$',
            maxLength: 200,
            description: 'Lista separada por comas: addresses, wishlist, cart (otras se ignoran)',
          },
        },
      },
      response: { 200: customerSchema, ...scopedErrors },
    },
    handler: async (request) => {
      const { id } = await owner(request);
      const profile = await findCustomerProfile(db, id);
      if (!profile) throw new HttpError(404, CUSTOMER_NOT_FOUND, 'NOT_FOUND');
      const expand = parseCustomerExpand(request.query.expand);
      const result: CustomerProfile & { addresses?: Address[]; wishlist?: Product[]; cart?: SavedCart } = {
        ...profile,
      };
      if (expand.has('addresses')) result.addresses = await listAddresses(db, id);
      if (expand.has('wishlist')) result.wishlist = await loadWishlist(db, id);
      if (expand.has('cart')) result.cart = await loadCart(db, id);
      return result;
    },
  });

  app.post<{ Params: { id: number }; Body: ContactInput }>('/customers/save-customer/:id', {
    preHandler: ownership.customerScope({ param: 'id' }),
    schema: {
      tags: TAGS,
      summary: 'Guardar los datos de contacto del cliente',
      description:
        'Reglas del formulario de contacto (sección 5): todos los campos son obligatorios. Un error no cambia nada de lo guardado. 409 si el correo ya es de otra cuenta.',
      params: customerIdParams,
      body: {
        type: 'object',
        properties: {
          firstname: { type: 'string', maxLength: 200 },
          lastname: { type: 'string', maxLength: 200 },
          email: { type: 'string', maxLength: 500 },
          telephone: { type: 'string', maxLength: 200 },
          fax: { type: 'string', maxLength: 200, description: 'Segundo teléfono' },
          custom_field: { type: 'string', maxLength: 200, description: 'Número de identidad (15 a 32)' },
        },
      },
      response: {
        200: {
          type: 'object',
          required: Object.keys(customerProfileProperties),
          properties: customerProfileProperties,
        },
        ...scopedErrors,
        409: errorResponse,
      },
    },
    handler: async (request) => {
      const validation = validateContact(request.body);
      if (!validation.ok) throw validationError(validation.fields);
      return updateCustomerProfile(db, (await owner(request)).id, validation.value);
    },
  });

  // Wish list --------------------------------------------------------------------------------------
  app.get<{ Params: { id: number } }>('/customers/get-wish-list/:id', {
    preHandler: ownership.customerScope({ param: 'id' }),
    schema: {
      tags: TAGS,
      summary: 'Lista de favoritos del cliente (productos del catálogo)',
      params: customerIdParams,
      response: { 200: wishlistSchema, ...scopedErrors },
    },
    handler: async (request) => loadWishlist(db, (await owner(request)).id),
  });

  app.post<{ Body: { product_id: number; customer_id?: number } }>('/customers/add-to-wishlist', {
    preHandler: ownership.customerScope({ bodyField: 'customer_id' }),
    schema: {
      tags: TAGS,
      summary: 'Agregar un producto a favoritos (idempotente); devuelve la lista',
      body: wishlistBody,
      response: { 200: wishlistSchema, ...scopedErrors },
    },
    handler: async (request) => {
      const { id } = await owner(request);
      await addToWishlist(db, id, request.body.product_id);
      return loadWishlist(db, id);
    },
  });

  app.delete<{ Body: { product_id: number; customer_id?: number } }>('/customers/remove-from-wishlist', {
    preHandler: ownership.customerScope({ bodyField: 'customer_id' }),
    schema: {
      tags: TAGS,
      summary: 'Quitar un producto de favoritos (idempotente); devuelve la lista',
      body: wishlistBody,
      response: { 200: wishlistSchema, ...scopedErrors },
    },
    handler: async (request) => {
      const { id } = await owner(request);
      await removeFromWishlist(db, id, request.body.product_id);
      return loadWishlist(db, id);
    },
  });

  // Saved cart -------------------------------------------------------------------------------------
  app.post<{ Body: { customer_id?: number; products: CartLineInput[] } }>('/customers/add-to-cart', {
    preHandler: ownership.customerScope({ bodyField: 'customer_id' }),
    schema: {
      tags: TAGS,
      summary: 'Guardar el carrito del cliente (reemplaza el anterior); precios del servidor',
      description:
        'Reemplaza todo el carrito guardado. Cantidad de 1 a 99 por producto (repetidos se suman); productos desconocidos: 404 y no se cambia nada. Los precios enviados se ignoran.',
      body: {
        type: 'object',
        required: ['products'],
        properties: {
          customer_id: {
            type: 'integer',
            minimum: 1,
            description: 'Opcional; si se envía debe ser el cliente del token (si no, 403)',
          },
          products: {
            type: 'array',
            maxItems: 100,
            items: {
              type: 'object',
              required: ['id', 'qty'],
              properties: {
                id: { type: 'integer', minimum: 1 },
                qty: { type: 'integer', description: '1 a 99' },
              },
            },
          },
        },
      },
      response: { 200: savedCartSchema, ...scopedErrors },
    },
    handler: async (request) => {
      const { id } = await owner(request);
      await replaceCart(db, id, request.body.products);
      return loadCart(db, id);
    },
  });

  // Addresses --------------------------------------------------------------------------------------
  app.get<{ Params: { id: number } }>('/customers/:id/addresses', {
    preHandler: ownership.customerScope({ param: 'id' }),
    schema: {
      tags: TAGS,
      summary: 'Direcciones del cliente (la predeterminada primero)',
      params: customerIdParams,
      response: { 200: { type: 'array', items: addressSchema }, ...scopedErrors },
    },
    handler: async (request) => listAddresses(db, (await owner(request)).id),
  });

  app.post<{ Params: { id: number }; Body: AddressBody }>('/customers/:id/addresses', {
    preHandler: ownership.customerScope({ param: 'id' }),
    schema: {
      tags: TAGS,
      summary: 'Agregar una dirección (la primera queda como predeterminada)',
      params: customerIdParams,
      body: addressBody,
      response: { 201: addressSchema, ...scopedErrors },
    },
    handler: async (request, reply) => {
      const validation = validateAddress(request.body);
      if (!validation.ok) throw validationError(validation.fields);
      const addressId = await createAddress(db, (await owner(request)).id, validation.value);
      return reply.status(201).send(await findAddress(db, addressId));
    },
  });

  app.put<{ Params: { id: number }; Body: AddressBody }>('/addresses/:id', {
    schema: {
      tags: TAGS,
      summary: 'Modificar una dirección propia',
      description:
        'Reemplaza los campos. `is_default: true` la vuelve la predeterminada; sin el campo se conserva.',
      params: addressIdParams,
      body: addressBody,
      response: { 200: addressSchema, ...scopedErrors },
    },
    handler: async (request) => {
      const customer = await ownership.requireCustomer(request);
      const address = await findAddress(db, request.params.id);
      ownership.assertOwns(request, address?.customer_id, ADDRESS_NOT_FOUND);
      const validation = validateAddress(request.body);
      if (!validation.ok) throw validationError(validation.fields);
      await updateAddress(db, customer.id, request.params.id, validation.value);
      const updated = await findAddress(db, request.params.id);
      if (!updated) throw new HttpError(404, ADDRESS_NOT_FOUND, 'NOT_FOUND');
      return updated;
    },
  });

  app.delete<{ Params: { id: number } }>('/addresses/:id', {
    schema: {
      tags: TAGS,
      summary: 'Eliminar una dirección propia',
      description: 'Si era la predeterminada, pasa a serlo la modificada más recientemente.',
      params: addressIdParams,
      response: {
        200: successResponse,
        ...scopedErrors,
      },
    },
    handler: async (request) => {
      const customer = await ownership.requireCustomer(request);
      const address = await findAddress(db, request.params.id);
      ownership.assertOwns(request, address?.customer_id, ADDRESS_NOT_FOUND);
      await deleteAddress(db, customer.id, request.params.id);
      return { success: true, message: 'Dirección eliminada' };
    },
  });
};
