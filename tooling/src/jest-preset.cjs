// @ts-check
/**
 * Jest setup shared by the front-end packages: SWC transforms TypeScript/JSX (type checking
 * is `tsc -b`'s job), jsdom with the polyfills React Router needs, jest-dom matchers.
 * @param {string} rootDir the package folder
 * @param {{ environment?: 'jsdom' | 'node' }} [options]
 * @returns {import('jest').Config}
 */
function createJestConfig(rootDir, options = {}) {
  return {
    rootDir,
    testEnvironment:
      options.environment === 'node' ? 'node' : require.resolve('./jest-environment-jsdom-fetch.cjs'),
    roots: ['<rootDir>/src'],
    testMatch: ['**/*.test.ts', '**/*.test.tsx'],
    transform: {
      '^.+\\.(t|j)sx?$': [
        require.resolve('@swc/jest'),
        {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            transform: { react: { runtime: 'automatic' } },
            target: 'es2022',
          },
          module: { type: 'commonjs' },
        },
      ],
    },
    // Workspace packages resolve to their real (non-node_modules) paths, so they are
    // transformed like our own files; third-party packages ship CommonJS builds.
    transformIgnorePatterns: ['/node_modules/'],
    // @store/contracts is also compiled for Node (NodeNext), so its imports say `.js`.
    moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
    setupFilesAfterEnv: [require.resolve('./jest-setup.cjs')],
    testTimeout: 15000,
  };
}

module.exports = { createJestConfig };
