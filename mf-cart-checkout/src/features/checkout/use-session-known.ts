import { useEffect, useState } from 'react';
import { useBusState } from '@store/app-kit';

/**
 * How long a page that needs to know who is logged in waits for the portal to say so (after a
 * reload the portal's session service may start after this page); then it goes on as a guest.
 */
export const SESSION_WAIT_MS = 3000;

/**
 * Whether the session is known: `auth-changed` was published (customer or guest), or the portal
 * did not answer in time. An order opened by the customer's session alone (no order token in the
 * tab) must not be asked for before: the request would go out without the token and read as
 * another person's order.
 */
export function useSessionKnown(): boolean {
  const auth = useBusState('portal:auth-changed');
  const [timedOut, setTimedOut] = useState(false);
  useEffect(() => {
    if (auth !== undefined) return undefined;
    const timer = setTimeout(() => setTimedOut(true), SESSION_WAIT_MS);
    return () => clearTimeout(timer);
  }, [auth]);
  return auth !== undefined || timedOut;
}
