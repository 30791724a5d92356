/** How long an order holds its stock (and coupon use) before the expiry job gives it back. */
export interface CheckoutSettings {
  /** Card checkout: minutes after the order's last change. */
  reservationMinutes: number;
  /** Bank transfer and pay-at-store: hours the shopper has to pay. */
  paymentHoldHours: number;
}

export const DEFAULT_CHECKOUT_SETTINGS: CheckoutSettings = { reservationMinutes: 30, paymentHoldHours: 48 };

function positive(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed <= 0)
    throw new Error(`${name} debe ser un entero mayor que cero (recibido "${value}")`);
  return parsed;
}

/** ORDER_RESERVATION_MINUTES, ORDER_PAYMENT_HOLD_HOURS. */
export function checkoutSettingsFromEnv(env: NodeJS.ProcessEnv): CheckoutSettings {
  return {
    reservationMinutes: positive(
      'ORDER_RESERVATION_MINUTES',
      env.ORDER_RESERVATION_MINUTES,
      DEFAULT_CHECKOUT_SETTINGS.reservationMinutes,
    ),
    paymentHoldHours: positive(
      'ORDER_PAYMENT_HOLD_HOURS',
      env.ORDER_PAYMENT_HOLD_HOURS,
      DEFAULT_CHECKOUT_SETTINGS.paymentHoldHours,
    ),
  };
}

/** ORDER_EXPIRY_INTERVAL_SECONDS: how often the server releases expired reservations. */
export function expiryIntervalFromEnv(env: NodeJS.ProcessEnv): number {
  return positive('ORDER_EXPIRY_INTERVAL_SECONDS', env.ORDER_EXPIRY_INTERVAL_SECONDS, 60);
}
