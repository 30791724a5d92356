import { useBusState } from '@store/shared-kernel';

/**
 * Whether a customer is logged in, from the portal's `auth-changed` (a guest's token is null).
 * Only what to show depends on it: the API client sends the token itself.
 */
export function useIsLoggedIn(): boolean {
  return Boolean(useBusState('auth-changed')?.token);
}
