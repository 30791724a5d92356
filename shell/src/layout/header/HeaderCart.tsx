import { RemoteArea } from '../../federation/RemoteArea';
import { CartLink } from './CartLink';

/**
 * The cart dropdown belongs to mf-cart-checkout; the shell only gives it its place. Until the
 * shopper first acts (or at once with a cart), the plain link stands in, with the same name.
 */
export function HeaderCart() {
  return (
    <RemoteArea
      remote="cartCheckout"
      expose="CartDropdown"
      variant="widget"
      fallback={<CartLink />}
      loadOn="first-act"
    />
  );
}
