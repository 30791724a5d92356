// @ts-check
/**
 * `npm test` (and `.ci/run`): installs what is missing, then lint, type check, production
 * build, every package's Jest tests, the API's integration suite a second time against a real
 * PostgreSQL (a private throwaway cluster of Debian's `postgresql`, installed with apt-get when
 * missing; or the server TEST_DATABASE_URL names), and the Playwright end-to-end suite against
 * the production build in Debian's Chromium (installed with apt-get when missing). Ends with one
 * summary line "total: N passed, N failed, N skipped".
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { aptGet, ensurePostgres, startPostgres } from './postgres.mjs';
import { APPS, ROOT, STANDALONE_APPS, buildAll, installDependencies, run, say } from './workspace.mjs';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const JEST_PACKAGES = [
  'contracts',
  'shared-kernel',
  'app-kit',
  'remote-kit',
  ...APPS,
  ...STANDALONE_APPS,
  'api',
];
const RESULTS = path.join(ROOT, 'build', 'test-results');

function ensureChromium() {
  if (existsSync(CHROMIUM)) return;
  say('Instalando Chromium de Debian (apt-get install -y chromium)');
  if (!aptGet(['update', '-qq']) || !aptGet(['install', '-y', '-qq', 'chromium']) || !existsSync(CHROMIUM)) {
    console.error(`✖ No se pudo instalar Chromium en ${CHROMIUM}`);
    process.exit(1);
  }
}

/** @param {string} file @returns {{ passed: number, failed: number, skipped: number }} */
function jestCounts(file) {
  const report = /** @type {{ numPassedTests: number, numFailedTests: number, numPendingTests: number }} */ (
    JSON.parse(readFileSync(file, 'utf8'))
  );
  return { passed: report.numPassedTests, failed: report.numFailedTests, skipped: report.numPendingTests };
}

/** @param {string} file */
function playwrightCounts(file) {
  const report =
    /** @type {{ stats: { expected: number, unexpected: number, flaky: number, skipped: number } }} */ (
      JSON.parse(readFileSync(file, 'utf8'))
    );
  return {
    passed: report.stats.expected + report.stats.flaky,
    failed: report.stats.unexpected,
    skipped: report.stats.skipped,
  };
}

const runStarted = Date.now();
installDependencies();
ensureChromium();
// A server named by TEST_DATABASE_URL is used as it is; otherwise a private cluster, so apt
// runs (and fails loudly) before the long steps rather than after them.
const givenDatabaseUrl = process.env.TEST_DATABASE_URL || undefined;
const postgresBin = givenDatabaseUrl ? null : ensurePostgres();

say('Lint (eslint, 0 advertencias)');
run(process.execPath, [path.join(ROOT, 'node_modules/eslint/bin/eslint.js'), '.', '--max-warnings=0']);
say('Formato (prettier --check)');
run(process.execPath, [path.join(ROOT, 'node_modules/prettier/bin/prettier.cjs'), '--check', '.']);
say('Nombres de archivo (kebab-case; componentes en PascalCase)');
run(process.execPath, [path.join(ROOT, 'scripts/check-file-names.mjs')]);

// tsc -b is the type check of every package; the same step emits the API's JavaScript.
buildAll();
// The previous release's shell and remotes for e2e/tests/version-skew.spec.ts, rebuilt from git
// (cached in build/previous-release/<commit>); here, before the long steps, so a missing commit
// (a shallow clone) stops the run early with its explanation.
say('Versión anterior para la prueba de versiones mezcladas (scripts/build-previous-release.mjs)');
run(process.execPath, [path.join(ROOT, 'scripts/build-previous-release.mjs')]);

rmSync(RESULTS, { recursive: true, force: true });
mkdirSync(RESULTS, { recursive: true });
const totals = { passed: 0, failed: 0, skipped: 0 };
/** @type {string[]} */
const summary = [];
let failedSuites = 0;

/** @param {string} label @param {{ passed: number, failed: number, skipped: number }} counts */
function count(label, counts) {
  totals.passed += counts.passed;
  totals.failed += counts.failed;
  totals.skipped += counts.skipped;
  summary.push(`  ${label}: ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`);
}

/**
 * @param {string} label @param {string} pkg @param {string} reportName
 * @param {NodeJS.ProcessEnv} env
 */
function runJest(label, pkg, reportName, env) {
  say(`Pruebas de ${label} (jest)`);
  const outputFile = path.join(RESULTS, `${reportName}.json`);
  const started = Date.now();
  const result = spawnSync(
    process.execPath,
    [path.join(ROOT, pkg, 'node_modules/jest/bin/jest.js'), '--ci', '--json', `--outputFile=${outputFile}`],
    { cwd: path.join(ROOT, pkg), stdio: 'inherit', env },
  );
  if (existsSync(outputFile)) count(label, jestCounts(outputFile));
  else summary.push(`  ${label}: sin informe de jest`);
  if (result.status !== 0) failedSuites += 1;
  return Date.now() - started;
}

/**
 * Tests of plain Node modules (tooling's servers) with Node's own runner; counts from its TAP
 * summary lines (`# pass N`, `# fail N`, `# skipped N`).
 * @param {string} label @param {string} dir
 */
function runNodeTests(label, dir) {
  say(`Pruebas de ${label} (node --test)`);
  const report = path.join(RESULTS, `${label}.tap`);
  const result = spawnSync(
    process.execPath,
    [
      '--test',
      '--test-reporter=spec',
      '--test-reporter=tap',
      '--test-reporter-destination=stdout',
      `--test-reporter-destination=${report}`,
      dir,
    ],
    { cwd: ROOT, stdio: 'inherit' },
  );
  const tap = existsSync(report) ? readFileSync(report, 'utf8') : '';
  const figure = (/** @type {string} */ name) =>
    Number(new RegExp(`^# ${name} (\\d+)$`, 'm').exec(tap)?.[1] ?? 0);
  if (tap) count(label, { passed: figure('pass'), failed: figure('fail'), skipped: figure('skipped') });
  else summary.push(`  ${label}: sin informe de node --test`);
  if (result.status !== 0) failedSuites += 1;
}

runNodeTests('tooling', 'tooling/test/');

// The first API run uses the embedded engine (PGlite in memory) whatever the environment says.
const embeddedEnv = { ...process.env };
delete embeddedEnv.TEST_DATABASE_URL;
for (const pkg of JEST_PACKAGES) runJest(pkg, pkg, pkg, embeddedEnv);

// The same API suite against PostgreSQL: each test file creates its own database on this
// server, migrates it, loads the reference data and (explicitly, whatever DEMO_DATA says) the
// demo data, and drops it (api/test/support/test-app.ts). The private cluster is stopped and
// deleted afterwards, also when the run fails or is interrupted.
/** @type {import('./postgres.mjs').PostgresCluster | null} */
let postgres = null;
const stopPostgres = () => postgres?.stop();
process.on('exit', stopPostgres);
process.once('SIGINT', () => {
  stopPostgres();
  process.exit(130);
});
try {
  postgres = postgresBin ? await startPostgres(postgresBin) : null;
  const took = runJest('api (PostgreSQL)', 'api', 'api-postgresql', {
    ...process.env,
    TEST_DATABASE_URL: givenDatabaseUrl ?? postgres?.url ?? '',
  });
  console.log(`api (PostgreSQL): ${(took / 1000).toFixed(1)} s`);
} catch (error) {
  console.error(`✖ No se pudo preparar PostgreSQL para las pruebas de la API: ${String(error)}`);
  summary.push('  api (PostgreSQL): PostgreSQL no arrancó');
  failedSuites += 1;
} finally {
  stopPostgres();
}

say('Pruebas de extremo a extremo (Playwright + Chromium de Debian)');
const e2eReport = path.join(RESULTS, 'e2e.json');
const e2e = spawnSync(
  process.execPath,
  [path.join(ROOT, 'e2e/node_modules/@playwright/test/cli.js'), 'test'],
  {
    cwd: path.join(ROOT, 'e2e'),
    stdio: 'inherit',
    env: { ...process.env, CHROMIUM_PATH: CHROMIUM, PLAYWRIGHT_JSON_OUTPUT_NAME: e2eReport },
  },
);
if (existsSync(e2eReport)) count('e2e', playwrightCounts(e2eReport));
if (e2e.status !== 0) failedSuites += 1;

console.log('');
for (const line of summary) console.log(line);
const seconds = Math.round((Date.now() - runStarted) / 1000);
console.log(`duración: ${Math.floor(seconds / 60)} min ${seconds % 60} s`);
console.log(`total: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failedSuites > 0 || totals.failed > 0 ? 1 : 0);
