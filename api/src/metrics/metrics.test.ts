// /metrics: private by default (404 without METRICS_TOKEN, 401 with a wrong one, its own listener
// on METRICS_PORT), Prometheus's text format, and each family counting what it says — per route
// pattern (never an id), in flight, outbox backlog and age, e-mails by outcome, queue lag, cache
// hits, rate-limit rejections, sweeps, the pool (PostgreSQL) or the driver (PGlite), the process.
import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Appointment } from '@acolhe/shared-domain';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { notificacoes } from '../db/schema';
import { createReadyTherapist, newClient, startTestApp, useTestApp, usingPostgres, waitFor } from '../../testing/helpers';
import { TestSmtpServer } from '../../testing/smtp';
import type { Mailer } from '../notificacoes/mailer';
import { EMAIL_QUEUE, QUEUE_SCHEMA, createDeliveryEngine } from '../notificacoes/worker';
import { emailQueueLag } from '../notificacoes/metrics';
import { DROPPED_DEFAULT_METRICS } from './metrics';

const TOKEN = 'metrics-token-0123456789abcdef';

/** The value of one sample of the exposition (`name{labels} value`), or undefined. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  for (const line of text.split('\n')) {
    if (line.startsWith('#')) continue;
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const found: Record<string, string> = {};
    for (const m of (match[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)) found[m[1]!] = m[2]!;
    if (Object.entries(labels).every(([k, v]) => found[k] === v)) return Number(match[3]);
  }
  return undefined;
}

describe('/metrics', () => {
  const t = useTestApp({ configOverrides: { metrics: { host: '127.0.0.1', token: TOKEN } } });
  const scrape = async () => {
    const res = await t.call({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.statusCode).toBe(200);
    return res.body;
  };

  it('is not reachable without METRICS_TOKEN configured (404, like an unknown route)', async () => {
    const plain = await startTestApp();
    try {
      const res = await plain.call({ method: 'GET', url: '/metrics' });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'Rota não encontrada.' });
      expect(res.body).not.toContain('acolhe_');
    } finally {
      await plain.close();
    }
  });

  it('answers only the configured bearer token', async () => {
    for (const authorization of [undefined, 'Bearer errado', `Bearer ${TOKEN}x`, TOKEN]) {
      const res = await t.call({ method: 'GET', url: '/metrics', headers: authorization ? { authorization } : {} });
      expect(res.statusCode).toBe(401);
      expect(res.body).not.toContain('acolhe_');
    }
    const ok = await t.call({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(ok.body).toContain('# TYPE acolhe_http_request_duration_seconds histogram');
    // process metrics
    expect(sample(ok.body, 'process_cpu_user_seconds_total')).toBeGreaterThan(0);
    expect(sample(ok.body, 'nodejs_eventloop_lag_seconds')).toBeDefined();
  });

  it('passes `promtool check metrics` (Prometheus’s own linter: names, types, help), issue 47', async () => {
    // a scrape with every family filled in: requests of a few routes and statuses first
    // (routes no other test here counts)
    await t.call({ method: 'GET', url: '/public-terapeutas/destaques' });
    expect((await t.call({ method: 'GET', url: '/sessoes' })).statusCode).toBe(401);
    const text = await scrape();
    // Debian's prometheus package brings promtool (.ci/run takes it from there); PROMTOOL names another
    const promtool = process.env.PROMTOOL || 'promtool';
    const checked = spawnSync(promtool, ['check', 'metrics'], { input: text, encoding: 'utf8' });
    if (checked.error) throw new Error(`promtool não encontrado (${promtool}): instale o pacote Debian prometheus ou aponte PROMTOOL para ele (.ci/run o faz). ${checked.error.message}`);
    expect({ status: checked.status, problems: `${checked.stdout}${checked.stderr}`.trim() }).toEqual({ status: 0, problems: '' });
    for (const name of DROPPED_DEFAULT_METRICS) expect(text).not.toContain(name);
    expect(sample(text, 'nodejs_active_handles', {})).toBeDefined();
  });

  it('times requests by route pattern and status, never by the URL they were called with', async () => {
    const id = randomUUID();
    const secret = `segredo-${randomUUID()}`;
    expect((await t.call({ method: 'GET', url: `/public-terapeutas/${id}?token=${secret}` })).statusCode).toBe(404);
    expect((await t.call({ method: 'GET', url: `/nada/${secret}` })).statusCode).toBe(404);
    await t.call({ method: 'GET', url: '/especialidades' });
    const text = await scrape();
    expect(sample(text, 'acolhe_http_request_duration_seconds_count', { method: 'GET', route: '/public-terapeutas/:id', status_code: '404' })).toBe(1);
    expect(sample(text, 'acolhe_http_request_duration_seconds_count', { method: 'GET', route: 'unmatched', status_code: '404' })).toBe(1);
    expect(sample(text, 'acolhe_http_request_duration_seconds_count', { method: 'GET', route: '/especialidades', status_code: '200' })).toBe(1);
    expect(sample(text, 'acolhe_http_request_duration_seconds_bucket', { route: '/especialidades', le: '+Inf' })).toBe(1);
    expect(text).not.toContain(id);
    expect(text).not.toContain(secret);
  });

  it('counts requests in flight', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const app = await buildApp({ db: t.db, config: t.config, logger: false, testRoutes: ['/teste-lento'] });
    app.get('/teste-lento', async () => {
      await gate;
      return { ok: true };
    });
    await app.ready();
    const metrics = () => app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } }).then((r) => r.body);
    try {
      const slow = [app.inject({ method: 'GET', url: '/teste-lento' }), app.inject({ method: 'GET', url: '/teste-lento' })];
      await new Promise((r) => setTimeout(r, 50));
      // the two slow ones and the scrape itself
      expect(sample(await metrics(), 'acolhe_http_requests_in_flight')).toBe(3);
      release();
      await Promise.all(slow);
      expect(sample(await metrics(), 'acolhe_http_requests_in_flight')).toBe(1);
    } finally {
      release();
      await app.close();
    }
  });

  it('reports the outbox backlog and the age of its oldest due message (by the api clock)', async () => {
    const therapist = await createReadyTherapist(t);
    const booked = await t.call({ method: 'POST', url: '/sessoes', user: newClient(), body: { therapistId: therapist.sub, date: '2030-02-04', time: '09:00' } });
    expect(booked.statusCode).toBe(201);
    const [message] = await t.db.select().from(notificacoes).where(eq(notificacoes.sessaoId, booked.json<Appointment>().id));
    expect(message?.status).toBe('pendente');
    t.clock.set(new Date(message!.agendadaPara.getTime() + 120_000).toISOString());
    const text = await scrape();
    expect(sample(text, 'acolhe_outbox_pending')).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'acolhe_outbox_oldest_pending_age_seconds')).toBeGreaterThanOrEqual(120);
    // nothing pending any more → 0, not the last value
    await t.db.update(notificacoes).set({ status: 'enviada' }).where(eq(notificacoes.status, 'pendente'));
    const after = await scrape();
    expect(sample(after, 'acolhe_outbox_pending')).toBe(0);
    expect(sample(after, 'acolhe_outbox_oldest_pending_age_seconds')).toBe(0);
    t.clock.set('2030-01-16T13:00:00.000Z');
  });

  it('counts cache hits and misses per cache', async () => {
    const before = await scrape();
    const base = (result: string) => sample(before, 'acolhe_cache_requests_total', { cache: 'public', result }) ?? 0;
    await t.call({ method: 'GET', url: '/public-terapeutas/destaques' });
    await t.call({ method: 'GET', url: '/public-terapeutas/destaques' });
    await t.call({ method: 'GET', url: '/public-terapeutas/destaques' });
    const text = await scrape();
    expect(sample(text, 'acolhe_cache_requests_total', { cache: 'public', result: 'miss' })).toBe(base('miss') + 1);
    expect(sample(text, 'acolhe_cache_requests_total', { cache: 'public', result: 'hit' })).toBe(base('hit') + 2);
    expect(sample(text, 'acolhe_cache_requests_total', { cache: 'slots', result: 'hit' })).toBeDefined();
  });

  it('shows the pool on PostgreSQL, and only the driver on PGlite (one in-process connection, no pool)', async () => {
    const text = await scrape();
    if (usingPostgres) {
      expect(sample(text, 'acolhe_db_info', { driver: 'pg' })).toBe(1);
      expect(sample(text, 'acolhe_db_pool_max')).toBe(25);
      expect(sample(text, 'acolhe_db_pool_connections', { state: 'idle' })).toBeGreaterThanOrEqual(1);
      expect(sample(text, 'acolhe_db_pool_waiting')).toBe(0);
      expect(sample(text, 'acolhe_db_pool_wait_seconds_count')).toBeGreaterThan(0);
    } else {
      expect(sample(text, 'acolhe_db_info', { driver: 'pglite' })).toBe(1);
      expect(text).not.toContain('acolhe_db_pool_max');
      expect(sample(text, 'acolhe_db_pool_wait_seconds_count')).toBe(0);
    }
  });

  it('reads NaN (and counts a failure) for the outbox while the database does not answer, and still answers', async () => {
    const unreachable = new Proxy(t.db, {
      get: (target, prop, receiver) =>
        prop === 'select' ? () => { throw new Error('connect ECONNREFUSED'); } : Reflect.get(target, prop, receiver),
    });
    const app = await buildApp({ db: unreachable, config: t.config, logger: false });
    try {
      const res = await app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
      expect(res.statusCode).toBe(200);
      expect(sample(res.body, 'acolhe_outbox_pending')).toBeNaN();
      expect(sample(res.body, 'acolhe_outbox_oldest_pending_age_seconds')).toBeNaN();
      // counted while that scrape was being written: seen from the next one
      const next = await app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
      expect(sample(next.body, 'acolhe_metrics_collect_failures_total', { collector: 'outbox' })).toBeGreaterThanOrEqual(1);
    } finally {
      await app.close();
    }
  });
});

describe('/metrics with the rate limits, the sweeps and e-mail delivery on', () => {
  it('counts 429s by limit, sweep runs and their last success, e-mails sent, the queue lag — on its own METRICS_PORT listener', async () => {
    const smtp = await TestSmtpServer.start();
    const t = await startTestApp({
      configOverrides: {
        rateLimit: { enabled: true, timeWindow: 60_000, writeMax: 1, authMax: 100, publicMax: 1000 },
        jobs: { enabled: true, intervalMs: 60_000 },
        mail: { ...loadConfig({}).mail, enabled: true, smtpUrl: smtp.url, intervalMs: 500, batchSize: 10, retryDelaySeconds: 1 },
        metrics: { host: '127.0.0.1', port: 0 },
      },
    });
    try {
      const therapist = await createReadyTherapist(t); // one write on each of two routes (the limit is per route)
      const booked = await t.call({ method: 'POST', url: '/sessoes', user: newClient(), body: { therapistId: therapist.sub, date: '2030-02-04', time: '09:00' } });
      expect(booked.statusCode).toBe(201); // its e-mail goes to the therapist
      const refused = await t.call({ method: 'POST', url: '/sessoes', user: newClient(), body: { therapistId: therapist.sub, date: '2030-02-04', time: '10:00' } });
      expect(refused.statusCode).toBe(429);

      // its own listener is up once the app is ready, before the api listens
      const address = t.app.metricsServer!.address() as { port: number };
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      const apiPort = (t.app.server.address() as { port: number }).port;
      // not on the api's port (no token configured)
      expect((await fetch(`http://127.0.0.1:${apiPort}/metrics`)).status).toBe(404);
      const scrape = async () => {
        const res = await fetch(`http://127.0.0.1:${address.port}/metrics`);
        expect(res.status).toBe(200);
        return res.text();
      };
      expect((await fetch(`http://127.0.0.1:${address.port}/outra-coisa`)).status).toBe(404);

      let text = await scrape();
      expect(sample(text, 'acolhe_rate_limit_rejections_total', { kind: 'write' })).toBe(1);
      expect(sample(text, 'acolhe_sweep_runs_total', { task: 'complete_ended_sessions', outcome: 'ok' })).toBe(1);
      expect(sample(text, 'acolhe_sweep_last_success_timestamp_seconds', { task: 'purge_idempotency' })).toBeGreaterThan(Date.now() / 1000 - 60);
      // the queue exists (delivery started): read each scrape (its values: the test below)
      expect(sample(text, 'acolhe_email_queue_ready_jobs')).toBeGreaterThanOrEqual(0);
      expect(sample(text, 'acolhe_email_queue_lag_seconds')).toBeGreaterThanOrEqual(0);

      // the booking's message, delivered by the worker inside the api
      await waitFor(async () => smtp.messages.length >= 1);
      text = await waitFor(async () => {
        const now = await scrape();
        return sample(now, 'acolhe_email_deliveries_total', { outcome: 'sent' }) === 1 ? now : undefined;
      });
      expect(sample(text, 'acolhe_email_deliveries_total', { outcome: 'failed' })).toBeUndefined();
    } finally {
      await t.close();
      await smtp.stop();
    }
  });
});

describe('emailQueueLag', () => {
  it('counts the ready jobs of the e-mail queue and how long the oldest has waited past its start', async () => {
    const t = await startTestApp();
    const engine = createDeliveryEngine({
      db: t.db,
      raw: t.handle.raw,
      mailer: { send: async () => undefined, close: () => undefined } satisfies Mailer,
      config: { ...loadConfig({}).mail, enabled: true },
      now: t.clock.now,
      siteUrl: 'https://acolhe.exemplo',
    });
    try {
      // PGlite's fresh database has no queue tables yet (PostgreSQL's keeps them across test files)
      if (!usingPostgres) expect(await emailQueueLag(t.handle.raw)).toBeNull();
      await engine.start();
      await t.handle.raw.executeSql(`DELETE FROM ${QUEUE_SCHEMA}.job WHERE name = $1`, [EMAIL_QUEUE]);
      expect(await emailQueueLag(t.handle.raw)).toEqual({ ready: 0, lagSeconds: 0 });
      await engine.boss.send(EMAIL_QUEUE, { id: randomUUID() }, { startAfter: new Date(Date.now() - 90_000) });
      await engine.boss.send(EMAIL_QUEUE, { id: randomUUID() }, { startAfter: new Date(Date.now() + 3_600_000) }); // not due: no lag
      const lag = await emailQueueLag(t.handle.raw);
      expect(lag!.ready).toBe(1);
      expect(lag!.lagSeconds).toBeGreaterThanOrEqual(89);
      expect(lag!.lagSeconds).toBeLessThan(150);
    } finally {
      await engine.stop();
      await t.close();
    }
  });
});
