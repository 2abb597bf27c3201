// Review moderation (issue 32, item 6), the operators' side (GET /operacao/denuncias, POST
// /operacao/avaliacoes/{id} { decisao: 'manter' | 'ocultar', motivo }).
// One transaction per decision: the therapist's row locked first (as every review write does, so the
// rating includes every committed change), the review's open reports closed, and for 'ocultar' the
// review hidden (its answer with it), the rating recomputed by its one definition in the database
// (acolhe_recalcular_nota counts visible reviews only) and AvaliacaoOcultada published (its author is
// told why; the caches follow) — and the audit line, so a decision without its line cannot commit. A
// decision on a review without open reports ('manter') or already hidden ('ocultar') is a 409.
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { MODERACAO_MSG, type ESTADOS_FILA_DENUNCIAS, type TipoDecisaoAvaliacao } from '@acolhe/shared-domain';
import type { Database, Executor } from '../db/client';
import { avaliacoes, denunciasAvaliacao, terapeutas } from '../db/schema';
import { registrarAuditoria } from '../auditoria/registro';
import type { Operador } from '../auth/operador';
import type { EventBus } from '../eventos/bus';
import { conflict, notFound } from '../lib/errors';
import { MSG } from '../lib/messages';
import { recomputeRating } from './rating';

/** How many reported reviews one page of the queue shows. */
const FILA_MAX = 200;

type Estado = (typeof ESTADOS_FILA_DENUNCIAS)[number];

async function filaItems(db: Executor, ids: string[], estado: Estado) {
  if (ids.length === 0) return [];
  const [reviews, reports] = await Promise.all([
    db
      .select({
        avaliacaoId: avaliacoes.id,
        terapeutaId: avaliacoes.terapeutaId,
        terapeutaNome: terapeutas.fullName,
        autorNome: avaliacoes.clientName,
        nota: avaliacoes.nota,
        comentario: avaliacoes.comentario,
        dataAvaliacao: avaliacoes.dataAvaliacao,
        ocultadaEm: avaliacoes.ocultadaEm,
      })
      .from(avaliacoes)
      .innerJoin(terapeutas, eq(terapeutas.id, avaliacoes.terapeutaId))
      .where(inArray(avaliacoes.id, ids)),
    db
      .select({ avaliacaoId: denunciasAvaliacao.avaliacaoId, motivo: denunciasAvaliacao.motivo, texto: denunciasAvaliacao.texto, em: denunciasAvaliacao.criadaEm })
      .from(denunciasAvaliacao)
      .where(and(inArray(denunciasAvaliacao.avaliacaoId, ids), estado === 'pendentes' ? isNull(denunciasAvaliacao.decididaEm) : undefined))
      .orderBy(asc(denunciasAvaliacao.criadaEm), asc(denunciasAvaliacao.id)),
  ]);
  const byId = new Map(reviews.map((r) => [r.avaliacaoId, r]));
  return ids.flatMap((id) => {
    const r = byId.get(id);
    if (!r) return [];
    const { ocultadaEm, ...review } = r;
    return [
      {
        ...review,
        oculta: ocultadaEm !== null,
        denuncias: reports
          .filter((d) => d.avaliacaoId === id)
          .map((d) => ({ motivo: d.motivo, texto: d.texto, em: d.em.toISOString() })),
      },
    ];
  });
}

/** A pending report: not decided, and its review still visible (a report that raced a hide and
 * landed after it has nothing left to decide). The queue and the overview's count read this. */
export const DENUNCIA_PENDENTE = and(
  isNull(denunciasAvaliacao.decididaEm),
  sql`EXISTS (SELECT 1 FROM "avaliacoes" WHERE "avaliacoes"."id" = ${denunciasAvaliacao.avaliacaoId} AND "avaliacoes"."ocultada_em" IS NULL)`,
);

export async function filaDeDenuncias(db: Database, estado: Estado) {
  const where = estado === 'pendentes' ? DENUNCIA_PENDENTE : undefined;
  // the reviews in the queue, by their oldest (pending) report
  const first = sql<Date>`min(${denunciasAvaliacao.criadaEm})`;
  const [ids, [total]] = await Promise.all([
    db
      .select({ id: denunciasAvaliacao.avaliacaoId, first })
      .from(denunciasAvaliacao)
      .where(where)
      .groupBy(denunciasAvaliacao.avaliacaoId)
      .orderBy(first, denunciasAvaliacao.avaliacaoId)
      .limit(FILA_MAX),
    db.select({ n: sql<number>`count(DISTINCT ${denunciasAvaliacao.avaliacaoId})::int` }).from(denunciasAvaliacao).where(where),
  ]);
  return { content: await filaItems(db, ids.map((r) => r.id), estado), totalElements: Number(total?.n ?? 0) };
}

export async function decidirAvaliacao(
  db: Database,
  bus: EventBus,
  operador: Operador,
  id: string,
  input: { decisao: TipoDecisaoAvaliacao; motivo: string },
  now: Date,
) {
  const [current] = await db.select({ terapeutaId: avaliacoes.terapeutaId }).from(avaliacoes).where(eq(avaliacoes.id, id)).limit(1);
  if (!current) throw notFound(MSG.reviewNotFound);
  await bus.transaction(db, now, async (tx, publish) => {
    // the therapist first, as every review write: the rating then includes every committed change
    await tx.select({ id: terapeutas.id }).from(terapeutas).where(eq(terapeutas.id, current.terapeutaId)).for('no key update');
    const [review] = await tx.select().from(avaliacoes).where(eq(avaliacoes.id, id)).for('update');
    if (!review) throw notFound(MSG.reviewNotFound);
    if (review.ocultadaEm !== null) throw conflict(MODERACAO_MSG.jaDecidida);
    const closed = await tx
      .update(denunciasAvaliacao)
      .set({ decididaEm: now, decisao: input.decisao })
      .where(and(eq(denunciasAvaliacao.avaliacaoId, id), isNull(denunciasAvaliacao.decididaEm)))
      .returning({ id: denunciasAvaliacao.id });
    if (input.decisao === 'manter' && closed.length === 0) throw conflict(MODERACAO_MSG.jaDecidida);
    if (input.decisao === 'ocultar') {
      await tx.update(avaliacoes).set({ ocultadaEm: now, ocultadaMotivo: input.motivo }).where(eq(avaliacoes.id, id));
      await recomputeRating(tx, review.terapeutaId);
      await publish('AvaliacaoOcultada', { avaliacaoId: id, terapeutaId: review.terapeutaId, clienteId: review.clienteId, dataAvaliacao: review.dataAvaliacao, motivo: input.motivo });
    }
    await registrarAuditoria(
      tx,
      operador,
      { acao: `avaliacao.${input.decisao}`, alvoTipo: 'avaliacao', alvoId: id, motivo: input.motivo, detalhes: { terapeutaId: review.terapeutaId, denuncias: closed.length } },
      now,
    );
  });
  const [item] = await filaItems(db, [id], 'todas');
  return item!;
}
