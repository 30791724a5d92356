const { createJestConfig } = require('@store/tooling/jest');

module.exports = createJestConfig(__dirname);
