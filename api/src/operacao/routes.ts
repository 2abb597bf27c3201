// The operators' routes (/operacao/*, issue 32), one scope: every route in it passes the operators'
// guard (operacao/guard.ts) and every request is logged with the operator's id (never a body).
//   GET /operacao/auditoria   the audit log, newest first, filtered (the console exports it as CSV)
//   /operacao/verificacoes…   the verification queue, documents, decisions (verificacoes.ts)
//   /operacao/terapeutas…     search, suspension, reactivation; /operacao/resumo (terapeutas.ts)
//   GET /operacao/denuncias, POST /operacao/avaliacoes/{id}   review moderation (./avaliacoes.ts)
// Outside the scope (no operator's token: `npm run operador` calls it): POST
// /identidade/operadores/sincronizar, the api reading a removed operator's state (./revogacao.ts).
// Each concern of the console adds its routes here (verifications, reviews, therapists, overview).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { auditoriaAnswer, auditoriaFiltroSchema, wallClockToInstant } from '@acolhe/shared-domain';
import type { AppContext } from '../context';
import { operadorRead } from './route-options';
import { parseWith } from '../lib/validation';
import { listarAuditoria } from './auditoria';
import { registerTerapeutasOperacaoRoutes } from './terapeutas';
import { registerVerificacoesRoutes } from './verificacoes';
import { registerModeracaoRoutes } from './avaliacoes';
import { registerRevogacaoRoutes } from './revogacao';

async function logOperatorRequest(request: FastifyRequest, reply: FastifyReply) {
  request.log.info(
    { operador: request.operador?.sub ?? null, metodo: request.method, rota: request.routeOptions.url, status: reply.statusCode },
    'operação: pedido de operador(a)',
  );
}

function registerAuditoriaRoutes(app: FastifyInstance, ctx: AppContext) {
  app.get(
    '/auditoria',
    operadorRead({
      operationId: 'listAuditLog',
      summary: 'Registro de auditoria das ações de operadores',
      description:
        'Mais recentes primeiro. Filtros: `acao`, `alvoTipo`, `alvoId`, `operadorEmail`, `desde` e `ate` (datas YYYY-MM-DD, horário de São Paulo, inclusivas), `page`, `size` (≤ 200).',
      querystring: {
        type: 'object',
        properties: Object.fromEntries(['acao', 'alvoTipo', 'alvoId', 'operadorEmail', 'desde', 'ate', 'page', 'size'].map((k) => [k, { type: 'string' }])),
      },
      answers: { 200: auditoriaAnswer },
    }),
    async (request, reply) => {
      const filtro = parseWith(auditoriaFiltroSchema, request.query);
      const page = await listarAuditoria(ctx.db, {
        ...filtro,
        desde: filtro.desde ? wallClockToInstant(`${filtro.desde}T00:00`) : undefined,
        ate: filtro.ate ? new Date(wallClockToInstant(`${filtro.ate}T00:00`).getTime() + 24 * 3600_000) : undefined,
      });
      return reply.header('cache-control', 'private, no-store').send(page);
    },
  );
}

export function registerOperacaoRoutes(app: FastifyInstance, ctx: AppContext) {
  registerRevogacaoRoutes(app, ctx);
  void app.register(
    async (scope) => {
      scope.addHook('preHandler', ctx.requireOperador);
      scope.addHook('onResponse', logOperatorRequest);
      registerAuditoriaRoutes(scope, ctx);
      registerVerificacoesRoutes(scope, ctx);
      registerTerapeutasOperacaoRoutes(scope, ctx);
      registerModeracaoRoutes(scope, ctx);
    },
    { prefix: '/operacao' },
  );
}
