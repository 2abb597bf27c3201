// The verification queue of the operators (issue 32), inside the /operacao scope (routes.ts):
//   GET  /operacao/verificacoes?estado=em_analise&page=&size=   oldest submission first
//   GET  /operacao/verificacoes/:therapistId/documento           the private document, its read audited
//   POST /operacao/verificacoes/:therapistId                     { decisao: aprovar | recusar, motivo, crp, documentoId }
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import {
  DOCUMENTO_VERIFICACAO_TIPOS,
  ESTADOS_VERIFICACAO,
  OPERACAO_MSG,
  decisaoVerificacaoSchema,
  verificacaoAnswer,
  verificacaoFilaAnswer,
} from '@acolhe/shared-domain';
import type { AppContext } from '../context';
import { operadorRead, operadorWrite } from './route-options';
import { parseWith } from '../lib/validation';
import { decidirVerificacao, filaVerificacoes, lerDocumento } from '../verificacao/service';
import { operadorOf } from './guard';

const therapistParam = { type: 'object', properties: { therapistId: { type: 'string' } }, required: ['therapistId'] } as const;

const pagina = (fallback: number, max: number) =>
  v.optional(v.pipe(v.string(), v.regex(/^\d{1,6}$/, OPERACAO_MSG.filtroInvalido), v.transform(Number), v.maxValue(max, OPERACAO_MSG.filtroInvalido)), String(fallback));

/** GET /operacao/verificacoes's query. */
export const filaQuerySchema = v.object({
  estado: v.optional(v.picklist(ESTADOS_VERIFICACAO, OPERACAO_MSG.filtroInvalido), 'em_analise'),
  page: pagina(0, 100_000),
  size: pagina(50, 200),
});

export function registerVerificacoesRoutes(app: FastifyInstance, ctx: AppContext) {
  app.get(
    '/verificacoes',
    operadorRead({
      operationId: 'listVerificationQueue',
      summary: 'Fila de verificações profissionais (mais antigas primeiro)',
      description: '`estado`: nao_enviado | em_analise (padrão) | verificado | recusado. `page`, `size` (≤ 200). O CPF vem mascarado.',
      querystring: { type: 'object', properties: { estado: { type: 'string' }, page: { type: 'string' }, size: { type: 'string' } } },
      answers: { 200: verificacaoFilaAnswer },
    }),
    async (request, reply) => {
      const q = parseWith(filaQuerySchema, request.query ?? {});
      return reply.header('cache-control', 'private, no-store').send(await filaVerificacoes(ctx.db, q.estado, q.page, q.size));
    },
  );

  app.get<{ Params: { therapistId: string } }>(
    '/verificacoes/:therapistId/documento',
    operadorRead({
      operationId: 'readVerificationDocument',
      summary: 'O documento enviado (carteira do CRP); cada leitura fica no registro de auditoria',
      params: therapistParam,
      answers: { 200: { binary: DOCUMENTO_VERIFICACAO_TIPOS } },
    }),
    async (request, reply) => {
      const doc = await lerDocumento(ctx.db, ctx.storage, operadorOf(request), request.params.therapistId, ctx.now());
      reply
        .header('cache-control', 'private, no-store')
        .header('content-disposition', 'inline')
        .type(doc.contentType);
      if (doc.contentLength !== undefined) reply.header('content-length', doc.contentLength);
      return reply.send(doc.body);
    },
  );

  app.post<{ Params: { therapistId: string } }>(
    '/verificacoes/:therapistId',
    operadorWrite({
      operationId: 'decideVerification',
      summary: 'Aprova ou recusa uma verificação em análise',
      description:
        '`{ decisao: "aprovar" | "recusar", motivo, crp, documentoId }` (motivo obrigatório ao recusar; o(a) terapeuta o recebe). ' +
        '`crp` e `documentoId` são o que o operador conferiu (o `crp` e o `documento.id` da fila; `documentoId` null sem documento): ' +
        'se o CRP ou o documento mudaram desde então, 409 e nada é decidido. Já decidida: 409. Sobre a própria conta: 403.',
      params: therapistParam,
      body: decisaoVerificacaoSchema,
      answers: { 200: verificacaoAnswer },
    }),
    async (request) => {
      const decisao = parseWith(decisaoVerificacaoSchema, request.body);
      return decidirVerificacao(ctx.db, ctx.events, operadorOf(request), request.params.therapistId, decisao, ctx.now());
    },
  );
}
