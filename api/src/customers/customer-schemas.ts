/**
 * JSON schemas of the customer routes' responses. fast-json-stringify drops any property not
 * listed here, so every field the routes return is named.
 */
import {
  brandRefSchema,
  categoryRefSchema,
  productCouponSchema,
  productImageSchema,
} from '../http/schemas.js';

/** `:id` of the customer-scoped routes: the token's own customer (see ownership.customerScope). */
export const customerIdParams = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'integer', minimum: 1, description: 'Id del cliente (el del token)' } },
} as const;

export const customerProfileProperties = {
  id: { type: 'integer' },
  firstname: { type: 'string' },
  lastname: { type: 'string' },
  email: { type: 'string' },
  username: { type: 'string', description: 'Correo con el que inicia sesión' },
  telephone: { type: 'string' },
  fax: { type: 'string', description: 'Segundo teléfono' },
  custom_field: { type: 'string', description: 'Número de identidad' },
} as const;

const profileRequired = Object.keys(customerProfileProperties);

export const addressSchema = {
  type: 'object',
  required: [
    'id',
    'customer_id',
    'alias',
    'firstname',
    'lastname',
    'telephone',
    'address_1',
    'address_2',
    'place_id',
    'municipality',
    'department_id',
    'department',
    'shipping_zone_id',
    'is_default',
    'created_at',
    'updated_at',
  ],
  properties: {
    id: { type: 'integer' },
    customer_id: { type: 'integer' },
    alias: { type: 'string' },
    firstname: { type: 'string' },
    lastname: { type: 'string' },
    telephone: { type: 'string' },
    address_1: { type: 'string' },
    address_2: { type: 'string' },
    place_id: { type: 'integer', description: 'Municipio' },
    municipality: { type: 'string' },
    department_id: { type: ['integer', 'null'] },
    department: { type: 'string' },
    shipping_zone_id: { type: ['integer', 'null'], description: 'Zona de envío (costos en /orders)' },
    is_default: { type: 'boolean' },
    created_at: { type: 'string', format: 'date-time' },
    updated_at: { type: 'string', format: 'date-time' },
  },
} as const;

const cartItemSchema = {
  type: 'object',
  required: [
    'id',
    'slug',
    'name',
    'sku',
    'qty',
    'price',
    'regularPrice',
    'sum',
    'stock',
    'mainImage',
    'brand',
    'mainCategory',
    'coupon',
    'group',
    'materialGroup',
  ],
  properties: {
    id: { type: 'integer' },
    slug: { type: 'string' },
    name: { type: 'string' },
    sku: { type: 'string' },
    qty: { type: 'integer' },
    price: { type: 'number', description: 'Precio de venta actual (HNL con ISV)' },
    regularPrice: { type: 'number' },
    sum: { type: 'number', description: 'price × qty' },
    stock: { type: 'integer' },
    mainImage: productImageSchema,
    brand: brandRefSchema,
    mainCategory: categoryRefSchema,
    coupon: productCouponSchema,
    group: { type: 'string' },
    materialGroup: { type: 'string' },
  },
} as const;

export const savedCartSchema = {
  type: 'object',
  required: ['customer_id', 'items', 'count', 'subtotal'],
  properties: {
    customer_id: { type: 'integer' },
    items: { type: 'array', items: cartItemSchema },
    count: { type: 'integer', description: 'Unidades en el carrito' },
    subtotal: { type: 'number', description: 'Suma de las líneas, antes de cupones y envío' },
  },
} as const;

export const wishlistSchema = { type: 'array', items: { $ref: 'Product#' } } as const;

export const customerSchema = {
  type: 'object',
  required: profileRequired,
  properties: {
    ...customerProfileProperties,
    addresses: { ...{ type: 'array', items: addressSchema }, description: 'Con expand=addresses' },
    wishlist: { ...wishlistSchema, description: 'Con expand=wishlist' },
    cart: { ...savedCartSchema, description: 'Con expand=cart' },
  },
} as const;
