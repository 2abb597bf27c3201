// Rate limits as configured from the environment (RATE_LIMIT_* of config.ts), over a real socket:
// writes answer 429 with the pt-BR message and Retry-After, the count includes requests with
// forged or missing tokens (guessing tokens is throttled too); the counters are per route and
// address (uploads have their own); public reads have their own, generous limit (public-reads.test.ts).
import type { AddressInfo } from 'node:net';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { createTestDatabase } from '../../testing/helpers';
import type { DatabaseHandle } from '../db/client';
import type { FastifyInstance } from 'fastify';

const TOO_MANY = { message: 'Muitas requisições. Tente novamente em instantes.' };

describe('rate limits from the environment', () => {
  let handle: DatabaseHandle;
  let app: FastifyInstance;
  let base: string;
  beforeAll(async () => {
    handle = await createTestDatabase();
    const config = loadConfig({ DATA_DIR: '/tmp/acolhe-api-test-data', LOG_LEVEL: 'silent', RATE_LIMIT_WRITE_MAX: '3', RATE_LIMIT_AUTH_MAX: '4', RATE_LIMIT_WINDOW_MS: '60000', MAIL_ENABLED: 'false' });
    expect(config.rateLimit).toEqual({ enabled: true, timeWindow: 60_000, writeMax: 3, authMax: 4, publicMax: 300 });
    app = await buildApp({ db: handle.db, config, logger: false, auth: { verifier: async () => ({ ok: false, reason: 'invalid' }) } });
    await app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await app.close();
    await handle.close();
  });

  it('throttles token guessing on writes: 401, 401, 401, then 429 in pt-BR with Retry-After', async () => {
    const statuses: number[] = [];
    let last: Response | undefined;
    for (let i = 0; i < 5; i++) {
      last = await fetch(`${base}/sessoes`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer palpite-${i}` },
        body: JSON.stringify({ therapistId: 'x', date: '2030-02-04', time: '09:00' }),
      });
      statuses.push(last.status);
    }
    expect(statuses).toEqual([401, 401, 401, 429, 429]);
    expect(await last!.json()).toEqual(TOO_MANY);
    expect(Number(last!.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('throttles reads that need a token separately (their own, higher limit)', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) statuses.push((await fetch(`${base}/sessoes/cliente`, { headers: { authorization: 'Bearer x' } })).status);
    expect(statuses).toEqual([401, 401, 401, 401, 429]);
  });

  it('limits uploads as writes, on their own counter', async () => {
    const statuses: number[] = [];
    let last: Response | undefined;
    for (let i = 0; i < 4; i++) {
      last = await fetch(`${base}/clientes/x/upload-profile-image`, {
        method: 'POST',
        headers: { authorization: 'Bearer x', 'content-type': 'multipart/form-data; boundary=b' },
        body: '--b--',
      });
      statuses.push(last.status);
    }
    expect(statuses).toEqual([401, 401, 401, 429]);
    expect(await last!.json()).toEqual(TOO_MANY);
  });

  it('leaves a person browsing the public reads alone (300 a minute by default)', async () => {
    for (let i = 0; i < 10; i++) expect((await fetch(`${base}/public-terapeutas`)).status).toBe(200);
  });
});
