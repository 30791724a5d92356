// @ts-check
/**
 * A library shared through a narrow module (SHARED_SUBSETS) must still offer every name the
 * apps import from it, or a federated page would get `undefined` where the real package has a
 * component; and it must give the package's own objects. Run with `node --test tooling/test/`.
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

/**
 * Each subset: its share key, its file, the package its names come from (resolved from app-kit)
 * and a few names the scan must find (so a broken scan cannot pass).
 */
const SUBSETS = [
  {
    key: 'react-router-dom',
    file: path.join(ROOT, 'app-kit/src/routing/shared-react-router-dom.ts'),
    source: 'react-router',
    surelyImported: ['Link', 'Routes', 'useNavigate', 'StaticRouter'],
  },
  {
    key: '@mui/material/styles',
    file: path.join(ROOT, 'app-kit/src/theme/shared-mui-styles.ts'),
    source: '@mui/material',
    surelyImported: ['ThemeProvider', 'createTheme', 'alpha'],
  },
];

/** @param {string} text */
const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

for (const subsetInfo of SUBSETS) {
  describe(`${subsetInfo.key} compartido como subconjunto`, () => {
    const subset = reExportedNames(subsetInfo.file);

    it(`every app build provides app-kit’s subset under the ${subsetInfo.key} key`, () => {
      for (const app of ['shell', 'mf-catalog', 'mf-cart-checkout', 'mf-portal', 'mf-support']) {
        const shared = sharedConfig(path.join(ROOT, app))[subsetInfo.key];
        assert.equal(shared?.import, subsetInfo.file, app);
        assert.equal(shared?.singleton, true, app);
      }
      assert.ok(subsetInfo.key in SHARED_SUBSETS);
    });

    it(`offers every name an app imports from ${subsetInfo.key}`, () => {
      const imports = valueImports(escapeRegExp(subsetInfo.key));
      for (const name of subsetInfo.surelyImported) assert.ok(imports.has(name), name);
      const missing = [...imports]
        .filter(([name]) => !subset.includes(name))
        .map(([name, files]) => `${name}: ${files.join(', ')}`);
      assert.deepEqual(missing, []);
    });

    it(`re-exports the very objects ${subsetInfo.key} itself exports`, () => {
      const fromAppKit = createRequire(path.join(ROOT, 'app-kit/package.json'));
      const fromShell = createRequire(path.join(ROOT, 'shell/package.json'));
      const source = fromAppKit(subsetInfo.source);
      const whole = fromShell(subsetInfo.key);
      assert.ok(subset.length > 10);
      for (const name of subset) {
        assert.notEqual(source[name], undefined, name);
        assert.equal(source[name], whole[name], name);
      }
    });
  });
}

/**
 * app-kit's modules of MUI components, each shared as itself: the first views' (every app takes
 * them from the shell) and the pages' (every remote takes them from the shell).
 */
const COMPONENT_MODULES = [
  {
    title: 'componentes MUI de la primera vista, un solo módulo compartido',
    file: path.join(ROOT, 'app-kit/src/theme/shared-mui-components.ts'),
    key: '@store/app-kit/shared-mui-components',
    surelyImported: ['Box', 'Typography', 'Button', 'Chip'],
  },
  {
    title: 'componentes MUI de las páginas (formularios, tablas, listados), un solo módulo compartido',
    file: path.join(ROOT, 'app-kit/src/theme/shared-mui-page-components.ts'),
    key: '@store/app-kit/shared-mui-page-components',
    surelyImported: ['TextField', 'Pagination', 'Rating', 'Table'],
  },
];

for (const { title, file, key, surelyImported } of COMPONENT_MODULES) {
  describe(title, () => {
    const APPS = ['shell', 'mf-catalog', 'mf-cart-checkout', 'mf-portal', 'mf-support'];

    it('every app shares the module as itself, and the icons’ SvgIcon, as singletons', () => {
      for (const app of APPS) {
        const shared = sharedConfig(path.join(ROOT, app));
        assert.equal(shared[key]?.singleton, true, app);
        // Provided as itself: no subset file stands in for it.
        assert.equal(shared[key]?.import, undefined, app);
        assert.equal(shared['@mui/material/SvgIcon']?.singleton, true, app);
      }
    });

    it('re-exports each component as default of its own MUI path, under its own name', () => {
      const source = readFileSync(file, 'utf8');
      const lines = [...source.matchAll(/^export \{ default as (\w+) \} from '@mui\/material\/(\w+)';$/gm)];
      assert.ok(lines.length > 10);
      const fromAppKit = createRequire(path.join(ROOT, 'app-kit/package.json'));
      const mui = fromAppKit('@mui/material');
      for (const [, name, folder] of lines) {
        assert.equal(name, folder);
        assert.notEqual(mui[/** @type {string} */ (name)], undefined, name);
      }
      // Nothing else is exported: the module is exactly this list.
      assert.equal(reExportedNames(file).length, lines.length);
    });

    it('offers every name an app imports from it, and apps import the components there', () => {
      const subset = reExportedNames(file).map((spec) => spec.replace(/^default as /, ''));
      const imports = valueImports(escapeRegExp(key));
      for (const name of surelyImported) assert.ok(imports.has(name), name);
      const missing = [...imports].filter(([name]) => !subset.includes(name)).map(([name]) => name);
      assert.deepEqual(missing, []);
    });
  });
}

describe('el shell ofrece los componentes de las páginas sin importarlos', () => {
  const key = '@store/app-kit/shared-mui-page-components';

  it('a share listed as provided-unimported is given as its own file (webpack then always provides it)', () => {
    const shellDir = path.join(ROOT, 'shell');
    const file = createRequire(path.join(shellDir, 'package.json')).resolve(key);
    assert.equal(sharedConfig(shellDir, [key])[key]?.import, file);
    assert.equal(sharedConfig(shellDir)[key]?.import, undefined);
  });

  it("the shell's production build provides it, outside its first-view chunk", async () => {
    const { default: shellConfig, SHELL_FIRST_VIEW } = await import(
      path.join(ROOT, 'shell/webpack.config.mjs')
    );
    const config = shellConfig({}, { mode: 'production' });
    const federation = config.plugins.find(
      (/** @type {{ constructor: { name: string } }} */ plugin) =>
        plugin?.constructor.name === 'ModuleFederationPlugin',
    );
    const shared = /** @type {{ _options: { shared: Record<string, { import?: string }> } }} */ (federation)
      ._options.shared;
    assert.match(String(shared[key]?.import), /shared-mui-page-components\.ts$/);
    // The home page never downloads it: the first-view chunk takes React and the first views'
    // components, not this module.
    assert.ok(config.optimization.splitChunks.cacheGroups['first-view']);
    assert.ok(SHELL_FIRST_VIEW.shares.includes('@store/app-kit/shared-mui-components'));
    assert.ok(!SHELL_FIRST_VIEW.shares.includes(key));
  });
});

describe('versiones requeridas', () => {
  /** @param {string} app @returns {Promise<Record<string, { requiredVersion?: string | false, version?: string }>>} */
  async function sharedOfBuild(app) {
    const { default: appConfig } = await import(path.join(ROOT, app, 'webpack.config.mjs'));
    const config = appConfig({}, { mode: 'production' });
    const federation = config.plugins.find(
      (/** @type {{ constructor: { name: string } }} */ plugin) =>
        plugin?.constructor.name === 'ModuleFederationPlugin',
    );
    return federation._options.shared;
  }

  it('a remote requires ^<its version> of every share (the page may hold an older one)', async () => {
    const shared = await sharedOfBuild('mf-catalog');
    assert.ok(Object.keys(shared).length > 10);
    for (const [key, config] of Object.entries(shared)) {
      assert.equal(config.requiredVersion, `^${String(config.version)}`, key);
    }
  });

  it('the shell, the page host that loads first, skips the check on its own shares', async () => {
    const shared = await sharedOfBuild('shell');
    assert.ok(Object.keys(shared).length > 10);
    for (const [key, config] of Object.entries(shared)) {
      assert.equal(config.requiredVersion, false, key);
      assert.match(String(config.version), /^\d+\.\d+\.\d+/, key);
    }
  });
});
