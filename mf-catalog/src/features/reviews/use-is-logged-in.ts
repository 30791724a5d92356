import { useBusState } from '@store/app-kit';

/**
 * Whether a customer is logged in, from the portal's `auth-changed` (a guest's customerId is null).
 * Only what to show depends on it: the API client sends the token itself.
 */
export function useIsLoggedIn(): boolean {
  return (useBusState('portal:auth-changed')?.customerId ?? null) !== null;
}
