// @ts-check
/**
 * One webpack + Module Federation configuration for the shell and every remote, so that
 * the shared list, the output naming (hashed chunks, stable remoteEntry.js) and the loaders
 * are decided in one place.
 */
import path from 'node:path';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import { sharedConfig } from './shared-dependencies.mjs';
import { sourceResolve, sourceRule } from './webpack-source.mjs';
import { withoutMuiCssVariables } from './mui-without-css-variables.mjs';
import { federationRuntimeTrim, leanRemoteEntryConfig } from './webpack-lean-entry.mjs';
import { portsFromEnv } from './runtime-config.mjs';
import { firstViewCacheGroups } from './webpack-first-view-chunk.mjs';
import { precompressedScripts } from './webpack-precompressed.mjs';
import { asyncEntryScript } from './webpack-async-entry.mjs';

/**
 * @typedef {object} AppOptions
 * @property {string} dir absolute path of the app package
 * @property {'shell' | 'catalog' | 'cartCheckout' | 'portal' | 'support'} name federation
 *   container name; also picks the dev-server port from portsFromEnv() (SHELL_PORT, ...)
 * @property {number} [port] ignored: ports come from the environment (kept for old configs)
 * @property {Record<string, string>} [exposes] what a remote offers other apps
 * @property {string} title page title for the standalone page
 * @property {string[]} [runtimePlugins] federation runtime plugins (host only)
 * @property {number} [splitChunksMinSize] smallest chunk split off (bytes); webpack's default
 *   (20 KB) when absent
 * @property {readonly string[]} [provideUnimported] shares provided although the app's code does
 *   not import them (shared-dependencies.mjs)
 * @property {import('./webpack-first-view-chunk.mjs').FirstViewOptions} [firstView] the shell's
 *   first view as one chunk file (production builds; webpack-first-view-chunk.mjs)
 * @property {boolean} [asyncEntry] the page's entry script `async` rather than `defer`
 *   (webpack-async-entry.mjs); the entry then waits for the document itself
 */

/**
 * @param {AppOptions} options
 * @returns {(env: Record<string, unknown>, argv: { mode?: string }) => import('webpack').Configuration}
 */
export function createAppConfig(options) {
  return (env, argv) => {
    const production = argv.mode !== 'development';
    // `--env lean`: a remote's second build, its entry on the shell's runtime (webpack-lean-entry.mjs).
    if (env.lean && options.name !== 'shell') return leanRemoteEntryConfig(options);
    /** @type {import('webpack').Configuration & { devServer?: Record<string, unknown> }} */
    const config = {
      mode: production ? 'production' : 'development',
      context: options.dir,
      entry: { main: './src/index.ts' },
      devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
      output: {
        path: path.join(options.dir, 'dist'),
        // 'auto': chunks load relative to wherever remoteEntry.js was served from, so a
        // team can move its remote to another host by editing the shell's config only.
        publicPath: 'auto',
        filename: production ? '[name].[contenthash:8].js' : '[name].js',
        chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
        uniqueName: options.name,
        clean: true,
      },
      resolve: sourceResolve,
      module: { rules: [sourceRule({ development: !production, target: 'es2020' })] },
      plugins: [
        ...withoutMuiCssVariables(),
        new ModuleFederationPlugin({
          name: options.name,
          filename: 'remoteEntry.js',
          exposes: options.exposes ?? {},
          shared: sharedConfig(options.dir, options.provideUnimported, { host: options.name === 'shell' }),
          // Remotes are registered at run time from /config.json; shared contracts live in
          // shared-kernel, so the build never downloads remote types over the network.
          dts: false,
          manifest: true,
          shareStrategy: 'loaded-first',
          runtimePlugins: options.runtimePlugins ?? [],
          experiments: { optimization: federationRuntimeTrim(options.name) },
        }),
        new HtmlWebpackPlugin({
          title: options.title,
          templateContent: htmlTemplate(options.title),
          chunks: ['main'],
          // The page is served for every client route (SPA fallback): with output.publicPath
          // 'auto' the script src would be relative and /category/x would ask /category/main.js.
          publicPath: '/',
        }),
        ...(options.asyncEntry ? [asyncEntryScript()] : []),
        ...(production ? [precompressedScripts()] : []),
      ],
      optimization: {
        moduleIds: 'deterministic',
        chunkIds: 'deterministic',
        // The shell's start-up loads many shared modules, each provided from its own async
        // chunk; below webpack's default 20 KB a module they have in common (emotion's
        // serializer, app-kit's API client) is copied into every one of them. A smaller
        // threshold gives those their own chunk: home page 262 → 257 KB gzip, 4 more requests.
        // Measured worse for a remote (its pages load few chunks), so it is per app.
        splitChunks: {
          ...(options.splitChunksMinSize === undefined ? {} : { minSize: options.splitChunksMinSize }),
          ...(production && options.firstView
            ? { cacheGroups: firstViewCacheGroups(options.firstView) }
            : {}),
        },
      },
      performance: { hints: false },
      stats: 'errors-warnings',
      devServer: {
        port: portsFromEnv(process.env)[options.name],
        historyApiFallback: true,
        hot: true,
        headers: {
          'Access-Control-Allow-Origin': '*',
          'Access-Control-Allow-Headers': '*',
        },
        static: { directory: path.join(options.dir, 'public'), watch: false },
        setupMiddlewares: devConfigMiddleware(options.name),
      },
    };
    return config;
  };
}

/**
 * The store's icon inline (an SVG 'T' on the brand blue): no request, and no `/favicon.ico` 404
 * in the console on every first visit (Lighthouse's best practices counted it).
 */
const FAVICON = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="6" fill="#0b3d91"/><path d="M8 8h16v4h-6v14h-4V12H8z" fill="#fff"/></svg>',
)}`;

/** @param {string} title */
function htmlTemplate(title) {
  return `<!doctype html>
<html lang="es-HN">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="theme-color" content="#0b3d91" />
    <link rel="icon" href="${FAVICON}" />
    <title>${title}</title>
  </head>
  <body>
    <noscript>Activa JavaScript para usar la tienda.</noscript>
    <div id="root"></div>
  </body>
</html>`;
}

/**
 * The dev server answers /config.json like the production server does, from the same
 * environment variables, so `dev` and `start` share one runtime-config path.
 * @param {string} appName
 */
function devConfigMiddleware(appName) {
  /**
   * @param {unknown[]} middlewares
   * @param {{ app?: { get: (p: string, h: (req: unknown, res: { setHeader: (k: string, v: string) => void; end: (b: string) => void }) => void) => void } }} devServer
   */
  return (middlewares, devServer) => {
    devServer.app?.get('/config.json', (_req, res) => {
      void import('./runtime-config.mjs').then(({ runtimeConfigFromEnv }) => {
        res.setHeader('Content-Type', 'application/json; charset=utf-8');
        res.setHeader('Cache-Control', 'no-cache');
        res.end(JSON.stringify(runtimeConfigFromEnv(process.env, appName)));
      });
    });
    return middlewares;
  };
}
