import { lazy, Suspense } from 'react';
import { Skeleton } from '@store/app-kit/shared-mui-components';

// Its own chunk (list, form, react-final-form's use here): the product's first view does not wait for it.
const ReviewsSection = lazy(() => import('./ReviewsSection'));

/** The reviews section, fetched after the product page has shown the product. */
export function LazyReviewsSection({ productId }: { productId: number }) {
  return (
    <Suspense fallback={<Skeleton variant="rounded" height={160} aria-hidden="true" />}>
      <ReviewsSection productId={productId} />
    </Suspense>
  );
}
