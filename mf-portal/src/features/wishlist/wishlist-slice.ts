import { createSlice } from '@reduxjs/toolkit';
import type { PayloadAction } from '@reduxjs/toolkit';
import type { StoredWishlistItem } from '@store/contracts';
import { loggedOut } from '../auth';
import { wishlistApi } from './wishlist-api';

/**
 * The favourites as persisted under `molla-wishlist` (docs/business-rules.md#wish-list-and-compare:
 * id, slug). For a logged-in customer the server keeps the same list; this copy is what the
 * header's count and the product page's heart read (through `wishlist-changed`) without a call.
 */
export interface WishlistState {
  items: StoredWishlistItem[];
}

const initialState: WishlistState = { items: [] };

const has = (items: StoredWishlistItem[], productId: number) => items.some((item) => item.id === productId);

/** docs/business-rules.md#wish-list-and-compare: adding a product already there is ignored. */
function add(state: WishlistState, item: StoredWishlistItem) {
  if (!has(state.items, item.id)) state.items.push({ id: item.id, slug: item.slug });
}

/** Removing filters the product out. */
function remove(state: WishlistState, productId: number) {
  state.items = state.items.filter((item) => item.id !== productId);
}

const wishlistSlice = createSlice({
  name: 'wishlist',
  initialState,
  reducers: {
    /** Read back from `molla-wishlist` (start-up, or another tab changed it). */
    wishlistRestored(state, action: PayloadAction<StoredWishlistItem[]>) {
      state.items = action.payload;
    },
    /** The server's list after a login or a restored session, with the guest's items added to it. */
    wishlistMerged(state, action: PayloadAction<StoredWishlistItem[]>) {
      state.items = action.payload;
    },
    /**
     * The server refused an add or a remove: the list goes back to what it was before the
     * shopper's click (the change was shown at once, see the pending matchers below).
     */
    favouriteChangeRefused(
      state,
      action: PayloadAction<{ item: StoredWishlistItem; wasInWishlist: boolean }>,
    ) {
      const { item, wasInWishlist } = action.payload;
      if (wasInWishlist) add(state, item);
      else remove(state, item.id);
    },
  },
  extraReducers: (builder) => {
    builder
      // docs/business-rules.md#accounts: after logout the customer's data leaves memory.
      .addCase(loggedOut, () => initialState)
      // The change shows at once (header count, heart); the server's answer only confirms it.
      .addMatcher(wishlistApi.endpoints.addFavourite.matchPending, (state, action) => {
        const { productId, slug } = action.meta.arg.originalArgs;
        add(state, { id: productId, slug });
      })
      .addMatcher(wishlistApi.endpoints.removeFavourite.matchPending, (state, action) => {
        remove(state, action.meta.arg.originalArgs.productId);
      });
  },
});

export const { wishlistRestored, wishlistMerged, favouriteChangeRefused } = wishlistSlice.actions;
export const wishlistReducer = wishlistSlice.reducer;

interface WithWishlist {
  wishlist: WishlistState;
}

export const selectWishlistItems = (state: WithWishlist): StoredWishlistItem[] => state.wishlist.items;

export const selectIsInWishlist = (state: WithWishlist, productId: number): boolean =>
  has(state.wishlist.items, productId);
