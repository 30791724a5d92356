/**
 * Tests run as CommonJS through SWC (no type check here; `tsc -b test` does that).
 * Sources import with `.js` extensions for NodeNext, so map them back to the `.ts` files.
 * @type {import('jest').Config}
 */
module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/test'],
  testMatch: ['**/*.test.ts'],
  transform: {
    '^.+\\.ts$': [
      '@swc/jest',
      {
        jsc: { parser: { syntax: 'typescript' }, target: 'es2022' },
        module: { type: 'commonjs' },
      },
    ],
  },
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
  // PGlite boots a WebAssembly PostgreSQL per test file; give slow CI machines room.
  testTimeout: 30000,
};
