// @ts-check
/**
 * The server half of an app: the same source built for Node, so the shell's server can render a
 * remote's pages. A remote's server bundle is a federation container like its browser one
 * (`dist/server/remoteEntry.js`, exposing the same modules), loaded by the shell's server over
 * HTTP at run time through `@module-federation/node`'s runtime plugin: a team redeploys its
 * remote and the running shell server picks it up, as the browser does. The shell's server
 * itself is a plain Node bundle (`dist/server/server.js`) that starts a federation instance at
 * run time (shell/src/server/).
 */
import path from 'node:path';
import { createRequire } from 'node:module';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import { sharedConfig } from './shared-dependencies.mjs';
import { sourceResolve, sourceRule } from './webpack-source.mjs';
import { withoutMuiCssVariables } from './mui-without-css-variables.mjs';

const require = createRequire(import.meta.url);

/**
 * @typedef {object} ServerOptions
 * @property {string} dir absolute path of the app package
 * @property {'shell' | 'catalog' | 'cartCheckout' | 'portal' | 'support'} name federation container name
 * @property {Record<string, string>} [exposes] a remote's exposed modules (the same as its browser build)
 * @property {Record<string, string>} [entry] the shell's server entry instead of a container
 */

/**
 * @param {ServerOptions} options
 * @returns {(env: Record<string, unknown>, argv: { mode?: string }) => import('webpack').Configuration}
 */
export function createServerConfig(options) {
  return (_env, argv) => {
    const production = argv.mode !== 'development';
    const isContainer = !options.entry;
    /** @type {import('webpack').Configuration} */
    const config = {
      name: 'server',
      mode: production ? 'production' : 'development',
      context: options.dir,
      // async-node: chunks load with an async require, which the federation runtime replaces
      // with an HTTP fetch for remote containers.
      target: 'async-node',
      entry: options.entry ?? {},
      devtool: false,
      output: {
        path: path.join(options.dir, 'dist', 'server'),
        publicPath: 'auto',
        filename: isContainer ? '[name].[contenthash:8].js' : '[name].js',
        chunkFilename: '[name].[contenthash:8].js',
        uniqueName: `${options.name}-server`,
        library: { type: 'commonjs-module' },
        clean: true,
      },
      resolve: sourceResolve,
      module: { rules: [sourceRule({ development: false, target: 'es2022' })] },
      plugins: [
        ...withoutMuiCssVariables(),
        // The shell's server is a federation host too: its runtime (with the node plugin, which
        // fetches a remote's server chunks over HTTP and runs them) and its share scope are what
        // the remotes' server bundles join, so React, emotion and the kernel are one per process.
        new ModuleFederationPlugin({
          name: isContainer ? options.name : `${options.name}_server`,
          filename: 'remoteEntry.js',
          library: { type: 'commonjs-module', name: options.name },
          remoteType: 'script',
          exposes: options.exposes ?? {},
          shared: sharedConfig(options.dir),
          dts: false,
          manifest: isContainer,
          runtimePlugins: [require.resolve('@module-federation/node/runtimePlugin')],
        }),
      ],
      optimization: {
        moduleIds: 'deterministic',
        chunkIds: 'deterministic',
        // Readable stack traces in the server's log; the bytes do not travel to shoppers.
        minimize: false,
      },
      performance: { hints: false },
      stats: 'errors-warnings',
    };
    return config;
  };
}
