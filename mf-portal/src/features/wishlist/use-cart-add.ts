import { useCallback, useRef, useState } from 'react';
import type { Product } from '@store/contracts';
import { eventBus, requestToast } from '@store/app-kit';
import { toCartSnapshot } from '@store/remote-kit';
import { WISHLIST_TEXT } from './wishlist-text';

/** How long a click waits for the cart remote before the shopper is told. */
const CART_INTENT_TIMEOUT_MS = 8000;

/**
 * 'Agregar al carrito' from the wish list: the cart remote owns the cart, applies its rules and
 * shows its own success toast; a cart that cannot be reached or refuses is said here.
 */
export function useCartAdd(product: Product): { add: () => void; adding: boolean } {
  const [adding, setAdding] = useState(false);
  // A second click while the first is on its way would add the product twice.
  const inFlight = useRef(false);
  const add = useCallback(() => {
    if (inFlight.current) return;
    inFlight.current = true;
    setAdding(true);
    eventBus
      .request(
        'cart:add-requested',
        { v: 1, product: toCartSnapshot(product, product.price.sale), qty: 1 },
        { timeoutMs: CART_INTENT_TIMEOUT_MS },
      )
      .catch((error: unknown) => {
        console.warn('No se pudo agregar al carrito:', error);
        requestToast(WISHLIST_TEXT.cartAddFailed, 'error');
      })
      .finally(() => {
        inFlight.current = false;
        setAdding(false);
      });
  }, [product]);
  return { add, adding };
}
