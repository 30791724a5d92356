/**
 * The order in progress survives a reload of the tab (not of the browser: the access token
 * opens the order without a session, so it lives in sessionStorage, never localStorage).
 */
import type { PaymentMethod } from '@store/contracts';
import { PAYMENT_METHODS } from '@store/contracts';

export const CHECKOUT_SESSION_KEY = 'corp-checkout';

export interface CheckoutSession {
  id: number;
  accessToken: string | null;
  /** So the shell's stepper is right at once after a reload, before the order is re-read. */
  step: number;
  /** The method chosen in 'F. Pago' (a session written before it existed has none). */
  paymentMethod?: PaymentMethod;
}

const isPaymentMethod = (value: unknown): value is PaymentMethod =>
  (PAYMENT_METHODS as readonly unknown[]).includes(value);

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
    record.step >= 0 &&
    (record.paymentMethod === undefined || isPaymentMethod(record.paymentMethod))
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

/** A write that names no payment method keeps the one stored for the same order. */
export function writeCheckoutSession(session: CheckoutSession): void {
  const stored = session.paymentMethod ? undefined : readCheckoutSession();
  const paymentMethod =
    session.paymentMethod ?? (stored?.id === session.id ? stored.paymentMethod : undefined);
  try {
    storage()?.setItem(
      CHECKOUT_SESSION_KEY,
      JSON.stringify({ ...session, ...(paymentMethod ? { paymentMethod } : {}) }),
    );
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
