// Recurring work of the api: CONFIRMED sessions that ended become COMPLETED, and idempotency
// answers past their 24 h are forgotten. It is a sweep
// of the database (not one timer per session), so it survives restarts and is harmless on any
// number of replicas: each run is one idempotent UPDATE.
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { purgeExpiredIdempotency } from '../http/idempotency';
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
