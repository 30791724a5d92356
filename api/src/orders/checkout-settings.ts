import { positiveInteger } from '../env-values.js';

/**
 * How long orders hold stock (and coupon use) before the expiry job gives it back, and how many
 * unpaid orders one shopper may keep open: the bounds that stop stock from being hoarded
 * (api/docs/orders.md#stock-holds-and-their-limits).
 */
export interface CheckoutSettings {
  /** Card checkout: minutes after the order's last change. */
  reservationMinutes: number;
  /**
   * Card checkout: however often the order changes, its reservation never runs past this many
   * minutes after the order was placed (or past its transfer / pay-at-store hold, once one was
   * placed), so touching an order cannot keep its stock forever.
   */
  reservationMaxMinutes: number;
  /** Bank transfer and pay-at-store: hours the shopper has to pay, counted from the first choice. */
  paymentHoldHours: number;
  /** Unpaid orders still holding stock that one customer, or one e-mail, may have at once. */
  maxOpenOrders: number;
  /**
   * The same, per client address the orders were placed from: wider, since an office or a
   * mobile network shares one address, but it stops one connection rotating e-mails.
   */
  maxOpenOrdersPerAddress: number;
}

export const DEFAULT_CHECKOUT_SETTINGS: CheckoutSettings = {
  reservationMinutes: 30,
  reservationMaxMinutes: 120,
  paymentHoldHours: 48,
  maxOpenOrders: 3,
  maxOpenOrdersPerAddress: 10,
};

/**
 * ORDER_RESERVATION_MINUTES, ORDER_RESERVATION_MAX_MINUTES, ORDER_PAYMENT_HOLD_HOURS,
 * ORDER_MAX_OPEN_ORDERS, ORDER_MAX_OPEN_ORDERS_PER_ADDRESS.
 */
export function checkoutSettingsFromEnv(env: NodeJS.ProcessEnv): CheckoutSettings {
  const defaults = DEFAULT_CHECKOUT_SETTINGS;
  const settings: CheckoutSettings = {
    reservationMinutes: positiveInteger(env, 'ORDER_RESERVATION_MINUTES', defaults.reservationMinutes),
    reservationMaxMinutes: positiveInteger(
      env,
      'ORDER_RESERVATION_MAX_MINUTES',
      defaults.reservationMaxMinutes,
    ),
    paymentHoldHours: positiveInteger(env, 'ORDER_PAYMENT_HOLD_HOURS', defaults.paymentHoldHours),
    maxOpenOrders: positiveInteger(env, 'ORDER_MAX_OPEN_ORDERS', defaults.maxOpenOrders),
    maxOpenOrdersPerAddress: positiveInteger(
      env,
      'ORDER_MAX_OPEN_ORDERS_PER_ADDRESS',
      defaults.maxOpenOrdersPerAddress,
    ),
  };
  // A cap below the reservation itself would cut every new order's reservation short.
  if (settings.reservationMaxMinutes < settings.reservationMinutes)
    throw new Error(
      `ORDER_RESERVATION_MAX_MINUTES (${String(settings.reservationMaxMinutes)}) no puede ser menor que ORDER_RESERVATION_MINUTES (${String(settings.reservationMinutes)})`,
    );
  return settings;
}

/** ORDER_EXPIRY_INTERVAL_SECONDS: how often the server releases expired reservations. */
export function expiryIntervalFromEnv(env: NodeJS.ProcessEnv): number {
  return positiveInteger(env, 'ORDER_EXPIRY_INTERVAL_SECONDS', 60);
}
