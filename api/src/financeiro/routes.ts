// The therapist's finances, the Receita Saúde receipts and the payment statement (issue 34 items
// 3–5; docs/product.md "Recibos, declaração e financeiro").
//   GET /financeiro?mes=AAAA-MM&cliente=<id>  the caller's (a therapist's) month: totals, chart, payments
//   PUT /sessoes/:id/recibo                   { emitido, numero? } 'Recibo emitido no Receita Saúde' (its therapist)
//   GET /sessoes/:id/declaracao.pdf           'Declaração de atendimento e pagamento' (its client, paid sessions)
//   GET /declaracoes/:codigo                  public: confirms a statement by its code, CPFs masked
import type { FastifyInstance } from 'fastify';
import { declaracaoPublicaAnswer, financeEntryAnswer, financeiroAnswer, financeiroPath, financeiroQuerySchema, reciboSchema, statementVerifyPath } from '@acolhe/shared-domain';
import { requireRole, userOf } from '../auth/guard';
import type { AppContext } from '../context';
import { ACCESS, idParam, operation } from '../http/contract';
import { signedIn, signedInRead } from '../http/signed-in';
import { MSG } from '../lib/messages';
import { parseWith } from '../lib/validation';
import { issueStatement, verifyStatement } from './declaracao';
import { renderStatementPdf } from './pdf';
import { getFinanceiro, markReceipt } from './service';

const noStore = 'private, no-store';

export function registerFinanceiroRoutes(app: FastifyInstance, ctx: AppContext) {
  const { requireUser } = ctx.guards;

  app.get(
    financeiroPath,
    signedInRead(requireUser, {
      operationId: 'getFinances',
      tags: ['financeiro'],
      summary: 'Financeiro do(a) terapeuta: o mês (totais, gráfico de 6 meses, pagamentos), por cliente',
      description: '`mes` AAAA-MM (padrão: o mês atual em São Paulo), `cliente` o id de um cliente. Só as sessões do próprio terapeuta.',
      querystring: { type: 'object', properties: { mes: { type: 'string' }, cliente: { type: 'string' } } },
      answers: { 200: financeiroAnswer },
    }),
    async (request, reply) => {
      const caller = requireRole(request, 'terapeuta', MSG.onlyTherapistsProfile);
      const query = parseWith(financeiroQuerySchema, request.query ?? {});
      void reply.header('cache-control', noStore);
      return getFinanceiro(ctx.db, caller.sub, ctx.now(), query.mes, query.cliente || undefined);
    },
  );

  app.put<{ Params: { id: string } }>(
    '/sessoes/:id/recibo',
    signedIn(
      requireUser,
      {
        operationId: 'markReceipt',
        tags: ['financeiro'],
        summary: "'Recibo emitido no Receita Saúde' (e o número, opcional) — o(a) terapeuta da sessão",
        description: 'Só um pagamento confirmado (409 antes). Cliente → 403; sessão de outra pessoa → 404.',
        params: idParam,
        body: reciboSchema,
        answers: { 200: financeEntryAnswer },
      },
      { idempotent: true },
    ),
    async (request) => {
      const input = parseWith(reciboSchema, request.body);
      return markReceipt(ctx.db, userOf(request), request.params.id, input, ctx.now());
    },
  );

  app.get<{ Params: { id: string } }>(
    '/sessoes/:id/declaracao.pdf',
    signedInRead(requireUser, {
      operationId: 'downloadPaymentStatement',
      tags: ['financeiro'],
      summary: "PDF 'Declaração de atendimento e pagamento' da sessão (somente o cliente, pagamento confirmado)",
      description: 'Pagamento não confirmado ou sessão gratuita → 409; terapeuta → 403; sessão de outra pessoa → 404.',
      params: idParam,
      answers: { 200: 'pdf' },
    }),
    async (request, reply) => {
      const declaracao = await issueStatement(ctx.db, userOf(request), request.params.id, ctx.now());
      const pdf = await renderStatementPdf(declaracao, `${ctx.config.publicUrl}${statementVerifyPath(declaracao.codigo)}`);
      void reply
        .header('cache-control', noStore)
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="declaracao-${declaracao.data}.pdf"`);
      return reply.send(pdf);
    },
  );

  app.get<{ Params: { codigo: string } }>(
    '/declaracoes/:codigo',
    {
      // public (whoever holds the statement), but a guessed code costs a request
      config: { rateLimitKind: 'auth' },
      schema: operation({
        operationId: 'verifyPaymentStatement',
        tags: ['financeiro'],
        summary: 'Confere uma declaração pelo código de verificação (público; CPFs mascarados)',
        params: { type: 'object', properties: { codigo: { type: 'string' } }, required: ['codigo'] },
        access: ACCESS.public,
        answers: { 200: declaracaoPublicaAnswer },
      }),
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return verifyStatement(ctx.db, request.params.codigo);
    },
  );
}
