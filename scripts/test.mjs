// @ts-check
/**
 * `npm test` (and `.ci/run`): installs what is missing, then lint, type check, production
 * build, every package's Jest tests and the Playwright end-to-end suite against the
 * production build in Debian's Chromium (installed with apt-get when missing). Ends with one
 * summary line "N passed, N failed".
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { APPS, ROOT, buildAll, installDependencies, run, say } from './workspace.mjs';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const JEST_PACKAGES = ['shared-kernel', 'remote-kit', ...APPS, 'api'];
const RESULTS = path.join(ROOT, 'build', 'test-results');

function ensureChromium() {
  if (existsSync(CHROMIUM)) return;
  say('Instalando Chromium de Debian (apt-get install -y chromium)');
  const asRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const prefix = asRoot ? [] : ['sudo'];
  const apt = (/** @type {string[]} */ args) => {
    const result = spawnSync(
      prefix[0] ?? 'apt-get',
      [...prefix.slice(1), ...(asRoot ? [] : ['apt-get']), ...args],
      {
        stdio: 'inherit',
        env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
      },
    );
    return result.status === 0;
  };
  if (!apt(['update', '-qq']) || !apt(['install', '-y', '-qq', 'chromium']) || !existsSync(CHROMIUM)) {
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

installDependencies();
ensureChromium();

say('Lint (eslint, 0 advertencias)');
run(process.execPath, [path.join(ROOT, 'node_modules/eslint/bin/eslint.js'), '.', '--max-warnings=0']);
say('Formato (prettier --check)');
run(process.execPath, [path.join(ROOT, 'node_modules/prettier/bin/prettier.cjs'), '--check', '.']);

// tsc -b is the type check of every package; the same step emits the API's JavaScript.
buildAll();

rmSync(RESULTS, { recursive: true, force: true });
mkdirSync(RESULTS, { recursive: true });
const totals = { passed: 0, failed: 0, skipped: 0 };
let failedSuites = 0;
for (const pkg of JEST_PACKAGES) {
  say(`Pruebas de ${pkg} (jest)`);
  const outputFile = path.join(RESULTS, `${pkg}.json`);
  const result = spawnSync(
    process.execPath,
    [path.join(ROOT, pkg, 'node_modules/jest/bin/jest.js'), '--ci', '--json', `--outputFile=${outputFile}`],
    { cwd: path.join(ROOT, pkg), stdio: 'inherit' },
  );
  if (existsSync(outputFile)) {
    const counts = jestCounts(outputFile);
    totals.passed += counts.passed;
    totals.failed += counts.failed;
    totals.skipped += counts.skipped;
  }
  if (result.status !== 0) failedSuites += 1;
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
if (existsSync(e2eReport)) {
  const counts = playwrightCounts(e2eReport);
  totals.passed += counts.passed;
  totals.failed += counts.failed;
  totals.skipped += counts.skipped;
}
if (e2e.status !== 0) failedSuites += 1;

console.log('');
console.log(`total: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failedSuites > 0 || totals.failed > 0 ? 1 : 0);
