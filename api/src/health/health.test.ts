import { buildApp } from '../app';
import { startTestApp, type TestContext } from '../../testing/helpers';

describe('GET /health', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => t.close());

  it('answers ok after a select 1', async () => {
    const res = await t.call({ method: 'GET', url: '/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: 'ok' });
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

  it('answers 503 when the database is unreachable', async () => {
    const unreachable = new Proxy(t.db, {
      get: (target, prop, receiver) =>
        prop === 'execute' ? () => Promise.reject(new Error('connect ECONNREFUSED')) : Reflect.get(target, prop, receiver),
    });
    const app = await buildApp({ db: unreachable, config: t.config, logger: false });
    const res = await app.inject({ method: 'GET', url: '/health' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ status: 'error', database: 'unreachable' });
    await app.close();
  });
});
