import type { ListingRequest, ListingSort } from '@store/contracts';

/**
 * Sort values the shopper can choose. '' sends no `sort` and leaves the API's own order
 * (relevance); 'newest' is the API's but the store does not offer it.
 */
export type ProductSort = '' | Exclude<ListingSort, 'newest'>;

export const SORT_OPTIONS: readonly { value: ProductSort; label: string }[] = [
  { value: '', label: 'Relevancia' },
  { value: 'price', label: 'Precio: menor a mayor' },
  { value: '-price', label: 'Precio: mayor a menor' },
  { value: 'name', label: 'Nombre' },
];

export function parseSort(raw: string | null): ProductSort {
  return SORT_OPTIONS.some((option) => option.value === raw) ? (raw as ProductSort) : '';
}

/** docs/business-rules.md#constants: default search page size 10, page 1. */
export const DEFAULT_PER_PAGE = 10;
export const CATEGORY_PER_PAGE = 12;
export const FEATURED_COUNT = 8;

export function parsePage(raw: string | null): number {
  const page = Number.parseInt(raw ?? '', 10);
  return Number.isInteger(page) && page > 0 ? page : 1;
}

/** The home page's featured products: the most expensive ones in stock. */
export const FEATURED_PRODUCTS_QUERY: ListingRequest = {
  'filter[inStock]': 1,
  sort: '-price',
  'per-page': FEATURED_COUNT,
};

export function categoryProductsQuery(page: number, sort: ProductSort): ListingRequest {
  return { page, 'per-page': CATEGORY_PER_PAGE, sort: sort || undefined };
}

export interface SearchRequest {
  q: string;
  page: number;
  perPage: number;
  sort: ProductSort;
  inStock: boolean;
}

export function searchProductsQuery(request: SearchRequest): ListingRequest {
  return {
    'filter[name]': request.q,
    'filter[inStock]': request.inStock ? 1 : undefined,
    sort: request.sort || undefined,
    page: request.page,
    'per-page': request.perPage,
  };
}
