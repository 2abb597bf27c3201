// Recurring work of the api: CONFIRMED sessions that ended become COMPLETED, idempotency
// answers past their 24 h are forgotten, unpaid sessions get their one payment reminder, and the stored next free slot of public profiles is
// kept fresh (so a search seldom has to compute one while a person waits). It is a sweep
// of the database (not one timer per session), so it survives restarts and is harmless on any
// number of replicas: each run is one idempotent UPDATE.
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { purgeExpiredIdempotency } from '../http/idempotency';
import { sendPaymentReminders } from '../pagamentos/service';
import { refreshStoredNextSlots } from '../public-terapeutas/next-slot';
import { PUBLIC_CONDITION } from '../public-terapeutas/service';
import { completeEndedSessions } from '../sessoes/service';

export interface JobsConfig {
  enabled: boolean;
  /** how often the sweep runs, ms */
  intervalMs: number;
}

export function registerJobs(app: FastifyInstance, ctx: AppContext, config: JobsConfig): void {
  if (!config.enabled) return;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();
  const sweep = () => {
    const at = ctx.now();
    running = Promise.all([
      completeEndedSessions(ctx.db, at).catch((error: unknown) => app.log.warn({ err: error }, 'sweep of ended sessions failed')),
      purgeExpiredIdempotency(ctx.db, at).catch((error: unknown) => app.log.warn({ err: error }, 'purge of idempotency answers failed')),
      refreshStoredNextSlots(ctx.db, PUBLIC_CONDITION, at).catch((error: unknown) => app.log.warn({ err: error }, 'refresh of next free slots failed')),
      sendPaymentReminders(ctx.db, at).catch((error: unknown) => app.log.warn({ err: error }, 'payment reminders failed')),
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
