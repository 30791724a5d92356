import { useState } from 'react';
import { Box, Button, Divider, Skeleton, Typography } from '@store/app-kit/shared-mui-components';
import { ErrorState, failureMessage } from '@store/remote-kit';
import { REVIEWS_PER_PAGE, useGetReviewsQuery } from './reviews-api';
import { REVIEWS_TEXT } from './reviews-text';
import { ReviewItem } from './ReviewItem';

/** One page of reviews: each page is its own request, so 'Ver más' adds one without rereading the others. */
function ReviewPage({ productId, page }: { productId: number; page: number }) {
  const { data, isError, error, refetch } = useGetReviewsQuery({ productId, page });
  // Wrapped in an item: the list holds only list items, whatever state a page is in.
  if (isError) {
    return (
      <Box component="li">
        <ErrorState message={failureMessage(error)} onRetry={() => void refetch()} />
      </Box>
    );
  }
  if (!data) {
    return (
      <Box component="li">
        <Box role="status" aria-label={REVIEWS_TEXT.loadingMore}>
          <Skeleton height={72} />
        </Box>
      </Box>
    );
  }
  return (
    <>
      {data.data.map((review) => (
        <Box component="li" key={review.id}>
          <ReviewItem review={review} />
          <Divider component="div" />
        </Box>
      ))}
    </>
  );
}

/** The product's reviews, newest first (the API's order), 'Ver más opiniones' while there are more. */
export function ReviewList({ productId }: { productId: number }) {
  const [pages, setPages] = useState(1);
  // The first page tells how many there are (the summary counts every review).
  const { data: first } = useGetReviewsQuery({ productId, page: 1 });
  const total = first?.summary.count ?? 0;
  if (first && total === 0) return <Typography>{REVIEWS_TEXT.none}</Typography>;
  return (
    <>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {Array.from({ length: pages }, (_, index) => (
          <ReviewPage key={index + 1} productId={productId} page={index + 1} />
        ))}
      </Box>
      {pages * REVIEWS_PER_PAGE < total && (
        <Button variant="outlined" sx={{ mt: 2 }} onClick={() => setPages((shown) => shown + 1)}>
          {REVIEWS_TEXT.more}
        </Button>
      )}
    </>
  );
}
