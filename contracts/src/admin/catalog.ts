import { Type, type Static } from '@sinclair/typebox';
import { CouponType } from '../catalog/product.js';
import { DbId, INT4_MAX, Nullable, PageMeta } from '../http/common.js';
import { StringEnum } from '../http/enums.js';
import { SortQuery, sortValues } from '../http/list-sort.js';

/**
 * The catalog in the back office (issue 34, "Catalog"; api/README.md "Catálogo"): products with
 * their sale price, stock, product coupon and publication; the coupon codes shoppers type; the
 * price and stock CSV. The `catalogo` role (and `admin`) calls these routes.
 *
 * The rules a form checks before sending (price, stock, discount) are here once, so the back
 * office shows the API's own Spanish messages before the request is made.
 */

// Rules shared by the API and the back office's forms ---------------------------------------

export const CATALOG_LIMITS = {
  /** numeric(12, 2): 10 digits before the point. */
  maxPrice: 9_999_999_999.99,
  maxStock: INT4_MAX,
  maxCouponUses: INT4_MAX,
} as const;

export const CATALOG_MESSAGES = {
  price: 'El precio debe ser mayor que 0 y tener como máximo 2 decimales',
  priceTooHigh: 'El precio es demasiado alto',
  stock: 'Las existencias deben ser un número entero mayor o igual a 0',
  discount: 'El descuento debe ser mayor que 0 y tener como máximo 2 decimales',
  percent: 'Un descuento en porcentaje no puede pasar de 100',
  remaining: 'Los usos restantes deben ser un número entero mayor o igual a 0',
  expire: 'La fecha de vencimiento no es válida',
  expirePast: 'La fecha de vencimiento debe ser futura',
  couponCode: 'El código debe tener de 3 a 40 letras, números, guiones o guiones bajos, sin espacios',
} as const;

/** True when `value` has at most 2 decimals (1.10 and 1.1 yes, 1.005 no), whatever float noise. */
function hasCents(value: number): boolean {
  return Math.abs(Math.round(value * 100) - value * 100) < 1e-6;
}

/** The Spanish problem with a sale price, or null: more than 0, at most 2 decimals. */
export function priceProblem(value: number): string | null {
  if (!Number.isFinite(value) || value <= 0 || !hasCents(value)) return CATALOG_MESSAGES.price;
  if (value > CATALOG_LIMITS.maxPrice) return CATALOG_MESSAGES.priceTooHigh;
  return null;
}

/** The Spanish problem with a stock figure, or null: a whole number from 0. */
export function stockProblem(value: number): string | null {
  return Number.isInteger(value) && value >= 0 && value <= CATALOG_LIMITS.maxStock
    ? null
    : CATALOG_MESSAGES.stock;
}

/** The Spanish problem with a coupon's discount for its type, or null. */
export function discountProblem(type: CouponType, discount: number): string | null {
  if (!Number.isFinite(discount) || discount <= 0 || !hasCents(discount)) return CATALOG_MESSAGES.discount;
  if (type === 'P' && discount > 100) return CATALOG_MESSAGES.percent;
  if (discount > CATALOG_LIMITS.maxPrice) return CATALOG_MESSAGES.discount;
  return null;
}

/** The Spanish problem with a coupon's remaining uses, or null. */
export function remainingProblem(value: number): string | null {
  return Number.isInteger(value) && value >= 0 && value <= CATALOG_LIMITS.maxCouponUses
    ? null
    : CATALOG_MESSAGES.remaining;
}

/** A code shoppers type: letters, digits, `-` and `_`, 3 to 40 of them. */
export const COUPON_CODE_PATTERN = '^[A-Za-z0-9_-]{3,40}$';

// Products ----------------------------------------------------------------------------------

/** What the products list sorts by (`?sort=-price`); without `sort`, by name. */
export const ADMIN_PRODUCT_SORT_KEYS = ['name', 'sku', 'price', 'stock'] as const;
export const ADMIN_PRODUCT_SORTS = sortValues(ADMIN_PRODUCT_SORT_KEYS);
export const AdminProductSort = SortQuery(ADMIN_PRODUCT_SORT_KEYS);
export type AdminProductSort = Static<typeof AdminProductSort>;
export const ADMIN_PRODUCT_DEFAULT_SORT: AdminProductSort = 'name';

/** GET /admin/catalog/products. */
export const AdminProductListQuery = Type.Object({
  q: Type.Optional(
    Type.String({
      minLength: 1,
      maxLength: 100,
      description: 'Parte del nombre o del SKU (sin distinguir mayúsculas ni tildes)',
    }),
  ),
  published: Type.Optional(
    StringEnum(['yes', 'no'] as const, { description: 'Solo publicados (yes) o solo ocultos (no)' }),
  ),
  sort: Type.Optional(AdminProductSort),
  page: Type.Integer({ minimum: 1, maximum: 100000, default: 1 }),
  'per-page': Type.Integer({ minimum: 1, maximum: 100, default: 25 }),
});
export type AdminProductListQuery = Static<typeof AdminProductListQuery>;

/** A product's own coupon (the one its page shows), as staff see it. */
export const AdminProductCoupon = Type.Object({
  code: Type.String(),
  type: CouponType,
  discount: Type.Number(),
  remaining: Type.Integer(),
  expire: Type.String({ format: 'date-time' }),
  disabled: Type.Boolean(),
});
export type AdminProductCoupon = Static<typeof AdminProductCoupon>;

export const AdminProductRow = Type.Object({
  id: Type.Integer(),
  sku: Type.String(),
  name: Type.String(),
  slug: Type.String(),
  brand: Type.String(),
  category: Type.String(),
  priceSale: Type.Number({ description: 'Precio de venta en lempiras, ISV incluido' }),
  priceRegular: Type.Number({ description: 'Precio de lista (tachado en la tienda)' }),
  stock: Type.Integer({
    description: 'Unidades a la venta: sin contar las apartadas por pedidos sin pagar',
  }),
  held: Type.Integer({
    description:
      'Unidades apartadas por pedidos sin pagar (pending, pending_payment): ya descontadas de `stock`; vuelven a él si el pedido vence o se cancela',
  }),
  published: Type.Boolean(),
  coupon: Nullable(AdminProductCoupon),
});
export type AdminProductRow = Static<typeof AdminProductRow>;

export const AdminProductPage = Type.Object({ items: Type.Array(AdminProductRow), _meta: PageMeta });
export type AdminProductPage = Static<typeof AdminProductPage>;

export const AdminProductParams = Type.Object({ id: DbId });
export type AdminProductParams = Static<typeof AdminProductParams>;

/** The product coupon as an edit sets it; `code` only names a new one (an existing one keeps its code). */
export const AdminProductCouponInput = Type.Object({
  code: Type.Optional(
    Type.String({ pattern: COUPON_CODE_PATTERN, description: 'Solo al crear el cupón del producto' }),
  ),
  type: CouponType,
  discount: Type.Number(),
  remaining: Type.Integer({ minimum: 0, maximum: INT4_MAX }),
  expire: Type.String({ format: 'date-time' }),
});
export type AdminProductCouponInput = Static<typeof AdminProductCouponInput>;

/** PATCH /admin/catalog/products/{id}: only what is sent changes. */
export const AdminProductUpdate = Type.Object(
  {
    priceSale: Type.Optional(Type.Number({ description: 'Mayor que 0, hasta 2 decimales' })),
    stock: Type.Optional(
      Type.Integer({
        minimum: 0,
        maximum: INT4_MAX,
        description: 'Unidades a la venta (las apartadas por pedidos sin pagar no se cuentan)',
      }),
    ),
    expectedStock: Type.Optional(
      Type.Integer({
        minimum: 0,
        maximum: INT4_MAX,
        description:
          'Las existencias que el formulario mostraba: si un pedido las cambió mientras tanto, 409 en lugar de pisar la venta',
      }),
    ),
    published: Type.Optional(Type.Boolean()),
    coupon: Type.Optional(
      Type.Union([AdminProductCouponInput, Type.Null()], {
        description: 'null desactiva el cupón del producto (los pedidos que lo usaron no cambian)',
      }),
    ),
  },
  { additionalProperties: false, minProperties: 1 },
);
export type AdminProductUpdate = Static<typeof AdminProductUpdate>;

// Coupon codes -------------------------------------------------------------------------------

export const COUPON_STATES = ['active', 'expired', 'exhausted', 'disabled'] as const;
export const CouponState = StringEnum(COUPON_STATES);
export type CouponState = Static<typeof CouponState>;
export const COUPON_STATE_LABELS: Readonly<Record<CouponState, string>> = {
  active: 'Activo',
  expired: 'Vencido',
  exhausted: 'Agotado',
  disabled: 'Desactivado',
};

export const AdminCouponProduct = Type.Object({
  id: Type.Integer(),
  sku: Type.String(),
  name: Type.String(),
});
export type AdminCouponProduct = Static<typeof AdminCouponProduct>;

export const AdminCoupon = Type.Object({
  code: Type.String(),
  type: CouponType,
  discount: Type.Number(),
  remaining: Type.Integer({ description: 'Usos que quedan' }),
  uses: Type.Integer({
    description: 'Pedidos que lo llevan (sin contar los cancelados o vencidos, que devolvieron su uso)',
  }),
  expire: Type.String({ format: 'date-time' }),
  description: Type.String(),
  products: Type.Array(AdminCouponProduct, { description: 'Productos a los que aplica; vacío: a todos' }),
  disabledAt: Nullable(Type.String({ format: 'date-time' })),
  state: CouponState,
  stateLabel: Type.String(),
});
export type AdminCoupon = Static<typeof AdminCoupon>;

export const AdminCouponListQuery = Type.Object({
  q: Type.Optional(Type.String({ minLength: 1, maxLength: 40, description: 'Parte del código' })),
  state: Type.Optional(CouponState),
  page: Type.Integer({ minimum: 1, maximum: 100000, default: 1 }),
  'per-page': Type.Integer({ minimum: 1, maximum: 100, default: 25 }),
});
export type AdminCouponListQuery = Static<typeof AdminCouponListQuery>;

export const AdminCouponPage = Type.Object({ items: Type.Array(AdminCoupon), _meta: PageMeta });
export type AdminCouponPage = Static<typeof AdminCouponPage>;

export const AdminCouponParams = Type.Object({ code: Type.String({ minLength: 1, maxLength: 40 }) });
export type AdminCouponParams = Static<typeof AdminCouponParams>;

const couponFields = {
  type: CouponType,
  discount: Type.Number({ description: 'Porcentaje (P, hasta 100) o lempiras por unidad (F)' }),
  remaining: Type.Integer({ minimum: 0, maximum: INT4_MAX }),
  expire: Type.String({ format: 'date-time' }),
  description: Type.String({ maxLength: 200 }),
  productIds: Type.Array(DbId, { maxItems: 500, uniqueItems: true }),
};

/** POST /admin/catalog/coupons. */
export const AdminCouponCreate = Type.Object(
  {
    code: Type.String({ pattern: COUPON_CODE_PATTERN }),
    type: couponFields.type,
    discount: couponFields.discount,
    remaining: couponFields.remaining,
    expire: couponFields.expire,
    description: Type.Optional(couponFields.description),
    productIds: Type.Optional(couponFields.productIds),
  },
  { additionalProperties: false },
);
export type AdminCouponCreate = Static<typeof AdminCouponCreate>;

/** PATCH /admin/catalog/coupons/{code}: only what is sent changes (the code never does). */
export const AdminCouponUpdate = Type.Object(
  {
    type: Type.Optional(couponFields.type),
    discount: Type.Optional(couponFields.discount),
    remaining: Type.Optional(couponFields.remaining),
    expire: Type.Optional(couponFields.expire),
    description: Type.Optional(couponFields.description),
    productIds: Type.Optional(couponFields.productIds),
  },
  { additionalProperties: false, minProperties: 1 },
);
export type AdminCouponUpdate = Static<typeof AdminCouponUpdate>;

// Price and stock CSV ------------------------------------------------------------------------

/** The header line of the CSV, in this order; `;` separates the columns. */
export const CATALOG_CSV_COLUMNS = ['sku', 'precio', 'existencias'] as const;
export const CATALOG_CSV_CONTENT_TYPE = 'text/csv';
/** About 60,000 rows of `sku;precio;existencias`: far more than the catalog, little memory. */
export const CATALOG_CSV_MAX_BYTES = 2 * 1024 * 1024;

/**
 * The export's file name, `precios-existencias-AAAA-MM-DD.csv` with the day in Honduras: the API's
 * Content-Disposition and the back office's download (which cannot read that header cross-origin).
 */
export function catalogCsvFileName(now: Date = new Date()): string {
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Tegucigalpa' }).format(now);
  return `precios-existencias-${day}.csv`;
}

/** The file itself: the body of the import and the answer of the export (`text/csv`, UTF-8). */
export const CatalogCsvFile = Type.String({
  description: 'CSV `sku;precio;existencias` con cabecera, en UTF-8; precio como 1234.50',
});

export const CatalogImportLineError = Type.Object({
  line: Type.Integer({ description: 'Número de línea en el archivo (la cabecera es la 1)' }),
  sku: Nullable(Type.String()),
  message: Type.String(),
});
export type CatalogImportLineError = Static<typeof CatalogImportLineError>;

/** 400 of POST /admin/catalog/import: the error body, plus every bad line when the rows were read. */
export const CatalogImportRejection = Type.Object({
  message: Type.String(),
  code: Type.Optional(Type.String()),
  fields: Type.Optional(Type.Record(Type.String(), Type.String())),
  lines: Type.Optional(Type.Array(CatalogImportLineError)),
});
export type CatalogImportRejection = Static<typeof CatalogImportRejection>;

/** 200 of POST /admin/catalog/import: everything was applied. */
export const CatalogImportResult = Type.Object({
  rows: Type.Integer({ description: 'Filas de datos leídas' }),
  changed: Type.Integer({ description: 'Productos cuyo precio o existencias cambiaron' }),
  unchanged: Type.Integer({ description: 'Filas iguales a lo que ya había' }),
  message: Type.String(),
});
export type CatalogImportResult = Static<typeof CatalogImportResult>;
