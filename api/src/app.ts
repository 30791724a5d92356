import cors from '@fastify/cors';
import { SHARED_SCHEMAS } from '@store/contracts';
import swagger from '@fastify/swagger';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { Db } from './db/db.js';
import { assertContractSchemas } from './http/contract-schemas.js';
import { registerErrorHandling } from './http/errors.js';
import { ProductImageRenderer } from './images/image-renderer.js';
import { catalogRoutes } from './routes/catalog-routes.js';
import type { CatalogCacheSettings } from './catalog/catalog-cache.js';
import { contentRoutes } from './routes/content-routes.js';
import { imageRoutes } from './routes/image-routes.js';
import { systemRoutes } from './routes/system-routes.js';
import { userRoutes } from './routes/user-routes.js';
import { createOwnership, registerOwnership } from './auth/ownership.js';
import { couponRoutes } from './routes/coupon-routes.js';
import { creditRoutes } from './routes/credit-routes.js';
import { customerHistoryRoutes } from './routes/customer-history-routes.js';
import { customerRoutes } from './routes/customer-routes.js';
import { gatewaySandboxRoutes } from './routes/gateway-routes.js';
import { orderRoutes } from './routes/order-routes.js';
import { placeRoutes } from './routes/place-routes.js';
import { reviewRoutes } from './routes/review-routes.js';
import { serviceRoutes } from './routes/service-routes.js';
import { siteSearchRoutes } from './routes/site-search-routes.js';
import type { RouteDeps } from './routes/route-deps.js';
import { createBotVerifier, type BotVerifier } from './auth/bot-verifier.js';
import { LoginThrottle } from './auth/login-throttle.js';
import { MemoryAttemptStore, type AttemptStore } from './auth/login-throttle-store.js';
import { RateLimiter, type RateLimits } from './http/rate-limit.js';
import { outboxRoutes } from './routes/outbox-routes.js';
import { DEFAULT_ACCOUNT_SETTINGS, type AccountSettings } from './users/account-settings.js';
import { DEFAULT_CHECKOUT_SETTINGS, type CheckoutSettings } from './orders/checkout-settings.js';
import { defaultGatewaySettings, type GatewaySettings } from './payments/gateway-settings.js';

export const DEFAULT_CORS_ORIGINS: readonly string[] = [3000, 3001, 3002, 3003, 3004].flatMap((port) => [
  `http://localhost:${port}`,
  `http://127.0.0.1:${port}`,
]);

export interface AppOptions {
  db: Db;
  /** Where rendered product images are cached; undefined renders every time (tests). */
  imageCacheDir?: string | undefined;
  corsOrigins?: readonly string[] | undefined;
  /** Public base URL, listed as the server in the OpenAPI document. */
  publicUrl?: string | undefined;
  logger?: FastifyServerOptions['logger'];
  /** Card gateway; defaults to the sandbox this API serves (docs/orders.md). */
  gateway?: GatewaySettings | undefined;
  /** Stock reservation times; defaults 30 min (card) and 48 h (transfer, pay at store). */
  checkout?: CheckoutSettings | undefined;
  /** Bot check, login/reset throttling, STORE_URL, dev outbox (docs/account.md). */
  account?: AccountSettings | undefined;
  /** Overrides `account.botCheck` (tests plug in their own verifier). */
  botVerifier?: BotVerifier | undefined;
  /** Throttle counters; in memory by default, a shared store (e.g. Redis) for replicas. */
  attemptStore?: AttemptStore | undefined;
  /** Catalog response cache (CATALOG_CACHE_TTL_MS); off when not given, as in tests. */
  catalogCache?: CatalogCacheSettings | undefined;
  /** Fastify `trustProxy` (TRUST_PROXY): take the client address from X-Forwarded-For. */
  trustProxy?: boolean | string | undefined;
  /** Overrides of the named request limits (src/http/rate-limit.ts); defaults otherwise. */
  rateLimits?: Partial<RateLimits> | undefined;
}

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? false,
    routerOptions: { ignoreTrailingSlash: true },
    // The login throttle counts per client address; behind a proxy that address is forwarded.
    trustProxy: options.trustProxy ?? false,
    // Report every bad field at once, so forms can mark them all.
    ajv: { customOptions: { allErrors: true } },
    // Requests the HTTP parser rejects (e.g. raw non-ASCII in the URL) still get our JSON shape.
    clientErrorHandler: (_error, socket) => {
      const body = JSON.stringify({ message: 'Solicitud inválida', code: 'BAD_REQUEST' });
      if (socket.writable) {
        socket.end(
          `HTTP/1.1 400 Bad Request\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
        );
      } else {
        socket.destroy();
      }
    },
  });

  registerErrorHandling(app);
  registerOwnership(app);
  app.addHook('onRoute', assertContractSchemas);
  for (const schema of SHARED_SCHEMAS) app.addSchema(schema);

  await app.register(cors, {
    origin: [...(options.corsOrigins ?? DEFAULT_CORS_ORIGINS)],
    methods: ['GET', 'POST', 'PUT', 'DELETE', 'OPTIONS'],
    allowedHeaders: ['content-type', 'authorization', 'idempotency-key', 'x-order-token'],
    maxAge: 600,
  });

  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'API de la tienda de tecnología (Honduras)',
        description:
          'Catálogo, contenido, imágenes y cuentas de clientes. Precios en lempiras (HNL) con ISV. Errores: `{ message, code?, fields? }` en español.',
        version: '0.1.0',
      },
      ...(options.publicUrl ? { servers: [{ url: options.publicUrl }] } : {}),
    },
    refResolver: {
      buildLocalReference: (json, _baseUri, _fragment, index) =>
        typeof json.$id === 'string' ? json.$id : `def-${String(index)}`,
    },
  });

  const { db } = options;
  const attemptStore = options.attemptStore ?? new MemoryAttemptStore();
  const deps: RouteDeps = {
    db,
    ownership: createOwnership(db),
    gateway: options.gateway ?? defaultGatewaySettings(options.publicUrl),
    checkout: options.checkout ?? DEFAULT_CHECKOUT_SETTINGS,
    limiter: new RateLimiter(options.rateLimits, attemptStore),
  };
  await app.register(systemRoutes);
  await app.register(catalogRoutes, { db, cache: options.catalogCache });
  await app.register(contentRoutes, { db });
  await app.register(imageRoutes, { db, renderer: new ProductImageRenderer(options.imageCacheDir) });
  // Outside tests and development the outbox stays off unless DEV_OUTBOX says otherwise.
  const account = options.account ?? {
    ...DEFAULT_ACCOUNT_SETTINGS,
    devOutbox: process.env.NODE_ENV !== 'production',
  };
  await app.register(userRoutes, {
    ...deps,
    botVerifier: options.botVerifier ?? createBotVerifier(account.botCheck),
    throttle: new LoginThrottle(attemptStore, account.throttle),
    storeUrl: account.storeUrl,
  });
  if (account.devOutbox) await app.register(outboxRoutes, deps);
  await app.register(customerRoutes, deps);
  await app.register(customerHistoryRoutes, deps);
  await app.register(couponRoutes, deps);
  await app.register(orderRoutes, deps);
  await app.register(gatewaySandboxRoutes, deps);
  await app.register(creditRoutes, deps);
  await app.register(placeRoutes, deps);
  await app.register(reviewRoutes, deps);
  await app.register(serviceRoutes, deps);
  await app.register(siteSearchRoutes, deps);
  return app;
}
