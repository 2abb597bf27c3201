import { sql } from 'drizzle-orm';
import { buildApp } from '../app';
import { MSG } from '../lib/messages';
import { S3Storage } from '../uploads/s3-storage';
import { useTestApp, type TestContext } from '../../testing/helpers';
import { closedPort } from '../../testing/fake-postgres';
import { READY_REASONS } from './readiness';

describe('GET /health', () => {
  const t = useTestApp();

  it('answers ok: the process is alive', async () => {
    const res = await t.call({ method: 'GET', url: '/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('sets security headers and CORS for the configured origins only', async () => {
    const ok = await t.call({ method: 'GET', url: '/health', headers: { origin: 'http://localhost:3000' } });
    expect(ok.headers['access-control-allow-origin']).toBe('http://localhost:3000');
    expect(ok.headers['x-content-type-options']).toBe('nosniff');
    expect(ok.headers['cross-origin-resource-policy']).toBe('cross-origin');
    const other = await t.call({ method: 'GET', url: '/health', headers: { origin: 'https://evil.example' } });
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
    const preflight = await t.call({
      method: 'OPTIONS',
      url: '/sessoes',
      headers: {
        origin: 'http://localhost:3002',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization,content-type',
      },
    });
    expect(preflight.statusCode).toBe(204);
    expect(String(preflight.headers['access-control-allow-headers']).toLowerCase()).toContain('authorization');
  });

  it('answers 404 in pt-BR for an unknown route', async () => {
    const res = await t.call({ method: 'GET', url: '/nao-existe' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Rota não encontrada.' });
  });

  it('serves the OpenAPI UI at /docs', async () => {
    const res = await t.call({ method: 'GET', url: '/docs/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
  });

  it('serves the OpenAPI document at /docs/json', async () => {
    const res = await t.call({ method: 'GET', url: '/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/public-terapeutas', '/sessoes', '/avaliacoes/{id}']));
  });

  it('stays 200 while the database is unreachable (liveness: nothing restarts the process for it)', async () => {
    const app = await buildApp({ db: unreachableDb(t), config: t.config, logger: false });
    const res = await app.inject({ method: 'GET', url: '/health' });
    expect(res.statusCode).toBe(200);
    await app.close();
  });
});

function unreachableDb(t: TestContext) {
  return new Proxy(t.db, {
    get: (target, prop, receiver) =>
      prop === 'execute' ? () => Promise.reject(new Error('connect ECONNREFUSED')) : Reflect.get(target, prop, receiver),
  });
}

describe('GET /ready', () => {
  const t = useTestApp();

  it('answers ready when the database answers and holds every migration', async () => {
    const res = await t.call({ method: 'GET', url: '/ready' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toEqual({ ready: true, reasons: [], warnings: [], checks: { database: 'ok', migrations: 'ok' } });
  });

  it('503 with the reason when the database is unreachable', async () => {
    const app = await buildApp({ db: unreachableDb(t), config: t.config, logger: false });
    const res = await app.inject({ method: 'GET', url: '/ready' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ ready: false, reasons: [MSG.healthDatabaseDown], warnings: [], checks: { database: 'falhou', migrations: 'não verificado' } });
    await app.close();
  });

  it('503 when the database lacks a migration of this build (e.g. restored from an older backup)', async () => {
    const [last] = (
      (await t.db.execute(sql`DELETE FROM drizzle.__drizzle_migrations WHERE id = (SELECT max(id) FROM drizzle.__drizzle_migrations) RETURNING *`)) as unknown as {
        rows: { id: number; hash: string; created_at: string }[];
      }
    ).rows;
    try {
      const res = await t.call({ method: 'GET', url: '/ready' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ ready: false, reasons: [READY_REASONS.migrations(1)], checks: { database: 'ok', migrations: 'falhou' } });
    } finally {
      await t.db.execute(sql`INSERT INTO drizzle.__drizzle_migrations (id, hash, created_at) VALUES (${last!.id}, ${last!.hash}, ${last!.created_at})`);
    }
    expect((await t.call({ method: 'GET', url: '/ready' })).statusCode).toBe(200);
  });

  it('503 when the Redis of the rate limits does not answer; READY_OPTIONAL=redis reports it without failing', async () => {
    const redisUrl = `redis://127.0.0.1:${await closedPort()}`;
    const rateLimit = { enabled: true, timeWindow: 60_000, writeMax: 100, authMax: 100, publicMax: 100 };
    const strict = await buildApp({ db: t.db, config: { ...t.config, redisUrl, rateLimit }, logger: false });
    const down = await strict.inject({ method: 'GET', url: '/ready' });
    expect(down.statusCode).toBe(503);
    expect(down.json()).toMatchObject({ ready: false, reasons: [READY_REASONS.redis], checks: { database: 'ok', redis: 'falhou' } });
    await strict.close();

    const lenient = await buildApp({ db: t.db, config: { ...t.config, redisUrl, rateLimit, readyOptional: ['redis'] }, logger: false });
    const warned = await lenient.inject({ method: 'GET', url: '/ready' });
    expect(warned.statusCode).toBe(200);
    expect(warned.json()).toMatchObject({ ready: true, reasons: [], warnings: [READY_REASONS.redis], checks: { redis: 'falhou' } });
    await lenient.close();
  });

  it('503 when the uploads bucket does not answer', async () => {
    const s3 = { bucket: 'acolhe-uploads', endpoint: `http://127.0.0.1:${await closedPort()}`, region: 'us-east-1', forcePathStyle: true, credentials: { accessKeyId: 'x', secretAccessKey: 'y' } };
    const storage = new S3Storage(s3, t.config.publicUrl);
    const app = await buildApp({ db: t.db, config: { ...t.config, s3 }, storage, logger: false });
    const res = await app.inject({ method: 'GET', url: '/ready' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ ready: false, reasons: [READY_REASONS.bucket], checks: { database: 'ok', migrations: 'ok', bucket: 'falhou' } });
    await app.close();
    storage.close();
  });
});
