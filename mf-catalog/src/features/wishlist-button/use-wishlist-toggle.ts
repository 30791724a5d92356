import { useCallback, useRef, useState } from 'react';
import { eventBus, IntentNotHandledError, requestToast, useBusState } from '@store/app-kit';

/** How long a click waits for the portal (owner of the wish list) before the shopper is told. */
export const WISHLIST_INTENT_TIMEOUT_MS = 4000;

export const WISHLIST_UNAVAILABLE_MESSAGE =
  'Favoritos no está disponible en este momento. Intenta de nuevo en unos minutos.';
export const WISHLIST_FAILED_MESSAGE = 'No pudimos cambiar tus Favoritos. Intenta de nuevo.';

/**
 * A product's place in the wish list as the portal publishes it (`wishlist-changed`: empty for
 * guests) and the click that asks the portal to toggle it. The portal decides everything else
 * (a guest gets the login dialog; toasts; the server): the catalogue only asks and shows.
 */
export function useWishlistToggle(productId: number, slug: string) {
  const wishlist = useBusState('portal:wishlist-changed');
  const inWishlist = wishlist?.productIds.includes(productId) ?? false;
  const [pending, setPending] = useState(false);
  // A ref as well as state: two clicks in the same tick must not both get through.
  const inFlight = useRef(false);

  const toggle = useCallback(() => {
    if (inFlight.current) return;
    inFlight.current = true;
    setPending(true);
    eventBus
      .request(
        'portal:wishlist-toggle-requested',
        { v: 1, productId, slug },
        { timeoutMs: WISHLIST_INTENT_TIMEOUT_MS },
      )
      .catch((error: unknown) => {
        console.warn('No se pudo cambiar Favoritos:', error);
        requestToast(
          error instanceof IntentNotHandledError ? WISHLIST_UNAVAILABLE_MESSAGE : WISHLIST_FAILED_MESSAGE,
          'error',
        );
      })
      .finally(() => {
        inFlight.current = false;
        setPending(false);
      });
  }, [productId, slug]);

  return { inWishlist, pending, toggle };
}
