// Paying a session (issue 34; docs/product.md "Pagamentos").
//   GET  /terapeutas/:id/pagamento   the therapist's own payment settings (Pix key, name, city, mode, link)
//   PUT  /terapeutas/:id/pagamento   saves them (paymentSettingsSchema)
//   GET  /pagamentos                 the payments of the caller's confirmed sessions (client or therapist)
//   GET  /sessoes/:id/pix            { brCode, txid, valor } — its client or its therapist
//   POST /sessoes/:id/pagamento      { acao: 'informar' | 'confirmar' | 'nao_recebido' }
//   PUT  /sessoes/:id/pagamento/destino  { destino: 'a_reembolsar' | 'reembolsado' | 'retido' } — its therapist,
//                                    a received payment of a cancelled session (issue 41)
import type { FastifyInstance } from 'fastify';
import { paymentActionSchema, paymentDestinationSchema, paymentSettingsAnswer, paymentSettingsSchema, sessionPaymentAnswer, sessionPixAnswer } from '@acolhe/shared-domain';
import * as v from 'valibot';
import { requireRole, userOf } from '../auth/guard';
import type { AppContext } from '../context';
import { idParam } from '../http/contract';
import { signedIn, signedInRead } from '../http/signed-in';
import { MSG } from '../lib/messages';
import { parseWith } from '../lib/validation';
import { assertOwnTherapist } from '../perfis/terapeutas';
import { getPaymentSettings, listPayments, markDestination, paymentAction, savePaymentSettings, sessionPix } from './service';

const noStore = 'private, no-store';

export function registerPagamentosRoutes(app: FastifyInstance, ctx: AppContext) {
  const { requireUser } = ctx.guards;

  app.get<{ Params: { id: string } }>(
    '/terapeutas/:id/pagamento',
    signedInRead(requireUser, { operationId: 'getPaymentSettings', tags: ['pagamentos'], summary: 'Como o terapeuta recebe (somente o próprio)', params: idParam, answers: { 200: paymentSettingsAnswer } }),
    async (request, reply) => {
      const caller = requireRole(request, 'terapeuta', MSG.onlyTherapistsProfile);
      await assertOwnTherapist(ctx.db, caller, request.params.id);
      void reply.header('cache-control', noStore);
      return getPaymentSettings(ctx.db, caller.sub);
    },
  );

  app.put<{ Params: { id: string } }>(
    '/terapeutas/:id/pagamento',
    signedIn(
      requireUser,
      {
        operationId: 'savePaymentSettings',
        tags: ['pagamentos'],
        summary: 'Salva a chave Pix, o nome e a cidade do recebedor e a forma de receber',
        description:
          "`forma`: 'pix' (Pix pelo Acolhe: chaveTipo, chave, nome e cidade obrigatórios; a chave é validada pelo tipo — CPF e " +
          "CNPJ pelos dígitos, telefone +55DDDNNNNNNNNN, chave aleatória um UUID), 'link' (linkPagamento obrigatório) ou 'consultorio'.",
        params: idParam,
        body: paymentSettingsSchema,
        answers: { 200: paymentSettingsAnswer },
      },
      { idempotent: true },
    ),
    async (request) => {
      const caller = requireRole(request, 'terapeuta', MSG.onlyTherapistsProfile);
      await assertOwnTherapist(ctx.db, caller, request.params.id);
      const input = parseWith(paymentSettingsSchema, request.body);
      return savePaymentSettings(ctx.db, caller.sub, input, ctx.now());
    },
  );

  app.get(
    '/pagamentos',
    signedInRead(requireUser, { operationId: 'listSessionPayments', tags: ['pagamentos'], summary: 'Pagamentos das sessões confirmadas de quem chama', answers: { 200: v.array(sessionPaymentAnswer) } }),
    async (request, reply) => {
      void reply.header('cache-control', noStore);
      return listPayments(ctx.db, userOf(request));
    },
  );

  app.get<{ Params: { id: string } }>(
    '/sessoes/:id/pix',
    signedInRead(requireUser, {
      operationId: 'getSessionPix',
      tags: ['pagamentos'],
      summary: 'BR Code (Pix copia e cola) da sessão: seu cliente ou seu terapeuta',
      description: 'Sessão gratuita, não confirmada ou terapeuta sem Pix pelo Acolhe → 409. Sessão de outra pessoa → 404.',
      params: idParam,
      answers: { 200: sessionPixAnswer },
    }),
    async (request, reply) => {
      void reply.header('cache-control', noStore);
      return sessionPix(ctx.db, userOf(request), request.params.id);
    },
  );

  app.post<{ Params: { id: string } }>(
    '/sessoes/:id/pagamento',
    signedIn(
      requireUser,
      {
        operationId: 'actOnSessionPayment',
        tags: ['pagamentos'],
        summary: "'Já paguei' (cliente), 'Recebido' ou 'Não recebi' (terapeuta)",
        description:
          "`{ acao }`: 'informar' (cliente; de pendente ou nao_recebido; exige o CPF do cliente no perfil, senão 409 com fieldErrors.cpf), " +
          "'confirmar' e 'nao_recebido' (terapeuta; de informado). Pessoa errada → 403; fora de ordem → 409.",
        params: idParam,
        body: paymentActionSchema,
        answers: { 200: sessionPaymentAnswer },
      },
      { idempotent: true },
    ),
    async (request) => {
      const { acao } = parseWith(paymentActionSchema, request.body);
      return paymentAction(ctx.db, userOf(request), request.params.id, acao, ctx.now());
    },
  );

  app.put<{ Params: { id: string } }>(
    '/sessoes/:id/pagamento/destino',
    signedIn(
      requireUser,
      {
        operationId: 'markPaymentDestination',
        tags: ['pagamentos'],
        summary: 'O que foi feito com o valor recebido de uma sessão cancelada (o(a) terapeuta da sessão)',
        description:
          "`{ destino }`: 'a_reembolsar', 'reembolsado' ou 'retido' (pela política de cancelamento), e pode ser corrigido. " +
          'Só um pagamento recebido cuja sessão foi cancelada (409 antes); cliente → 403; sessão de outra pessoa → 404.',
        params: idParam,
        body: paymentDestinationSchema,
        answers: { 200: sessionPaymentAnswer },
      },
      { idempotent: true },
    ),
    async (request) => {
      const { destino } = parseWith(paymentDestinationSchema, request.body);
      return markDestination(ctx.db, userOf(request), request.params.id, destino, ctx.now());
    },
  );
}
