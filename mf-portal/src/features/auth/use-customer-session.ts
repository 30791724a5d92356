import type { StoredUser } from '@store/contracts';
import { useAppSelector } from '../../app/hooks';
import { selectSession } from './session-slice';

/** The logged-in customer as the portal's pages use it: the id their calls name and the token. */
export interface CustomerSession {
  customerId: number;
  token: string;
  user: StoredUser;
}

/**
 * The current customer, or null for a guest. Portal pages render behind the session guard, so
 * they see null only for the instant a logout takes effect (before the guard sends them home).
 */
export function useCustomerSession(): CustomerSession | null {
  const session = useAppSelector(selectSession);
  if (session.id === null || session.token === null || session.user === null) return null;
  return { customerId: session.id, token: session.token, user: session.user };
}
