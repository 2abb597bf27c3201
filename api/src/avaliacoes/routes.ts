// Reviews (clients only, product.md#who-uses-it).
//   POST   /avaliacoes        { terapeutaId, nota, comentario } → 201 review
//   PUT    /avaliacoes        { id, nota, comentario }          → review (api/README.md form: id in the body)
//   PUT    /avaliacoes/:id    { nota, comentario }              → review
//   DELETE /avaliacoes/:id                                      → 204
//   POST   /avaliacoes/:id/resposta { texto }  (the reviewed therapist, once) → review
//   PUT    /avaliacoes/:id/resposta { texto }  (that therapist: edits the answer) → review
//   DELETE /avaliacoes/:id/resposta            (that therapist: removes the answer) → review
//   POST   /avaliacoes/:id/denuncias { motivo, texto } (anyone signed in but the author, once) → 201 { message }
// clienteId, clientName, dataAvaliacao and canEdit are never read from the body.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { apiErrorAnswer, denunciaSchema, MODERACAO_MSG, reviewAnswer, reviewReplySchema, reviewRequestSchema, reviewSchema, reviewUpdateRequestSchema } from '@acolhe/shared-domain';
import { requireRole, userOf } from '../auth/guard';
import type { AppContext } from '../context';
import { idParam } from '../http/contract';
import { signedIn } from '../http/signed-in';
import { MSG } from '../lib/messages';
import { parseWith } from '../lib/validation';
import { denunciarAvaliacao } from './denuncias';
import { answerReview, changeAnswer, createReview, deleteReview, updateReview } from './service';

export function registerAvaliacoesRoutes(app: FastifyInstance, ctx: AppContext) {
  const { requireUser } = ctx.guards;

  app.post(
    '/avaliacoes',
    signedIn(requireUser, {
      operationId: 'createReview',
      tags: ['avaliacoes'],
      summary: 'Cria a avaliação do cliente autenticado (uma por terapeuta)',
      body: reviewRequestSchema,
      answers: { 201: reviewAnswer },
    }),
    async (request, reply) => {
      const caller = requireRole(request, 'cliente', MSG.onlyClientsCreateReviews);
      const input = parseWith(reviewRequestSchema, request.body);
      const review = await createReview(ctx.db, ctx.events, caller, input, ctx.now());
      return reply.status(201).send(review);
    },
  );

  async function update(request: FastifyRequest, pathId?: string) {
    const caller = requireRole(request, 'cliente', MSG.onlyClientsUpdateReviews);
    if (pathId === undefined) {
      const { id, ...input } = parseWith(reviewUpdateRequestSchema, request.body);
      return updateReview(ctx.db, ctx.events, caller, id, input, ctx.now());
    }
    return updateReview(ctx.db, ctx.events, caller, pathId, parseWith(reviewSchema, request.body), ctx.now());
  }

  const updateDoc = { tags: ['avaliacoes'], summary: 'Atualiza a própria avaliação', answers: { 200: reviewAnswer } };
  app.put(
    '/avaliacoes',
    signedIn(requireUser, { ...updateDoc, operationId: 'updateReviewById', body: reviewUpdateRequestSchema }),
    async (request) => update(request),
  );
  app.put<{ Params: { id: string } }>(
    '/avaliacoes/:id',
    signedIn(requireUser, { ...updateDoc, operationId: 'updateReview', params: idParam, body: reviewSchema }),
    async (request) => update(request, request.params.id),
  );

  app.delete<{ Params: { id: string } }>(
    '/avaliacoes/:id',
    signedIn(requireUser, {
      operationId: 'deleteReview',
      tags: ['avaliacoes'],
      summary: 'Remove a própria avaliação',
      params: idParam,
      answers: { 204: 'empty' },
    }),
    async (request, reply) => {
      const caller = requireRole(request, 'cliente', MSG.onlyClientsDeleteReviews);
      await deleteReview(ctx.db, ctx.events, caller, request.params.id);
      return reply.status(204).send();
    },
  );

  // the therapist's public answer: written once (POST), edited after (PUT) — one body, one answer
  const answerWrites = [
    { method: 'POST', operationId: 'answerReview', summary: 'A resposta pública do terapeuta avaliado (uma por avaliação)', write: answerReview },
    { method: 'PUT', operationId: 'changeReviewAnswer', summary: 'Edita a resposta do terapeuta avaliado', write: changeAnswer },
  ] as const;
  for (const { method, operationId, summary, write } of answerWrites) {
    app.route<{ Params: { id: string } }>({
      method,
      url: '/avaliacoes/:id/resposta',
      ...signedIn(requireUser, { operationId, tags: ['avaliacoes'], summary, params: idParam, body: reviewReplySchema, answers: { 200: reviewAnswer } }),
      handler: async (request) => {
        const caller = requireRole(request, 'terapeuta', MSG.onlyTherapistAnswers);
        const { texto } = parseWith(reviewReplySchema, request.body);
        return write(ctx.db, ctx.events, caller, request.params.id, texto, ctx.now());
      },
    });
  }

  app.delete<{ Params: { id: string } }>(
    '/avaliacoes/:id/resposta',
    signedIn(requireUser, {
      operationId: 'removeReviewAnswer',
      tags: ['avaliacoes'],
      summary: 'Remove a resposta do terapeuta avaliado',
      params: idParam,
      answers: { 200: reviewAnswer },
    }),
    async (request) => {
      const caller = requireRole(request, 'terapeuta', MSG.onlyTherapistAnswers);
      return changeAnswer(ctx.db, ctx.events, caller, request.params.id, null, ctx.now());
    },
  );

  app.post<{ Params: { id: string } }>(
    '/avaliacoes/:id/denuncias',
    signedIn(requireUser, {
      operationId: 'reportReview',
      tags: ['avaliacoes'],
      summary: 'Denuncia uma avaliação (uma vez por pessoa; não a própria)',
      description: 'Motivo: ofensiva | dados_pessoais | falsa | outro (texto obrigatório). Limitado como as demais escritas.',
      params: idParam,
      body: denunciaSchema,
      answers: { 201: apiErrorAnswer },
    }),
    async (request, reply) => {
      const caller = userOf(request);
      const input = parseWith(denunciaSchema, request.body);
      await denunciarAvaliacao(ctx.db, caller, request.params.id, input, ctx.now());
      return reply.status(201).send({ message: MODERACAO_MSG.denunciaRecebida });
    },
  );
}
