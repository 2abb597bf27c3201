// dev-loop.e2e.ts: the local loop (`npm run dev` with hot reload, a remote's harness, remote
// overrides) over a dev stack the test starts itself, on ports of its own (e2e/src/devStack.ts) —
// without the production-like stack e2e/jest.config.cjs's global setup builds and starts.
const { jestProject } = require('../tooling/jest/preset.cjs');
const base = jestProject({ dir: __dirname, name: 'dev-loop', env: 'node' });

module.exports = {
  ...base,
  testMatch: ['<rootDir>/tests/dev-loop.e2e.ts'],
  testTimeout: 180_000,
  maxWorkers: 1,
};
