// @ts-check
/**
 * A remote's lean build (src/webpack-lean-entry.mjs) reaches the page only through the full
 * build's manifest: its own manifest nested there with the runtime version it was built with.
 * Run with `node --test tooling/test/`.
 */
import assert from 'node:assert/strict';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';
import {
  LEAN_REMOTE_ENTRY,
  federationVersion,
  leanRemoteEntryConfig,
  nestLeanManifest,
} from '../src/webpack-lean-entry.mjs';

describe('la entrada ligera de un remoto', () => {
  it('nests the lean manifest in the full one, with the federation version, and removes its folder', () => {
    const dist = mkdtempSync(path.join(os.tmpdir(), 'lean-entry-'));
    try {
      const full = { id: 'catalog', metaData: { name: 'catalog', remoteEntry: { name: 'remoteEntry.js' } } };
      const lean = { id: 'catalog', metaData: { name: 'catalog', remoteEntry: { name: LEAN_REMOTE_ENTRY } } };
      writeFileSync(path.join(dist, 'mf-manifest.json'), JSON.stringify(full));
      const leanDir = path.join(dist, 'lean-manifest');
      mkdirSync(leanDir);
      writeFileSync(path.join(leanDir, 'mf-manifest.json'), JSON.stringify(lean));
      writeFileSync(path.join(leanDir, 'mf-stats.json'), '{}');

      nestLeanManifest(dist, leanDir);

      const written = JSON.parse(readFileSync(path.join(dist, 'mf-manifest.json'), 'utf8'));
      assert.deepEqual(written.metaData.remoteEntry, full.metaData.remoteEntry);
      assert.deepEqual(written.metaData.leanBuild, { runtimeVersion: federationVersion(), manifest: lean });
      assert.equal(existsSync(leanDir), false);
    } finally {
      rmSync(dist, { recursive: true, force: true });
    }
  });

  it('announces the version of the federation runtime the shell bundles and lends', () => {
    const fromShell = createRequire(path.resolve(import.meta.dirname, '../../shell/package.json'));
    // Its package.json is not exported: read it beside the resolved dist/ folder.
    const entry = fromShell.resolve('@module-federation/runtime-core');
    const core = JSON.parse(readFileSync(path.join(path.dirname(entry), '../package.json'), 'utf8'));
    assert.equal(federationVersion(), core.version);
  });

  it('builds only the container, without the runtime, under its own chunk names and chunk global', () => {
    const config = leanRemoteEntryConfig({ dir: '/tmp/x', name: 'catalog', exposes: { './A': './a.ts' } });
    assert.deepEqual(config.entry, {});
    assert.equal(config.output?.clean, false);
    assert.equal(config.output?.uniqueName, 'catalog-lean');
    assert.match(String(config.output?.chunkFilename), /^lean\./);
    const federation = config.plugins?.find(
      (plugin) => plugin?.constructor.name === 'ModuleFederationPlugin',
    );
    const options =
      /** @type {{ _options: { filename: string, experiments: { externalRuntime: boolean } } }} */ (
        /** @type {unknown} */ (federation)
      )._options;
    assert.equal(options.filename, LEAN_REMOTE_ENTRY);
    assert.equal(options.experiments.externalRuntime, true);
  });
});
