import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { TEST_PORTS } from './ports.js';
import { serveBackoffice, serveStore, startApi, stopAll } from './servers.js';

/**
 * Starts the production build exactly as `npm start` serves it, on test ports, with a fresh
 * embedded database. Individual specs start extra servers when they need to stop or move one.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'tienda-e2e-'));
  const api = await startApi(TEST_PORTS.api, dataDir);
  const store = await serveStore(TEST_PORTS);
  const backoffice = await serveBackoffice();
  return async () => {
    await stopAll([api, ...Object.values(store), backoffice]);
    rmSync(dataDir, { recursive: true, force: true });
  };
}
