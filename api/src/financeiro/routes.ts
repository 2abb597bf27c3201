// The therapist's finances, the Receita Saúde receipts and the payment statement (issue 34 items
// 3–5; docs/product.md "Recibos, declaração e financeiro").
//   GET /financeiro?mes=AAAA-MM&cliente=<id>  the caller's (a therapist's) month: totals, chart, payments
//   PUT /sessoes/:id/recibo                   { emitido, numero? } 'Recibo emitido no Receita Saúde' (its therapist)
//   GET /sessoes/:id/declaracao.pdf           'Declaração de atendimento e pagamento' (its client; a session that took
//                                             place and was paid; 409 before it, and for a cancelled one: issue 41)
//   GET /declaracoes/:codigo                  public: valid or cancelled (when), initials and the CPFs' last digits; the
//                                             site's page /declaracoes/{codigo} (mfe-discovery) reads it
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
      summary: "PDF 'Declaração de atendimento e pagamento' da sessão (somente o cliente; sessão realizada e paga)",
      description:
        'Só depois que a sessão aconteceu (fim passado, não cancelada) e com o pagamento confirmado. Antes do fim, pagamento não ' +
        'confirmado, sessão gratuita ou cancelada (a declaração já emitida fica anulada) → 409; terapeuta → 403; sessão de outra pessoa → 404.',
      params: idParam,
      answers: { 200: 'pdf' },
    }),
    async (request, reply) => {
      const declaracao = await issueStatement(ctx.db, userOf(request), request.params.id, ctx.now());
      // the site's page of the code (mfe-discovery), not the api's JSON
      const pdf = await renderStatementPdf(declaracao, `${ctx.config.publicSiteUrl}${statementVerifyPath(declaracao.codigo)}`);
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
        summary: 'Confere uma declaração pelo código de verificação (público): válida ou cancelada (quando), iniciais e fim dos CPFs',
        description: 'Uma declaração emitida responde sempre (mesmo depois da exclusão de uma das contas, pelo prazo legal); código desconhecido → 404.',
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
