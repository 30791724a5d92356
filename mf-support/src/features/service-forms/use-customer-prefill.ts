import { useMemo } from 'react';
import { EMAIL_PATTERN } from '@store/contracts';
import { useBusState } from '@store/app-kit';

/** What the forms can fill in for a logged-in customer without asking the portal's API. */
export interface CustomerPrefill {
  name: string;
  email: string;
}

/**
 * From the portal's `auth-changed` state: its `displayName` is 'Ana Mejía', or the customer's
 * e-mail when the account has no name; a guest gets empty fields. Stable while the session is.
 */
export function useCustomerPrefill(): CustomerPrefill {
  const displayName = useBusState('portal:auth-changed')?.displayName?.trim() ?? '';
  return useMemo(
    () =>
      EMAIL_PATTERN.test(displayName) ? { name: '', email: displayName } : { name: displayName, email: '' },
    [displayName],
  );
}
