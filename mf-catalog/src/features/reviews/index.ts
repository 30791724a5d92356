// Product reviews: the summary next to the title and the (lazily loaded) section with list and form.
export { ReviewSummary } from './ReviewSummary';
export { LazyReviewsSection } from './LazyReviewsSection';
