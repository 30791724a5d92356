import { useCallback, useSyncExternalStore } from 'react';
import type { StateEventName, StateEvents } from './event-contracts';
import { eventBus } from './versioned-bus';

/** The current value of a state event (undefined until its owner has published one). */
export function useBusState<K extends StateEventName>(type: K): StateEvents[K] | undefined {
  const subscribe = useCallback((onChange: () => void) => eventBus.subscribe(type, () => onChange()), [type]);
  const read = useCallback(() => eventBus.current(type), [type]);
  return useSyncExternalStore(subscribe, read, read);
}
