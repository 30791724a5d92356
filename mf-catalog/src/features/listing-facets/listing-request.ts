import type { ListingRequest } from '@store/contracts';
import type { SearchFilters } from '../search-filters';

/** The API request for a filtered listing, always with the facets of the whole result. */
export function facetedListingRequest(
  filters: SearchFilters,
  { search }: { search: boolean },
): ListingRequest {
  return {
    ...(search ? { 'filter[name]': filters.q } : {}),
    'filter[brand]': filters.brands.length > 0 ? filters.brands.join(',') : undefined,
    'filter[category]': search && filters.categories.length > 0 ? filters.categories.join(',') : undefined,
    'filter[priceMin]': filters.priceMin ?? undefined,
    'filter[priceMax]': filters.priceMax ?? undefined,
    'filter[inStock]': filters.inStock ? 1 : undefined,
    sort: filters.sort || undefined,
    page: filters.currentPage,
    'per-page': filters.perPage,
    facets: 1,
  };
}
