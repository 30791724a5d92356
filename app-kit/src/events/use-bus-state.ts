import { useCallback, useSyncExternalStore } from 'react';
import type { StateEventName, StateEvents } from './event-contracts';
import { eventBus } from './versioned-bus';

/**
 * The current value of a state event (undefined until its owner has published one).
 * The server knows no shopper's state (cart, session, compare list), so a server render and the
 * browser's hydrating render both read undefined; React then re-renders with the page's value.
 */
export function useBusState<K extends StateEventName>(type: K): StateEvents[K] | undefined {
  const subscribe = useCallback((onChange: () => void) => eventBus.subscribe(type, () => onChange()), [type]);
  const read = useCallback(() => eventBus.current(type), [type]);
  return useSyncExternalStore(subscribe, read, readNothing);
}

const readNothing = (): undefined => undefined;
