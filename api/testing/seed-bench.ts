// `pnpm --filter @acolhe/api seed:bench -- 10000`: migrate, seed (idempotent), then add that many
// benchmark therapists (default 1000) to the database of DATA_DIR / DATABASE_URL.
import { loadConfig } from '../src/config';
import { createDatabase } from '../src/db/client';
import { seedDatabase } from '../src/seed/index';
import { seedManyTherapists } from './bench-seed';
import { migrateDatabase } from '../src/database';

const n = Number(process.argv.slice(2).find((arg) => /^\d+$/.test(arg)) ?? 1000);
const config = loadConfig();
const handle = await createDatabase({ databaseUrl: config.databaseUrl, pgliteDir: config.pgliteDir });
try {
  await migrateDatabase(handle);
  const summary = await seedDatabase(handle.db, { now: new Date() });
  console.log(`seed: ${summary.therapists} terapeutas, ${summary.clients} clientes, ${summary.reviews} avaliações, ${summary.sessions} sessões`);
  const t0 = Date.now();
  await seedManyTherapists(handle.db, n);
  console.log(`seed: +${n} terapeutas de benchmark em ${Date.now() - t0} ms`);
} finally {
  await handle.close();
}
