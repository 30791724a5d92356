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

/** An order's id and the token that opens it, as stored (the token may be null: a customer's). */
function isStoredOrderRef(value: unknown): value is Record<string, unknown> & CheckoutReceipt {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return (
    typeof record.id === 'number' &&
    Number.isInteger(record.id) &&
    record.id > 0 &&
    (record.accessToken === null || typeof record.accessToken === 'string')
  );
}

function isSession(value: unknown): value is CheckoutSession {
  return (
    isStoredOrderRef(value) &&
    typeof value.step === 'number' &&
    Number.isInteger(value.step) &&
    value.step >= 0 &&
    (value.paymentMethod === undefined || isPaymentMethod(value.paymentMethod))
  );
}

/** A missing, corrupted or foreign value reads as "no order in progress". */
function readStored<T>(key: string, isValid: (value: unknown) => value is T): T | undefined {
  const raw = storage()?.getItem(key);
  if (raw === null || raw === undefined) return undefined;
  try {
    const value: unknown = JSON.parse(raw);
    return isValid(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

export function readCheckoutSession(): CheckoutSession | undefined {
  return readStored(CHECKOUT_SESSION_KEY, isSession);
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

/**
 * The order the tab just completed (sessionStorage 'corp-checkout-receipt'): the checkout forgets
 * it at once, but a reload of Finalización must still open it, token included, until the tab
 * closes. Only id and token: the order itself is read from the API.
 */
export const CHECKOUT_RECEIPT_KEY = 'corp-checkout-receipt';

export interface CheckoutReceipt {
  id: number;
  accessToken: string | null;
}

export function readCheckoutReceipt(): CheckoutReceipt | undefined {
  const stored = readStored(CHECKOUT_RECEIPT_KEY, isStoredOrderRef);
  return stored && { id: stored.id, accessToken: stored.accessToken };
}

export function writeCheckoutReceipt(receipt: CheckoutReceipt): void {
  try {
    storage()?.setItem(
      CHECKOUT_RECEIPT_KEY,
      JSON.stringify({ id: receipt.id, accessToken: receipt.accessToken }),
    );
  } catch {
    // without storage a reload of Finalización asks for the order in Mi Pedido instead
  }
}

export function clearCheckoutSession(): void {
  try {
    storage()?.removeItem(CHECKOUT_SESSION_KEY);
  } catch {
    // unreachable storage holds nothing to clear
  }
}
