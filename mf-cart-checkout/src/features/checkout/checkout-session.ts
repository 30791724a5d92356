/**
 * The order in progress survives a reload of the tab (not of the browser: the access token
 * opens the order without a session, so it lives in sessionStorage, never localStorage).
 */
export const CHECKOUT_SESSION_KEY = 'corp-checkout';

export interface CheckoutSession {
  id: number;
  accessToken: string | null;
  /** So the shell's stepper is right at once after a reload, before the order is re-read. */
  step: number;
}

function storage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.sessionStorage;
  } catch {
    return undefined; // storage denied (privacy mode, sandboxed iframe)
  }
}

function isSession(value: unknown): value is CheckoutSession {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return (
    typeof record.id === 'number' &&
    Number.isInteger(record.id) &&
    record.id > 0 &&
    (record.accessToken === null || typeof record.accessToken === 'string') &&
    typeof record.step === 'number' &&
    Number.isInteger(record.step) &&
    record.step >= 0
  );
}

/** A missing, corrupted or foreign value reads as "no order in progress". */
export function readCheckoutSession(): CheckoutSession | undefined {
  const raw = storage()?.getItem(CHECKOUT_SESSION_KEY);
  if (raw === null || raw === undefined) return undefined;
  try {
    const value: unknown = JSON.parse(raw);
    return isSession(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

export function writeCheckoutSession(session: CheckoutSession): void {
  try {
    storage()?.setItem(CHECKOUT_SESSION_KEY, JSON.stringify(session));
  } catch {
    // quota or privacy mode: the checkout still works, it just won't survive a reload
  }
}

export function clearCheckoutSession(): void {
  try {
    storage()?.removeItem(CHECKOUT_SESSION_KEY);
  } catch {
    // unreachable storage holds nothing to clear
  }
}
