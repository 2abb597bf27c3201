// Recurring work of the api, as sweeps of the database (not one timer per session), so it survives
// restarts and is harmless on any number of replicas: each run is one idempotent statement. Each
// slice adds its own sweeps (`app.sweeps.add(...)` in its plugin, or in features.ts): ended
// sessions completed, unanswered requests expired, series extended, the idempotency answers past
// their 24 h forgotten, reminders, the next free slots refreshed… This module knows no feature: it
// runs what it was given, once at start (what fell due while no api ran) and every interval, and
// counts each task in /metrics.
import type { FastifyInstance } from 'fastify';
import type { AppMetrics } from '../metrics/metrics';

export interface JobsConfig {
  enabled: boolean;
  /** how often the sweep runs, ms */
  intervalMs: number;
}

export interface Sweep {
  /** the task's name in /metrics (snake_case) */
  name: string;
  run: (at: Date) => Promise<unknown>;
  /** what the log says when a run fails */
  failure: string;
}

/** The sweeps of the app, added by the slices before the app is ready. */
export class Sweeps {
  private readonly list: Sweep[] = [];

  add(sweep: Sweep): void {
    if (this.list.some((s) => s.name === sweep.name)) throw new Error(`sweep ${sweep.name} added twice`);
    this.list.push(sweep);
  }

  get all(): readonly Sweep[] {
    return this.list;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** the recurring sweeps (jobs/scheduler.ts) */
    sweeps: Sweeps;
  }
}

export function registerJobs(app: FastifyInstance, metrics: AppMetrics, now: () => Date, config: JobsConfig): void {
  if (!config.enabled) return;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();
  // each task counted in /metrics: runs by outcome and the time of its last success (its lag)
  const task = ({ name, run, failure }: Sweep, at: Date) =>
    run(at).then(
      () => {
        metrics.sweepRuns.inc({ task: name, outcome: 'ok' });
        metrics.sweepLastSuccess.set({ task: name }, Date.now() / 1000);
      },
      (error: unknown) => {
        metrics.sweepRuns.inc({ task: name, outcome: 'error' });
        app.log.warn({ err: error }, failure);
      },
    );
  const sweep = () => {
    const at = now();
    running = Promise.all(app.sweeps.all.map((s) => task(s, at)));
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
