import { positiveInteger } from '../env-values.js';

/**
 * How long orders hold stock (and coupon use) before the expiry job gives it back, and how much
 * one shopper, or one client address, may hold unpaid: the bounds that stop stock from being
 * hoarded (api/docs/orders.md#stock-holds-and-their-limits, docs/security.md#orders-and-stock).
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
   * Units those orders may hold together (counted per customer and per e-mail, like
   * maxOpenOrders; an order with neither is held to it on its own).
   */
  maxHeldUnits: number;
  /** Their value together: lempiras with ISV, at the products' prices (before coupons and shipping). */
  maxHeldValue: number;
  /**
   * Units held unpaid by the orders placed from one client address key (an IPv4 address or an
   * IPv6 /64, src/http/address-key.ts), whatever their e-mails: a coarse flood guard against one
   * connection rotating e-mails, sized for the many shoppers a CGNAT address carries.
   */
  maxHeldUnitsPerAddress: number;
}

export const DEFAULT_CHECKOUT_SETTINGS: CheckoutSettings = {
  reservationMinutes: 30,
  reservationMaxMinutes: 120,
  paymentHoldHours: 48,
  maxOpenOrders: 3,
  maxHeldUnits: 30,
  maxHeldValue: 300_000,
  maxHeldUnitsPerAddress: 300,
};

/**
 * ORDER_RESERVATION_MINUTES, ORDER_RESERVATION_MAX_MINUTES, ORDER_PAYMENT_HOLD_HOURS,
 * ORDER_MAX_OPEN_ORDERS, ORDER_MAX_HELD_UNITS, ORDER_MAX_HELD_VALUE,
 * ORDER_MAX_HELD_UNITS_PER_ADDRESS.
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
    maxHeldUnits: positiveInteger(env, 'ORDER_MAX_HELD_UNITS', defaults.maxHeldUnits),
    maxHeldValue: positiveInteger(env, 'ORDER_MAX_HELD_VALUE', defaults.maxHeldValue),
    maxHeldUnitsPerAddress: positiveInteger(
      env,
      'ORDER_MAX_HELD_UNITS_PER_ADDRESS',
      defaults.maxHeldUnitsPerAddress,
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
