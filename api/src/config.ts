import { join } from 'node:path';
import { DEFAULT_CORS_ORIGINS } from './app.js';
import { packageRoot } from './paths.js';

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
  return {
    port: integer('API_PORT', env.API_PORT, 4000),
    host: env.API_HOST || '0.0.0.0',
    dataDir: env.DATA_DIR || join(packageRoot, '.data'),
    databaseUrl: env.DATABASE_URL || undefined,
    corsOrigins: corsOrigins && corsOrigins.length > 0 ? corsOrigins : [...DEFAULT_CORS_ORIGINS],
    publicUrl: env.PUBLIC_URL || undefined,
    seedProducts: integer('SEED_PRODUCTS', env.SEED_PRODUCTS, 0),
    logLevel: env.LOG_LEVEL || 'warn',
  };
}
