import { useCallback, useSyncExternalStore } from 'react';
import { eventBus } from '../events/versioned-bus';
import { currentSessionToken, setSessionToken } from './session-token';

export interface SessionSnapshot {
  customerId: number | null;
  displayName: string | null;
  /** Null for a guest. */
  token: string | null;
}

/**
 * What the session's owner (mf-portal, or a page standing in for it) publishes: the token to the
 * kernel's source, then `portal:auth-changed` (version 2, without the token; version 1 with it is
 * derived for consumers built before).
 */
export function publishSession({ customerId, displayName, token }: SessionSnapshot): void {
  setSessionToken(token);
  eventBus.publish('portal:auth-changed', { v: 2, customerId, displayName });
}

/** The bearer token, re-read whenever the session changes. */
export function useSessionToken(): string | null {
  const subscribe = useCallback(
    (onChange: () => void) => eventBus.subscribe('portal:auth-changed', () => onChange()),
    [],
  );
  return useSyncExternalStore(subscribe, currentSessionToken, currentSessionToken);
}
