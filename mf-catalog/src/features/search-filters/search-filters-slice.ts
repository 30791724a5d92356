import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { DEFAULT_PER_PAGE, type ProductSort } from '../../lib/listing-requests';

export type ViewMode = 'column' | 'list';

/** The shopper's search and listing filters (docs/business-rules.md#search-and-filters). */
export interface SearchFilters {
  viewMode: ViewMode;
  q: string;
  sort: ProductSort;
  perPage: number;
  currentPage: number;
  inStock: boolean;
  /** Sale price limits in lempiras, both included; null = no limit. */
  priceMin: number | null;
  priceMax: number | null;
  /** Multi-value filters: several may be chosen at once (category slugs, brand ids). */
  categories: string[];
  brands: string[];
}

export type SingleValueKey =
  'viewMode' | 'q' | 'sort' | 'perPage' | 'currentPage' | 'inStock' | 'priceMin' | 'priceMax';
export type MultiValueKey = 'categories' | 'brands';

/** "add": set one filter, for every single-valued key with its own value type. */
export type AddFilterAction = {
  [K in SingleValueKey]: { type: 'add'; key: K; value: SearchFilters[K] };
}[SingleValueKey];

export type FilterAction =
  | AddFilterAction
  | { type: 'addMany'; values: Partial<SearchFilters> }
  | { type: 'toggle'; key: MultiValueKey; value: string }
  | { type: 'clear' }
  | { type: 'clearForSearch' };

export const UNSUPPORTED_FILTER_ACTION = 'Accion no soportada';

export const initialSearchFilters: SearchFilters = {
  viewMode: 'column',
  q: '',
  sort: '',
  perPage: DEFAULT_PER_PAGE,
  currentPage: 1,
  inStock: false,
  priceMin: null,
  priceMax: null,
  categories: [],
  brands: [],
};

/** Keys whose change keeps the shopper on the same page of results. */
const KEEPS_PAGE: readonly (keyof SearchFilters)[] = ['currentPage', 'viewMode'];

/**
 * The filter rules as a pure function. Changing what is listed sends the shopper back to the
 * first page (page 3 of the old result may not exist); changing the page or the view does not.
 */
export function applyFilterAction(state: SearchFilters, action: FilterAction): SearchFilters {
  switch (action.type) {
    case 'add': {
      const next: SearchFilters = { ...state, [action.key]: action.value };
      return KEEPS_PAGE.includes(action.key) ? next : { ...next, currentPage: 1 };
    }
    case 'addMany': {
      const changesListing = Object.keys(action.values).some(
        (key) => !KEEPS_PAGE.includes(key as keyof SearchFilters),
      );
      return {
        ...state,
        ...(changesListing ? { currentPage: 1 } : {}),
        ...action.values,
      };
    }
    case 'toggle': {
      const current = state[action.key];
      const next = current.includes(action.value)
        ? current.filter((value) => value !== action.value)
        : [...current, action.value];
      return { ...state, [action.key]: next, currentPage: 1 };
    }
    case 'clear':
      return { ...initialSearchFilters, viewMode: 'column' };
    case 'clearForSearch':
      return {
        ...initialSearchFilters,
        viewMode: 'list',
        q: state.q,
        perPage: DEFAULT_PER_PAGE,
        currentPage: 1,
      };
    default:
      // Actions arrive from URLs and other code at run time: refuse what the rules do not know.
      throw new Error(UNSUPPORTED_FILTER_ACTION);
  }
}

const searchFiltersSlice = createSlice({
  name: 'searchFilters',
  initialState: initialSearchFilters,
  reducers: {
    filterApplied: (state, action: PayloadAction<FilterAction>) => applyFilterAction(state, action.payload),
    /** A new query was submitted: keep it, reset everything else for the results list. */
    searchSubmitted: (state, action: PayloadAction<string>) =>
      applyFilterAction({ ...state, q: action.payload }, { type: 'clearForSearch' }),
  },
});

export const { filterApplied, searchSubmitted } = searchFiltersSlice.actions;
export const searchFiltersReducer = searchFiltersSlice.reducer;

export const selectSearchFilters = (state: { searchFilters: SearchFilters }) => state.searchFilters;
