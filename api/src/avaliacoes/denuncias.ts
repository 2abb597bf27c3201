// Reports of a review (issue 32, item 6): anyone signed in — a client or a therapist, the reviewed
// therapist included — may report a visible review once (the unique index (avaliacao_id, autor_id)
// holds it under concurrency; the second is a 409). The review's own author may not: they can edit
// or delete it. A hidden review is gone for everyone but its author: 404. Rate-limited as a write.
import { randomUUID } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { MODERACAO_MSG, type MotivoDenuncia } from '@acolhe/shared-domain';
import type { AuthUser } from '../auth/verifier';
import type { Database } from '../db/client';
import { avaliacoes, denunciasAvaliacao } from '../db/schema';
import { conflict, isUniqueViolation, notFound, pgErrorCode } from '../lib/errors';
import { MSG } from '../lib/messages';

export async function denunciarAvaliacao(
  db: Database,
  caller: AuthUser,
  avaliacaoId: string,
  input: { motivo: MotivoDenuncia; texto: string },
  now: Date,
): Promise<void> {
  const [review] = await db
    .select({ clienteId: avaliacoes.clienteId })
    .from(avaliacoes)
    .where(and(eq(avaliacoes.id, avaliacaoId), isNull(avaliacoes.ocultadaEm)))
    .limit(1);
  if (!review) throw notFound(MSG.reviewNotFound);
  if (review.clienteId === caller.sub) throw conflict(MODERACAO_MSG.propriaAvaliacao);
  try {
    await db.insert(denunciasAvaliacao).values({
      id: randomUUID(),
      avaliacaoId,
      autorId: caller.sub,
      motivo: input.motivo,
      texto: input.texto,
      criadaEm: now,
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(MODERACAO_MSG.jaDenunciada);
    // the review deleted in between (foreign key): nothing left to report
    if (pgErrorCode(error) === '23503') throw notFound(MSG.reviewNotFound);
    throw error;
  }
}
