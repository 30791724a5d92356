/**
 * Shared JSON schemas. Registered with `app.addSchema` so routes can `$ref` them, the OpenAPI
 * document lists them as components, and fast-json-stringify serialises responses with them.
 */
export const errorSchema = {
  $id: 'Error',
  type: 'object',
  required: ['message'],
  properties: {
    message: { type: 'string' },
    code: { type: 'string' },
    fields: { type: 'object', additionalProperties: { type: 'string' } },
  },
} as const;

/**
 * Parts of the product shape that other responses repeat (saved-cart lines, site search), so
 * a product reads the same wherever it appears.
 */
export const brandRefSchema = {
  type: 'object',
  required: ['id', 'name'],
  properties: { id: { type: 'integer' }, name: { type: 'string' } },
} as const;

export const categoryRefSchema = {
  type: 'object',
  required: ['id', 'name', 'slug'],
  properties: { id: { type: 'integer' }, name: { type: 'string' }, slug: { type: 'string' } },
} as const;

export const productPriceSchema = {
  type: 'object',
  description: 'Lempiras (HNL) con ISV',
  required: ['sale', 'regular'],
  properties: { sale: { type: 'number' }, regular: { type: 'number' } },
} as const;

export const productImageSchema = {
  type: 'object',
  required: ['alt', 'size350', 'srcSet'],
  properties: { alt: { type: 'string' }, size350: { type: 'string' }, srcSet: { type: 'string' } },
} as const;

export const productCouponSchema = {
  type: ['object', 'null'],
  required: ['code', 'type', 'discount', 'remaining', 'expire'],
  properties: {
    code: { type: 'string' },
    type: { type: 'string', enum: ['P', 'F'] },
    discount: { type: 'number' },
    remaining: { type: 'integer' },
    expire: { type: 'string', format: 'date-time' },
  },
} as const;

export const productSchema = {
  $id: 'Product',
  type: 'object',
  required: [
    'id',
    'slug',
    'name',
    'sku',
    'description',
    'brand',
    'mainCategory',
    'price',
    'stock',
    'mainImage',
    'coupon',
    'group',
    'materialGroup',
  ],
  properties: {
    id: { type: 'integer' },
    slug: { type: 'string' },
    name: { type: 'string' },
    sku: { type: 'string' },
    description: { type: 'string' },
    brand: brandRefSchema,
    mainCategory: categoryRefSchema,
    price: productPriceSchema,
    stock: { type: 'integer' },
    mainImage: productImageSchema,
    specs: {
      type: 'array',
      description: 'Solo con expand=specs',
      items: {
        type: 'object',
        required: ['name', 'value'],
        properties: { name: { type: 'string' }, value: { type: 'string' } },
      },
    },
    coupon: productCouponSchema,
    group: { type: 'string' },
    materialGroup: { type: 'string' },
  },
} as const;

export const productPageSchema = {
  $id: 'ProductPage',
  type: 'object',
  required: ['items', '_meta'],
  properties: {
    items: { type: 'array', items: { $ref: 'Product#' } },
    _meta: {
      type: 'object',
      required: ['totalCount', 'pageCount', 'currentPage', 'perPage'],
      properties: {
        totalCount: { type: 'integer' },
        pageCount: { type: 'integer' },
        currentPage: { type: 'integer' },
        perPage: { type: 'integer' },
      },
    },
  },
} as const;

export const menuEntrySchema = {
  $id: 'MenuEntry',
  type: 'object',
  required: ['name', 'url'],
  properties: {
    name: { type: 'string' },
    url: { type: 'string' },
    children: { type: 'array', items: { $ref: 'MenuEntry#' } },
  },
} as const;

export const SHARED_SCHEMAS = [errorSchema, productSchema, productPageSchema, menuEntrySchema] as const;

export const errorResponse = { $ref: 'Error#' } as const;

/** A row id: PostgreSQL `integer`, so larger numbers are refused by the schema, not the database. */
export const dbId = { type: 'integer', minimum: 1, maximum: 2147483647 } as const;

/** `:id` of routes addressing one row. */
export const idParams = { type: 'object', required: ['id'], properties: { id: dbId } } as const;

/** `:slug` of categories and content pages. */
export const slugParams = {
  type: 'object',
  required: ['slug'],
  properties: { slug: { type: 'string', minLength: 1, maxLength: 120 } },
} as const;

/** 200 of an action that returns nothing but a confirmation to show. */
export const successResponse = {
  type: 'object',
  required: ['success', 'message'],
  properties: { success: { type: 'boolean' }, message: { type: 'string' } },
} as const;

/** 201 of a create: the new row's id and a confirmation to show. */
export const createdResponse = {
  type: 'object',
  required: ['id', 'message'],
  properties: { id: { type: 'integer' }, message: { type: 'string' } },
} as const;

/** `expand=specs` (comma list; unknown names are ignored so clients can ask ahead). */
export const expandParam = {
  type: 'string',
  pattern: '^[A-Za-z_,]*$',
  maxLength: 200,
  description: 'Lista separada por comas; soportado: specs',
} as const;

/** Paging, sorting and filters shared by search and category listing. */
export const listingQueryProperties = {
  'filter[name]': {
    type: 'string',
    maxLength: 200,
    description: 'Busca en nombre, marca y SKU sin distinguir mayúsculas ni tildes',
  },
  'filter[category]': {
    type: 'string',
    maxLength: 120,
    description: 'Slug de categoría; incluye subcategorías',
  },
  'filter[brand]': { type: 'string', maxLength: 120, description: 'Nombre o slug de la marca' },
  'filter[inStock]': { type: 'integer', enum: [0, 1], description: '1 = solo productos con existencia' },
  sort: {
    type: 'string',
    enum: ['price', '-price', 'name', '-name', 'newest'],
    description: 'Por defecto: más recientes primero',
  },
  page: { type: 'integer', minimum: 1, maximum: 100000, default: 1 },
  'per-page': { type: 'integer', minimum: 1, maximum: 60, default: 10 },
  expand: expandParam,
} as const;

export interface ListingQuery {
  'filter[name]'?: string;
  'filter[category]'?: string;
  'filter[brand]'?: string;
  'filter[inStock]'?: 0 | 1;
  sort?: 'price' | '-price' | 'name' | '-name' | 'newest';
  page: number;
  'per-page': number;
  expand?: string;
}
