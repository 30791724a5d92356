import type { QueryValue } from '@store/shared-kernel';

/** Sort values the API understands; '' is the API's own relevance order. */
export type ProductSort = '' | 'price' | '-price' | 'name' | '-name';

export const SORT_OPTIONS: readonly { value: ProductSort; label: string }[] = [
  { value: '', label: 'Relevancia' },
  { value: 'price', label: 'Precio: menor a mayor' },
  { value: '-price', label: 'Precio: mayor a menor' },
  { value: 'name', label: 'Nombre' },
];

export function parseSort(raw: string | null): ProductSort {
  return SORT_OPTIONS.some((option) => option.value === raw) ? (raw as ProductSort) : '';
}

/** Spec section 9: default search page size 10, page 1. */
export const DEFAULT_PER_PAGE = 10;
export const CATEGORY_PER_PAGE = 12;
export const FEATURED_COUNT = 8;

export function parsePage(raw: string | null): number {
  const page = Number.parseInt(raw ?? '', 10);
  return Number.isInteger(page) && page > 0 ? page : 1;
}

/**
 * A product-list request as one string (`path?query`), used both as the cache key and as the
 * thunk argument, so components depend on a primitive and the same request is never sent twice.
 */
export function productListKey(path: string, query: Record<string, QueryValue>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query).sort(([a], [b]) => a.localeCompare(b))) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

export function splitListKey(key: string): { path: string; query: Record<string, string> } {
  const index = key.indexOf('?');
  if (index < 0) return { path: key, query: {} };
  return {
    path: key.slice(0, index),
    query: Object.fromEntries(new URLSearchParams(key.slice(index + 1))),
  };
}

export function featuredProductsKey(): string {
  return productListKey('/product/search-result', {
    'filter[inStock]': 1,
    sort: '-price',
    'per-page': FEATURED_COUNT,
  });
}

export function categoryProductsKey(slug: string, page: number, sort: ProductSort): string {
  return productListKey(`/products/category/${encodeURIComponent(slug)}`, {
    page,
    'per-page': CATEGORY_PER_PAGE,
    sort,
  });
}

export interface SearchRequest {
  q: string;
  page: number;
  perPage: number;
  sort: ProductSort;
  inStock: boolean;
}

export function searchProductsKey(request: SearchRequest): string {
  return productListKey('/product/search-result', {
    'filter[name]': request.q,
    'filter[inStock]': request.inStock ? 1 : undefined,
    sort: request.sort,
    page: request.page,
    'per-page': request.perPage,
  });
}
