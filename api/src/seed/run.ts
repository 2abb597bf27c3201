// `pnpm --filter @acolhe/api seed`: migrate, then seed (idempotent; existing rows are kept).
// `pnpm --filter @acolhe/api seed -- --many 10000` also adds benchmark therapists.
import { loadConfig } from '../config';
import { createDatabase } from '../db/client';
import { seedDatabase, seedManyTherapists } from './index';

const config = loadConfig();
const handle = await createDatabase({ databaseUrl: config.databaseUrl, pgliteDir: config.pgliteDir });
try {
  await handle.migrate();
  const summary = await seedDatabase(handle.db, { now: new Date() });
  console.log(`seed: ${summary.therapists} terapeutas, ${summary.clients} clientes, ${summary.reviews} avaliações, ${summary.sessions} sessões`);
  const manyIndex = process.argv.indexOf('--many');
  if (manyIndex > 0) {
    const n = Number(process.argv[manyIndex + 1] ?? 1000);
    const t0 = Date.now();
    await seedManyTherapists(handle.db, n);
    console.log(`seed: +${n} terapeutas de benchmark em ${Date.now() - t0} ms`);
  }
} finally {
  await handle.close();
}
