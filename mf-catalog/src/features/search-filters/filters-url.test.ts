import { filtersFromUrl, filtersToUrl, hasActiveFilters, urlAfterAction } from './filters-url';
import { initialSearchFilters, type SearchFilters } from './search-filters-slice';

const CATEGORY: SearchFilters = { ...initialSearchFilters, perPage: 12 };
const SEARCH: SearchFilters = { ...initialSearchFilters, viewMode: 'list' };

describe('filters in the URL', () => {
  it('an untouched listing has a clean URL', () => {
    expect(filtersToUrl(CATEGORY, CATEGORY).toString()).toBe('');
    expect(filtersFromUrl(new URLSearchParams(''), CATEGORY)).toEqual(CATEGORY);
  });

  it('round-trips every filter, the sort, the view, the page size and the page exactly', () => {
    const chosen: SearchFilters = {
      viewMode: 'list',
      q: 'laptop',
      sort: '-price',
      perPage: 24,
      currentPage: 3,
      inStock: true,
      priceMin: 10000,
      priceMax: 19999.99,
      categories: ['laptops', 'tablets'],
      brands: ['7', '12'],
    };
    const url = filtersToUrl(chosen, CATEGORY);
    expect(url.toString()).toBe(
      'q=laptop&brand=7%2C12&category=laptops%2Ctablets&min=10000&max=19999.99&stock=1&sort=-price&view=list&per-page=24&page=3',
    );
    expect(filtersFromUrl(new URLSearchParams(url.toString()), CATEGORY)).toEqual(chosen);
  });

  it('ignores values it cannot use instead of breaking the page', () => {
    const read = filtersFromUrl(
      new URLSearchParams('sort=precio&per-page=1000&page=-2&min=abc&max=-5&view=mosaico'),
      CATEGORY,
    );
    expect(read).toEqual(CATEGORY);
  });

  it('applies a filter action to the URL: toggling a brand goes back to page 1', () => {
    const next = urlAfterAction(
      new URLSearchParams('brand=7&page=3'),
      { type: 'toggle', key: 'brands', value: '12' },
      CATEGORY,
    );
    expect(next.toString()).toBe('brand=7%2C12');
    const removed = urlAfterAction(next, { type: 'toggle', key: 'brands', value: '7' }, CATEGORY);
    expect(removed.toString()).toBe('brand=12');
  });

  it('clear for search keeps q and shows a list of 10 from page 1', () => {
    const next = urlAfterAction(
      new URLSearchParams('q=laptop&brand=7&min=5&stock=1&view=column&per-page=24&page=2'),
      { type: 'clearForSearch' },
      SEARCH,
    );
    expect(next.toString()).toBe('q=laptop');
  });

  it('knows when something narrows the result', () => {
    expect(hasActiveFilters(CATEGORY)).toBe(false);
    expect(hasActiveFilters({ ...CATEGORY, priceMax: 100 })).toBe(true);
    expect(hasActiveFilters({ ...CATEGORY, brands: ['1'] })).toBe(true);
    expect(hasActiveFilters({ ...CATEGORY, sort: 'price' })).toBe(false);
  });
});
