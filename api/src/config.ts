import { join } from 'node:path';
import { DEFAULT_CORS_ORIGINS } from './app.js';
import { packageRoot } from './paths.js';
import { catalogCacheSettingsFromEnv, type CatalogCacheSettings } from './catalog/catalog-cache.js';
import { accountSettingsFromEnv, trustProxyFromEnv, type AccountSettings } from './users/account-settings.js';
import { envFlag, positiveInteger } from './env-values.js';
import {
  checkoutSettingsFromEnv,
  expiryIntervalFromEnv,
  type CheckoutSettings,
} from './orders/checkout-settings.js';
import {
  DEVELOPMENT_GATEWAY_SECRET,
  REQUIRED_GATEWAY_VARIABLES,
  SANDBOX_PATH,
  gatewaySettingsFromEnv,
  type GatewaySettings,
} from './payments/gateway-settings.js';
import { scaledRateLimits, type RateLimits } from './http/rate-limit.js';
import { serverLimitsFromEnv, type ServerLimits } from './http/server-limits.js';
import { embedSettingsFromEnv, type EmbedSettings } from './embed/embed-settings.js';

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
}

/** A configuration the API refuses to start with; `problems` lists every reason, in Spanish. */
export class ConfigError extends Error {
  constructor(
    readonly problems: readonly string[],
    production: boolean,
  ) {
    const hint = production
      ? 'En producción define las variables reales (api/docs/orders.md, api/docs/account.md); las ayudas de desarrollo no se permiten.'
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

/** GATEWAY_SANDBOX; by default on with the development aids while GATEWAY_URL names no other gateway. */
function gatewaySandboxFromEnv(env: NodeJS.ProcessEnv, developmentAids: boolean): boolean {
  // With a real GATEWAY_URL the sandbox would accept forms signed with the real secret.
  const usesSandbox = !env.GATEWAY_URL || env.GATEWAY_URL.endsWith(SANDBOX_PATH);
  return envFlag(env, 'GATEWAY_SANDBOX', developmentAids && usesSandbox);
}

/**
 * Every reason not to start with this environment (docs/security.md), all at once so one
 * attempt shows them all: without DEVELOPMENT_AIDS=1 the gateway's variables and a real bot
 * check provider are required; with NODE_ENV=production no development aid is accepted, not
 * even when set explicitly.
 */
export function startupProblems(env: NodeJS.ProcessEnv): string[] {
  const production = env.NODE_ENV === 'production';
  const developmentAids = envFlag(env, 'DEVELOPMENT_AIDS', false);
  // The provider the account settings would use (the local one is a development aid).
  const botCheck =
    env.BOT_CHECK_PROVIDER?.trim().toLowerCase() || (developmentAids && !production ? 'local' : '');
  const problems: string[] = [];

  // In production the aids are refused anyway, so what they would have filled in is named too.
  if (!developmentAids || production) {
    const gatewayHelp: Record<(typeof REQUIRED_GATEWAY_VARIABLES)[number], string> = {
      GATEWAY_KEY_ID: 'identificador público de la llave de la pasarela de pago',
      GATEWAY_SECRET: 'secreto de las firmas que entrega el banco',
      GATEWAY_URL: 'dirección del formulario de pago de la pasarela',
    };
    for (const name of REQUIRED_GATEWAY_VARIABLES) {
      if (!env[name]) problems.push(`Falta ${name} (${gatewayHelp[name]})`);
    }
    if (botCheck === '') {
      problems.push(
        'Falta BOT_CHECK_PROVIDER=recaptcha con RECAPTCHA_SECRET (verificación anti-robots del inicio de sesión y el registro)',
      );
    }
  }
  if (botCheck === 'recaptcha' && !env.RECAPTCHA_SECRET) {
    problems.push('Falta RECAPTCHA_SECRET (obligatorio con BOT_CHECK_PROVIDER=recaptcha)');
  }

  if (production) {
    if (developmentAids)
      problems.push(
        'DEVELOPMENT_AIDS=1 no se permite con NODE_ENV=production (activa la pasarela de pruebas, la bandeja de correos y la verificación local anti-robots)',
      );
    if (env.GATEWAY_SECRET === DEVELOPMENT_GATEWAY_SECRET)
      problems.push(
        'GATEWAY_SECRET es el secreto público de desarrollo; con NODE_ENV=production usa el que entrega el banco',
      );
    if (env.GATEWAY_URL?.endsWith(SANDBOX_PATH))
      problems.push(
        `GATEWAY_URL apunta a la pasarela de pruebas (${SANDBOX_PATH}); con NODE_ENV=production usa la del banco`,
      );
    // Asked for by name only: with DEVELOPMENT_AIDS=1 the refusal above already covers it.
    if (env.BOT_CHECK_PROVIDER?.trim().toLowerCase() === 'local')
      problems.push(
        'BOT_CHECK_PROVIDER=local no se permite con NODE_ENV=production (acepta un token público); usa recaptcha',
      );
    if (envFlag(env, 'DEV_OUTBOX', false))
      problems.push(
        'DEV_OUTBOX=1 no se permite con NODE_ENV=production (GET /dev/outbox muestra el correo de todos los clientes)',
      );
    if (envFlag(env, 'GATEWAY_SANDBOX', false))
      problems.push(
        'GATEWAY_SANDBOX=1 no se permite con NODE_ENV=production (cualquiera podría pagar sus pedidos con una tarjeta de prueba)',
      );
  }
  return problems;
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
    demoData: demoDataFromEnv(env.DEMO_DATA, databaseUrl),
  };
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
  if (problems.length > 0) throw new ConfigError(problems, env.NODE_ENV === 'production');
  const developmentAids = envFlag(env, 'DEVELOPMENT_AIDS', false);
  const corsOrigins = env.CORS_ORIGINS?.split(',')
    .map((origin) => origin.trim())
    .filter(Boolean);
  const port = integer('API_PORT', env.API_PORT, 4000);
  return {
    ...readDatabaseConfig(env),
    port,
    host: env.API_HOST || '0.0.0.0',
    corsOrigins: corsOrigins && corsOrigins.length > 0 ? corsOrigins : [...DEFAULT_CORS_ORIGINS],
    publicUrl: env.PUBLIC_URL || undefined,
    logLevel: env.LOG_LEVEL || 'warn',
    developmentAids,
    gatewaySandbox: gatewaySandboxFromEnv(env, developmentAids),
    gateway: gatewaySettingsFromEnv(env, env.PUBLIC_URL || `http://localhost:${port}`, developmentAids),
    checkout: checkoutSettingsFromEnv(env),
    orderExpiryIntervalSeconds: expiryIntervalFromEnv(env),
    account: accountSettingsFromEnv(env, developmentAids),
    trustProxy: trustProxyFromEnv(env),
    catalogCache: catalogCacheSettingsFromEnv(env),
    rateLimits: scaledRateLimits(rateLimitScaleFromEnv(env)),
    serverLimits: serverLimitsFromEnv(env),
    embed: embedSettingsFromEnv(env),
  };
}
