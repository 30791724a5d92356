import type { IconButtonProps } from '@mui/material/IconButton';
import { IconButton } from '@store/app-kit/shared-mui-components';
import FavoriteIcon from '@mui/icons-material/Favorite';
import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';
import { useWishlistToggle } from './use-wishlist-toggle';

interface WishlistButtonProps {
  productId: number;
  slug: string;
  /** Id of the element naming the product, so the button says which one. */
  describedBy?: string;
  size?: IconButtonProps['size'];
}

/**
 * The heart of a product: pressed when the product is in the customer's Favoritos. A click asks
 * the portal (`wishlist-toggle-requested`); a guest gets the login dialog from it.
 */
export function WishlistButton({ productId, slug, describedBy, size = 'large' }: WishlistButtonProps) {
  const { inWishlist, pending, toggle } = useWishlistToggle(productId, slug);
  return (
    <IconButton
      aria-label={inWishlist ? 'Quitar de Favoritos' : 'Agregar a Favoritos'}
      aria-pressed={inWishlist}
      aria-busy={pending}
      aria-describedby={describedBy}
      color={inWishlist ? 'secondary' : 'default'}
      size={size}
      onClick={toggle}
      sx={{ border: 1, borderColor: 'divider', alignSelf: { xs: 'flex-start', sm: 'center' } }}
    >
      {inWishlist ? <FavoriteIcon /> : <FavoriteBorderIcon />}
    </IconButton>
  );
}
