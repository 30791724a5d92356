/**
 * `pnpm --filter @store/api seed [--reset]`: migrates the configured database, applies the
 * reference data and loads the demo data. Running it is the explicit request for demo data, so
 * DEMO_DATA is not consulted; against a DATABASE_URL it logs the same warning as the server, and
 * with NODE_ENV=production it refuses to run (config.ts, seedRefusal).
 * `--reset` first empties the demo data and what the store did with it (e.g. for
 * SEED_PRODUCTS=20000 benchmarks); the reference data stays.
 */
import { join } from 'node:path';
import { readDatabaseConfig, seedRefusal } from '../config.js';
import { migrate } from '../db/migrate.js';
import { openDb } from '../db/open-db.js';
import { prepareDatabase } from '../db/prepare-db.js';
import { clearDemoData, hasStoreData } from './seed.js';

async function main(): Promise<void> {
  const refusal = seedRefusal();
  if (refusal) {
    console.error(refusal);
    process.exitCode = 1;
    return;
  }
  // Only the database settings: seeding needs no gateway or bot-check secrets.
  const config = readDatabaseConfig();
  const reset = process.argv.includes('--reset');
  const db = await openDb({ databaseUrl: config.databaseUrl, pgliteDir: join(config.dataDir, 'pglite') });
  try {
    await migrate(db);
    if (reset) await clearDemoData(db);
    else if (await hasStoreData(db)) {
      console.log('La base de datos ya tiene datos; usa --reset para volver a sembrarla.');
      return;
    }
    const started = Date.now();
    const { demoData } = await prepareDatabase(db, { demoData: true, productCount: config.seedProducts });
    if (demoData)
      console.log(
        `Sembrados ${demoData.products} productos, ${demoData.brands} marcas, ${demoData.customers} clientes en ${Date.now() - started} ms`,
      );
  } finally {
    await db.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
