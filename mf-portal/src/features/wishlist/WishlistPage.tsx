import { useRef } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import {
  Box,
  Button,
  CircularProgress,
  Paper,
  Stack,
  Typography,
} from '@store/app-kit/shared-mui-components';
import type { Product } from '@store/contracts';
import { ErrorState, failureMessage } from '@store/remote-kit';
import { formatProductCount } from '@store/app-kit';
import { PortalSection } from '../../components/PortalSection';
import { useCustomerSession } from '../auth';
import { useGetWishlistQuery, useRemoveFavouriteMutation } from './wishlist-api';
import { WishlistItem } from './WishlistItem';
import { WISHLIST_TEXT } from './wishlist-text';

/** Where the empty list sends the shopper to find products. */
const CATALOGUE_PATH = '/';

function EmptyWishlist() {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography sx={{ fontWeight: 600 }}>{WISHLIST_TEXT.empty}</Typography>
      <Typography color="text.secondary" sx={{ mt: 0.5, mb: 2 }}>
        {WISHLIST_TEXT.emptyHint}
      </Typography>
      <Button variant="contained" component={RouterLink} to={CATALOGUE_PATH}>
        {WISHLIST_TEXT.browse}
      </Button>
    </Paper>
  );
}

function Loading() {
  return (
    <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 2, py: 4 }}>
      <CircularProgress size={24} aria-hidden="true" />
      <span>{WISHLIST_TEXT.loading}</span>
    </Box>
  );
}

function CustomerWishlist({ customerId }: { customerId: number }) {
  const { data: products, isError, error, refetch } = useGetWishlistQuery(customerId);
  const [removeFavourite] = useRemoveFavouriteMutation();
  // A removed product leaves the list at once; focus goes to the list instead of the page's top.
  const listRef = useRef<HTMLDivElement>(null);

  const remove = (product: Product) => {
    void removeFavourite({ customerId, productId: product.id, slug: product.slug });
    listRef.current?.focus();
  };

  if (isError) return <ErrorState message={failureMessage(error)} onRetry={() => void refetch()} />;
  if (!products) return <Loading />;
  return (
    <Box ref={listRef} tabIndex={-1} sx={{ outline: 'none' }}>
      {products.length === 0 ? (
        <EmptyWishlist />
      ) : (
        <>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {WISHLIST_TEXT.summary(formatProductCount(products.length))}
          </Typography>
          <Stack component="ul" spacing={2} sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {products.map((product) => (
              <WishlistItem key={product.id} product={product} onRemove={remove} />
            ))}
          </Stack>
        </>
      )}
    </Box>
  );
}

/**
 * `/portal/wishlist` (Favoritos): the customer's wish list as the server has it, with each
 * product's current price and stock, 'Agregar al carrito' and 'Quitar'. Rendered behind the
 * portal's session guard; a guest (the instant a logout takes effect) sees nothing.
 */
export function WishlistPage() {
  const session = useCustomerSession();
  if (!session) return null;
  return (
    <PortalSection title={WISHLIST_TEXT.title}>
      {/* Keyed by customer: one customer's list never shows in another's session. */}
      <CustomerWishlist key={session.customerId} customerId={session.customerId} />
    </PortalSection>
  );
}

export default WishlistPage;
