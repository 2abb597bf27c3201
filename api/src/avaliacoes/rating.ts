// A therapist's rating aggregate has one definition: the database function acolhe_recalcular_nota
// (sql/acolhe_recalcular_nota.sql) — `rating` = the average nota of their reviews rounded to 2 decimals (0 without
// reviews), `review_count` = how many there are. A new review recomputes it inside its one-statement
// write (acolhe_avaliar); edits and deletions call it here, inside their transaction, with the
// therapist's row locked; the seed recomputes everyone.
import { sql } from 'drizzle-orm';
import type { Executor } from '../db/client';

/** One therapist's aggregate (after a review write, with the therapist row locked). */
export async function recomputeRating(tx: Executor, terapeutaId: string): Promise<void> {
  await tx.execute(sql`SELECT acolhe_recalcular_nota(${terapeutaId})`);
}

/** Every therapist's aggregate at once (the seed, after its bulk inserts). */
export async function recomputeAllRatings(tx: Executor): Promise<void> {
  await tx.execute(sql`SELECT acolhe_recalcular_nota(NULL)`);
}
