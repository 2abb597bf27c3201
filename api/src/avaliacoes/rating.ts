// The one definition of a therapist's rating aggregate: `rating` = the average nota of their
// reviews rounded to 2 decimals (0 without reviews), `review_count` = how many there are. Review
// writes recompute one therapist inside their transaction; the seed recomputes all of them.
import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { avaliacoes, terapeutas } from '../db/schema';

async function recompute(tx: Executor, which: SQL): Promise<void> {
  await tx.execute(sql`
    UPDATE ${terapeutas} t SET
      rating = agg.rating,
      review_count = agg.n
    FROM (
      SELECT x.id, COALESCE(ROUND(AVG(a.nota)::numeric, 2), 0) AS rating, COUNT(a.id)::int AS n
      FROM ${terapeutas} x LEFT JOIN ${avaliacoes} a ON a.terapeuta_id = x.id
      WHERE ${which}
      GROUP BY x.id
    ) agg
    WHERE agg.id = t.id`);
}

/** One therapist's aggregate (after a review write, with the therapist row locked). */
export async function recomputeRating(tx: Executor, terapeutaId: string): Promise<void> {
  await recompute(tx, sql`x.id = ${terapeutaId}`);
}

/** Every therapist's aggregate at once (the seed, after its bulk inserts). */
export async function recomputeAllRatings(tx: Executor): Promise<void> {
  await recompute(tx, sql`TRUE`);
}
