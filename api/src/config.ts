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
  /** SEED_PRODUCTS: minimum size of the demo catalog (benchmarks, api/bench/). */
  seedProducts: number;
  /** DEMO_DATA: load the demo data into a store that has no catalog and no customers yet. */
  demoData: boolean;
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

/**
 * DEMO_DATA=1 or 0; unset means "only on the embedded engine": `npm start`, the end-to-end
 * suite and the benchmarks run without DATABASE_URL and get the demo store, while a server
 * pointed at a real PostgreSQL never creates demo accounts (known password) unless told to.
 */
function demoDataFromEnv(value: string | undefined, databaseUrl: string | undefined): boolean {
  if (value === undefined || value === '') return databaseUrl === undefined;
  if (value === '1' || value === 'true') return true;
  if (value === '0' || value === 'false') return false;
  throw new Error(`DEMO_DATA debe ser 1 o 0 (recibido "${value}")`);
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): ApiConfig {
  const corsOrigins = env.CORS_ORIGINS?.split(',')
    .map((origin) => origin.trim())
    .filter(Boolean);
  const port = integer('API_PORT', env.API_PORT, 4000);
  const databaseUrl = env.DATABASE_URL || undefined;
  return {
    port,
    host: env.API_HOST || '0.0.0.0',
    dataDir: env.DATA_DIR || join(packageRoot, '.data'),
    databaseUrl,
    corsOrigins: corsOrigins && corsOrigins.length > 0 ? corsOrigins : [...DEFAULT_CORS_ORIGINS],
    publicUrl: env.PUBLIC_URL || undefined,
    seedProducts: integer('SEED_PRODUCTS', env.SEED_PRODUCTS, 0),
    demoData: demoDataFromEnv(env.DEMO_DATA, databaseUrl),
    logLevel: env.LOG_LEVEL || 'warn',
    gateway: gatewaySettingsFromEnv(env, env.PUBLIC_URL || `http://localhost:${port}`),
    checkout: checkoutSettingsFromEnv(env),
    orderExpiryIntervalSeconds: expiryIntervalFromEnv(env),
    account: accountSettingsFromEnv(env),
    trustProxy: trustProxyFromEnv(env),
    catalogCache: catalogCacheSettingsFromEnv(env),
  };
}
