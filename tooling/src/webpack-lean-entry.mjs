// @ts-check
/**
 * A remote's second browser build: its container without the federation runtime, for a shell
 * that lends its own (MF's `externalRuntime`; the shell lends it in
 * shell/src/federation/lent-runtime.ts). The catalogue's entry is 19.8 KiB gzip with the runtime
 * and about 9 without; a shopper's page loads the runtime once, in the shell.
 *
 * The full build stays the remote's default: a shell that lends nothing (the previous release's,
 * an integrator's page through tienda-checkout.js) loads `remoteEntry.js` as before. The lean
 * build is a complete build of its own: its entry, its chunks (`lean.*.js`, registered under
 * another webpack chunk global, so that neither build's chunk ids ever meet the other's) and its
 * own manifest. That manifest is written inside the full one, under `metaData.leanBuild`, with
 * the runtime version it was built against, so choosing it costs the page no request: the
 * shell's manifest fetch (shell/src/federation/lean-manifest.ts) answers with it when the
 * version is the one the shell lends, and with the full manifest otherwise.
 *
 * Run after the full build (which cleans dist/): `webpack --mode production --env lean`.
 */
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import { withoutMuiCssVariables } from './mui-without-css-variables.mjs';
import { sharedConfig } from './shared-dependencies.mjs';
import { precompressedScripts } from './webpack-precompressed.mjs';
import { sourceResolve, sourceRule } from './webpack-source.mjs';

/** The lean entry's file name, beside remoteEntry.js (served `no-cache` like it). */
export const LEAN_REMOTE_ENTRY = 'remoteEntry.lean.js';

/** Where the lean build writes its manifest before it moves into the full one. */
const LEAN_MANIFEST_DIR = 'lean-manifest';

/**
 * What of the federation runtime a browser build can leave out. Every app runs in the browser
 * (the server bundles have their own config), so the Node branches go. A remote loads no other
 * remote, so its entry drops remote loading and manifest snapshots: the shell's runtime does
 * both for the page (about 9 KB gzip less in each remoteEntry.js).
 * @param {string} name federation container name
 * @returns {{ target: 'web', disableRemote?: boolean, disableSnapshot?: boolean }}
 */
export function federationRuntimeTrim(name) {
  return name === 'shell' ? { target: 'web' } : { target: 'web', disableRemote: true, disableSnapshot: true };
}

/**
 * @param {{ dir: string, name: string, exposes?: Record<string, string> }} options the remote's
 *   AppOptions (tooling/src/webpack-app.mjs)
 * @returns {import('webpack').Configuration}
 */
export function leanRemoteEntryConfig(options) {
  const dist = path.join(options.dir, 'dist');
  return {
    mode: 'production',
    name: `${options.name}-lean`,
    context: options.dir,
    // Only the container: the remote's standalone page keeps the full build's files.
    entry: {},
    devtool: 'source-map',
    output: {
      path: dist,
      publicPath: 'auto',
      filename: 'lean.[name].[contenthash:8].js',
      chunkFilename: 'lean.[name].[contenthash:8].js',
      // Another chunk global than the full build's (webpackChunk<uniqueName>).
      uniqueName: `${options.name}-lean`,
      clean: false,
    },
    resolve: sourceResolve,
    module: { rules: [sourceRule({ development: false, target: 'es2020' })] },
    plugins: [
      ...withoutMuiCssVariables(),
      new ModuleFederationPlugin({
        name: options.name,
        filename: LEAN_REMOTE_ENTRY,
        exposes: options.exposes ?? {},
        shared: sharedConfig(options.dir),
        dts: false,
        manifest: { filePath: LEAN_MANIFEST_DIR },
        shareStrategy: 'loaded-first',
        experiments: { optimization: federationRuntimeTrim(options.name), externalRuntime: true },
      }),
      precompressedScripts(),
      {
        /** @param {import('webpack').Compiler} compiler */
        apply(compiler) {
          compiler.hooks.afterEmit.tap('NestLeanManifest', () => {
            nestLeanManifest(dist, path.join(dist, LEAN_MANIFEST_DIR));
          });
        },
      },
    ],
    optimization: { moduleIds: 'deterministic', chunkIds: 'deterministic' },
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}

/**
 * Moves the lean build's manifest into the full build's `mf-manifest.json`, as
 * `metaData.leanBuild = { runtimeVersion, manifest }`, and removes its folder.
 * @param {string} dist the remote's dist/ (the full build's manifest)
 * @param {string} leanDir where the lean build wrote its manifest (and MF's stats file)
 */
export function nestLeanManifest(dist, leanDir) {
  const fullFile = path.join(dist, 'mf-manifest.json');
  /** @type {{ metaData: Record<string, unknown> }} */
  const full = JSON.parse(readFileSync(fullFile, 'utf8'));
  const lean = JSON.parse(readFileSync(path.join(leanDir, 'mf-manifest.json'), 'utf8'));
  full.metaData.leanBuild = { runtimeVersion: federationVersion(), manifest: lean };
  writeFileSync(fullFile, `${JSON.stringify(full, null, 2)}\n`);
  rmSync(leanDir, { recursive: true, force: true });
}

/** The version of the federation packages this build uses (MF's packages share one number). */
export function federationVersion() {
  const require = createRequire(import.meta.url);
  let dir = path.dirname(require.resolve('@module-federation/enhanced'));
  for (;;) {
    try {
      /** @type {{ name?: string, version: string }} */
      const pkg = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));
      if (pkg.name === '@module-federation/enhanced') return pkg.version;
    } catch {
      // not this folder: keep walking up
    }
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error('@module-federation/enhanced: package.json not found');
    dir = parent;
  }
}
