import { useSearchParams } from 'react-router-dom';
import { filtersFromUrl, filtersToUrl } from './filters-url';
import { applyFilterAction, type FilterAction, type SearchFilters } from './search-filters-slice';

/**
 * A listing's filters kept in the URL: read from it, and every filter action (spec section 4)
 * becomes the next URL, so reload, back and a shared link restore the same results. `defaults`
 * are the page's own (a category shows 12 in columns, a search 10 as a list); 'clear' goes back
 * to them.
 */
export function useUrlFilters(defaults: SearchFilters) {
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = filtersFromUrl(searchParams, defaults);
  const onAction = (action: FilterAction) => {
    const next = action.type === 'clear' ? defaults : applyFilterAction(filters, action);
    setSearchParams(filtersToUrl(next, defaults));
  };
  return { filters, onAction };
}
