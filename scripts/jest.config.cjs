const { jestProject } = require('../tooling/jest/preset.cjs');
module.exports = {
  ...jestProject({ dir: __dirname, name: 'scripts', env: 'node' }),
  testMatch: ['<rootDir>/identity/**/*.test.ts', '<rootDir>/stack/**/*.test.ts'],
};
