// The therapists in the operators' console (issue 32), inside the /operacao scope (routes.ts):
//   GET  /operacao/terapeutas?q=&page=            by name, e-mail or CRP
//   POST /operacao/terapeutas/:id/suspensao       { motivo }  (409 when already suspended)
//   POST /operacao/terapeutas/:id/reativacao      { motivo }  (409 when not suspended)
//   GET  /operacao/resumo                         the overview's charts (resumo.ts)
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { OPERACAO_MSG, resumoOperacaoAnswer, suspensaoSchema, terapeutaOperacaoAnswer, terapeutasOperacaoAnswer } from '@acolhe/shared-domain';
import type { AppContext } from '../context';
import { idParam } from '../http/contract';
import { operadorRead, operadorWrite } from './route-options';
import { parseWith } from '../lib/validation';
import { operadorOf } from './guard';
import { resumoOperacao } from './resumo';
import { buscarTerapeutas, reativarTerapeuta, suspenderTerapeuta } from './suspensao';

/** GET /operacao/terapeutas's query. */
export const buscaTerapeutasSchema = v.object({
  q: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(200, OPERACAO_MSG.filtroInvalido)), ''),
  page: v.optional(v.pipe(v.string(), v.regex(/^\d{1,6}$/, OPERACAO_MSG.filtroInvalido), v.transform(Number)), '0'),
});

export function registerTerapeutasOperacaoRoutes(app: FastifyInstance, ctx: AppContext) {
  app.get(
    '/terapeutas',
    operadorRead({
      operationId: 'searchTherapistsOperacao',
      summary: 'Busca terapeutas por nome, e-mail ou CRP',
      description: '`q` (parte do nome, do e-mail ou do CRP; vazio: todos), `page` (20 por página), por nome.',
      querystring: { type: 'object', properties: { q: { type: 'string' }, page: { type: 'string' } } },
      answers: { 200: terapeutasOperacaoAnswer },
    }),
    async (request, reply) => {
      const q = parseWith(buscaTerapeutasSchema, request.query ?? {});
      return reply.header('cache-control', 'private, no-store').send(await buscarTerapeutas(ctx.db, q.q, q.page));
    },
  );

  // suspension and reactivation: the same body ({ motivo }) and answer, opposite decisions
  const decisoes = [
    {
      url: '/terapeutas/:id/suspensao',
      operationId: 'suspendTherapist',
      summary: 'Suspende um(a) terapeuta: fora das listas, perfil 404, sem novos agendamentos',
      description: 'As solicitações pendentes são recusadas (os clientes recebem o aviso); as sessões confirmadas continuam e os clientes são avisados. Já suspenso(a): 409.',
      decidir: suspenderTerapeuta,
    },
    { url: '/terapeutas/:id/reativacao', operationId: 'reactivateTherapist', summary: 'Reativa um(a) terapeuta suspenso(a)', description: 'Não suspenso(a): 409.', decidir: reativarTerapeuta },
  ];
  for (const { url, decidir, ...doc } of decisoes) {
    app.post<{ Params: { id: string } }>(
      url,
      operadorWrite({ ...doc, params: idParam, body: suspensaoSchema, answers: { 200: terapeutaOperacaoAnswer } }),
      async (request) => {
        const { motivo } = parseWith(suspensaoSchema, request.body);
        return decidir(ctx.db, ctx.events, operadorOf(request), request.params.id, motivo, ctx.now());
      },
    );
  }

  app.get(
    '/resumo',
    operadorRead({
      operationId: 'operationsOverview',
      summary: 'Visão geral: contas novas, sessões e verificações por semana ISO (12 semanas, horário de São Paulo)',
      answers: { 200: resumoOperacaoAnswer },
    }),
    async (_request, reply) => reply.header('cache-control', 'private, no-store').send(await resumoOperacao(ctx.db, ctx.now())),
  );
}
