// `pnpm --filter @acolhe/api seed`: migrate, then seed (idempotent; existing rows are kept).
// Benchmark therapists on top: `pnpm --filter @acolhe/api seed:bench -- 10000` (testing/seed-bench.ts).
import { loadConfig } from '../config';
import { createDatabase } from '../db/client';
import { uploadStorage } from '../uploads/plugin';
import { S3Storage } from '../uploads/s3-storage';
import { seedDatabase } from './index';
import { loadKeyring } from '../prontuario/keys';
import { migrateDatabase } from '../database';

const config = loadConfig();
const handle = await createDatabase({ databaseUrl: config.databaseUrl, pgliteDir: config.pgliteDir });
try {
  await migrateDatabase(handle);
  const storage = uploadStorage(config);
  // the demo prontuário entry is sealed with the api's keys (configured, or DATA_DIR's generated file)
  const summary = await seedDatabase(handle.db, { now: new Date(), storage, prontuarioKeys: loadKeyring(config.prontuario, config.dataDir).keyring });
  if (storage instanceof S3Storage) storage.close();
  console.log(`seed: ${summary.therapists} terapeutas, ${summary.clients} clientes, ${summary.reviews} avaliações, ${summary.sessions} sessões`);
} finally {
  await handle.close();
}
