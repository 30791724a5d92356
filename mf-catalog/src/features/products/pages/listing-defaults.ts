import { CATEGORY_PER_PAGE } from '../../../lib/listing-requests';
import { initialSearchFilters, type SearchFilters } from '../../search-filters';

/*
 * What each listing's URL leaves out, shared by the page and by its server render (which must
 * ask the API with the same arguments the page's hooks use).
 */

/** A category untouched: a grid of 12. */
export const CATEGORY_DEFAULTS: SearchFilters = { ...initialSearchFilters, perPage: CATEGORY_PER_PAGE };

/** A search untouched: the list view, 10 per page (spec: "clear for search"). */
export const SEARCH_DEFAULTS: SearchFilters = { ...initialSearchFilters, viewMode: 'list' };
