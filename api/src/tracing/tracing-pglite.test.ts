// Traces on the embedded default (issue 47 item 4; PGlite run only: jest.config.cjs leaves it out
// of the PostgreSQL run, where tracing.test.ts covers pg's spans). The api is started as a child
// process exactly as `npm run api` starts it, without DATABASE_URL — on PGlite in a temporary
// DATA_DIR — with OTEL_EXPORTER_OTLP_ENDPOINT pointing at a local OTLP/HTTP receiver
// (testing/tracing.ts). Its statements are spans (src/tracing/start.ts over db/query-observer.ts:
// PGlite has no OpenTelemetry instrumentation of its own), SQL with placeholders and no values,
// under their request's server span; spans are named and described by route template (issue 40).
import { profileBody, uniqueRegistration } from '../../testing/helpers';
import { Closers, checkTemplatedRoutes, startReceiver, startTracedApi } from '../../testing/tracing';

describe('traces over OTLP/HTTP on the embedded PGlite', () => {
  const closers = new Closers();
  afterAll(() => closers.close());

  it('PGlite statements are spans under their request; paths are route templates, never the parameters', async () => {
    if (process.env.DATABASE_URL) throw new Error('tracing-pglite.test.ts é da execução sobre PGlite (sem DATABASE_URL).');
    const receiver = await startReceiver(closers);
    const api = await startTracedApi(closers, receiver);
    await checkTemplatedRoutes(api, receiver, profileBody({ sessionFormats: ['online'], ...uniqueRegistration() }));
    expect(receiver.spans.filter((s) => s.scope === 'acolhe-pglite').every((s) => s.name.startsWith('pglite.query:') && s.attributes['db.system.name'] === 'postgresql')).toBe(true);
  }, 180_000);
});
