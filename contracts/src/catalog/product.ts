import { Type, type Static } from '@sinclair/typebox';
import { Nullable, PageMeta, SharedRef } from '../http/common.js';
import { StringEnum } from '../http/enums.js';

/**
 * The product as every front-end receives it. Other responses that show a product (saved-cart
 * lines, site search, wish list) reuse these parts, so a product reads the same wherever it is.
 */
export const BrandRef = Type.Object({ id: Type.Integer(), name: Type.String() });
export type BrandRef = Static<typeof BrandRef>;

export const CategoryRef = Type.Object({ id: Type.Integer(), name: Type.String(), slug: Type.String() });
export type CategoryRef = Static<typeof CategoryRef>;

export const ProductPrice = Type.Object(
  { sale: Type.Number(), regular: Type.Number() },
  { description: 'Lempiras (HNL) con ISV' },
);
export type ProductPrice = Static<typeof ProductPrice>;

export const ProductImage = Type.Object({
  alt: Type.String(),
  size350: Type.String(),
  srcSet: Type.String(),
});
export type ProductImage = Static<typeof ProductImage>;

/** P = percentage, F = fixed amount in lempiras. */
export const COUPON_TYPES = ['P', 'F'] as const;
export const CouponType = StringEnum(COUPON_TYPES);
export type CouponType = Static<typeof CouponType>;

export const ProductCoupon = Type.Object({
  code: Type.String(),
  type: CouponType,
  discount: Type.Number(),
  remaining: Type.Integer(),
  expire: Type.String({ format: 'date-time' }),
});
export type ProductCoupon = Static<typeof ProductCoupon>;

export const ProductSpec = Type.Object({ name: Type.String(), value: Type.String() });
export type ProductSpec = Static<typeof ProductSpec>;

export const Product = Type.Object(
  {
    id: Type.Integer(),
    slug: Type.String(),
    name: Type.String(),
    sku: Type.String(),
    description: Type.String(),
    brand: BrandRef,
    mainCategory: CategoryRef,
    price: ProductPrice,
    stock: Type.Integer(),
    mainImage: ProductImage,
    specs: Type.Optional(Type.Array(ProductSpec, { description: 'Solo con expand=specs' })),
    coupon: Nullable(ProductCoupon),
    group: Type.String(),
    materialGroup: Type.String(),
  },
  { $id: 'Product' },
);
export type Product = Static<typeof Product>;

export const BrandFacet = Type.Object({ id: Type.Integer(), name: Type.String(), count: Type.Integer() });
export type BrandFacet = Static<typeof BrandFacet>;

export const CategoryFacet = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  slug: Type.String(),
  count: Type.Integer(),
});
export type CategoryFacet = Static<typeof CategoryFacet>;

/** Both ends included: `max` of one range is one cent below `min` of the next. */
export const PriceRangeFacet = Type.Object({ min: Type.Number(), max: Type.Number(), count: Type.Integer() });
export type PriceRangeFacet = Static<typeof PriceRangeFacet>;

/**
 * Counts over the whole result (not the page). Each facet counts with every OTHER active
 * filter applied (disjunctive faceting), so choosing one brand still shows the other brands'
 * counts, and every count says how many results choosing it would give.
 */
export const ListingFacets = Type.Object({
  brands: Type.Array(BrandFacet),
  /** Only for searches (a category page is already one category). */
  categories: Type.Optional(Type.Array(CategoryFacet)),
  price: Type.Object({
    min: Nullable(Type.Number()),
    max: Nullable(Type.Number()),
    ranges: Type.Array(PriceRangeFacet),
  }),
  /** How many results are in stock (what 'Solo disponibles' would leave). */
  inStock: Type.Integer(),
});
export type ListingFacets = Static<typeof ListingFacets>;

export const ProductPage = Type.Object(
  {
    items: Type.Array(SharedRef(Product)),
    _meta: PageMeta,
    facets: Type.Optional(ListingFacets),
  },
  { $id: 'ProductPage' },
);
export type ProductPage = Static<typeof ProductPage>;

/** Widths the image endpoint renders (device sizes 640-3840 plus the 350 thumbnail). */
export const IMAGE_WIDTHS = [350, 640, 750, 828, 1080, 1200, 1920, 2048, 3840] as const;
export const DEFAULT_IMAGE_QUALITY = 75;
