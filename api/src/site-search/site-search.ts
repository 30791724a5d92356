import { listProducts, type ProductSort } from '../catalog/product-repository.js';
import type { Product } from '../catalog/product.js';
import type { Queryable } from '../db/db.js';

/** The site-search call of spec section 7 ("Third parties"), served by the API itself. */
export type SiteSearchSort = 'price:desc' | 'price:asc' | 'name:asc' | 'name:desc' | 'newest';

export const SITE_SEARCH_SORTS: readonly SiteSearchSort[] = [
  'price:desc',
  'price:asc',
  'name:asc',
  'name:desc',
  'newest',
];

const TO_PRODUCT_SORT: Record<SiteSearchSort, ProductSort> = {
  'price:desc': '-price',
  'price:asc': 'price',
  'name:asc': 'name',
  'name:desc': '-name',
  newest: 'newest',
};

export interface SiteSearchRequest {
  query: string;
  page: number;
  perPage: number;
  /** Only products with stock > 0 (the spec's default). */
  inStockOnly: boolean;
  sort: SiteSearchSort;
}

export interface SiteSearchResult {
  type: 'product';
  id: number;
  slug: string;
  name: string;
  sku: string;
  url: string;
  price: Product['price'];
  stock: number;
  mainImage: Product['mainImage'];
  brand: Product['brand'];
  mainCategory: Product['mainCategory'];
}

export interface SiteSearchResponse {
  results: SiteSearchResult[];
  total: number;
  page: number;
  perPage: number;
  pageCount: number;
}

export async function siteSearch(db: Queryable, request: SiteSearchRequest): Promise<SiteSearchResponse> {
  const page = await listProducts(db, {
    text: request.query,
    inStockOnly: request.inStockOnly,
    sort: TO_PRODUCT_SORT[request.sort],
    page: request.page,
    perPage: request.perPage,
  });
  return {
    results: page.items.map((product) => ({
      type: 'product',
      id: product.id,
      slug: product.slug,
      name: product.name,
      sku: product.sku,
      url: `/product/${product.slug}`,
      price: product.price,
      stock: product.stock,
      mainImage: product.mainImage,
      brand: product.brand,
      mainCategory: product.mainCategory,
    })),
    total: page._meta.totalCount,
    page: request.page,
    perPage: request.perPage,
    pageCount: page._meta.pageCount,
  };
}
