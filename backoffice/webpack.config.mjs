// @ts-check
/**
 * The back office's build: one plain single-page app, no Module Federation (it is never loaded
 * into the storefront's pages, and shares no module with them at run time). TypeScript is
 * compiled the way every app's is (tooling's webpack-source.mjs); the API's address comes from
 * the page's run-time configuration (served by tooling/src/serve-app.mjs), never from the bundle.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import { sourceResolve, sourceRule } from '@store/tooling/webpack-source';
import { portsFromEnv } from '@store/tooling/runtime-config';

const dir = path.dirname(fileURLToPath(import.meta.url));
const TITLE = 'Back office — Tienda Tecnología HN';

/** @type {(env: Record<string, unknown>, argv: { mode?: string }) => import('webpack').Configuration & { devServer?: Record<string, unknown> }} */
export default (_env, argv) => {
  const production = argv.mode !== 'development';
  return {
    mode: production ? 'production' : 'development',
    context: dir,
    entry: { main: './src/index.tsx' },
    devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
    output: {
      path: path.join(dir, 'dist'),
      // Absolute: the page is served for every client route (/pedidos/12 must not ask /pedidos/main.js).
      publicPath: '/',
      filename: production ? '[name].[contenthash:8].js' : '[name].js',
      chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
      clean: true,
    },
    resolve: sourceResolve,
    module: { rules: [sourceRule({ development: !production, target: 'es2020' })] },
    plugins: [new HtmlWebpackPlugin({ title: TITLE, templateContent: htmlTemplate(TITLE) })],
    optimization: { moduleIds: 'deterministic', chunkIds: 'deterministic' },
    performance: { hints: false },
    stats: 'errors-warnings',
    devServer: {
      port: portsFromEnv(process.env).backoffice,
      historyApiFallback: true,
      hot: true,
    },
  };
};

/** @param {string} title */
function htmlTemplate(title) {
  return `<!doctype html>
<html lang="es-HN">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex, nofollow" />
    <title>${title}</title>
  </head>
  <body>
    <noscript>Activa JavaScript para usar el back office.</noscript>
    <div id="root"></div>
  </body>
</html>`;
}
