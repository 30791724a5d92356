import { useEffect, useRef, useState } from 'react';
import { Box, Stack, Typography } from '@store/app-kit/shared-mui-components';
import { GuestReviewPrompt } from './GuestReviewPrompt';
import { afterModalLetsGo, focusFirstField, focusIsLost } from './review-focus';
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
  // Set when the guest pressed 'Inicia sesión para opinar': only that login moves the focus to
  // the form (which replaces the focused prompt). A customer already logged in keeps the page's.
  const [loginAskedHere, setLoginAskedHere] = useState(false);
  const formArea = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!loggedIn || !loginAskedHere) return undefined;
    return afterModalLetsGo(() => {
      // Not if the shopper already went somewhere else on purpose.
      if (focusIsLost()) focusFirstField(formArea.current);
      setLoginAskedHere(false);
    });
  }, [loggedIn, loginAskedHere]);

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
          <Box ref={formArea}>
            <ReviewForm productId={productId} />
          </Box>
        ) : (
          <Box>
            <GuestReviewPrompt onLoginAsked={() => setLoginAskedHere(true)} />
          </Box>
        )}
      </Stack>
    </Box>
  );
}
