import {
  applyFilterAction,
  filterApplied,
  initialSearchFilters,
  searchFiltersReducer,
  searchSubmitted,
  type FilterAction,
  type SearchFilters,
} from './search-filters-slice';

const browsing: SearchFilters = {
  ...initialSearchFilters,
  q: 'laptop',
  sort: '-price',
  perPage: 24,
  currentPage: 3,
  inStock: true,
  categories: ['laptops'],
  brands: ['Lenovo'],
  viewMode: 'column',
};

describe('search filter rules', () => {
  it('add sets one filter and goes back to the first page', () => {
    const next = applyFilterAction(browsing, { type: 'add', key: 'sort', value: 'name' });
    expect(next.sort).toBe('name');
    expect(next.currentPage).toBe(1);
    expect(next.categories).toEqual(['laptops']);
  });

  it('add of the page or the view keeps the shopper where they are', () => {
    expect(applyFilterAction(browsing, { type: 'add', key: 'currentPage', value: 5 }).currentPage).toBe(5);
    const list = applyFilterAction(browsing, { type: 'add', key: 'viewMode', value: 'list' });
    expect(list.viewMode).toBe('list');
    expect(list.currentPage).toBe(3);
  });

  it('add many sets several filters at once', () => {
    const next = applyFilterAction(browsing, { type: 'addMany', values: { q: 'impresora', inStock: false } });
    expect(next).toMatchObject({ q: 'impresora', inStock: false, sort: '-price', currentPage: 1 });
  });

  it('toggle adds a value that is missing and removes one that is present (multi-value)', () => {
    const added = applyFilterAction(browsing, { type: 'toggle', key: 'categories', value: 'tablets' });
    expect(added.categories).toEqual(['laptops', 'tablets']);
    const removed = applyFilterAction(added, { type: 'toggle', key: 'categories', value: 'laptops' });
    expect(removed.categories).toEqual(['tablets']);
    expect(removed.currentPage).toBe(1);
  });

  it('clear resets every filter and the view to columns', () => {
    const cleared = applyFilterAction({ ...browsing, viewMode: 'list' }, { type: 'clear' });
    expect(cleared).toEqual({ ...initialSearchFilters, viewMode: 'column' });
    expect(cleared.q).toBe('');
  });

  it('clear for search keeps q, shows a list of 10 per page from page 1', () => {
    const cleared = applyFilterAction(browsing, { type: 'clearForSearch' });
    expect(cleared).toEqual({
      ...initialSearchFilters,
      q: 'laptop',
      viewMode: 'list',
      perPage: 10,
      currentPage: 1,
    });
  });

  it('add many sets a price range (both limits) and clear removes it', () => {
    const priced = applyFilterAction(browsing, {
      type: 'addMany',
      values: { priceMin: 10000, priceMax: 19999.99 },
    });
    expect(priced).toMatchObject({ priceMin: 10000, priceMax: 19999.99, currentPage: 1 });
    expect(applyFilterAction(priced, { type: 'clear' })).toMatchObject({ priceMin: null, priceMax: null });
    expect(applyFilterAction(priced, { type: 'clearForSearch' })).toMatchObject({
      priceMin: null,
      priceMax: null,
    });
  });

  it('toggle works for brands as for categories', () => {
    const next = applyFilterAction(browsing, { type: 'toggle', key: 'brands', value: 'Lenovo' });
    expect(next.brands).toEqual([]);
  });

  it('raises "Accion no soportada" for an action it does not know', () => {
    const unknown = { type: 'sortByMood' } as unknown as FilterAction;
    expect(() => applyFilterAction(browsing, unknown)).toThrow(new Error('Accion no soportada'));
  });

  it('the slice applies the same rules through its actions', () => {
    let state = searchFiltersReducer(undefined, filterApplied({ type: 'add', key: 'inStock', value: true }));
    expect(state.inStock).toBe(true);
    state = searchFiltersReducer(state, searchSubmitted('monitor'));
    expect(state).toMatchObject({
      q: 'monitor',
      inStock: false,
      viewMode: 'list',
      perPage: 10,
      currentPage: 1,
    });
  });
});
