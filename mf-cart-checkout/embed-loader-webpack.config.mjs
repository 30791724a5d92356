// @ts-check
/**
 * `dist/tienda-checkout.js`: the script integrators add to their pages (src/embed-loader/).
 * A config of its own, not the app's (webpack.config.mjs): no Module Federation, no React, no
 * shared singletons, one self-contained file with a stable name (pages link it by that name),
 * small enough for any page (budget 8 KB gzip). It does not clean dist/: run it after the app's
 * build, which does.
 */
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const dir = path.dirname(fileURLToPath(import.meta.url));
// swc-loader is a dependency of the shared build tooling, resolved from there like the app's config.
const toolingRequire = createRequire(fileURLToPath(import.meta.resolve('@store/tooling/webpack')));

/** Raw bytes; about 3 times the gzip budget, so a growing script fails the build early. */
const MAX_BYTES = 24 * 1024;

/** @type {(env: Record<string, unknown>, argv: { mode?: string }) => import('webpack').Configuration} */
export default (_env, argv) => {
  const production = argv.mode !== 'development';
  return {
    name: 'embed-loader',
    mode: production ? 'production' : 'development',
    context: dir,
    target: ['web', 'es2020'],
    entry: { 'tienda-checkout': './src/embed-loader/index.ts' },
    devtool: production ? 'source-map' : 'cheap-module-source-map',
    output: {
      path: path.join(dir, 'dist'),
      filename: '[name].js',
      // The entry sets window.TiendaCheckout itself (only if absent): no webpack library global.
      iife: true,
      uniqueName: 'tiendaCheckoutLoader',
      clean: false,
    },
    resolve: {
      extensions: ['.ts', '.js'],
      // @store/contracts is also compiled for Node (NodeNext), so its imports say `.js`.
      extensionAlias: { '.js': ['.ts', '.js'] },
    },
    module: {
      rules: [
        {
          test: /\.ts$/,
          exclude: /node_modules/,
          use: {
            loader: toolingRequire.resolve('swc-loader'),
            options: { jsc: { parser: { syntax: 'typescript' }, target: 'es2020' } },
          },
        },
      ],
    },
    optimization: { moduleIds: 'deterministic' },
    performance: {
      hints: production ? 'error' : false,
      maxAssetSize: MAX_BYTES,
      maxEntrypointSize: MAX_BYTES,
      assetFilter: (file) => file.endsWith('.js'),
    },
    stats: 'errors-warnings',
  };
};
