import { Link as RouterLink } from 'react-router-dom';
import Badge from '@mui/material/Badge';
import Button from '@mui/material/Button';
import ShoppingCartOutlinedIcon from '@mui/icons-material/ShoppingCartOutlined';
import { formatProductCount, useBusState } from '@store/shared-kernel';

/**
 * The header's cart entry while the cart remote's dropdown is loading or down: a plain link
 * to /cart with the last count the cart published, so the shopper can always reach the cart.
 */
export function CartLink() {
  const count = useBusState('cart-changed')?.count ?? 0;
  return (
    <Button
      component={RouterLink}
      to="/cart"
      color="inherit"
      aria-label={`Carrito, ${formatProductCount(count)}`}
      startIcon={
        <Badge badgeContent={count} color="secondary" showZero data-testid="cart-badge">
          <ShoppingCartOutlinedIcon />
        </Badge>
      }
    >
      Carrito
    </Button>
  );
}
