import { listProducts, type ProductSort } from '../catalog/product-repository.js';
import type { SiteSearchResponse, SiteSearchSort } from '@store/contracts';
import type { Queryable } from '../db/db.js';

const TO_PRODUCT_SORT: Record<SiteSearchSort, ProductSort> = {
  'price:desc': '-price',
  'price:asc': 'price',
  'name:asc': 'name',
  'name:desc': '-name',
  newest: 'newest',
};

/** What the search runs on, after the route applied the defaults. */
export interface SiteSearchCriteria {
  query: string;
  page: number;
  perPage: number;
  /** Only products with stock > 0 (the spec's default). */
  inStockOnly: boolean;
  sort: SiteSearchSort;
}

export async function siteSearch(db: Queryable, request: SiteSearchCriteria): Promise<SiteSearchResponse> {
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
