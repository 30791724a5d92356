import { matchesContract, Wishlist, type StoredWishlist, type WishlistItemRequest } from '@store/contracts';
import type { ApiFailure } from '@store/remote-kit';
import { portalApi } from '../../app/portal-api';

/** One favourite changed by the logged-in customer: whose list, which product. */
export interface FavouriteChange {
  customerId: number;
  productId: number;
  /** Kept in `molla-wishlist` next to the id (and put back there if the server refuses). */
  slug: string;
}

/** What the login (or a restored session) brings to the merge: the customer and the local list. */
export interface WishlistMergeArgs {
  customerId: number;
  local: StoredWishlist;
}

const wishListPath = (customerId: number) => `/customers/get-wish-list/${String(customerId)}`;

const itemRequest = ({ customerId, productId }: FavouriteChange): WishlistItemRequest => ({
  product_id: productId,
  customer_id: customerId,
});

/** The list as `molla-wishlist` keeps it. */
export const toStoredWishlist = (products: Wishlist): StoredWishlist =>
  products.map((product) => ({ id: product.id, slug: product.slug }));

const unexpectedAnswer = (): { error: ApiFailure } => ({
  error: { status: 0, message: 'Respuesta inesperada de la lista de favoritos' },
});

/**
 * The customer's wish list on the server (`/customers/get-wish-list`, `add-to-wishlist`,
 * `remove-from-wishlist`). The add and remove answers are the whole list, which becomes the
 * cached list the Favoritos page shows; the local copy (header count, hearts) changes at once
 * in the wishlist slice and goes back if the server refuses (listener middleware).
 */
export const wishlistApi = portalApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /customers/get-wish-list/{id}: catalog products, most recently added first. */
    getWishlist: build.query<Wishlist, number>({
      query: wishListPath,
      providesTags: ['Wishlist'],
    }),

    /** POST /customers/add-to-wishlist (the server ignores a product already there). */
    addFavourite: build.mutation<Wishlist, FavouriteChange>({
      query: (change) => ({ url: '/customers/add-to-wishlist', method: 'POST', body: itemRequest(change) }),
      async onQueryStarted(change, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(wishlistApi.util.updateQueryData('getWishlist', change.customerId, () => data));
        } catch {
          // The listener middleware puts the local list back and tells the shopper.
        }
      },
    }),

    /** DELETE /customers/remove-from-wishlist. The page drops the product at once. */
    removeFavourite: build.mutation<Wishlist, FavouriteChange>({
      query: (change) => ({
        url: '/customers/remove-from-wishlist',
        method: 'DELETE',
        body: itemRequest(change),
      }),
      async onQueryStarted(change, { dispatch, queryFulfilled }) {
        const shown = dispatch(
          wishlistApi.util.updateQueryData('getWishlist', change.customerId, (list) =>
            list.filter((product) => product.id !== change.productId),
          ),
        );
        try {
          const { data } = await queryFulfilled;
          dispatch(wishlistApi.util.updateQueryData('getWishlist', change.customerId, () => data));
        } catch {
          shown.undo();
        }
      },
    }),

    /**
     * At login (or a session restored at start-up): the server's list, plus the local items it
     * lacks, which are added to it. The answer is the union as `molla-wishlist` keeps it. A
     * product the catalogue no longer has (404) is dropped; one that failed for another reason
     * stays local, so the next login tries again.
     */
    mergeWishlist: build.mutation<StoredWishlist, WishlistMergeArgs>({
      queryFn: async ({ customerId, local }, _api, _extraOptions, baseQuery) => {
        const loaded = await baseQuery(wishListPath(customerId));
        if (loaded.error) return { error: loaded.error };
        if (!matchesContract(Wishlist, loaded.data)) return unexpectedAnswer();
        let server: StoredWishlist = toStoredWishlist(loaded.data);
        const keptLocal: StoredWishlist = [];
        const missing = local.filter((item) => !server.some((product) => product.id === item.id));
        // One at a time: each answer is the whole list, and the server counts its 100-item limit.
        for (const item of missing) {
          const added = await baseQuery({
            url: '/customers/add-to-wishlist',
            method: 'POST',
            body: itemRequest({ customerId, productId: item.id, slug: item.slug }),
          });
          if (added.error) {
            if (added.error.status !== 404) keptLocal.push(item);
          } else {
            server = matchesContract(Wishlist, added.data) ? toStoredWishlist(added.data) : [item, ...server]; // saved, even if the answer did not say so in the usual shape
          }
        }
        const union = [...server, ...keptLocal.filter((item) => !server.some((p) => p.id === item.id))];
        return { data: union };
      },
      invalidatesTags: ['Wishlist'],
    }),
  }),
});

export const { useGetWishlistQuery, useRemoveFavouriteMutation } = wishlistApi;
