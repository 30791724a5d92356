import cors from '@fastify/cors';
import { SHARED_SCHEMAS } from '@store/contracts';
import swagger from '@fastify/swagger';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { Db } from './db/db.js';
import { assertContractSchemas } from './http/contract-schemas.js';
import { frameworkErrorHandler, registerErrorHandling } from './http/errors.js';
import { registerInputGuard } from './http/input-guard.js';
import { HOST_HEADER_SERVER_OPTIONS, registerProtocolChecks } from './http/protocol-checks.js';
import { registerSecurityHeaders, setSecurityHeaders } from './http/security-headers.js';
import {
  applyRouteBodyLimit,
  serverTimeoutOptions,
  storeClientErrorHandler,
  type ServerLimits,
} from './http/server-limits.js';
import { ProductImageRenderer } from './images/image-renderer.js';
import { RenderQueue, type RenderQueueSettings } from './images/render-queue.js';
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
import { gatewayAnswerRoutes, gatewaySandboxRoutes } from './routes/gateway-routes.js';
import { orderRoutes } from './routes/order-routes.js';
import { placeRoutes } from './routes/place-routes.js';
import { reviewRoutes } from './routes/review-routes.js';
import { serviceRoutes } from './routes/service-routes.js';
import { siteSearchRoutes } from './routes/site-search-routes.js';
import { seoRoutes } from './seo/seo-routes.js';
import type { RouteDeps } from './routes/route-deps.js';
import { createBotVerifier, type BotVerifier } from './auth/bot-verifier.js';
import { LoginThrottle } from './auth/login-throttle.js';
import { MemoryAttemptStore, type AttemptStore } from './auth/login-throttle-store.js';
import { RateLimiter, type RateLimits } from './http/rate-limit.js';
import { outboxRoutes } from './routes/outbox-routes.js';
import { adminAuditRoutes } from './routes/admin-audit-routes.js';
import { adminMailRoutes } from './routes/admin-mail-routes.js';
import { adminAuthRoutes } from './routes/admin-auth-routes.js';
import { adminCreditRoutes } from './routes/admin-credit-routes.js';
import { adminStaffRoutes } from './routes/admin-staff-routes.js';
import { adminOrderRoutes } from './routes/admin-order-routes.js';
import { adminCatalogRoutes } from './routes/admin-catalog-routes.js';
import { adminSupportRoutes } from './routes/admin-support-routes.js';
import { adminIntegratorRoutes } from './routes/admin-integrator-routes.js';
import { createStaffAccess, registerStaffAccess } from './staff/staff-access.js';
import { embedRoutes } from './embed/embed-routes.js';
import { DEFAULT_EMBED_SETTINGS, type EmbedSettings } from './embed/embed-settings.js';
import { DEFAULT_ACCOUNT_SETTINGS, type AccountSettings } from './users/account-settings.js';
import { DEFAULT_CHECKOUT_SETTINGS, type CheckoutSettings } from './orders/checkout-settings.js';
import {
  defaultGatewaySettings,
  unconfiguredGatewaySettings,
  type GatewaySettings,
} from './payments/gateway-settings.js';

// 3006: the back office (backoffice/), on its own origin.
export const DEFAULT_CORS_ORIGINS: readonly string[] = [3000, 3001, 3002, 3003, 3004, 3006].flatMap(
  (port) => [`http://localhost:${port}`, `http://127.0.0.1:${port}`],
);

export interface AppOptions {
  db: Db;
  /** Where rendered product images are cached; undefined renders every time (tests). */
  imageCacheDir?: string | undefined;
  /** Limits of the image render queue (IMAGE_RENDER_*, src/images/render-queue.ts); defaults otherwise. */
  imageRendering?: Partial<RenderQueueSettings> | undefined;
  /** Overrides `imageRendering` (tests plug in their own queue to watch it). */
  imageRenderQueue?: RenderQueue | undefined;
  corsOrigins?: readonly string[] | undefined;
  /** Public base URL, listed as the server in the OpenAPI document. */
  publicUrl?: string | undefined;
  logger?: FastifyServerOptions['logger'];
  /**
   * Card gateway (docs/orders.md). Not given: the development gateway when `gatewaySandbox` is
   * on, otherwise a random secret nobody knows (card payments cannot complete).
   */
  gateway?: GatewaySettings | undefined;
  /**
   * Serve the gateway sandbox (POST /gateway/sandbox/transact): a development aid, off unless
   * asked for (GATEWAY_SANDBOX / DEVELOPMENT_AIDS; tests). With it off, no request to this API
   * can mark an order paid.
   */
  gatewaySandbox?: boolean | undefined;
  /** Stock reservation times; defaults 30 min (card) and 48 h (transfer, pay at store). */
  checkout?: CheckoutSettings | undefined;
  /**
   * Bot check, login/reset throttling, STORE_URL, dev outbox (docs/account.md). Not given: no
   * outbox and no bot check provider (every login and signup refused).
   */
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
  /** Body size limit and HTTP timeouts (src/http/server-limits.ts); defaults otherwise. */
  serverLimits?: Partial<ServerLimits> | undefined;
  /** The embeddable checkout (CHECKOUT_PUBLIC_URL, src/embed/); http://localhost:3002 otherwise. */
  embed?: EmbedSettings | undefined;
}

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const timeouts = serverTimeoutOptions(options.serverLimits);
  const app = Fastify({
    logger: options.logger ?? false,
    routerOptions: { ignoreTrailingSlash: true },
    // The login throttle counts per client address; behind a proxy that address is forwarded.
    trustProxy: options.trustProxy ?? false,
    // Report every bad field at once, so forms can mark them all.
    ajv: { customOptions: { allErrors: true } },
    // The router's own 400/414 (bad %-escape, over-long parameter) in the store's error shape.
    // These answers skip every hook, so the security headers are set here too.
    frameworkErrors: (error, request, reply) => {
      setSecurityHeaders(request, reply);
      frameworkErrorHandler(error, request, reply);
    },
    // Requests the HTTP parser rejects (e.g. raw non-ASCII in the URL) or that arrive too
    // slowly still get our JSON shape (400, 408, 431).
    clientErrorHandler: storeClientErrorHandler,
    // Fastify waits forever and reads 1 MiB by default: slow or huge requests are cut instead.
    ...timeouts,
    // A request without Host reaches the store's own refusal (src/http/protocol-checks.ts).
    http: { ...timeouts.http, ...HOST_HEADER_SERVER_OPTIONS },
  });

  registerErrorHandling(app);
  // Before every route plugin, so its hook runs first on every answer (src/http/security-headers.ts).
  registerSecurityHeaders(app);
  registerInputGuard(app);
  registerOwnership(app);
  // Before @fastify/cors, whose own refusal of a non-preflight OPTIONS is plain text.
  registerProtocolChecks(app);
  app.addHook('onRoute', assertContractSchemas);
  app.addHook('onRoute', applyRouteBodyLimit);
  // Before any route: every /admin/ route gets the staff guard its config.staffRoles asks for.
  const staffSettings = (options.account ?? DEFAULT_ACCOUNT_SETTINGS).staff;
  registerStaffAccess(app, createStaffAccess(options.db, staffSettings));
  for (const schema of SHARED_SCHEMAS) app.addSchema(schema);

  await app.register(cors, {
    origin: [...(options.corsOrigins ?? DEFAULT_CORS_ORIGINS)],
    methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
    allowedHeaders: [
      'content-type',
      'authorization',
      'idempotency-key',
      'x-order-token',
      // The embeddable checkout's frame attributes its orders (docs/embedding.md).
      'x-embed-integrator',
      'x-embed-origin',
    ],
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
    gateway:
      options.gateway ??
      (options.gatewaySandbox
        ? defaultGatewaySettings(options.publicUrl)
        : unconfiguredGatewaySettings(options.publicUrl)),
    checkout: options.checkout ?? DEFAULT_CHECKOUT_SETTINGS,
    limiter: new RateLimiter(options.rateLimits, attemptStore),
  };
  await app.register(systemRoutes);
  await app.register(catalogRoutes, { db, cache: options.catalogCache });
  await app.register(contentRoutes, { db });
  const renderQueue = options.imageRenderQueue ?? new RenderQueue(options.imageRendering);
  await app.register(imageRoutes, {
    db,
    renderer: new ProductImageRenderer(options.imageCacheDir, renderQueue),
  });
  // The safe side of every switch unless asked otherwise (readConfig, createTestApp).
  const account = options.account ?? DEFAULT_ACCOUNT_SETTINGS;
  await app.register(userRoutes, {
    ...deps,
    botVerifier: options.botVerifier ?? createBotVerifier(account.botCheck),
    throttle: new LoginThrottle(attemptStore, account.throttle),
    storeUrl: account.storeUrl,
  });
  if (account.devOutbox) await app.register(outboxRoutes, deps);
  await app.register(seoRoutes, { db, storeUrl: account.storeUrl });
  await app.register(customerRoutes, deps);
  await app.register(customerHistoryRoutes, deps);
  await app.register(couponRoutes, deps);
  await app.register(orderRoutes, deps);
  await app.register(embedRoutes, {
    ...deps,
    settings: options.embed ?? DEFAULT_EMBED_SETTINGS,
    publicUrl: options.publicUrl,
  });
  // Development aid only: it accepts test cards and marks orders paid (issue 10, defect 1).
  await app.register(gatewayAnswerRoutes, deps);
  if (options.gatewaySandbox) await app.register(gatewaySandboxRoutes, deps);
  await app.register(creditRoutes, deps);
  await app.register(placeRoutes, deps);
  await app.register(reviewRoutes, deps);
  await app.register(serviceRoutes, deps);
  await app.register(siteSearchRoutes, deps);
  // The back office (issue 34): staff login, staff administration, the audit log, the mail queue.
  const admin = { ...deps, staffSettings, attemptStore };
  await app.register(adminAuthRoutes, admin);
  await app.register(adminStaffRoutes, admin);
  await app.register(adminAuditRoutes, admin);
  await app.register(adminOrderRoutes, admin);
  await app.register(adminCreditRoutes, admin);
  await app.register(adminCatalogRoutes, admin);
  await app.register(adminMailRoutes, admin);
  await app.register(adminSupportRoutes, admin);
  await app.register(adminIntegratorRoutes, admin);
  return app;
}
