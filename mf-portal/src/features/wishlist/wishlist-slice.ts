import { createSlice } from '@reduxjs/toolkit';
import type { PayloadAction } from '@reduxjs/toolkit';

/** A favourite as persisted under `molla-wishlist` (spec section 3: id, slug). */
export interface WishlistProduct {
  id: number;
  slug: string;
}

export interface WishlistState {
  items: WishlistProduct[];
}

export function isWishlist(value: unknown): value is WishlistProduct[] {
  return (
    Array.isArray(value) &&
    value.every(
      (item: unknown) =>
        typeof item === 'object' &&
        item !== null &&
        'id' in item &&
        typeof item.id === 'number' &&
        'slug' in item &&
        typeof item.slug === 'string',
    )
  );
}

const initialState: WishlistState = { items: [] };

const wishlistSlice = createSlice({
  name: 'wishlist',
  initialState,
  reducers: {
    wishlistRestored(state, action: PayloadAction<WishlistProduct[]>) {
      state.items = action.payload;
    },
  },
});

export const { wishlistRestored } = wishlistSlice.actions;
export const wishlistReducer = wishlistSlice.reducer;

export const selectWishlistItems = (state: { wishlist: WishlistState }): WishlistProduct[] =>
  state.wishlist.items;
