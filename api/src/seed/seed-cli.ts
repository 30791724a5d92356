/**
 * `pnpm --filter @store/api seed [--reset]`: migrates and seeds the configured database.
 * `--reset` empties the seeded tables first (e.g. SEED_PRODUCTS=20000 for benchmarks).
 */
import { join } from 'node:path';
import { readConfig } from '../config.js';
import { migrate } from '../db/migrate.js';
import { openDb } from '../db/open-db.js';
import { clearSeededData, isSeeded, seed } from './seed.js';

async function main(): Promise<void> {
  const config = readConfig();
  const reset = process.argv.includes('--reset');
  const db = await openDb({ databaseUrl: config.databaseUrl, pgliteDir: join(config.dataDir, 'pglite') });
  try {
    await migrate(db);
    if (reset) await clearSeededData(db);
    if (!reset && (await isSeeded(db))) {
      console.log('La base de datos ya tiene datos; usa --reset para volver a sembrarla.');
      return;
    }
    const started = Date.now();
    const summary = await seed(db, { productCount: config.seedProducts });
    console.log(
      `Sembrados ${summary.products} productos, ${summary.brands} marcas, ${summary.pages} páginas, ${summary.customers} clientes en ${Date.now() - started} ms`,
    );
  } finally {
    await db.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
