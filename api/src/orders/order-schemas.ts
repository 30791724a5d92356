/**
 * JSON schemas of the order routes. Inlined (not `$ref`) so each route's serializer and the
 * OpenAPI document see the whole shape; fast-json-stringify drops any field not listed here.
 */
import { dbId } from '../http/schemas.js';
import { BANK_CODES } from './payment-instructions.js';

const nullableId = { type: ['integer', 'null'], minimum: 1, maximum: 2147483647 } as const;
const money = { type: 'number', description: 'Lempiras (HNL), ISV incluido' } as const;
const dateTime = { type: 'string', format: 'date-time' } as const;
const text = { type: 'string' } as const;

const bankAccountSchema = {
  type: 'object',
  required: ['bank', 'bankName', 'accountType', 'accountNumber', 'currency'],
  properties: { bank: text, bankName: text, accountType: text, accountNumber: text, currency: text },
} as const;

export const instructionsSchema = {
  type: 'object',
  description: 'Instrucciones de pago (transferencia o pago en tienda)',
  required: [
    'method',
    'amount',
    'currency',
    'reference',
    'deadline',
    'beneficiary',
    'accounts',
    'store',
    'steps',
  ],
  properties: {
    method: { type: 'string', enum: ['transfer', 'store-pay'] },
    amount: money,
    currency: text,
    reference: { type: 'string', description: 'Número de pedido: referencia del pago' },
    deadline: { ...dateTime, description: 'Pagar antes de este momento o el pedido vence' },
    beneficiary: {
      type: 'object',
      required: ['name', 'rtn'],
      properties: { name: text, rtn: text },
    },
    accounts: { type: 'array', items: bankAccountSchema },
    store: {
      type: ['object', 'null'],
      required: ['id', 'name', 'address', 'phone', 'hours'],
      properties: { id: { type: 'integer' }, name: text, address: text, phone: text, hours: text },
    },
    steps: { type: 'array', items: text },
  },
} as const;

export const orderSchema = {
  type: 'object',
  required: [
    'id',
    'number',
    'status',
    'statusLabel',
    'step',
    'paymentMethod',
    'email',
    'firstname',
    'lastname',
    'telephone',
    'fax',
    'custom_field',
    'customerId',
    'products',
    'coupon',
    'subtotal',
    'discount',
    'shippingTotal',
    'shippingMethod',
    'shippingZoneId',
    'shippingAddress',
    'storeId',
    'billing',
    'tax',
    'total',
    'reservedUntil',
    'createdAt',
    'updatedAt',
  ],
  properties: {
    id: { type: 'integer' },
    number: { type: 'string', description: "Número público, p. ej. 'HN-000123'" },
    status: {
      type: 'string',
      description:
        'pending | pending_payment | paid | payment_declined | credit_review | expired | cancelled | shipped | delivered',
    },
    statusLabel: text,
    step: { type: 'integer', description: '0 inicio, 1 contacto, 2 envío, 3 pago, 4 crédito' },
    paymentMethod: { type: 'string', description: 'credit-card | transfer | store-pay | credit' },
    email: text,
    firstname: text,
    lastname: text,
    telephone: text,
    fax: text,
    custom_field: text,
    customerId: { type: ['integer', 'null'] },
    products: {
      type: 'array',
      items: {
        type: 'object',
        required: ['id', 'slug', 'sku', 'name', 'qty', 'price', 'sum', 'discount', 'mainImage'],
        properties: {
          id: { type: 'integer' },
          slug: text,
          sku: text,
          name: text,
          qty: { type: 'integer' },
          price: money,
          sum: money,
          discount: money,
          mainImage: {
            type: 'object',
            required: ['alt', 'size350'],
            properties: { alt: text, size350: text },
          },
        },
      },
    },
    coupon: {
      type: ['object', 'null'],
      required: ['code', 'type', 'discountType', 'discount', 'amount', 'validProducts'],
      properties: {
        code: text,
        type: { type: 'string', enum: ['P', 'F'] },
        discountType: { type: 'string', enum: ['percent', 'fixed'] },
        discount: { type: 'number' },
        amount: money,
        validProducts: { type: 'array', items: { type: 'integer' } },
      },
    },
    subtotal: money,
    discount: money,
    shippingTotal: money,
    shippingMethod: { type: 'string', enum: ['home', 'store'] },
    shippingZoneId: { type: ['integer', 'null'] },
    shippingAddress: {
      type: ['object', 'null'],
      required: [
        'firstname',
        'lastname',
        'telephone',
        'address_1',
        'address_2',
        'place_id',
        'municipality',
        'department',
        'zone',
      ],
      properties: {
        firstname: text,
        lastname: text,
        telephone: text,
        address_1: text,
        address_2: text,
        place_id: { type: ['integer', 'null'] },
        municipality: text,
        department: text,
        zone: text,
      },
    },
    storeId: { type: ['integer', 'null'], description: 'Tienda de retiro (envío store)' },
    billing: {
      type: ['object', 'null'],
      required: ['rtn', 'business_name'],
      properties: { rtn: text, business_name: text },
    },
    tax: { ...money, description: 'ISV (15 %) contenido en el total' },
    total: money,
    reservedUntil: { type: ['string', 'null'], format: 'date-time' },
    createdAt: dateTime,
    updatedAt: dateTime,
    accessToken: {
      type: 'string',
      description: 'Solo al crear el pedido: enviarlo como X-Order-Token para verlo o cambiarlo sin sesión',
    },
    instructions: instructionsSchema,
  },
} as const;

const contactProperties = {
  email: { type: 'string', maxLength: 400 },
  firstname: { type: 'string', maxLength: 400 },
  lastname: { type: 'string', maxLength: 400 },
  telephone: { type: 'string', maxLength: 400 },
  fax: { type: 'string', maxLength: 400 },
  custom_field: { type: 'string', maxLength: 400, description: 'Número de identidad' },
} as const;

const productsProperty = {
  type: 'array',
  maxItems: 100,
  description: 'Líneas del carrito; solo se leen id y qty (precio, suma y nombre se ignoran)',
  items: {
    type: 'object',
    required: ['id', 'qty'],
    properties: { id: dbId, qty: { type: 'integer', minimum: 1, maximum: 99 } },
  },
} as const;

export const createOrderBody = {
  type: 'object',
  required: ['products'],
  properties: {
    products: productsProperty,
    ...contactProperties,
    coupon: { type: ['string', 'null'], maxLength: 60 },
    customer_id: { ...nullableId, description: 'Si se envía, debe ser el cliente del token' },
  },
} as const;

export const updateOrderBody = {
  type: 'object',
  properties: {
    products: productsProperty,
    ...contactProperties,
    customer_id: nullableId,
  },
} as const;

export const shippingBody = {
  type: 'object',
  properties: {
    shipping_method: { type: 'string', enum: ['home', 'store'], default: 'home' },
    place_id: { ...dbId, description: 'Municipio (places); su zona decide el costo' },
    shipping_zone_id: dbId,
    store_id: { ...dbId, description: "Tienda de retiro cuando shipping_method es 'store'" },
    address_1: { type: 'string', maxLength: 1000 },
    address_2: { type: 'string', maxLength: 1000 },
    firstname: { type: 'string', maxLength: 400 },
    lastname: { type: 'string', maxLength: 400 },
    telephone: { type: 'string', maxLength: 400 },
  },
} as const;

export const couponBody = {
  type: 'object',
  required: ['code'],
  properties: { code: { type: 'string', minLength: 1, maxLength: 60 } },
} as const;

export const billingBody = {
  type: 'object',
  required: ['order_payment'],
  properties: {
    order_payment: {
      type: 'object',
      required: ['card_number', 'card_name', 'expiry', 'cvc'],
      properties: {
        card_number: { type: 'string', maxLength: 40 },
        card_name: { type: 'string', maxLength: 200 },
        expiry: { type: 'string', maxLength: 10, description: 'MM/AA' },
        cvc: { type: 'string', maxLength: 10 },
        processor: { type: 'string', maxLength: 60 },
      },
    },
    rtn: { type: 'string', maxLength: 40, description: 'RTN para la factura (14 dígitos)' },
    business_name: { type: 'string', maxLength: 200, description: 'Razón social para la factura' },
  },
} as const;

export const transferBody = {
  type: ['object', 'null'],
  properties: { bank: { type: ['string', 'null'], enum: [...BANK_CODES, null] } },
} as const;

export const storePayBody = {
  type: 'object',
  required: ['store_id'],
  properties: { store_id: dbId },
} as const;

export const trackingBody = {
  type: 'object',
  required: ['number', 'email'],
  properties: {
    number: { type: 'string', minLength: 1, maxLength: 40, description: "p. ej. 'HN-000123'" },
    email: { type: 'string', minLength: 1, maxLength: 200 },
  },
} as const;

export const calculateShippingQuery = {
  type: 'object',
  properties: {
    shipping_zone_id: dbId,
    place_id: { ...dbId, description: 'Alternativa a shipping_zone_id: el municipio' },
    shipping_method: { type: 'string', enum: ['home', 'store'], default: 'home' },
  },
} as const;

export const shippingQuoteSchema = {
  type: 'object',
  required: [
    'shippingZoneId',
    'shippingMethod',
    'shippingTotal',
    'deliveryDays',
    'subtotal',
    'discount',
    'total',
  ],
  properties: {
    shippingZoneId: { type: ['integer', 'null'] },
    shippingMethod: { type: 'string', enum: ['home', 'store'] },
    shippingTotal: money,
    deliveryDays: { type: 'integer' },
    subtotal: money,
    discount: money,
    total: money,
  },
} as const;

export const processorDataSchema = {
  type: 'object',
  required: [
    'hash',
    'time',
    'orderId',
    'amount',
    'key',
    'processor',
    'url',
    'firstname',
    'lastname',
    'email',
    'ip',
  ],
  properties: {
    hash: { type: 'string', description: 'md5(orderid|amount|time|secreto)' },
    time: { type: 'integer', description: 'Segundos Unix' },
    orderId: { type: 'integer' },
    amount: { type: 'string', description: 'Total con dos decimales, tal como entra en el hash' },
    key: { type: 'string', description: 'Identificador PÚBLICO de la llave (key_id)' },
    processor: text,
    url: { type: 'string', description: 'Acción del formulario de la pasarela' },
    firstname: text,
    lastname: text,
    email: text,
    ip: text,
  },
} as const;

export const paymentResultSchema = {
  type: 'object',
  required: ['orderId', 'number', 'status', 'statusLabel', 'paymentMethod', 'total', 'payment'],
  properties: {
    orderId: { type: 'integer' },
    number: text,
    status: text,
    statusLabel: text,
    paymentMethod: text,
    total: money,
    payment: {
      type: ['object', 'null'],
      required: ['status', 'responseText', 'last4', 'authCode', 'amount', 'processor', 'updatedAt'],
      properties: {
        status: { type: 'string', description: 'pending | approved | declined | error | cancelled' },
        responseText: { type: ['string', 'null'] },
        last4: { type: ['string', 'null'] },
        authCode: { type: ['string', 'null'] },
        amount: money,
        processor: text,
        updatedAt: dateTime,
      },
    },
  },
} as const;

export const trackingSchema = {
  type: 'object',
  required: [
    'number',
    'status',
    'statusLabel',
    'createdAt',
    'total',
    'paymentMethod',
    'shippingMethod',
    'events',
  ],
  properties: {
    number: text,
    status: text,
    statusLabel: text,
    createdAt: dateTime,
    total: money,
    paymentMethod: text,
    shippingMethod: text,
    events: {
      type: 'array',
      items: {
        type: 'object',
        required: ['status', 'label', 'note', 'date'],
        properties: { status: text, label: text, note: text, date: dateTime },
      },
    },
  },
} as const;
