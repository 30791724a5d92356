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
    brand: {
      type: 'object',
      required: ['id', 'name'],
      properties: { id: { type: 'integer' }, name: { type: 'string' } },
    },
    mainCategory: {
      type: 'object',
      required: ['id', 'name', 'slug'],
      properties: { id: { type: 'integer' }, name: { type: 'string' }, slug: { type: 'string' } },
    },
    price: {
      type: 'object',
      description: 'Lempiras (HNL) con ISV',
      required: ['sale', 'regular'],
      properties: { sale: { type: 'number' }, regular: { type: 'number' } },
    },
    stock: { type: 'integer' },
    mainImage: {
      type: 'object',
      required: ['alt', 'size350', 'srcSet'],
      properties: { alt: { type: 'string' }, size350: { type: 'string' }, srcSet: { type: 'string' } },
    },
    specs: {
      type: 'array',
      description: 'Solo con expand=specs',
      items: {
        type: 'object',
        required: ['name', 'value'],
        properties: { name: { type: 'string' }, value: { type: 'string' } },
      },
    },
    coupon: {
      type: ['object', 'null'],
      required: ['code', 'type', 'discount', 'remaining', 'expire'],
      properties: {
        code: { type: 'string' },
        type: { type: 'string', enum: ['P', 'F'] },
        discount: { type: 'number' },
        remaining: { type: 'integer' },
        expire: { type: 'string', format: 'date-time' },
      },
    },
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
