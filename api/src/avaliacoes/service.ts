// Reviews: one per client per therapist (unique index), and the therapist's rating/reviewCount
// recomputed from the reviews in the same transaction as every write. The therapist row is
// locked first so concurrent writes on one therapist serialise and the aggregate always
// includes every committed review. A new review does all of it in one statement
// (acolhe_avaliar, sql/acolhe_avaliar.sql); an edit or a deletion in a transaction here. Every write
// publishes its event (events.ts): the caches of the public reads are its subscribers.
import { randomUUID } from 'node:crypto';
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import { MODERACAO_MSG, todayIso, type Review, type ReviewInput } from '@acolhe/shared-domain';
import type { AuthUser } from '../auth/verifier';
import type { Database, Executor } from '../db/client';
import { firstRowOf, toColumnNames } from '../db/columns';
import type { EventBus } from '../eventos/bus';
import { avaliacoes, clientes, terapeutas, type AvaliacaoRow } from '../db/schema';
import { conflict, forbidden, isUniqueViolation, notFound, pgErrorCode } from '../lib/errors';
import { MSG } from '../lib/messages';
import { VERIFIED_SQL, hadCompletedSession, toReview } from './mapper';
import { recomputeRating } from './rating';

/** SQLSTATE of acolhe_avaliar when the therapist does not exist. */
const NO_SUCH_THERAPIST_SQLSTATE = 'AC002';
/** SQLSTATE of acolhe_avaliar when the client has no COMPLETED session with the therapist. */
const NO_COMPLETED_SESSION_SQLSTATE = 'AC003';

/** What a new review writes; the answer columns take their defaults. */
type NewReview = Required<Pick<typeof avaliacoes.$inferInsert, 'id' | 'terapeutaId' | 'clienteId' | 'clientName' | 'nota' | 'comentario' | 'dataAvaliacao' | 'createdAt' | 'updatedAt'>>;

async function lockTherapist(tx: Executor, terapeutaId: string): Promise<boolean> {
  const rows = await tx.select({ id: terapeutas.id }).from(terapeutas).where(eq(terapeutas.id, terapeutaId)).for('no key update');
  return rows.length > 0;
}

/** The author's stored name (the token's when there is none) and whether the review will be
 * verified: read before the therapist's lock, which then covers only the insert and the rating. */
async function reviewAuthor(db: Executor, caller: AuthUser, terapeutaId: string): Promise<{ name: string; verified: boolean }> {
  const [row] = await db
    .select({ name: clientes.name, verified: hadCompletedSession(sql`${caller.sub}`, sql`${terapeutaId}`) })
    .from(clientes)
    .where(eq(clientes.id, caller.sub));
  return { name: row?.name || caller.name, verified: row?.verified === true };
}

export async function createReview(
  db: Database,
  bus: EventBus,
  caller: AuthUser,
  input: { terapeutaId: string } & ReviewInput,
  now: Date,
): Promise<Review> {
  if (input.terapeutaId === caller.sub) throw conflict(MSG.selfReview);
  const author = await reviewAuthor(db, caller, input.terapeutaId);
  const review: NewReview = {
    id: randomUUID(),
    terapeutaId: input.terapeutaId,
    clienteId: caller.sub,
    clientName: author.name,
    nota: input.nota,
    comentario: input.comentario,
    dataAvaliacao: todayIso(now),
    createdAt: now,
    updatedAt: now,
  };
  let row: AvaliacaoRow;
  try {
    // the therapist's lock, the insert and the rating, in one statement (migration 0012)
    row = firstRowOf(avaliacoes, await db.execute(sql`select * from acolhe_avaliar(${JSON.stringify(toColumnNames(avaliacoes, review))}::jsonb)`));
  } catch (error) {
    if (pgErrorCode(error) === NO_SUCH_THERAPIST_SQLSTATE) throw notFound(MSG.therapistNotFound);
    // reviews come from sessions (issue 32): decided in the database, under the therapist's lock
    if (pgErrorCode(error) === NO_COMPLETED_SESSION_SQLSTATE) throw forbidden(MODERACAO_MSG.avaliarSoAposSessao);
    // The unique index (cliente_id, terapeuta_id) is the real guard under concurrency.
    if (isUniqueViolation(error)) throw conflict(MSG.alreadyReviewed);
    throw error;
  }
  // one statement that committed by itself: its event goes straight to the after-commit subscribers
  await bus.afterCommitOf([{ name: 'AvaliacaoCriada', payload: { avaliacaoId: row.id, terapeutaId: row.terapeutaId }, at: now }]);
  return toReview(row, caller.sub, author.verified);
}

/** The caller's own review; a hidden one (an operator's decision) can be deleted, not edited. */
async function ownReview(db: Executor, caller: AuthUser, id: string, { visible }: { visible: boolean }): Promise<AvaliacaoRow> {
  const [row] = await db.select().from(avaliacoes).where(eq(avaliacoes.id, id)).limit(1);
  if (!row || (visible && row.ocultadaEm !== null)) throw notFound(MSG.reviewNotFound);
  if (row.clienteId !== caller.sub) throw forbidden(MSG.forbidden);
  return row;
}

export async function updateReview(db: Database, bus: EventBus, caller: AuthUser, id: string, input: ReviewInput, now: Date): Promise<Review> {
  const current = await ownReview(db, caller, id, { visible: true });
  const row = await bus.transaction(db, now, async (tx, publish) => {
    await lockTherapist(tx, current.terapeutaId);
    const [updated] = await tx
      .update(avaliacoes)
      .set({ nota: input.nota, comentario: input.comentario, dataAvaliacao: todayIso(now), updatedAt: now })
      .where(and(eq(avaliacoes.id, id), isNull(avaliacoes.ocultadaEm)))
      .returning();
    if (!updated) throw notFound(MSG.reviewNotFound);
    await recomputeRating(tx, current.terapeutaId);
    await publish('AvaliacaoEditada', { avaliacaoId: id, terapeutaId: current.terapeutaId });
    return updated;
  });
  return toReview(row, caller.sub, await isVerified(db, row.id));
}

async function isVerified(db: Executor, reviewId: string): Promise<boolean> {
  const [row] = await db.select({ verified: VERIFIED_SQL }).from(avaliacoes).where(eq(avaliacoes.id, reviewId));
  return row?.verified === true;
}

/** The reviewed therapist's one public answer; a second one is a 409. */
export async function answerReview(db: Database, bus: EventBus, caller: AuthUser, id: string, texto: string, now: Date): Promise<Review> {
  const [current] = await db.select().from(avaliacoes).where(and(eq(avaliacoes.id, id), isNull(avaliacoes.ocultadaEm))).limit(1);
  if (!current) throw notFound(MSG.reviewNotFound);
  if (current.terapeutaId !== caller.sub) throw forbidden(MSG.onlyTherapistAnswers);
  const row = await bus.transaction(db, now, async (tx, publish) => {
    const [answered] = await tx
      .update(avaliacoes)
      .set({ resposta: texto, respostaEm: todayIso(now), updatedAt: now })
      .where(and(eq(avaliacoes.id, id), eq(avaliacoes.resposta, '')))
      .returning();
    if (!answered) throw conflict(MSG.alreadyAnswered);
    await publish('AvaliacaoRespondida', { avaliacaoId: id, terapeutaId: current.terapeutaId });
    return answered;
  });
  return toReview(row, null, await isVerified(db, id));
}

/** The therapist's own answer, rewritten (its date becomes the edit's) or removed; 404 when there
 * is none to change. Compare-and-set on "answered" so a removal racing an edit never revives it. */
export async function changeAnswer(db: Database, bus: EventBus, caller: AuthUser, id: string, texto: string | null, now: Date): Promise<Review> {
  const [current] = await db.select().from(avaliacoes).where(and(eq(avaliacoes.id, id), isNull(avaliacoes.ocultadaEm))).limit(1);
  if (!current) throw notFound(MSG.reviewNotFound);
  if (current.terapeutaId !== caller.sub) throw forbidden(MSG.onlyTherapistAnswers);
  const row = await bus.transaction(db, now, async (tx, publish) => {
    const [changed] = await tx
      .update(avaliacoes)
      .set(texto === null ? { resposta: '', respostaEm: null, updatedAt: now } : { resposta: texto, respostaEm: todayIso(now), updatedAt: now })
      .where(and(eq(avaliacoes.id, id), ne(avaliacoes.resposta, '')))
      .returning();
    if (!changed) throw notFound(MSG.notAnswered);
    await publish(texto === null ? 'RespostaRemovida' : 'RespostaEditada', { avaliacaoId: id, terapeutaId: current.terapeutaId });
    return changed;
  });
  return toReview(row, null, await isVerified(db, id));
}

export async function deleteReview(db: Database, bus: EventBus, caller: AuthUser, id: string, now: Date): Promise<void> {
  const current = await ownReview(db, caller, id, { visible: false });
  await bus.transaction(db, now, async (tx, publish) => {
    await lockTherapist(tx, current.terapeutaId);
    const deleted = await tx.delete(avaliacoes).where(eq(avaliacoes.id, id)).returning({ id: avaliacoes.id });
    if (deleted.length === 0) throw notFound(MSG.reviewNotFound);
    await recomputeRating(tx, current.terapeutaId);
    await publish('AvaliacaoExcluida', { avaliacaoId: id, terapeutaId: current.terapeutaId });
  });
}
