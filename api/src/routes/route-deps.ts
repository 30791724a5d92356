import type { Ownership } from '../auth/ownership.js';
import type { Db } from '../db/db.js';
import type { RateLimiter } from '../http/rate-limit.js';
import type { CheckoutSettings } from '../orders/checkout-settings.js';
import type { GatewaySettings } from '../payments/gateway-settings.js';

/** What every route plugin receives from `buildApp`. */
export interface RouteDeps {
  db: Db;
  /** Who may touch customer-scoped data: the one place that checks tokens and owners. */
  ownership: Ownership;
  /** Card gateway (keys, form action, return URL); the secret never leaves the server. */
  gateway: GatewaySettings;
  /** How long orders hold stock and coupon uses. */
  checkout: CheckoutSettings;
  /** Named request limits against abuse (src/http/rate-limit.ts); 429 when one is exceeded. */
  limiter: RateLimiter;
}
