import type { ReviewInput, ReviewList, ReviewListRequest, SavedReview } from '@store/contracts';
import { catalogApi } from '../../app/catalog-api';

/** Reviews shown per request: the first page fills the summary too, 'Ver más' asks for the next. */
export const REVIEWS_PER_PAGE = 5;

export interface ReviewPageArgs {
  productId: number;
  page: number;
}

export const reviewsApi = catalogApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * `POST /product-review/get-reviews`: one page, newest first, with the summary of every
     * review. A query although it is a POST: it only reads.
     */
    getReviews: build.query<ReviewList, ReviewPageArgs>({
      query: ({ productId, page }) => {
        const body: ReviewListRequest = { tracking: productId, page, perPage: REVIEWS_PER_PAGE };
        return { url: '/product-review/get-reviews', method: 'POST', body };
      },
    }),
    /** `POST /product/save-product-review` (the base query sends the customer's token). */
    saveReview: build.mutation<SavedReview, ReviewInput>({
      query: (body) => ({ url: '/product/save-product-review', method: 'POST', body }),
      /**
       * The new review is the newest, so it shifts every page shown and changes the summary:
       * each page of this product already read is read again. (No tag type for reviews: only
       * this endpoint changes them.)
       */
      async onQueryStarted(input, lifecycle) {
        try {
          await lifecycle.queryFulfilled;
        } catch {
          return; // The form shows the failure; nothing changed on the server.
        }
        const shown = reviewsApi.util
          .selectCachedArgsForQuery(lifecycle.getState(), 'getReviews')
          .filter((args) => args.productId === input.product_id);
        for (const args of shown) {
          void lifecycle.dispatch(
            reviewsApi.endpoints.getReviews.initiate(args, { subscribe: false, forceRefetch: true }),
          );
        }
      },
    }),
  }),
});

export const { useGetReviewsQuery, useSaveReviewMutation } = reviewsApi;
