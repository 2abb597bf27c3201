// The pagamentos slice's plugin (rows of shared-domain/src/operations/pagamentos.ts): how a
// therapist is paid, each session's payment (Pix, 'Já paguei', 'Recebido', 'Não recebi', the
// destination of a cancelled session's received payment), Financeiro, the Receita Saúde receipt
// mark and the statement (declaração) with its public check; and the slice's sweeps (the payment
// and receipt reminders, the end of the tax records' period). Handlers read the parsed input and
// call the slice's commands and queries.
import {
  actOnSessionPayment,
  downloadPaymentStatement,
  getFinances,
  getPaymentSettings,
  getSessionPix,
  listSessionPayments,
  markPaymentDestination,
  markReceipt,
  savePaymentSettings,
  verifyPaymentStatement,
} from '@acolhe/shared-domain/operations';
import { statementVerifyPath } from '@acolhe/shared-domain';
import type { FastifyPluginAsync } from 'fastify';
import { implement, mount } from '../http/operations';
import { PRIVATE_NO_STORE } from '../plugins/private-answers';
import { assertOwnTherapist } from '../perfis/terapeutas';
import { issueStatement, verifyStatement } from './declaracao';
import { getFinanceiro, markReceipt as markReceiptOf, sendReceiptReminders } from './financeiro';
import { renderStatementPdf } from './pdf';
import { forgetExpiredTaxRecords } from './registros';
import {
  getPaymentSettings as paymentSettingsOf,
  listPayments,
  markDestination,
  paymentAction,
  savePaymentSettings as savePaymentSettingsOf,
  sendPaymentReminders,
  sessionPix,
} from './service';

export const pagamentosPlugin: FastifyPluginAsync = async (app) => {
  const { db, bus } = app;

  mount(app, [
    implement(getPaymentSettings, async ({ params, caller, reply }) => {
      await assertOwnTherapist(db, caller, params.id);
      void reply.header('cache-control', PRIVATE_NO_STORE);
      return paymentSettingsOf(db, caller.sub);
    }),
    implement(savePaymentSettings, async ({ params, body, caller }) => {
      await assertOwnTherapist(db, caller, params.id);
      return savePaymentSettingsOf(db, caller.sub, body, app.now());
    }),
    implement(listSessionPayments, async ({ caller, reply }) => {
      void reply.header('cache-control', PRIVATE_NO_STORE);
      return listPayments(db, caller);
    }),
    implement(getSessionPix, async ({ params, caller, reply }) => {
      void reply.header('cache-control', PRIVATE_NO_STORE);
      return sessionPix(db, caller, params.id);
    }),
    implement(actOnSessionPayment, async ({ params, body, caller }) => paymentAction(db, bus, caller, params.id, body.acao, app.now())),
    implement(markPaymentDestination, async ({ params, body, caller }) => markDestination(db, bus, caller, params.id, body.destino, app.now())),

    implement(getFinances, async ({ query, caller, reply }) => {
      void reply.header('cache-control', PRIVATE_NO_STORE);
      return getFinanceiro(db, caller.sub, app.now(), query.mes, query.cliente || undefined);
    }),
    implement(markReceipt, async ({ params, body, caller }) => markReceiptOf(db, caller, params.id, body, app.now())),
    implement(downloadPaymentStatement, async ({ params, caller, reply }) => {
      const declaracao = await issueStatement(db, caller, params.id, app.now());
      // the site's page of the code (mfe-discovery), not the api's JSON
      const pdf = await renderStatementPdf(declaracao, `${app.appConfig.publicSiteUrl}${statementVerifyPath(declaracao.codigo)}`);
      void reply
        .header('cache-control', PRIVATE_NO_STORE)
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="declaracao-${declaracao.data}.pdf"`);
      return reply.send(pdf);
    }),
    implement(verifyPaymentStatement, async ({ params, reply }) => {
      void reply.header('cache-control', 'no-store');
      return verifyStatement(db, params.codigo);
    }),
  ]);

  app.sweeps.add({ name: 'payment_reminders', run: (at) => sendPaymentReminders(db, bus, at), failure: 'payment reminders failed' });
  app.sweeps.add({ name: 'receipt_reminders', run: (at) => sendReceiptReminders(db, bus, at), failure: 'receipt reminders failed' });
  app.sweeps.add({ name: 'forget_expired_tax_records', run: (at) => forgetExpiredTaxRecords(db, at), failure: 'forgetting expired tax records failed' });
};
