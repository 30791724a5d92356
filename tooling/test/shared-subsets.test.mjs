// @ts-check
/**
 * A library shared through a narrow module (SHARED_SUBSETS) must still offer every name the
 * apps import from it, or a federated page would get `undefined` where the real package has a
 * component. Run with `node --test tooling/test/`.
 */
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, it } from 'node:test';
import { SHARED_SUBSETS, sharedConfig } from '../src/shared-dependencies.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const SUBSET_FILE = path.join(ROOT, 'app-kit/src/routing/shared-react-router-dom.ts');

/** The names a module re-exports with `export { a, b } from '...'`. */
function reExportedNames(file) {
  const source = readFileSync(file, 'utf8');
  const names = [];
  for (const [, list = ''] of source.matchAll(/export\s*\{([^}]*)\}\s*from/g)) {
    for (const line of list.split('\n')) {
      const code = line.replace(/\/\/.*$/, '');
      names.push(
        ...code
          .split(',')
          .map((name) => name.trim())
          .filter(Boolean),
      );
    }
  }
  return names;
}

/** name → files, for every value the workspace's TypeScript imports from `pkg`. */
function valueImports(pkg) {
  const files = execFileSync(
    'git',
    ['ls-files', '--cached', '--others', '--exclude-standard', '*.ts', '*.tsx'],
    {
      cwd: ROOT,
      encoding: 'utf8',
    },
  )
    .split('\n')
    .filter((file) => file && !file.includes('node_modules/'));
  const named = new RegExp(String.raw`import\s+(type\s+)?\{([^}]*)\}\s*from\s*['"]${pkg}['"]`, 'g');
  const whole = new RegExp(String.raw`import\s+(?!type\b)(?:\*\s+as\s+\w+|\w+)\s+from\s*['"]${pkg}['"]`);
  /** @type {Map<string, string[]>} */
  const names = new Map();
  for (const file of files) {
    const source = readFileSync(path.join(ROOT, file), 'utf8');
    if (whole.test(source)) names.set('(import sin nombres)', [file]);
    for (const [, typeOnly, list = ''] of source.matchAll(named)) {
      if (typeOnly) continue;
      for (const specifier of list.split(',').map((part) => part.trim())) {
        if (!specifier || specifier.startsWith('type ')) continue;
        const name = specifier.split(/\s+as\s+/)[0] ?? specifier;
        names.set(name, [...(names.get(name) ?? []), file]);
      }
    }
  }
  return names;
}

describe('react-router-dom compartido como subconjunto', () => {
  const subset = reExportedNames(SUBSET_FILE);

  it('every app build provides app-kit’s subset under the react-router-dom key', () => {
    for (const app of ['shell', 'mf-catalog', 'mf-cart-checkout', 'mf-portal', 'mf-support']) {
      const shared = sharedConfig(path.join(ROOT, app))['react-router-dom'];
      assert.equal(shared?.import, SUBSET_FILE, app);
      assert.equal(shared?.singleton, true, app);
    }
    assert.equal(SHARED_SUBSETS['react-router-dom'], '@store/app-kit/shared-react-router-dom');
  });

  it('offers every name an app imports from react-router-dom', () => {
    const imports = valueImports('react-router-dom');
    // The scan works: the store's links and routes are among what it found.
    for (const name of ['Link', 'Routes', 'useNavigate', 'StaticRouter']) assert.ok(imports.has(name), name);
    const missing = [...imports]
      .filter(([name]) => !subset.includes(name))
      .map(([name, files]) => `${name}: ${files.join(', ')}`);
    assert.deepEqual(missing, []);
  });

  it('re-exports only what React Router itself exports, and the same objects react-router-dom gives', () => {
    const fromAppKit = createRequire(path.join(ROOT, 'app-kit/package.json'));
    const fromShell = createRequire(path.join(ROOT, 'shell/package.json'));
    const reactRouter = fromAppKit('react-router');
    const reactRouterDom = fromShell('react-router-dom');
    assert.ok(subset.length > 20);
    for (const name of subset) {
      assert.notEqual(reactRouter[name], undefined, name);
      assert.equal(reactRouter[name], reactRouterDom[name], name);
    }
  });
});
