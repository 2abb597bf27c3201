// Browser suites over the whole local stack (real identity emulator, real api, real remotes).
// globalSetup starts the stack exactly as `npm start` does, on its own ports and a fresh data dir.
const { jestProject } = require('../tooling/jest/preset.cjs');
const base = jestProject({ dir: __dirname, name: 'e2e', env: 'node' });

module.exports = {
  ...base,
  testMatch: ['<rootDir>/tests/**/*.e2e.ts'],
  // runs over its own dev stack: jest.dev-loop.config.cjs
  testPathIgnorePatterns: ['/node_modules/', '<rootDir>/tests/dev-loop\\.e2e\\.ts$'],
  globalSetup: '<rootDir>/src/globalSetup.ts',
  globalTeardown: '<rootDir>/src/globalTeardown.ts',
  testTimeout: 90_000,
  maxWorkers: 1,
};
