import { Link as RouterLink } from 'react-router-dom';
import { Button } from '@store/app-kit/shared-mui-components';
import ShoppingCartOutlinedIcon from '@mui/icons-material/ShoppingCartOutlined';
import { useBusState } from '@store/app-kit';
import { CountBadge, CountedLabel } from '@store/remote-kit';

/**
 * The header's cart entry while the cart remote's dropdown is loading or down: a plain link
 * to /cart with the last count the cart published, so the shopper can always reach the cart.
 */
export function CartLink() {
  const count = useBusState('cart:changed')?.count ?? 0;
  return (
    <Button
      component={RouterLink}
      to="/cart"
      color="inherit"
      startIcon={<CountBadge count={count} icon={<ShoppingCartOutlinedIcon />} testId="cart-badge" />}
    >
      <CountedLabel label="Carrito" count={count} />
    </Button>
  );
}
