import { Chip, Stack, Typography } from '@store/app-kit/shared-mui-components';
import type { Review } from '@store/contracts';
import { formatDateTime } from '@store/remote-kit';
import { REVIEWS_TEXT } from './reviews-text';
import { Stars } from './Stars';

/** 'María H.' → 'María': the page names the author by first name only. */
export function firstName(author: string): string {
  return author.trim().split(/\s+/)[0] ?? '';
}

/**
 * One review. The comment is rendered as a React text node, never as HTML: whatever markup a
 * customer typed shows as the characters they typed.
 */
export function ReviewItem({ review }: { review: Review }) {
  return (
    <Stack component="article" spacing={0.5} sx={{ py: 2 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Stars value={review.assigned_stars} label={REVIEWS_TEXT.rated(review.assigned_stars)} />
        {review.verified_purchase && (
          <Chip size="small" color="success" variant="outlined" label={REVIEWS_TEXT.verified} />
        )}
      </Stack>
      <Typography sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{review.user_comment}</Typography>
      <Typography variant="body2" color="text.secondary">
        {firstName(review.author)} ·{' '}
        <time dateTime={review.created_at}>{formatDateTime(review.created_at)}</time>
      </Typography>
    </Stack>
  );
}
