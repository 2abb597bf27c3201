// The operators' console (rows of shared-domain/src/operations/operacao.ts; issue 32): its overview,
// the therapist search, suspension and reactivation — every request logged with the operator's id
// (never a body). Outside the console (no operator's token: `npm run operador` calls it): POST
// /identidade/operadores/sincronizar, the api reading a removed operator's state (./revogacao.ts).
// The console's other rows live with their slices: the audit log (auditoria), the verification
// queue (verificacao), review moderation (avaliacoes).
import type { FastifyPluginAsync } from 'fastify';
import {
  operationsOverview,
  reactivateTherapist,
  searchTherapistsOperacao,
  suspendTherapist,
  syncOperator,
} from '@acolhe/shared-domain/operations';
import { logOperatorRequests } from '../auth/operador';
import { implement, mount } from '../http/operations';
import { EVENTOS_OPERACAO } from './events';
import { resumoOperacao } from './resumo';
import { sincronizarOperador } from './revogacao';
import { buscarTerapeutas, reativarTerapeuta, suspenderTerapeuta } from './suspensao';

export const operacaoPlugin: FastifyPluginAsync = async (app) => {
  // after the commit: off (or back on) every list, the profile and the month's slots
  for (const name of EVENTOS_OPERACAO) {
    app.bus.afterCommit(name, ({ payload }) => {
      app.events.publicReadsChanged({ profiles: [payload.terapeutaId], lists: 'cards' });
      app.events.agendaChanged(payload.terapeutaId);
    });
  }

  mount(app, [
    implement(syncOperator, async ({ body, request, reply }) => {
      await sincronizarOperador(app, request, body.email.toLowerCase());
      return reply.status(204).send();
    }),
  ]);

  await app.register(async (operadores) => {
    logOperatorRequests(operadores);
    mount(operadores, [
      implement(searchTherapistsOperacao, async ({ query, reply }) =>
        reply.header('cache-control', 'private, no-store').send(await buscarTerapeutas(app.db, query.q, query.page)),
      ),
      // suspension and reactivation: the same body ({ motivo }) and answer, opposite decisions
      implement(suspendTherapist, async ({ params, body, caller }) => suspenderTerapeuta(app.db, app.bus, caller, params.id, body.motivo, app.now())),
      implement(reactivateTherapist, async ({ params, body, caller }) => reativarTerapeuta(app.db, app.bus, caller, params.id, body.motivo, app.now())),
      implement(operationsOverview, async ({ reply }) => reply.header('cache-control', 'private, no-store').send(await resumoOperacao(app.db, app.now()))),
    ]);
  });
};
