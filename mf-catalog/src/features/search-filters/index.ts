// The search filters' public API: other features use these, never the files behind them.
export * from './search-filters-slice';
export * from './filters-url';
export { useUrlFilters } from './use-url-filters';
