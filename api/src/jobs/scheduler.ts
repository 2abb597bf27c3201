// Recurring work of the api: CONFIRMED sessions that ended become COMPLETED, PENDING requests
// nobody answered by their start minus the notice expire (both sides told), accepted series get
// their occurrences made on the rolling horizon (series/occurrences.ts), erased accounts'
// identity users the erasure could not delete are deleted (identidade/erasure.ts), idempotency
// answers past their 24 h are forgotten, unpaid sessions get their one payment reminder, therapists their month-end reminder of Receita
// Saúde receipts still to issue (once per month), the tax records kept after an erasure are
// forgotten once their legal period ends (financeiro/registros.ts), and the
// stored next free slot of public profiles is
// kept fresh (so a search seldom has to compute one while a person waits). It is a sweep
// of the database (not one timer per session), so it survives restarts and is harmless on any
// number of replicas: each run is one idempotent UPDATE.
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { purgeExpiredIdempotency } from '../http/idempotency';
import { sendReceiptReminders } from '../financeiro/service';
import { forgetExpiredTaxRecords } from '../financeiro/registros';
import { sendPaymentReminders } from '../pagamentos/service';
import { refreshStoredNextSlots } from '../public-terapeutas/next-slot';
import { PUBLIC_CONDITION } from '../public-terapeutas/service';
import { completeEndedSessions, expireUnansweredRequests } from '../sessoes/service';
import { extendActiveSeries } from '../series/occurrences';
import { deleteErasedIdentities } from '../identidade/erasure';
import { moveLegacyNotes } from '../prontuario/notas';
import { apagarDocumentosVencidos } from '../verificacao/service';

export interface JobsConfig {
  enabled: boolean;
  /** how often the sweep runs, ms */
  intervalMs: number;
}

export function registerJobs(app: FastifyInstance, ctx: AppContext, config: JobsConfig): void {
  if (!config.enabled) return;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();
  // each task counted in /metrics: runs by outcome and the time of its last success (its lag)
  const task = (name: string, work: Promise<unknown>, failure: string) =>
    work.then(
      () => {
        ctx.metrics.sweepRuns.inc({ task: name, outcome: 'ok' });
        ctx.metrics.sweepLastSuccess.set({ task: name }, Date.now() / 1000);
      },
      (error: unknown) => {
        ctx.metrics.sweepRuns.inc({ task: name, outcome: 'error' });
        app.log.warn({ err: error }, failure);
      },
    );
  const sweep = () => {
    const at = ctx.now();
    running = Promise.all([
      task('complete_ended_sessions', completeEndedSessions(ctx.db, ctx.events, at), 'sweep of ended sessions failed'),
      task('expire_unanswered_requests', expireUnansweredRequests(ctx.db, ctx.events, at), 'sweep of unanswered requests failed'),
      task('extend_series', extendActiveSeries(ctx.db, ctx.events, at), 'extension of active series failed'),
      task('purge_idempotency', purgeExpiredIdempotency(ctx.db, at), 'purge of idempotency answers failed'),
      ctx.identityAdmin
        ? task('delete_erased_identities', deleteErasedIdentities(ctx.db, ctx.identityAdmin, at), 'deletion of erased identities failed')
        : undefined,
      task('refresh_next_slots', refreshStoredNextSlots(ctx.db, PUBLIC_CONDITION, at), 'refresh of next free slots failed'),
      task('payment_reminders', sendPaymentReminders(ctx.db, at), 'payment reminders failed'),
      task('receipt_reminders', sendReceiptReminders(ctx.db, at), 'receipt reminders failed'),
      task('forget_expired_tax_records', forgetExpiredTaxRecords(ctx.db, at), 'forgetting expired tax records failed'),
      task('move_therapist_notes', moveLegacyNotes(ctx.db, ctx.prontuarioKeys, at), 'move of legacy therapist notes into the prontuário failed'),
      task('delete_verification_documents', apagarDocumentosVencidos(ctx.db, ctx.storage, at), 'deletion of decided verification documents failed'),
    ]);
    return running;
  };
  app.addHook('onReady', async () => {
    await sweep(); // sessions that ended while no api was running
    timer = setInterval(() => void sweep(), config.intervalMs);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
    await running;
  });
}
