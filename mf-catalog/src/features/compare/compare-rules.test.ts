import { eventBus, STORAGE_KEYS } from '@store/app-kit';
import { buildProduct } from '../../test/builders';
import { makeStore } from '../../app/store';
import { toCompareItem } from './compare-item';
import {
  compareCleared,
  compareProductAdded,
  compareProductRemoved,
  selectComparedItems,
} from './compare-slice';
import { COMPARE_TEXT, MAX_COMPARED_PRODUCTS } from './compare-text';

let toasts: { message: string; variant: string }[];
let unregister: () => void;

beforeEach(() => {
  window.localStorage.clear();
  toasts = [];
  unregister = eventBus.handle('shell:toast-requested', ({ message, variant }) => {
    toasts.push({ message, variant });
    return { shown: true };
  });
});
afterEach(() => unregister());

const item = (id: number) =>
  toCompareItem(buildProduct({ id, slug: `producto-${String(id)}`, name: `Producto ${String(id)}` }));
const ids = (store: ReturnType<typeof makeStore>) =>
  selectComparedItems(store.getState()).map((entry) => entry.id);
const stored = (): unknown => JSON.parse(window.localStorage.getItem(STORAGE_KEYS.compare) ?? 'null');
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the compare list', () => {
  it("adds a product and says so with the spec's words", async () => {
    const store = makeStore();
    store.dispatch(compareProductAdded(item(1)));
    await flush();
    expect(ids(store)).toEqual([1]);
    expect(toasts).toEqual([{ message: 'Product added to Compare', variant: 'success' }]);
  });

  it('ignores a product already there (no duplicate, no second toast)', async () => {
    const store = makeStore();
    store.dispatch(compareProductAdded(item(1)));
    store.dispatch(compareProductAdded(item(1)));
    await flush();
    expect(ids(store)).toEqual([1]);
    expect(toasts).toHaveLength(1);
  });

  it(`keeps at most ${String(MAX_COMPARED_PRODUCTS)} products and explains the limit in Spanish`, async () => {
    const store = makeStore();
    for (const id of [1, 2, 3, 4, 5]) store.dispatch(compareProductAdded(item(id)));
    await flush();
    expect(ids(store)).toEqual([1, 2, 3, 4]);
    expect(toasts.at(-1)).toEqual({ message: COMPARE_TEXT.limit, variant: 'warning' });
    expect(COMPARE_TEXT.limit).toMatch(/^Puedes comparar hasta 4 productos/);
  });

  it('removes one product and clears them all', () => {
    const store = makeStore();
    for (const id of [1, 2, 3]) store.dispatch(compareProductAdded(item(id)));
    store.dispatch(compareProductRemoved(2));
    expect(ids(store)).toEqual([1, 3]);
    store.dispatch(compareCleared());
    expect(ids(store)).toEqual([]);
  });

  it('persists every change under corp-compare', () => {
    const store = makeStore();
    store.dispatch(compareProductAdded(item(1)));
    store.dispatch(compareProductAdded(item(2)));
    expect(stored()).toEqual([item(1), item(2)]);
    store.dispatch(compareProductRemoved(1));
    expect(stored()).toEqual([item(2)]);
    store.dispatch(compareCleared());
    expect(stored()).toEqual([]);
  });

  it('restores the saved list in a new store (a reload)', () => {
    makeStore().dispatch(compareProductAdded(item(7)));
    expect(ids(makeStore())).toEqual([7]);
  });

  it('restores a corrupted or foreign value as an empty list, and drops duplicates and extras', () => {
    window.localStorage.setItem(STORAGE_KEYS.compare, '{"no":"lista"}');
    expect(ids(makeStore())).toEqual([]);
    window.localStorage.setItem(STORAGE_KEYS.compare, JSON.stringify([{ id: 'x' }]));
    expect(ids(makeStore())).toEqual([]);
    window.localStorage.setItem(
      STORAGE_KEYS.compare,
      JSON.stringify([item(1), item(1), item(2), item(3), item(4), item(5)]),
    );
    expect(ids(makeStore())).toEqual([1, 2, 3, 4]);
  });

  it('publishes compare-changed at start-up and after every change', () => {
    window.localStorage.setItem(STORAGE_KEYS.compare, JSON.stringify([item(3)]));
    const store = makeStore();
    expect(eventBus.current('catalog:compare-changed')).toEqual({ v: 1, count: 1, productIds: [3] });
    store.dispatch(compareProductAdded(item(4)));
    expect(eventBus.current('catalog:compare-changed')).toEqual({ v: 1, count: 2, productIds: [3, 4] });
    store.dispatch(compareProductRemoved(3));
    expect(eventBus.current('catalog:compare-changed')).toEqual({ v: 1, count: 1, productIds: [4] });
    store.dispatch(compareCleared());
    expect(eventBus.current('catalog:compare-changed')).toEqual({ v: 1, count: 0, productIds: [] });
  });

  it('publishes nothing new for an ignored add', () => {
    const store = makeStore();
    store.dispatch(compareProductAdded(item(1)));
    const published = jest.spyOn(eventBus, 'publish');
    store.dispatch(compareProductAdded(item(1)));
    store.dispatch(compareProductRemoved(99));
    expect(published).not.toHaveBeenCalled();
    published.mockRestore();
  });
});
