const { createJestConfig } = require('@store/tooling/jest');

// Plain schemas and rules: no DOM.
module.exports = createJestConfig(__dirname, { environment: 'node' });
