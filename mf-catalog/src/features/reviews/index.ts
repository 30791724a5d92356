// Product reviews: the summary next to the title and the (lazily loaded) section with list and form.
export { ReviewSummary } from './ReviewSummary';
export { LazyReviewsSection } from './LazyReviewsSection';
// The first page's summary, for the product page's structured data (same cache entry as ReviewSummary).
export { useGetReviewsQuery } from './reviews-api';
// The server render fetches that first page too (products/pages/server-data.ts).
export { reviewsApi } from './reviews-api';
