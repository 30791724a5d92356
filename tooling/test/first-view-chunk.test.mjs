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

/**
 * @param {ReturnType<typeof chunkFrom>[]} chunks the chunks the module is in
 * @param {string} [type] the module's type
 */
function joins(chunks, type = 'javascript/auto') {
  const group = firstViewCacheGroups({
    shares: ['react', '@reduxjs/toolkit/', '@store/app-kit/shared-mui-components'],
    imports: ['./bootstrap', './app/App'],
  })[FIRST_VIEW_CHUNK];
  assert.ok(group && typeof group === 'object' && typeof group.test === 'function');
  const chunkGraph = { getModuleChunksIterable: () => chunks };
  // @ts-expect-error: only the parts of webpack's module and chunk graph the test reads
  return group.test({ type }, { chunkGraph });
}

describe('el fragmento de la primera vista del shell', () => {
  it('is one named async chunk, whatever its size', () => {
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
});
