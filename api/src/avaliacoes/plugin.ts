// Reviews (rows of shared-domain/src/operations/avaliacoes.ts; clients only, product.md#who-uses-it):
//   POST   /avaliacoes        { terapeutaId, nota, comentario } → 201 review
//   PUT    /avaliacoes        { id, nota, comentario }          → review (api/README.md form: id in the body)
//   PUT    /avaliacoes/{id}   { nota, comentario }              → review
//   DELETE /avaliacoes/{id}                                     → 204
//   POST   /avaliacoes/{id}/resposta { texto }  (the reviewed therapist, once) → review
//   PUT    /avaliacoes/{id}/resposta { texto }  (that therapist: edits the answer) → review
//   DELETE /avaliacoes/{id}/resposta            (that therapist: removes the answer) → review
//   POST   /avaliacoes/{id}/denuncias { motivo, texto } (anyone signed in but the author, once) → 201 { message }
// and the operators' moderation: GET /operacao/denuncias, POST /operacao/avaliacoes/{id}.
// clienteId, clientName, dataAvaliacao and canEdit are never read from the body. The public reads
// follow the slice's events after their commit.
import type { FastifyPluginAsync } from 'fastify';
import { MODERACAO_MSG } from '@acolhe/shared-domain';
import {
  answerReview,
  changeReviewAnswer,
  createReview,
  decideReview,
  deleteReview,
  listReviewReports,
  removeReviewAnswer,
  reportReview,
  updateReview,
  updateReviewById,
} from '@acolhe/shared-domain/operations';
import { logOperatorRequests } from '../auth/operador';
import { implement, mount } from '../http/operations';
import { denunciarAvaliacao } from './denuncias';
import { EVENTOS_DA_NOTA, EVENTOS_DA_RESPOSTA } from './events';
import { decidirAvaliacao, filaDeDenuncias } from './moderacao';
import * as reviews from './service';

export const avaliacoesPlugin: FastifyPluginAsync = async (app) => {
  // after the commit: the profile's reviews at once; the lists' rating, count and order within
  // their lag — an answer shows on the profile only
  for (const name of EVENTOS_DA_NOTA) app.bus.afterCommit(name, ({ payload }) => app.events.publicReadsChanged({ profiles: [payload.terapeutaId], lists: 'ratings' }));
  for (const name of EVENTOS_DA_RESPOSTA) app.bus.afterCommit(name, ({ payload }) => app.events.publicReadsChanged({ profiles: [payload.terapeutaId], lists: 'unchanged' }));

  mount(app, [
    implement(createReview, async ({ body, caller, reply }) => reply.status(201).send(await reviews.createReview(app.db, app.bus, caller, body, app.now()))),
    implement(updateReviewById, async ({ body: { id, ...input }, caller }) => reviews.updateReview(app.db, app.bus, caller, id, input, app.now())),
    implement(updateReview, async ({ params, body, caller }) => reviews.updateReview(app.db, app.bus, caller, params.id, body, app.now())),
    implement(deleteReview, async ({ params, caller, reply }) => {
      await reviews.deleteReview(app.db, app.bus, caller, params.id, app.now());
      return reply.status(204).send();
    }),
    // the therapist's public answer: written once (POST), edited after (PUT), removed (DELETE)
    implement(answerReview, async ({ params, body, caller }) => reviews.answerReview(app.db, app.bus, caller, params.id, body.texto, app.now())),
    implement(changeReviewAnswer, async ({ params, body, caller }) => reviews.changeAnswer(app.db, app.bus, caller, params.id, body.texto, app.now())),
    implement(removeReviewAnswer, async ({ params, caller }) => reviews.changeAnswer(app.db, app.bus, caller, params.id, null, app.now())),
    implement(reportReview, async ({ params, body, caller, reply }) => {
      await denunciarAvaliacao(app.db, caller, params.id, body, app.now());
      return reply.status(201).send({ message: MODERACAO_MSG.denunciaRecebida });
    }),
  ]);

  // the operators' moderation: every request logged with the operator's id
  await app.register(async (operadores) => {
    logOperatorRequests(operadores);
    mount(operadores, [
      implement(listReviewReports, async ({ query, reply }) => reply.header('cache-control', 'private, no-store').send(await filaDeDenuncias(app.db, query.estado))),
      implement(decideReview, async ({ params, body, caller }) => decidirAvaliacao(app.db, app.bus, caller, params.id, body, app.now())),
    ]);
  });
};
