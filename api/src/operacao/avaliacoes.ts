// Review moderation (issue 32, item 6), the operators' side:
//   GET  /operacao/denuncias?estado=pendentes|todas   reported reviews with their reports (pending:
//        at least one report not decided yet), oldest pending report first
//   POST /operacao/avaliacoes/{id} { decisao: 'manter' | 'ocultar', motivo }
// One transaction per decision: the therapist's row locked first (as every review write does, so the
// rating includes every committed change), the review's open reports closed, and for 'ocultar' the
// review hidden (its answer with it), the rating recomputed by its one definition in the database
// (acolhe_recalcular_nota counts visible reviews only), the author told why (outbox: in-app +
// e-mail) — and the audit line, so a decision without its line cannot commit. A decision on a review
// without open reports ('manter') or already hidden ('ocultar') is a 409.
import type { CacheEvents } from '../lib/cache-events';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  MODERACAO_MSG,
  decisaoAvaliacaoSchema,
  denunciaFilaAnswer,
  denunciaFilaItemAnswer,
  denunciaFiltroSchema,
  type MotivoDenuncia,
} from '@acolhe/shared-domain';
import type { AppContext } from '../context';
import type { Database, Executor } from '../db/client';
import { avaliacoes, clientes, contas, denunciasAvaliacao, terapeutas } from '../db/schema';
import { idParam } from '../http/contract';
import { operadorRead, operadorWrite } from './route-options';
import { conflict, notFound } from '../lib/errors';
import { MSG } from '../lib/messages';
import { parseWith } from '../lib/validation';
import { recomputeRating } from '../avaliacoes/rating';
import { accountPayload, outboxRow, writeOutbox } from '../notificacoes/outbox';
import { registrarAuditoria } from './auditoria';
import { operadorOf, type Operador } from './guard';

/** How many reported reviews one page of the queue shows. */
const FILA_MAX = 200;

type Estado = 'pendentes' | 'todas';

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
          .map((d) => ({ motivo: d.motivo as MotivoDenuncia, texto: d.texto, em: d.em.toISOString() })),
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

/** The author's notice of a hidden review (in-app + e-mail through the outbox), in the decision's transaction. */
async function avisarAutor(tx: Executor, review: { clienteId: string; terapeutaId: string; dataAvaliacao: string }, motivo: string, now: Date) {
  const [author] = await tx
    .select({ name: clientes.name, email: clientes.email, erasedAt: contas.erasedAt, therapist: terapeutas.fullName })
    .from(clientes)
    .leftJoin(contas, eq(contas.id, clientes.id))
    .innerJoin(terapeutas, eq(terapeutas.id, review.terapeutaId))
    .where(eq(clientes.id, review.clienteId));
  // an erased account is told nothing (it has no inbox and no address any more)
  if (!author || author.erasedAt !== null) return;
  const payload = accountPayload('cliente', author.name, { terapeuta: author.therapist, data: review.dataAvaliacao, motivoOcultacao: motivo });
  await writeOutbox(tx, [
    outboxRow({ tipo: 'avaliacao-ocultada', contaId: review.clienteId, payload, link: `/terapeuta/${review.terapeutaId}`, sessaoId: null, emailTo: author.email, now }),
  ]);
}

export async function decidirAvaliacao(
  db: Database,
  events: CacheEvents,
  operador: Operador,
  id: string,
  input: { decisao: 'manter' | 'ocultar'; motivo: string },
  now: Date,
) {
  const [current] = await db.select({ terapeutaId: avaliacoes.terapeutaId }).from(avaliacoes).where(eq(avaliacoes.id, id)).limit(1);
  if (!current) throw notFound(MSG.reviewNotFound);
  await db.transaction(async (tx) => {
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
      await avisarAutor(tx, review, input.motivo, now);
    }
    await registrarAuditoria(
      tx,
      operador,
      { acao: `avaliacao.${input.decisao}`, alvoTipo: 'avaliacao', alvoId: id, motivo: input.motivo, detalhes: { terapeutaId: review.terapeutaId, denuncias: closed.length } },
      now,
    );
  });
  // after the commit: the profile loses the review at once; the lists' rating follows within their lag
  if (input.decisao === 'ocultar') events.publicReadsChanged({ profiles: [current.terapeutaId], lists: 'ratings' });
  const [item] = await filaItems(db, [id], 'todas');
  return item!;
}

export function registerModeracaoRoutes(app: FastifyInstance, ctx: AppContext) {
  app.get(
    '/denuncias',
    operadorRead({
      operationId: 'listReviewReports',
      summary: 'Avaliações denunciadas, com as denúncias',
      description: '`estado`: `pendentes` (padrão: denunciadas e ainda não decididas) ou `todas`. As mais antigas primeiro (até 200).',
      querystring: { type: 'object', properties: { estado: { type: 'string' } } },
      answers: { 200: denunciaFilaAnswer },
    }),
    async (request, reply) => {
      const { estado } = parseWith(denunciaFiltroSchema, request.query);
      return reply.header('cache-control', 'private, no-store').send(await filaDeDenuncias(ctx.db, estado));
    },
  );

  app.post<{ Params: { id: string } }>(
    '/avaliacoes/:id',
    operadorWrite({
      operationId: 'decideReview',
      summary: 'Mantém ou oculta uma avaliação denunciada, com o motivo',
      description:
        "`manter` encerra as denúncias abertas; `ocultar` tira a avaliação (e a resposta do terapeuta) do perfil e da nota, e avisa o autor com o motivo. Decidir de novo: 409. Cada decisão fica no registro de auditoria.",
      params: idParam,
      body: decisaoAvaliacaoSchema,
      answers: { 200: denunciaFilaItemAnswer },
    }),
    async (request) => {
      const input = parseWith(decisaoAvaliacaoSchema, request.body);
      return decidirAvaliacao(ctx.db, ctx.events, operadorOf(request), request.params.id, input, ctx.now());
    },
  );
}
