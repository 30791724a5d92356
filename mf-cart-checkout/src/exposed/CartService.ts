import { startCartService } from '../app/cart-service';
import { recordCartCheckoutSharedModules } from '../app/shared-modules';

recordCartCheckoutSharedModules();

/** The shell calls this once at start-up: the cart's owner starts listening on the bus. */
export default function start(): () => void {
  return startCartService();
}
