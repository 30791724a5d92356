import { loadRemoteModule, type RemoteName } from './remote-registry';
import { whenShopperActs } from './shopper-activity';

interface ServiceModule {
  default: () => () => void;
}

/**
 * Owners that must listen before any of their widgets is on screen: the cart owns
 * `cart-add-requested` and the header badge's count; the portal owns who is logged in.
 * Intents sent before they start are queued by the bus, so start-up order does not matter.
 */
const SERVICES: readonly (readonly [RemoteName, string])[] = [
  ['cartCheckout', 'CartService'],
  ['portal', 'AuthService'],
];

export async function startRemoteServices(): Promise<void> {
  // A first visit that only reads does not need them (shopper-activity.ts).
  await whenShopperActs();
  for (const [remote, expose] of SERVICES) {
    loadRemoteModule<ServiceModule>(remote, expose).then(
      (module) => module.default(),
      (error: unknown) => {
        // The shopper learns it only if they use it: the bus then tells the publisher.
        console.error(error);
      },
    );
  }
}
