/**
 * Tests run as CommonJS through SWC (no type check here; `tsc -b test` does that).
 * @type {import('jest').Config}
 */
const swcCommonJs = (syntax) => [
  '@swc/jest',
  { jsc: { parser: { syntax }, target: 'es2022' }, module: { type: 'commonjs' } },
];

/**
 * Dependencies Jest's CommonJS sandbox cannot load as published, compiled to CommonJS by SWC:
 * - @electric-sql/pglite loads Node built-ins with `await import(...)`, which the sandbox
 *   refuses without --experimental-vm-modules;
 * - cookie (used by Fastify's inject) is ESM-only; Node 20 can require() it, Jest cannot.
 * So plain `npx jest` works with no Node flags.
 */
const compiledDependencies = ['@electric-sql/pglite', 'cookie'];
const dependencyPattern = `/node_modules/(?:.*/)?(?:${compiledDependencies.join('|')})/`;

module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/test'],
  testMatch: ['**/*.test.ts'],
  transform: {
    '^.+\\.ts$': swcCommonJs('typescript'),
    [`${dependencyPattern}.+\\.c?js$`]: swcCommonJs('ecmascript'),
  },
  transformIgnorePatterns: [`/node_modules/(?!(?:.*/)?(?:${compiledDependencies.join('|')})/)`],
  // Sources import with `.js` extensions (NodeNext); map them back to the `.ts` files.
  moduleNameMapper: {
    '^(\\.{1,2}/.*)\\.js$': '$1',
    // The contracts' TypeScript source, so API tests need no build of that package first.
    '^@store/contracts$': '<rootDir>/../contracts/src/index.ts',
  },
  // Each test file boots a WebAssembly PostgreSQL; give slow CI machines room.
  testTimeout: 30000,
};
