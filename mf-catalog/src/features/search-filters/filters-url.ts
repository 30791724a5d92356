import { parsePage, parseSort } from '../../lib/listing-requests';
import { applyFilterAction, type FilterAction, type SearchFilters } from './search-filters-slice';

/**
 * The filters live in the URL so a filtered listing can be reloaded, shared and reached with
 * the back button exactly as it was. Values equal to the listing's defaults are left out, so
 * an untouched page keeps a clean address.
 */
const PER_PAGE_CHOICES = [10, 12, 24, 48] as const;
export { PER_PAGE_CHOICES };

function list(raw: string | null): string[] {
  return (raw ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
}

function price(raw: string | null): number | null {
  if (raw === null || raw.trim() === '') return null;
  const value = Number(raw);
  return Number.isFinite(value) && value >= 0 ? value : null;
}

export function filtersFromUrl(params: URLSearchParams, defaults: SearchFilters): SearchFilters {
  const view = params.get('view');
  const perPage = Number(params.get('per-page'));
  return {
    viewMode: view === 'list' || view === 'column' ? view : defaults.viewMode,
    q: (params.get('q') ?? defaults.q).trim(),
    sort: params.has('sort') ? parseSort(params.get('sort')) : defaults.sort,
    perPage: (PER_PAGE_CHOICES as readonly number[]).includes(perPage) ? perPage : defaults.perPage,
    currentPage: parsePage(params.get('page')),
    inStock: params.has('stock') ? params.get('stock') === '1' : defaults.inStock,
    priceMin: params.has('min') ? price(params.get('min')) : defaults.priceMin,
    priceMax: params.has('max') ? price(params.get('max')) : defaults.priceMax,
    categories: params.has('category') ? list(params.get('category')) : defaults.categories,
    brands: params.has('brand') ? list(params.get('brand')) : defaults.brands,
  };
}

export function filtersToUrl(filters: SearchFilters, defaults: SearchFilters): URLSearchParams {
  const params = new URLSearchParams();
  const put = (key: string, value: string, fallback: string) => {
    if (value !== fallback) params.set(key, value);
  };
  put('q', filters.q, defaults.q);
  put('brand', filters.brands.join(','), defaults.brands.join(','));
  put('category', filters.categories.join(','), defaults.categories.join(','));
  put(
    'min',
    filters.priceMin === null ? '' : String(filters.priceMin),
    defaults.priceMin === null ? '' : String(defaults.priceMin),
  );
  put(
    'max',
    filters.priceMax === null ? '' : String(filters.priceMax),
    defaults.priceMax === null ? '' : String(defaults.priceMax),
  );
  put('stock', filters.inStock ? '1' : '0', defaults.inStock ? '1' : '0');
  put('sort', filters.sort, defaults.sort);
  put('view', filters.viewMode, defaults.viewMode);
  put('per-page', String(filters.perPage), String(defaults.perPage));
  put('page', String(filters.currentPage), '1');
  return params;
}

/** One filter action applied to what the URL says, as the URL to go to next. */
export function urlAfterAction(
  params: URLSearchParams,
  action: FilterAction,
  defaults: SearchFilters,
): URLSearchParams {
  return filtersToUrl(applyFilterAction(filtersFromUrl(params, defaults), action), defaults);
}

/** True when something narrows the result (what 'Limpiar filtros' would undo). */
export function hasActiveFilters(filters: SearchFilters): boolean {
  return (
    filters.inStock ||
    filters.priceMin !== null ||
    filters.priceMax !== null ||
    filters.brands.length > 0 ||
    filters.categories.length > 0
  );
}
