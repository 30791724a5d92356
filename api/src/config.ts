import { join } from 'node:path';
import { DEFAULT_CORS_ORIGINS } from './app.js';
import { packageRoot } from './paths.js';
import { catalogCacheSettingsFromEnv, type CatalogCacheSettings } from './catalog/catalog-cache.js';
import { accountSettingsFromEnv, trustProxyFromEnv, type AccountSettings } from './users/account-settings.js';
import { mailSettingsFromEnv, type MailSettings } from './mail/mail-settings.js';
import { envFlag, positiveInteger } from './env-values.js';
import {
  checkoutSettingsFromEnv,
  expiryIntervalFromEnv,
  type CheckoutSettings,
} from './orders/checkout-settings.js';
import { SANDBOX_PATH, gatewaySettingsFromEnv, type GatewaySettings } from './payments/gateway-settings.js';
import { scaledRateLimits, type RateLimits } from './http/rate-limit.js';
import { serverLimitsFromEnv, type ServerLimits } from './http/server-limits.js';
import { embedSettingsFromEnv, type EmbedSettings } from './embed/embed-settings.js';
import { renderQueueSettingsFromEnv, type RenderQueueSettings } from './images/render-queue.js';
import { isProduction } from './node-env.js';
import { startupProblems } from './startup-rules.js';

/** Where the data lives and whether it gets the demo data: all the seed CLI needs. */
export interface DatabaseConfig {
  dataDir: string;
  databaseUrl: string | undefined;
  /** SEED_PRODUCTS: minimum size of the demo catalog (benchmarks, api/bench/). */
  seedProducts: number;
  /** DEMO_DATA: load the demo data into a store that has no catalog and no customers yet. */
  demoData: boolean;
}

export interface ApiConfig extends DatabaseConfig {
  port: number;
  host: string;
  corsOrigins: string[];
  publicUrl: string | undefined;
  logLevel: string;
  /**
   * DEVELOPMENT_AIDS=1 (`npm start`, the end-to-end suite): the gateway sandbox, the outbox, the
   * local bot check and the development gateway become the defaults. Refused in production.
   */
  developmentAids: boolean;
  /** GATEWAY_SANDBOX: serve POST /gateway/sandbox/transact (default: DEVELOPMENT_AIDS, with the sandbox URL). */
  gatewaySandbox: boolean;
  /** GATEWAY_* (docs/orders.md). */
  gateway: GatewaySettings;
  /** ORDER_RESERVATION_MINUTES, ORDER_PAYMENT_HOLD_HOURS. */
  checkout: CheckoutSettings;
  /** ORDER_EXPIRY_INTERVAL_SECONDS: how often expired reservations are released. */
  orderExpiryIntervalSeconds: number;
  /** Bot check, login and reset throttling, STORE_URL, DEV_OUTBOX (docs/account.md; defaults per DEVELOPMENT_AIDS). */
  account: AccountSettings;
  /** SMTP_*, MAIL_FROM, MAIL_WORKER_INTERVAL_MS, MAIL_MAX_ATTEMPTS: how the store's e-mail leaves (src/mail/). */
  mail: MailSettings;
  /** TRUST_PROXY: client address from X-Forwarded-For (behind a load balancer). */
  trustProxy: boolean | string;
  /** CATALOG_CACHE_TTL_MS (default 2000, 0 = off), CATALOG_CACHE_MAX_ENTRIES (docs/performance.md). */
  catalogCache: CatalogCacheSettings;
  /** RATE_LIMIT_SCALE (default 1): every named request limit of src/http/rate-limit.ts, multiplied. */
  rateLimits: RateLimits;
  /** API_BODY_LIMIT_BYTES and the API_*_TIMEOUT_MS variables (src/http/server-limits.ts). */
  serverLimits: ServerLimits;
  /** CHECKOUT_PUBLIC_URL: where the embeddable checkout's frame script is served (src/embed/). */
  embed: EmbedSettings;
  /** IMAGE_RENDER_CONCURRENCY, IMAGE_RENDER_QUEUE_LIMIT, IMAGE_RENDER_PER_CLIENT (src/images/render-queue.ts). */
  imageRendering: RenderQueueSettings;
}

/** A configuration the API refuses to start with; `problems` lists every reason, in Spanish. */
export class ConfigError extends Error {
  constructor(
    readonly problems: readonly string[],
    production: boolean,
  ) {
    const hint = production
      ? 'En producción define las variables reales (docs/security.md; npm run check:production las revisa todas); las ayudas y los datos de demostración no se permiten.'
      : 'Para desarrollo local usa DEVELOPMENT_AIDS=1 (npm start y las pruebas ya lo hacen); en un servidor define las variables reales (api/docs/orders.md, api/docs/account.md).';
    super(
      `La API no puede iniciar con esta configuración:\n${problems.map((problem) => `  - ${problem}`).join('\n')}\n${hint}`,
    );
    this.name = 'ConfigError';
  }
}

function integer(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0)
    throw new Error(`${name} debe ser un entero positivo (recibido "${value}")`);
  return parsed;
}

/**
 * DEMO_DATA=1 or 0; unset means "only on the embedded engine, outside production": `npm start`,
 * the end-to-end suite and the benchmarks run without DATABASE_URL and get the demo store, while
 * a server pointed at a real PostgreSQL never creates demo accounts (known password) unless told
 * to. In production never, whatever the engine: asking for it there is a start-up refusal
 * (startup-rules.ts), and this keeps the answer false for any caller that skipped that check.
 */
function demoDataFromEnv(env: NodeJS.ProcessEnv, databaseUrl: string | undefined): boolean {
  const value = env.DEMO_DATA;
  if (isProduction(env)) return false;
  if (value === undefined || value === '') return databaseUrl === undefined;
  if (value === '1' || value === 'true') return true;
  if (value === '0' || value === 'false') return false;
  throw new Error(`DEMO_DATA debe ser 1 o 0 (recibido "${value}")`);
}

/** GATEWAY_SANDBOX; by default on with the development aids while GATEWAY_URL names no other gateway. */
function gatewaySandboxFromEnv(env: NodeJS.ProcessEnv, developmentAids: boolean): boolean {
  // With a real GATEWAY_URL the sandbox would accept forms signed with the real secret.
  const usesSandbox = !env.GATEWAY_URL || env.GATEWAY_URL.endsWith(SANDBOX_PATH);
  return envFlag(env, 'GATEWAY_SANDBOX', developmentAids && usesSandbox);
}

/**
 * DATA_DIR, DATABASE_URL, DEMO_DATA, SEED_PRODUCTS. Without the server's checks: the seed CLI
 * (`pnpm --filter @store/api seed`) touches only the database, never serves a request.
 */
export function readDatabaseConfig(env: NodeJS.ProcessEnv = process.env): DatabaseConfig {
  const databaseUrl = env.DATABASE_URL || undefined;
  return {
    dataDir: env.DATA_DIR || join(packageRoot, '.data'),
    databaseUrl,
    seedProducts: integer('SEED_PRODUCTS', env.SEED_PRODUCTS, 0),
    demoData: demoDataFromEnv(env, databaseUrl),
  };
}

/**
 * Why the seed CLI must not run here, or null: running it is itself the request for demo data
 * (customers with a published password, an integrator with a public secret), which a production
 * database never holds, so with NODE_ENV=production it refuses whatever DEMO_DATA says.
 */
export function seedRefusal(env: NodeJS.ProcessEnv = process.env): string | null {
  return isProduction(env)
    ? 'La siembra de datos de demostración no se permite con NODE_ENV=production: crea clientes con la contraseña publicada en api/README.md y el integrador de demostración con su secreto público. Ejecútala sin NODE_ENV=production, nunca contra la base de una tienda real.'
    : null;
}

/** RATE_LIMIT_SCALE: a positive integer (the end-to-end suite makes many requests from one address). */
function rateLimitScaleFromEnv(env: NodeJS.ProcessEnv): number {
  return positiveInteger(env, 'RATE_LIMIT_SCALE', 1);
}

/**
 * The API's settings from the environment. Pure (reads only `env`), so every refusal is
 * testable: throws a ConfigError listing every reason not to start (startupProblems), or an
 * Error naming the variable whose value is malformed.
 */
export function readConfig(env: NodeJS.ProcessEnv = process.env): ApiConfig {
  const problems = startupProblems(env);
  if (problems.length > 0) throw new ConfigError(problems, isProduction(env));
  const developmentAids = envFlag(env, 'DEVELOPMENT_AIDS', false);
  const corsOrigins = env.CORS_ORIGINS?.split(',')
    .map((origin) => origin.trim())
    .filter(Boolean);
  const port = integer('API_PORT', env.API_PORT, 4000);
  const publicUrl = env.PUBLIC_URL?.trim() || undefined;
  return {
    ...readDatabaseConfig(env),
    port,
    host: env.API_HOST || '0.0.0.0',
    corsOrigins: corsOrigins && corsOrigins.length > 0 ? corsOrigins : [...DEFAULT_CORS_ORIGINS],
    publicUrl,
    logLevel: env.LOG_LEVEL || 'warn',
    developmentAids,
    gatewaySandbox: gatewaySandboxFromEnv(env, developmentAids),
    gateway: gatewaySettingsFromEnv(env, publicUrl ?? `http://localhost:${port}`, developmentAids),
    checkout: checkoutSettingsFromEnv(env),
    orderExpiryIntervalSeconds: expiryIntervalFromEnv(env),
    account: accountSettingsFromEnv(env, developmentAids),
    mail: mailSettingsFromEnv(env),
    trustProxy: trustProxyFromEnv(env),
    catalogCache: catalogCacheSettingsFromEnv(env),
    rateLimits: scaledRateLimits(rateLimitScaleFromEnv(env)),
    serverLimits: serverLimitsFromEnv(env),
    embed: embedSettingsFromEnv(env),
    imageRendering: renderQueueSettingsFromEnv(env),
  };
}
