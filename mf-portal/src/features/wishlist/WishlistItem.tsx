import { useId } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Box, Button, Chip, Link, Paper, Stack, Typography } from '@store/app-kit/shared-mui-components';
import AddShoppingCartIcon from '@mui/icons-material/AddShoppingCart';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import type { Product } from '@store/contracts';
import { visuallyHidden } from '@store/remote-kit';
import { apiUrl, formatMoney } from '@store/app-kit';
import { useCartAdd } from './use-cart-add';
import { WISHLIST_TEXT } from './wishlist-text';

/** The thumbnail's box (the API's thumbnails are square). */
const THUMBNAIL_PX = 96;

interface WishlistItemProps {
  product: Product;
  onRemove: (product: Product) => void;
}

/**
 * One wished product: image, name (to its page), price, stock, 'Agregar al carrito' (not for a
 * sold-out product) and 'Quitar' (the product leaves the list at once, see `removeFavourite`).
 * Both buttons are described by the product's name, so a screen reader says which product each
 * one acts on.
 */
export function WishlistItem({ product, onRemove }: WishlistItemProps) {
  const nameId = useId();
  const { add, adding } = useCartAdd(product);
  const soldOut = product.stock <= 0;
  const onSale = product.price.regular > product.price.sale;
  return (
    <Paper
      component="li"
      variant="outlined"
      sx={{
        display: 'grid',
        // Phones: the buttons under the product; wider: beside it.
        gridTemplateColumns: {
          xs: `${String(THUMBNAIL_PX)}px minmax(0, 1fr)`,
          md: `${String(THUMBNAIL_PX)}px minmax(0, 1fr) auto`,
        },
        gridTemplateAreas: { xs: '"image details" "actions actions"', md: '"image details actions"' },
        columnGap: 2,
        rowGap: 1.5,
        alignItems: 'center',
        p: 2,
      }}
    >
      <Box sx={{ gridArea: 'image', bgcolor: 'common.white', display: 'flex' }}>
        {/* The name beside it says what the image shows. */}
        <img
          src={apiUrl(product.mainImage.size350)}
          alt=""
          width={THUMBNAIL_PX}
          height={THUMBNAIL_PX}
          loading="lazy"
          style={{ objectFit: 'contain', width: THUMBNAIL_PX, height: THUMBNAIL_PX }}
        />
      </Box>
      <Stack spacing={0.5} sx={{ gridArea: 'details', minWidth: 0 }}>
        <Typography component="h2" variant="subtitle1" id={nameId} sx={{ fontWeight: 600 }}>
          <Link component={RouterLink} to={`/product/${product.slug}`} underline="hover">
            {product.name}
          </Link>
        </Typography>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'baseline', flexWrap: 'wrap' }}>
          <Typography component="p" sx={{ fontWeight: 700 }}>
            <Box component="span" sx={visuallyHidden}>
              {WISHLIST_TEXT.price}{' '}
            </Box>
            <span>{formatMoney(product.price.sale)}</span>
          </Typography>
          {onSale && (
            <Typography component="p" variant="body2" color="text.secondary">
              <Box component="span" sx={visuallyHidden}>
                {WISHLIST_TEXT.previousPrice}{' '}
              </Box>
              <del>{formatMoney(product.price.regular)}</del>
            </Typography>
          )}
        </Stack>
        <Box>
          {soldOut ? (
            <Chip size="small" label={WISHLIST_TEXT.soldOut} />
          ) : (
            <Chip size="small" color="success" variant="outlined" label={WISHLIST_TEXT.available} />
          )}
        </Box>
      </Stack>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ gridArea: 'actions', justifySelf: { md: 'end' } }}
      >
        <Button
          variant="contained"
          startIcon={<AddShoppingCartIcon />}
          // Not disabled while adding: a disabled button would drop the keyboard's focus.
          disabled={soldOut}
          aria-busy={adding}
          aria-describedby={nameId}
          onClick={add}
        >
          {adding ? WISHLIST_TEXT.adding : WISHLIST_TEXT.addToCart}
        </Button>
        <Button
          variant="outlined"
          color="inherit"
          startIcon={<DeleteOutlinedIcon />}
          aria-describedby={nameId}
          onClick={() => onRemove(product)}
        >
          {WISHLIST_TEXT.remove}
        </Button>
      </Stack>
    </Paper>
  );
}
