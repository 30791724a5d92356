// The listing facets' public API: the category and search pages use these.
export { facetedListingRequest } from './listing-request';
export { ListingFilters } from './ListingFilters';
export { ActiveFilterChips } from './ActiveFilterChips';
export { ListingToolbar } from './ListingToolbar';
