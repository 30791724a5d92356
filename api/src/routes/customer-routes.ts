import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  Address,
  AddressIdParams,
  AddressRequest,
  Customer,
  CUSTOMER_EXPANSIONS,
  type CustomerExpansion,
  CustomerIdParams,
  CustomerProfile,
  CustomerQuery,
  errorResponse,
  SaveCartRequest,
  SaveCustomerRequest,
  SavedCart,
  SuccessResponse,
  validateAddressForm,
  validateContactForm,
  Wishlist,
  WishlistItemRequest,
} from '@store/contracts';
import { Type } from '@sinclair/typebox';
import type { FastifyRequest } from 'fastify';
import type { AuthenticatedCustomer } from '../auth/ownership.js';
import {
  ADDRESS_NOT_FOUND,
  createAddress,
  deleteAddress,
  findAddress,
  listAddresses,
  updateAddress,
} from '../customers/address-repository.js';
import {
  CUSTOMER_NOT_FOUND,
  findCustomerProfile,
  updateCustomerProfile,
} from '../customers/customer-profile.js';
import { loadCart, replaceCart } from '../customers/saved-cart.js';
import { addToWishlist, loadWishlist, removeFromWishlist } from '../customers/wishlist.js';
import { HttpError, validationError } from '../http/errors.js';
import type { RouteDeps } from './route-deps.js';

const TAGS = ['Clientes'];

/** Errors every customer-scoped route can answer. */
const scopedErrors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse };

/** `expand=addresses,cart,foo` → the supported ones; unknown names are ignored. */
function parseCustomerExpand(expand: string | undefined): Set<CustomerExpansion> {
  const requested = new Set((expand ?? '').split(',').map((part) => part.trim()));
  return new Set(CUSTOMER_EXPANSIONS.filter((name) => requested.has(name)));
}

export const customerRoutes: FastifyPluginAsyncTypebox<RouteDeps> = async (app, { db, ownership }) => {
  // customerScope (preHandler) has already identified the token's customer; requireCustomer
  // hands it back from the request without another lookup.
  const owner = (request: FastifyRequest): Promise<AuthenticatedCustomer> =>
    ownership.requireCustomer(request);

  // Customer -------------------------------------------------------------------------------------
  app.get('/customers/:id', {
    preHandler: ownership.customerScope({ param: 'id' }),
    schema: {
      tags: TAGS,
      summary: 'Datos del cliente (solo el propio), con expansiones opcionales',
      params: CustomerIdParams,
      querystring: CustomerQuery,
      response: { 200: Customer, ...scopedErrors },
    },
    handler: async (request) => {
      const { id } = await owner(request);
      const profile = await findCustomerProfile(db, id);
      if (!profile) throw new HttpError(404, CUSTOMER_NOT_FOUND, 'NOT_FOUND');
      const expand = parseCustomerExpand(request.query.expand);
      const result: Customer = { ...profile };
      if (expand.has('addresses')) result.addresses = await listAddresses(db, id);
      if (expand.has('wishlist')) result.wishlist = await loadWishlist(db, id);
      if (expand.has('cart')) result.cart = await loadCart(db, id);
      return result;
    },
  });

  app.post('/customers/save-customer/:id', {
    preHandler: ownership.customerScope({ param: 'id' }),
    schema: {
      tags: TAGS,
      summary: 'Guardar los datos de contacto del cliente',
      description:
        'Reglas del formulario de contacto (sección 5): todos los campos son obligatorios. Un error no cambia nada de lo guardado. 409 si el correo ya es de otra cuenta.',
      params: CustomerIdParams,
      body: SaveCustomerRequest,
      response: {
        200: CustomerProfile,
        ...scopedErrors,
        409: errorResponse,
      },
    },
    handler: async (request) => {
      const validation = validateContactForm(request.body);
      if (!validation.ok) throw validationError(validation.fields);
      return updateCustomerProfile(db, (await owner(request)).id, validation.value);
    },
  });

  // Wish list --------------------------------------------------------------------------------------
  app.get('/customers/get-wish-list/:id', {
    preHandler: ownership.customerScope({ param: 'id' }),
    schema: {
      tags: TAGS,
      summary: 'Lista de favoritos del cliente (productos del catálogo)',
      params: CustomerIdParams,
      response: { 200: Wishlist, ...scopedErrors },
    },
    handler: async (request) => loadWishlist(db, (await owner(request)).id),
  });

  app.post('/customers/add-to-wishlist', {
    preHandler: ownership.customerScope({ bodyField: 'customer_id' }),
    schema: {
      tags: TAGS,
      summary: 'Agregar un producto a favoritos (idempotente); devuelve la lista',
      body: WishlistItemRequest,
      response: { 200: Wishlist, ...scopedErrors },
    },
    handler: async (request) => {
      const { id } = await owner(request);
      await addToWishlist(db, id, request.body.product_id);
      return loadWishlist(db, id);
    },
  });

  app.delete('/customers/remove-from-wishlist', {
    preHandler: ownership.customerScope({ bodyField: 'customer_id' }),
    schema: {
      tags: TAGS,
      summary: 'Quitar un producto de favoritos (idempotente); devuelve la lista',
      body: WishlistItemRequest,
      response: { 200: Wishlist, ...scopedErrors },
    },
    handler: async (request) => {
      const { id } = await owner(request);
      await removeFromWishlist(db, id, request.body.product_id);
      return loadWishlist(db, id);
    },
  });

  // Saved cart -------------------------------------------------------------------------------------
  app.post('/customers/add-to-cart', {
    preHandler: ownership.customerScope({ bodyField: 'customer_id' }),
    schema: {
      tags: TAGS,
      summary: 'Guardar el carrito del cliente (reemplaza el anterior); precios del servidor',
      description:
        'Reemplaza todo el carrito guardado. Cantidad de 1 a 99 por producto (repetidos se suman); productos desconocidos: 404 y no se cambia nada. Los precios enviados se ignoran.',
      body: SaveCartRequest,
      response: { 200: SavedCart, ...scopedErrors },
    },
    handler: async (request) => {
      const { id } = await owner(request);
      await replaceCart(db, id, request.body.products);
      return loadCart(db, id);
    },
  });

  // Addresses --------------------------------------------------------------------------------------
  app.get('/customers/:id/addresses', {
    preHandler: ownership.customerScope({ param: 'id' }),
    schema: {
      tags: TAGS,
      summary: 'Direcciones del cliente (la predeterminada primero)',
      params: CustomerIdParams,
      response: { 200: Type.Array(Address), ...scopedErrors },
    },
    handler: async (request) => listAddresses(db, (await owner(request)).id),
  });

  app.post('/customers/:id/addresses', {
    preHandler: ownership.customerScope({ param: 'id' }),
    schema: {
      tags: TAGS,
      summary: 'Agregar una dirección (la primera queda como predeterminada)',
      params: CustomerIdParams,
      body: AddressRequest,
      response: { 201: Address, ...scopedErrors },
    },
    handler: async (request, reply) => {
      const validation = validateAddressForm(request.body);
      if (!validation.ok) throw validationError(validation.fields);
      const addressId = await createAddress(db, (await owner(request)).id, validation.value);
      const created = await findAddress(db, addressId);
      if (!created) throw new HttpError(404, ADDRESS_NOT_FOUND, 'NOT_FOUND');
      return reply.status(201).send(created);
    },
  });

  app.put('/addresses/:id', {
    schema: {
      tags: TAGS,
      summary: 'Modificar una dirección propia',
      description:
        'Reemplaza los campos. `is_default: true` la vuelve la predeterminada; sin el campo se conserva.',
      params: AddressIdParams,
      body: AddressRequest,
      response: { 200: Address, ...scopedErrors },
    },
    handler: async (request) => {
      const customer = await ownership.requireCustomer(request);
      const address = await findAddress(db, request.params.id);
      ownership.assertOwns(request, address?.customer_id, ADDRESS_NOT_FOUND);
      const validation = validateAddressForm(request.body);
      if (!validation.ok) throw validationError(validation.fields);
      await updateAddress(db, customer.id, request.params.id, validation.value);
      const updated = await findAddress(db, request.params.id);
      if (!updated) throw new HttpError(404, ADDRESS_NOT_FOUND, 'NOT_FOUND');
      return updated;
    },
  });

  app.delete('/addresses/:id', {
    schema: {
      tags: TAGS,
      summary: 'Eliminar una dirección propia',
      description: 'Si era la predeterminada, pasa a serlo la modificada más recientemente.',
      params: AddressIdParams,
      response: { 200: SuccessResponse, ...scopedErrors },
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
