// @ts-check
/**
 * Which modules join the shell's one first-view chunk (src/webpack-first-view-chunk.mjs): the
 * modules of the chunks a listed share or start-up import created, never the federation's own
 * modules, never what only an on-demand chunk holds. Run with `node --test tooling/test/`.
 * The real build is checked end to end: e2e/tests/first-view-budget.spec.ts.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { FIRST_VIEW_CHUNK, firstViewCacheGroups } from '../src/webpack-first-view-chunk.mjs';

/**
 * A chunk created by blocks with these origins, as webpack's chunk graph reports them.
 * @param {{ request?: string, provides?: string }[]} origins
 */
function chunkFrom(origins) {
  return {
    groupsIterable: [
      {
        origins: origins.map(({ request, provides }) => ({
          request: request ?? null,
          module: {
            libIdent: () => (provides ? `webpack/sharing/provide/default/${provides}` : './src/x.ts'),
          },
        })),
      },
    ],
  };
}

const OPTIONS = {
  shares: ['react', '@reduxjs/toolkit/', '@store/app-kit/shared-mui-components'],
  imports: ['./bootstrap', './app/App'],
  onDemandShares: { 'page-components': ['@store/app-kit/shared-mui-page-components'] },
  parts: { 'first-view-react-dom': /[\\/]node_modules[\\/]react-dom[\\/]/ },
};

/**
 * @param {ReturnType<typeof chunkFrom>[]} chunks the chunks the module is in
 * @param {string} [type] the module's type
 * @param {string} [groupName] which cache group
 * @param {string} [resource] the module's file
 */
function joins(chunks, type = 'javascript/auto', groupName = FIRST_VIEW_CHUNK, resource = '/shell/src/x.ts') {
  const group = firstViewCacheGroups(OPTIONS)[groupName];
  assert.ok(group && typeof group === 'object' && typeof group.test === 'function');
  const chunkGraph = { getModuleChunksIterable: () => chunks };
  // @ts-expect-error: only the parts of webpack's module and chunk graph the test reads
  return group.test({ type, nameForCondition: () => resource }, { chunkGraph });
}

describe('el fragmento de la primera vista del shell', () => {
  it('is one named async chunk, whatever its size (unless parts are named)', () => {
    const group = firstViewCacheGroups({ shares: [], imports: [] })[FIRST_VIEW_CHUNK];
    assert.ok(group && typeof group === 'object');
    assert.equal(group.name, 'first-view');
    assert.equal(group.chunks, 'async');
    assert.equal(group.enforce, true);
  });

  it('takes the modules of a listed share, under a listed prefix too, and of a start-up import', () => {
    assert.equal(joins([chunkFrom([{ provides: 'react' }])]), true);
    assert.equal(joins([chunkFrom([{ provides: '@reduxjs/toolkit/query/react' }])]), true);
    assert.equal(joins([chunkFrom([{ provides: '@store/app-kit/shared-mui-components' }])]), true);
    assert.equal(joins([chunkFrom([{ request: './app/App' }])]), true);
  });

  it('takes a module an on-demand chunk also uses (loaded already when that chunk is asked for)', () => {
    assert.equal(
      joins([chunkFrom([{ request: './ChatOverlay' }]), chunkFrom([{ request: './bootstrap' }])]),
      true,
    );
  });

  it('leaves what only on-demand chunks and unlisted shares hold', () => {
    assert.equal(joins([chunkFrom([{ request: './ChatOverlay' }])]), false);
    assert.equal(joins([chunkFrom([{ provides: 'notistack' }])]), false);
    // A prefix covers what is under it, not a package whose name merely starts the same.
    assert.equal(joins([chunkFrom([{ provides: 'reactive' }])]), false);
  });

  it("never takes the federation's provide and consume modules (a chunk would wait on itself)", () => {
    const startUp = [chunkFrom([{ request: './bootstrap' }])];
    assert.equal(joins(startUp, 'consume-shared-module'), false);
    assert.equal(joins(startUp, 'provide-module'), false);
  });

  it('gathers an on-demand share in its own file, below the first view, but not what a lazy part of the shell also uses', () => {
    const page = chunkFrom([{ provides: '@store/app-kit/shared-mui-page-components' }]);
    const startUp = chunkFrom([{ request: './bootstrap' }]);
    const phoneMenu = chunkFrom([{ request: './MobileMenuDrawer' }]);
    const groups = firstViewCacheGroups(OPTIONS);
    assert.equal(groups['page-components']?.name, 'page-components');
    assert.ok(Number(groups['page-components']?.priority) < Number(groups[FIRST_VIEW_CHUNK]?.priority));
    assert.equal(joins([page], undefined, 'page-components'), true);
    // Also in the first view: the first-view group (higher priority) takes it.
    assert.equal(joins([page, startUp], undefined, 'page-components'), true);
    assert.equal(joins([page, startUp]), true);
    // The phone menu's drawer would otherwise bring every form component along.
    assert.equal(joins([page, phoneMenu], undefined, 'page-components'), false);
    assert.equal(joins([phoneMenu], undefined, 'page-components'), false);
    assert.equal(joins([page], 'consume-shared-module', 'page-components'), false);
  });

  it('a part takes the first-view modules of its files, above the first view; the rest stays there', () => {
    const reactDom = '/node_modules/.pnpm/react-dom@19/node_modules/react-dom/cjs/client.js';
    const startUp = [chunkFrom([{ request: './bootstrap' }])];
    const onDemand = [chunkFrom([{ request: './ChatOverlay' }])];
    const groups = firstViewCacheGroups(OPTIONS);
    assert.equal(groups['first-view-react-dom']?.name, 'first-view-react-dom');
    assert.ok(Number(groups['first-view-react-dom']?.priority) > Number(groups[FIRST_VIEW_CHUNK]?.priority));
    assert.equal(joins(startUp, undefined, 'first-view-react-dom', reactDom), true);
    // Not its files, or not in the first view: not its module.
    assert.equal(joins(startUp, undefined, 'first-view-react-dom'), false);
    assert.equal(joins(onDemand, undefined, 'first-view-react-dom', reactDom), false);
    assert.equal(joins(startUp, 'consume-shared-module', 'first-view-react-dom', reactDom), false);
    // Without parts, the first view is one file.
    assert.equal(firstViewCacheGroups({ shares: [], imports: [] })['first-view-react-dom'], undefined);
  });
});
