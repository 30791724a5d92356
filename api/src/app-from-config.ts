/**
 * The API a start serves for a read configuration: server.ts runs it, and the tests of a
 * production start (test/production-config.test.ts) build exactly the same app, so no option
 * can be wired differently in one of them.
 */
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.js';
import type { ApiConfig } from './config.js';
import type { Db } from './db/db.js';

export function buildAppFromConfig(config: ApiConfig, db: Db): Promise<FastifyInstance> {
  return buildApp({
    db,
    imageCacheDir: join(config.dataDir, 'images'),
    corsOrigins: config.corsOrigins,
    publicUrl: config.publicUrl,
    logger: { level: config.logLevel },
    gateway: config.gateway,
    gatewaySandbox: config.gatewaySandbox,
    checkout: config.checkout,
    account: config.account,
    trustProxy: config.trustProxy,
    catalogCache: config.catalogCache,
    rateLimits: config.rateLimits,
    serverLimits: config.serverLimits,
    embed: config.embed,
    imageRendering: config.imageRendering,
  });
}
