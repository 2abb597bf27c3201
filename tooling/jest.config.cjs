const { jestProject } = require('./jest/preset.cjs');
module.exports = {
  ...jestProject({ dir: __dirname, name: 'tooling', env: 'node' }),
  testMatch: ['<rootDir>/{webpack,lint}/**/*.test.ts'],
};
