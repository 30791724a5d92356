import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { CompareItem } from './compare-item';
import { readStoredCompareList } from './compare-storage';
import { MAX_COMPARED_PRODUCTS } from './compare-text';

/** The compare list (docs/business-rules.md#wish-list-and-compare); the catalog is its owner. */
export interface CompareState {
  items: CompareItem[];
}

const has = (items: readonly CompareItem[], productId: number) => items.some((item) => item.id === productId);

const compareSlice = createSlice({
  name: 'compare',
  // Lazy: each store (the page's, each test's) starts from what `corp-compare` holds now.
  initialState: (): CompareState => ({ items: readStoredCompareList() }),
  reducers: {
    /** Ignored when the product is already there or the list is full (the listener says why). */
    compareProductAdded(state, action: PayloadAction<CompareItem>) {
      if (has(state.items, action.payload.id) || state.items.length >= MAX_COMPARED_PRODUCTS) return;
      state.items.push(action.payload);
    },
    compareProductRemoved(state, action: PayloadAction<number>) {
      state.items = state.items.filter((item) => item.id !== action.payload);
    },
    compareCleared(state) {
      state.items = [];
    },
    /** The stored list, restored once a server-rendered page has hydrated (the server knows none). */
    compareRestored(state, action: PayloadAction<CompareItem[]>) {
      state.items = action.payload.slice(0, MAX_COMPARED_PRODUCTS);
    },
  },
});

export const { compareProductAdded, compareProductRemoved, compareCleared, compareRestored } =
  compareSlice.actions;
export const compareReducer = compareSlice.reducer;

interface WithCompare {
  compare: CompareState;
}

export const selectComparedItems = (state: WithCompare): CompareItem[] => state.compare.items;

export const selectIsCompared = (state: WithCompare, productId: number): boolean =>
  has(state.compare.items, productId);
