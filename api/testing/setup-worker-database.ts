// jest setupFiles (api): before a test file's modules load, point DATABASE_URL at this worker's own
// database when the PostgreSQL run is spread over workers (worker-database.ts). Child processes a
// test starts (faults/, tracing/) inherit it.
import { perWorkerCount, workerDatabaseUrl } from './worker-database';

const base = process.env.DATABASE_URL;
const worker = Number(process.env.JEST_WORKER_ID ?? '1');
if (base && perWorkerCount() > 0 && !process.env.ACOLHE_TEST_PG_BASE_URL) {
  process.env.ACOLHE_TEST_PG_BASE_URL = base;
  process.env.DATABASE_URL = workerDatabaseUrl(base, worker);
}
