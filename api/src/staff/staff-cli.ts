/**
 * `npm run staff -- <command>` (or `pnpm --filter @store/api staff -- <command>` with api/dist
 * built): staff accounts from the command line, above all the first admin of a production store,
 * which has no staff until then (docs/operations.md). The commands are in staff-commands.ts.
 *
 * It opens the database the API would (DATABASE_URL, or the embedded one in DATA_DIR), brings it
 * up to date (migrations and reference data, never demo data) and reads STAFF_TOTP_KEY as the
 * API does, so the secrets it issues are the ones the API can read.
 */
import { join } from 'node:path';
import { readDatabaseConfig } from '../config.js';
import { openDb } from '../db/open-db.js';
import { prepareDatabase } from '../db/prepare-db.js';
import { runStaffCommand } from './staff-commands.js';
import { staffSettingsFromEnv } from './staff-settings.js';

async function main(): Promise<void> {
  const settings = staffSettingsFromEnv(process.env);
  const config = readDatabaseConfig();
  const db = await openDb({ databaseUrl: config.databaseUrl, pgliteDir: join(config.dataDir, 'pglite') });
  try {
    await prepareDatabase(db, { demoData: false });
    process.exitCode = await runStaffCommand(process.argv.slice(2), {
      db,
      settings,
      env: process.env,
      print: (line) => console.log(line),
    });
  } finally {
    await db.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
