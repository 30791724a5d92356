import { Link, Stack, Typography } from '@store/app-kit/shared-mui-components';
import { useGetReviewsQuery } from './reviews-api';
import { REVIEWS_TEXT } from './reviews-text';
import { Stars } from './Stars';

/** Id of the reviews section the summary links to. */
export const REVIEWS_SECTION_ID = 'opiniones';

/**
 * Average stars and count next to the product's title. It reads the first page of reviews,
 * the same request (and cache entry) the list shows first, so the page asks once.
 */
export function ReviewSummary({ productId }: { productId: number }) {
  const { data } = useGetReviewsQuery({ productId, page: 1 });
  if (!data) return null;
  const { count, average } = data.summary;
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      {count > 0 && <Stars value={average} label={REVIEWS_TEXT.averageRated(average)} />}
      {count > 0 && (
        <Typography variant="body2" aria-hidden="true">
          {REVIEWS_TEXT.average(average)}
        </Typography>
      )}
      <Link href={`#${REVIEWS_SECTION_ID}`} variant="body2">
        {count > 0 ? REVIEWS_TEXT.count(count) : REVIEWS_TEXT.noneShort}
      </Link>
    </Stack>
  );
}
