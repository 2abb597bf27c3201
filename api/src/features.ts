// The composition root of the feature slices (docs/decisions/0048-feature-slices-and-events.md):
// each slice's plugin, in the folder order of tooling/lint/folders.mjs, and the reactions that
// subscribe to the slices' events. The only module besides app.ts that may know every slice.
import type { FastifyInstance } from 'fastify';
import { catalogoPlugin } from './catalogo/plugin';
import { auditoriaPlugin } from './auditoria/plugin';
import { verificacaoPlugin } from './verificacao/plugin';
import { avaliacoesPlugin } from './avaliacoes/plugin';
import { operacaoPlugin } from './operacao/plugin';
import { subscribeAvaliacoes } from './notificacoes/subscribers/avaliacoes';
import { subscribeOperacao } from './notificacoes/subscribers/operacao';
import { subscribeVerificacao } from './notificacoes/subscribers/verificacao';
import { purgeExpiredIdempotency } from './http/idempotency';
import { sendReceiptReminders } from './financeiro/service';
import { forgetExpiredTaxRecords } from './financeiro/registros';
import { sendPaymentReminders } from './pagamentos/service';
import { refreshStoredNextSlots } from './public-terapeutas/next-slot';
import { PUBLIC_CONDITION } from './public-terapeutas/service';
import { completeEndedSessions, expireUnansweredRequests } from './sessoes/service';
import { extendActiveSeries } from './series/occurrences';
import { deleteErasedIdentities } from './identidade/erasure';
import { moveLegacyNotes } from './prontuario/notas';

export async function registerFeatures(app: FastifyInstance): Promise<void> {
  await app.register(catalogoPlugin);
  await app.register(auditoriaPlugin);
  await app.register(verificacaoPlugin);
  await app.register(avaliacoesPlugin);
  await app.register(operacaoPlugin);
  addSweeps(app);
  subscribeReactions(app);
}

/** The recurring sweeps of the slices not yet converted (issue 43): each moves into its slice's
 * plugin (`app.sweeps.add`) with the slice. */
function addSweeps(app: FastifyInstance): void {
  const { db, events } = app;
  app.sweeps.add({ name: 'complete_ended_sessions', run: (at) => completeEndedSessions(db, events, at), failure: 'sweep of ended sessions failed' });
  app.sweeps.add({ name: 'expire_unanswered_requests', run: (at) => expireUnansweredRequests(db, events, at), failure: 'sweep of unanswered requests failed' });
  app.sweeps.add({ name: 'extend_series', run: (at) => extendActiveSeries(db, events, at), failure: 'extension of active series failed' });
  app.sweeps.add({ name: 'purge_idempotency', run: (at) => purgeExpiredIdempotency(db, at), failure: 'purge of idempotency answers failed' });
  const identityAdmin = app.identityAdmin;
  if (identityAdmin) {
    app.sweeps.add({ name: 'delete_erased_identities', run: (at) => deleteErasedIdentities(db, identityAdmin, at), failure: 'deletion of erased identities failed' });
  }
  app.sweeps.add({ name: 'refresh_next_slots', run: (at) => refreshStoredNextSlots(db, PUBLIC_CONDITION, at), failure: 'refresh of next free slots failed' });
  app.sweeps.add({ name: 'payment_reminders', run: (at) => sendPaymentReminders(db, at), failure: 'payment reminders failed' });
  app.sweeps.add({ name: 'receipt_reminders', run: (at) => sendReceiptReminders(db, at), failure: 'receipt reminders failed' });
  app.sweeps.add({ name: 'forget_expired_tax_records', run: (at) => forgetExpiredTaxRecords(db, at), failure: 'forgetting expired tax records failed' });
  app.sweeps.add({ name: 'move_therapist_notes', run: (at) => moveLegacyNotes(db, app.prontuarioKeys, at), failure: 'move of legacy therapist notes into the prontuário failed' });
}

/** The reactions to the slices' events (notifications, calendars, reminders…), registered once. */
function subscribeReactions(app: FastifyInstance): void {
  subscribeVerificacao(app.bus);
  subscribeAvaliacoes(app.bus);
  subscribeOperacao(app.bus);
}
