// api suite: real Fastify (app.inject) over an in-memory PGlite per test file, or over the
// PostgreSQL server of DATABASE_URL when it is set (same tests; each file truncates the tables).
//   cd api && npx jest --config jest.config.cjs --runInBand
//   DATABASE_URL=postgres://postgres:postgres@localhost:5432/acolhe_test npx jest --config jest.config.cjs --runInBand
const path = require('node:path');
const { jestProject } = require('../tooling/jest/preset.cjs');

const base = jestProject({ dir: __dirname, name: 'api', env: 'node' });

// PGlite's CommonJS build loads Node built-ins with dynamic import(), which jest's VM only
// allows with --experimental-vm-modules; compiled by swc to CommonJS, import() becomes require().
const swcTransform = Object.values(base.transform)[0];

module.exports = {
  ...base,
  transform: { ...base.transform, '^.+\\.cjs$': swcTransform },
  testMatch: ['<rootDir>/src/**/*.test.ts', '<rootDir>/testing/**/*.test.ts'],
  // the PostgreSQL run over several workers: each worker's own database (testing/worker-database.ts)
  setupFiles: [...base.setupFiles, path.join(__dirname, 'testing/setup-worker-database.ts')],
  // The PostgreSQL restart fault test needs a real server to restart: it belongs to the run with
  // DATABASE_URL only (there, without TEST_DATABASE_RESTART, it fails — it is never skipped).
  // The cross-replica cache invalidation (LISTEN/NOTIFY) has the same need: a PostgreSQL server;
  // and the traces test, whose booking's trace must show its SQL statements (pg's spans), and the
  // PostgreSQL backup test (pg_dump / pg_restore). So do the row locks' deadlock test: PGlite has
  // one connection, whose statements never wait on each other, so there it could not fail; and the
  // suspension committed while a booking waits for the therapist's row (sessoes/suspensao-corrida),
  // and the room relay's LISTEN connection cut (sala/relay-postgres: PGlite has no connection to cut).
  testPathIgnorePatterns: [
    '/node_modules/',
    // the PGlite backup test, the PGlite data directory's search for clinical text (its files are
    // the test's own) and the PGlite traces test use no DATABASE_URL: once per `npm test` (the PGlite run) is enough
    // Spread over workers (npm test), the PostgreSQL run leaves the server's restart to a run of its
    // own after it (scripts/run-tests.mjs): a restart would cut the other worker's connections.
    ...(process.env.DATABASE_URL && process.env.ACOLHE_TEST_PG_WORKERS ? ['<rootDir>/src/faults/postgres-restart\\.test\\.ts$'] : []),
    ...(process.env.DATABASE_URL
      ? ['<rootDir>/src/backup/backup\\.test\\.ts$', '<rootDir>/src/prontuario/em-disco\\.test\\.ts$', '<rootDir>/src/tracing/tracing-pglite\\.test\\.ts$']
      : ['<rootDir>/src/faults/postgres-restart\\.test\\.ts$', '<rootDir>/src/lib/public-cache-sync\\.test\\.ts$', '<rootDir>/src/tracing/tracing\\.test\\.ts$', '<rootDir>/src/backup/backup-postgres\\.test\\.ts$', '<rootDir>/src/sessoes/locks\\.test\\.ts$', '<rootDir>/src/sessoes/suspensao-corrida\\.test\\.ts$', '<rootDir>/src/sala/relay-postgres\\.test\\.ts$']),
  ],
  // ESM-only dependencies: let swc compile them like valibot.
  transformIgnorePatterns: ['/node_modules/(?!(\\.pnpm/)?(jose|valibot|@valibot|content-disposition|@electric-sql|cookie|request-filtering-agent)[@/+])'],
  globalSetup: path.join(__dirname, 'testing/global-setup.ts'),
  testSequencer: path.join(__dirname, 'testing/sequencer.cjs'),
  testTimeout: 60_000,
  // Files one after another by default: the PostgreSQL run's files share one database. `npm test`
  // runs the PGlite run with --maxWorkers=2 (each file its own in-memory PGlite).
  maxWorkers: 1,
};
