import { createSlice } from '@reduxjs/toolkit';
import type { PayloadAction } from '@reduxjs/toolkit';
import type { StoredWishlistItem } from '@store/contracts';

/**
 * The favourites as persisted under `molla-wishlist` (docs/business-rules.md#wish-list-and-compare:
 * id, slug).
 */
export interface WishlistState {
  items: StoredWishlistItem[];
}

const initialState: WishlistState = { items: [] };

const wishlistSlice = createSlice({
  name: 'wishlist',
  initialState,
  reducers: {
    wishlistRestored(state, action: PayloadAction<StoredWishlistItem[]>) {
      state.items = action.payload;
    },
  },
});

export const { wishlistRestored } = wishlistSlice.actions;
export const wishlistReducer = wishlistSlice.reducer;

export const selectWishlistItems = (state: { wishlist: WishlistState }): StoredWishlistItem[] =>
  state.wishlist.items;
