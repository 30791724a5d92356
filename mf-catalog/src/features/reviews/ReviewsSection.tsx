import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { GuestReviewPrompt } from './GuestReviewPrompt';
import { ReviewForm } from './ReviewForm';
import { ReviewList } from './ReviewList';
import { REVIEWS_SECTION_ID } from './ReviewSummary';
import { REVIEWS_TEXT } from './reviews-text';
import { useIsLoggedIn } from './use-is-logged-in';

/**
 * The product page's reviews: the list, then the form for a customer or the login offer for a
 * guest. Loaded as its own chunk after the product (see `LazyReviewsSection`).
 */
export default function ReviewsSection({ productId }: { productId: number }) {
  const loggedIn = useIsLoggedIn();
  return (
    <Box
      component="section"
      id={REVIEWS_SECTION_ID}
      aria-labelledby="reviews-title"
      sx={{ scrollMarginTop: 80 }}
    >
      <Typography id="reviews-title" variant="h2" sx={{ mb: 1 }}>
        {REVIEWS_TEXT.sectionTitle}
      </Typography>
      <Stack spacing={3}>
        <Box>
          <ReviewList productId={productId} />
        </Box>
        {loggedIn ? (
          <ReviewForm productId={productId} />
        ) : (
          <Box>
            <GuestReviewPrompt />
          </Box>
        )}
      </Stack>
    </Box>
  );
}
