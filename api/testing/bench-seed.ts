// Benchmark data: thousands of generated therapists on top of the demo seed, for the bench
// (scripts/bench/api) and the tests that measure the search at size. Not demo data: nothing in
// the product seeds these.
//
//   seedManyTherapists(db, n)      n extra complete therapists, ids benchTherapistId(1..n)
//                                  (1 000 in ~2 s, 10 000 in ~20–30 s on a busy 2-core box)
import type { Database } from '../src/db/client';
import { ensureCatalogue } from '../src/catalogo/especialidades';
import { fixedUuid, generateTherapist, insertTherapists, prng, SEED_EM_ANALISE, SEED_THERAPIST_COUNT, type GeneratedTherapist, type SeedOptions } from '../src/seed/index';

export const benchTherapistId = (i: number) => fixedUuid('be4c0001', i);

/** n extra complete therapists (ids benchTherapistId(1..n)) for benchmarks. No reviews, so
 * their rating stays 0 = the aggregate. */
export async function seedManyTherapists(db: Database, n: number, options: SeedOptions & { batchSize?: number } = {}): Promise<number> {
  const now = options.now ?? new Date();
  await ensureCatalogue(db);
  const r = prng(777 + n);
  const batchSize = options.batchSize ?? 1000;
  for (let start = 0; start < n; start += batchSize) {
    const chunk: GeneratedTherapist[] = [];
    for (let i = start; i < Math.min(n, start + batchSize); i++) chunk.push(generateTherapist(benchTherapistId(i + 1), i, r, now, SEED_THERAPIST_COUNT + SEED_EM_ANALISE + i)); // CRP/CPF past the seed's
    await db.transaction(async (tx) => insertTherapists(tx, chunk, now, batchSize));
  }
  options.events?.publicReadsChanged('everything');
  return n;
}
