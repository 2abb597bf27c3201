// `npm run test:replicas`: two api replicas, started by the documented command (`npm run api`), on
// a real PostgreSQL server, a real Redis, an S3-compatible server and an SMTP server (replicas.test.ts).
//   npx jest --ci --config api/replicas/jest.config.cjs --runInBand     (from the repository root)
// PostgreSQL: TEST_DATABASE_URL's server (.ci/run sets it), else postgres://postgres:postgres@127.0.0.1:5432;
// a throw-away database is created and dropped. Redis: `redis-server` on PATH (Debian's package).
const path = require('node:path');
const api = require('../jest.config.cjs');

module.exports = {
  ...api,
  displayName: 'replicas',
  rootDir: path.join(__dirname, '..'),
  testMatch: ['<rootDir>/replicas/**/*.test.ts'],
  testPathIgnorePatterns: ['/node_modules/'],
  // no PGlite template: the replicas and the test use PostgreSQL only
  globalSetup: undefined,
  testTimeout: 120_000,
};
