const { jestProject } = require('../tooling/jest/preset.cjs');
module.exports = {
  ...jestProject({ dir: __dirname, name: 'scripts', env: 'node' }),
  testMatch: ['<rootDir>/*.test.ts', '<rootDir>/{identity,stack,bench,load,release,contracts}/**/*.test.ts'],
};
