import { RemoteArea } from '../../federation/RemoteArea';
import { CartLink } from './CartLink';

/** The cart dropdown belongs to mf-cart-checkout; the shell only gives it its place. */
export function HeaderCart() {
  return <RemoteArea remote="cartCheckout" expose="CartDropdown" variant="widget" fallback={<CartLink />} />;
}
