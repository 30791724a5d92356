/**
 * The demo integrator of the embeddable checkout (docs/embedding.md): key `demo`, the demo host
 * page's origins and a server secret that is PUBLIC (in this repository and the docs), like the
 * demo customers' password: development only. A real integrator gets a random secret
 * (src/embed/integrator-repository.ts, `newIntegratorSecret`).
 */
import type { Queryable } from '../db/db.js';
import { parseOriginList } from '../embed/embed-origin.js';
import { saveIntegrator, type NewIntegrator } from '../embed/integrator-repository.js';

export const DEMO_INTEGRATOR_KEY = 'demo';
export const DEMO_INTEGRATOR_NAME = 'Tienda Demo de Accesorios';
/** The demo host page of `npm start` (3005) and of the end-to-end suite (port offset +100). */
export const DEFAULT_EMBED_DEMO_ORIGINS = 'http://localhost:3005,http://localhost:3105';
export const DEFAULT_EMBED_DEMO_SECRET = 'demo-secret-para-pruebas';

/** EMBED_DEMO_ORIGINS (comma list) and EMBED_DEMO_SECRET, or their development defaults. */
export function demoIntegratorFromEnv(env: NodeJS.ProcessEnv): NewIntegrator {
  const origins = parseOriginList(
    'EMBED_DEMO_ORIGINS',
    env.EMBED_DEMO_ORIGINS?.trim() || DEFAULT_EMBED_DEMO_ORIGINS,
  );
  if (origins.length === 0) throw new Error('EMBED_DEMO_ORIGINS no tiene ningún origen');
  return {
    key: DEMO_INTEGRATOR_KEY,
    name: DEMO_INTEGRATOR_NAME,
    origins,
    secret: env.EMBED_DEMO_SECRET?.trim() || DEFAULT_EMBED_DEMO_SECRET,
  };
}

/** Saves the demo integrator (created, or brought up to date: safe to run again). */
export async function seedEmbedIntegrators(
  tx: Queryable,
  env: NodeJS.ProcessEnv = process.env,
): Promise<void> {
  await saveIntegrator(tx, demoIntegratorFromEnv(env));
}
