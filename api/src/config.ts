import { join } from 'node:path';
import { DEFAULT_CORS_ORIGINS } from './app.js';
import { packageRoot } from './paths.js';
import { catalogCacheSettingsFromEnv, type CatalogCacheSettings } from './catalog/catalog-cache.js';
import { accountSettingsFromEnv, trustProxyFromEnv, type AccountSettings } from './users/account-settings.js';
import {
  checkoutSettingsFromEnv,
  expiryIntervalFromEnv,
  type CheckoutSettings,
} from './orders/checkout-settings.js';
import { gatewaySettingsFromEnv, type GatewaySettings } from './payments/gateway-settings.js';

export interface ApiConfig {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  corsOrigins: string[];
  publicUrl: string | undefined;
  /** Minimum catalogue size for the first seed (benchmarks). */
  seedProducts: number;
  logLevel: string;
  /** GATEWAY_* (docs/orders.md). */
  gateway: GatewaySettings;
  /** ORDER_RESERVATION_MINUTES, ORDER_PAYMENT_HOLD_HOURS. */
  checkout: CheckoutSettings;
  /** ORDER_EXPIRY_INTERVAL_SECONDS: how often expired reservations are released. */
  orderExpiryIntervalSeconds: number;
  /** Bot check, login and reset throttling, STORE_URL, DEV_OUTBOX (docs/account.md). */
  account: AccountSettings;
  /** TRUST_PROXY: client address from X-Forwarded-For (behind a load balancer). */
  trustProxy: boolean | string;
  /** CATALOG_CACHE_TTL_MS (default 2000, 0 = off), CATALOG_CACHE_MAX_ENTRIES (docs/performance.md). */
  catalogCache: CatalogCacheSettings;
}

function integer(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0)
    throw new Error(`${name} debe ser un entero positivo (recibido "${value}")`);
  return parsed;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): ApiConfig {
  const corsOrigins = env.CORS_ORIGINS?.split(',')
    .map((origin) => origin.trim())
    .filter(Boolean);
  const port = integer('API_PORT', env.API_PORT, 4000);
  return {
    port,
    host: env.API_HOST || '0.0.0.0',
    dataDir: env.DATA_DIR || join(packageRoot, '.data'),
    databaseUrl: env.DATABASE_URL || undefined,
    corsOrigins: corsOrigins && corsOrigins.length > 0 ? corsOrigins : [...DEFAULT_CORS_ORIGINS],
    publicUrl: env.PUBLIC_URL || undefined,
    seedProducts: integer('SEED_PRODUCTS', env.SEED_PRODUCTS, 0),
    logLevel: env.LOG_LEVEL || 'warn',
    gateway: gatewaySettingsFromEnv(env, env.PUBLIC_URL || `http://localhost:${port}`),
    checkout: checkoutSettingsFromEnv(env),
    orderExpiryIntervalSeconds: expiryIntervalFromEnv(env),
    account: accountSettingsFromEnv(env),
    trustProxy: trustProxyFromEnv(env),
    catalogCache: catalogCacheSettingsFromEnv(env),
  };
}
