// @ts-check
/** How every app's TypeScript is resolved and compiled, in its browser build and its server build. */
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/** @type {import('webpack').ResolveOptions} */
export const sourceResolve = {
  extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'],
  // @store/contracts is also compiled for Node (NodeNext), so its imports say `.js`.
  extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
};

/**
 * TypeScript and JSX through swc.
 * @param {{ development: boolean, target: 'es2020' | 'es2022' }} options es2022 for Node
 * @returns {import('webpack').RuleSetRule}
 */
export function sourceRule({ development, target }) {
  return {
    test: /\.[cm]?tsx?$/,
    exclude: /node_modules/,
    use: {
      loader: require.resolve('swc-loader'),
      options: {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic', development } },
          target,
        },
      },
    },
  };
}
