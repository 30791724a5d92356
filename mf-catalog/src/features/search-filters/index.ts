// The search filters' public API: other features use these, never the files behind them.
export * from './search-filters-slice';
