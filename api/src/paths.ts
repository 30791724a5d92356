import { fileURLToPath } from 'node:url';

/**
 * The package root (`api/`), found from this file so it is the same whether the code runs
 * from `src/` (tests) or `dist/` (production): both sit one level below the root.
 */
export const packageRoot = fileURLToPath(new URL('..', import.meta.url));
export const migrationsDir = fileURLToPath(new URL('../migrations', import.meta.url));
