import { readJson, removeKey, STORAGE_KEYS, writeJson } from './local-storage';

const isNumberList = (value: unknown): value is number[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'number');

describe('persistencia local', () => {
  beforeEach(() => window.localStorage.clear());

  it('uses the spec keys', () => {
    expect(STORAGE_KEYS).toEqual({
      auth: 'corp-auth',
      cart: 'corp-cart',
      compare: 'corp-compare',
      wishlist: 'molla-wishlist',
      legacyCart: 'jet-cart',
    });
  });

  it('round-trips JSON', () => {
    expect(writeJson(STORAGE_KEYS.compare, [1, 2])).toBe(true);
    expect(readJson(STORAGE_KEYS.compare, isNumberList)).toEqual([1, 2]);
  });

  it('reads a missing key as undefined', () => {
    expect(readJson(STORAGE_KEYS.cart, isNumberList)).toBeUndefined();
  });

  it('survives corrupted JSON without deleting what was stored', () => {
    window.localStorage.setItem('corp-cart', '{not json');
    expect(readJson(STORAGE_KEYS.cart, isNumberList)).toBeUndefined();
    expect(window.localStorage.getItem('corp-cart')).toBe('{not json');
  });

  it('rejects a value of the wrong shape', () => {
    window.localStorage.setItem('corp-compare', '{"a":1}');
    expect(readJson(STORAGE_KEYS.compare, isNumberList)).toBeUndefined();
  });

  it('removes a key', () => {
    window.localStorage.setItem('jet-cart', '[]');
    removeKey(STORAGE_KEYS.legacyCart);
    expect(window.localStorage.getItem('jet-cart')).toBeNull();
  });
});
