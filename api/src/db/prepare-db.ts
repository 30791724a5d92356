import { join } from 'node:path';
import { applyReferenceData } from '../reference-data/reference-data.js';
import type { Db } from './db.js';
import { migrate } from './migrate.js';
import { openDb } from './open-db.js';

/** What the demo data loaded (src/seed/seed.ts returns it). */
export interface DemoDataSummary {
  categories: number;
  brands: number;
  products: number;
  customers: number;
}

export interface PrepareOptions {
  /**
   * Load the demo data (config `demoData`, from DEMO_DATA) when the store has no catalog and
   * no customers yet. Reference data is applied whatever this says.
   */
  demoData: boolean;
  /** SEED_PRODUCTS: minimum size of the demo catalog (benchmarks); ignored without demo data. */
  productCount?: number;
  /** Where the warning about demo accounts goes (tests capture it); the console by default. */
  warn?: ((message: string) => void) | undefined;
}

export interface PreparedData {
  migrationsApplied: string[];
  /** `name@version` of the reference data sets applied now (src/reference-data/). */
  referenceDataApplied: string[];
  /** Null when no demo data was asked for or the store already had data. */
  demoData: DemoDataSummary | null;
}

export interface PreparedDb extends PreparedData {
  db: Db;
}

/**
 * After a bulk load or a schema change the planner needs fresh statistics to pick the search
 * indexes, and the GIN indexes' pending lists should be merged. PostgreSQL's autovacuum would
 * get there eventually; PGlite has no autovacuum, so the API does it once, here.
 */
async function refreshStatistics(
  db: Db,
  change: { bulkLoaded: boolean; schemaChanged: boolean },
): Promise<void> {
  if (change.bulkLoaded) await db.exec('VACUUM ANALYZE');
  else if (change.schemaChanged) await db.exec('ANALYZE');
}

/**
 * The demo data module is imported here, on demand, and nowhere else outside src/seed/ (the
 * lint rule forbids static imports of it): a server that is not asked for demo data never
 * even loads the code that creates accounts with a published password.
 */
async function loadDemoData(db: Db, productCount: number): Promise<DemoDataSummary | null> {
  const demo = await import('../seed/seed.js');
  if (await demo.hasStoreData(db)) {
    // A demo store created before the embeddable checkout gets its demo integrator (an upsert),
    // so `npm start` on an older api/.data still serves the demo integrator's page; a real store
    // (no demo customers) never gets an integrator with a public secret. Likewise the back
    // office's demo staff, for a demo store seeded before it existed.
    if (await demo.isDemoStore(db)) {
      await demo.seedEmbedIntegrators(db);
      await demo.seedDemoStaff(db);
    }
    return null;
  }
  return demo.seed(db, { productCount });
}

function demoDataWarning(summary: DemoDataSummary): string {
  return (
    `Advertencia: se cargaron datos de demostración: ${summary.customers} clientes con la contraseña ` +
    `publicada en api/README.md (también el personal de demostración, sin segundo factor) y ` +
    `${summary.products} productos inventados; una tienda real no debe ` +
    'tenerlos (DATABASE_URL sin DEMO_DATA).'
  );
}

/**
 * Brings an open database up to date: migrations, then the reference data every store needs,
 * then, only when asked, the demo data. The same steps for the embedded engine and for
 * DATABASE_URL; what differs is only whether demo data is asked for (src/config.ts).
 */
export async function prepareDatabase(db: Db, options: PrepareOptions): Promise<PreparedData> {
  const migrationsApplied = await migrate(db);
  const referenceDataApplied = await applyReferenceData(db);
  const demoData = options.demoData ? await loadDemoData(db, options.productCount ?? 0) : null;
  if (demoData) (options.warn ?? console.warn)(demoDataWarning(demoData));
  await refreshStatistics(db, {
    bulkLoaded: demoData !== null,
    schemaChanged: migrationsApplied.length > 0 || referenceDataApplied.length > 0,
  });
  return { migrationsApplied, referenceDataApplied, demoData };
}

/**
 * Opens the database the configuration points at and prepares it (prepareDatabase). The
 * embedded engine keeps its files in `<dataDir>/pglite`.
 */
export async function prepareDb(
  config: {
    dataDir: string;
    databaseUrl?: string | undefined;
    seedProducts?: number;
    demoData: boolean;
  },
  warn?: (message: string) => void,
): Promise<PreparedDb> {
  const db = await openDb({ databaseUrl: config.databaseUrl, pgliteDir: join(config.dataDir, 'pglite') });
  try {
    const prepared = await prepareDatabase(db, {
      demoData: config.demoData,
      productCount: config.seedProducts ?? 0,
      warn,
    });
    return { db, ...prepared };
  } catch (error) {
    await db.close().catch(() => undefined);
    throw error;
  }
}
