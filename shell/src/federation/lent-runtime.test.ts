import { readFileSync } from 'node:fs';
import path from 'node:path';
import { LENT_RUNTIME, lendFederationRuntime, lentRuntimeVersion } from './lent-runtime';

interface PageGlobal {
  _FEDERATION_RUNTIME_CORE?: unknown;
  _FEDERATION_RUNTIME_CORE_FROM?: unknown;
}

/**
 * The names `@module-federation/runtime` imports from `@module-federation/runtime-core`: what a
 * lean entry (which bundles the former and takes the latter from the page) will ask for.
 */
function namesTheLeanEntryImports(): string[] {
  // pnpm keeps each package's dependencies beside it: enhanced → runtime-tools → runtime.
  const fromEnhanced = require.resolve('@module-federation/enhanced/runtime');
  const runtimeTools = require.resolve('@module-federation/runtime-tools/runtime', { paths: [fromEnhanced] });
  const runtimeIndex = require.resolve('@module-federation/runtime', { paths: [runtimeTools] });
  const dist = path.dirname(runtimeIndex);
  const names = new Set<string>();
  for (const file of ['index.js', 'helpers.js', 'utils.js']) {
    const source = readFileSync(path.join(dist, file), 'utf8');
    for (const [, list = ''] of source.matchAll(
      /import\s*\{([^}]*)\}\s*from\s*"@module-federation\/runtime-core"/g,
    )) {
      for (const name of list.split(',')) if (name.trim()) names.add(name.trim().split(/\s+as\s+/)[0] ?? '');
    }
  }
  return [...names];
}

describe('runtime de federación prestado a los remotos', () => {
  afterEach(() => {
    const page = globalThis as PageGlobal;
    delete page._FEDERATION_RUNTIME_CORE;
    delete page._FEDERATION_RUNTIME_CORE_FROM;
  });

  it('lends every name the lean entries import from the runtime, each a real object', () => {
    const needed = namesTheLeanEntryImports();
    expect(needed).toEqual(expect.arrayContaining(['ModuleFederation', 'helpers', 'CurrentGlobal']));
    for (const name of needed) {
      expect(LENT_RUNTIME).toHaveProperty(name);
      expect(LENT_RUNTIME[name]).toBeDefined();
    }
  });

  it('puts them where MF’s external runtime looks, with the version', () => {
    lendFederationRuntime('2.9.2');
    const page = globalThis as PageGlobal;
    expect(page._FEDERATION_RUNTIME_CORE).toBe(LENT_RUNTIME);
    expect(page._FEDERATION_RUNTIME_CORE_FROM).toEqual({ name: 'shell', version: '2.9.2' });
    expect(lentRuntimeVersion()).toBe('2.9.2');
  });

  it('leaves another runtime lent on the page alone, and then lends none', () => {
    const integrators = { lentBy: 'otra página' };
    (globalThis as PageGlobal)._FEDERATION_RUNTIME_CORE = integrators;
    jest.isolateModules(() => {
      // A fresh module: nothing lent yet in it.
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const fresh = require('./lent-runtime') as typeof import('./lent-runtime');
      fresh.lendFederationRuntime('2.9.2');
      expect((globalThis as PageGlobal)._FEDERATION_RUNTIME_CORE).toBe(integrators);
      expect(fresh.lentRuntimeVersion()).toBeUndefined();
    });
  });
});
