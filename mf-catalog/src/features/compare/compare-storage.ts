import { readJson, STORAGE_KEYS, writeJson } from '@store/app-kit';
import { isCompareItemList, type CompareItem } from './compare-item';
import { MAX_COMPARED_PRODUCTS } from './compare-text';

/**
 * The list saved under `corp-compare` (spec section 3). A missing or corrupted value reads as
 * an empty list; duplicates and anything past the limit (edited by hand, older versions) are
 * dropped so the restored list obeys the same rules as one built by clicks.
 */
export function readStoredCompareList(): CompareItem[] {
  const stored = readJson(STORAGE_KEYS.compare, isCompareItemList) ?? [];
  const unique = stored.filter((item, index) => stored.findIndex((other) => other.id === item.id) === index);
  return unique.slice(0, MAX_COMPARED_PRODUCTS);
}

export function writeStoredCompareList(items: readonly CompareItem[]): void {
  if (!writeJson(STORAGE_KEYS.compare, items)) {
    // The list still works for this visit; only reloading loses it.
    console.warn('No se pudo guardar la lista de comparación.');
  }
}
