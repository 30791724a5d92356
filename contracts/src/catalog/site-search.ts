import { Type, type Static } from '@sinclair/typebox';
import { StringEnum } from '../http/enums.js';
import { BrandRef, CategoryRef, ProductImage, ProductPrice } from './product.js';

export const SITE_SEARCH_SORTS = ['price:desc', 'price:asc', 'name:asc', 'name:desc', 'newest'] as const;
export type SiteSearchSort = (typeof SITE_SEARCH_SORTS)[number];

export const SiteSearchRequest = Type.Object({
  query: Type.String({ maxLength: 200 }),
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 10000, default: 1 })),
  perPage: Type.Optional(Type.Integer({ minimum: 1, maximum: 24, default: 6 })),
  filters: Type.Optional(
    Type.Object({
      type: Type.Optional(StringEnum(['product'])),
      inStock: Type.Optional(Type.Boolean({ default: true })),
    }),
  ),
  sort: Type.Optional(StringEnum(SITE_SEARCH_SORTS, { default: 'price:desc' })),
});
export type SiteSearchRequest = Static<typeof SiteSearchRequest>;

export const SiteSearchResult = Type.Object({
  type: Type.Literal('product'),
  id: Type.Integer(),
  slug: Type.String(),
  name: Type.String(),
  sku: Type.String(),
  url: Type.String({ description: 'Ruta de la ficha en la tienda' }),
  price: ProductPrice,
  stock: Type.Integer(),
  mainImage: ProductImage,
  brand: BrandRef,
  mainCategory: CategoryRef,
});
export type SiteSearchResult = Static<typeof SiteSearchResult>;

export const SiteSearchResponse = Type.Object({
  results: Type.Array(SiteSearchResult),
  total: Type.Integer(),
  page: Type.Integer(),
  perPage: Type.Integer(),
  pageCount: Type.Integer(),
});
export type SiteSearchResponse = Static<typeof SiteSearchResponse>;
