// Child process of the api bench: the REAL api (buildApp, the production plugins, a PGlite data
// folder — or DATABASE_URL's PostgreSQL) seeded with the demo data plus N benchmark therapists,
// and in the SAME process a bare Fastify that answers a fixed JSON of a requested size (the
// ceiling). Tokens are signed with a local key the api trusts (as in the api tests), so the
// token check is measured too. Prints one JSON line `BENCH_READY {...}` on stdout.
//   tsx scripts/bench/api/server.ts <therapists> [pglite|postgres] [client tokens, default 8]
// (also the server of `npm run test:load`, scripts/load/run.ts)
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createRequire } from 'node:module';
import { createLocalJWKSet, exportJWK, generateKeyPair, SignJWT } from 'jose';
import { buildApp } from '@acolhe/api/app';
import { loadConfig } from '@acolhe/api/config';
import { createDatabase } from '@acolhe/api/db';
import { migrateDatabase } from '@acolhe/api/database';
import { ensureCatalogue } from '@acolhe/api/especialidades';
import { seedDatabase } from '@acolhe/api/seed';
import { seedManyTherapists } from '@acolhe/api/testing/bench-seed';
import { measureFloor } from './floor';

// The api's own Fastify (same version, same process setup) for the bare route.
type App = Awaited<ReturnType<typeof buildApp>>;
const Fastify = createRequire(new URL('../../../api/package.json', import.meta.url))('fastify') as (options: { logger: boolean }) => App;

const therapists = Number(process.argv[2] ?? 1000);
const driver = (process.argv[3] ?? 'pglite') as 'pglite' | 'postgres';
const clientCount = Number(process.argv[4] ?? 8);
const ISSUER = 'http://localhost:9229/local_acolhe';
const CLIENT_ID = 'acolhelocalclient000000000';

const dataDir = mkdtempSync(join(tmpdir(), 'acolhe-bench-'));
const config = loadConfig(
  {
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    COGNITO_ISSUER: ISSUER,
    COGNITO_CLIENT_ID: CLIENT_ID,
    RATE_LIMIT_ENABLED: 'false',
    // BENCH_MAIL_ENABLED=false (the writes part, as the load test's replicas): the outbox rows are
    // written in the booking's transaction but not sent — there is no SMTP server here, and on PGlite
    // the relay's retries would run on this same thread in the middle of the measurement
    MAIL_ENABLED: process.env.BENCH_MAIL_ENABLED ?? 'true',
  },
  { databaseUrl: driver === 'postgres' ? process.env.DATABASE_URL : undefined },
);

// BENCH_POOL_SIZE: the writes part gives the api as many PostgreSQL connections as the floor's
// transactions have in flight, so both meet the database with the same concurrency (./writes.ts)
const handle = await createDatabase({ databaseUrl: config.databaseUrl, pgliteDir: config.pgliteDir, poolSize: Number(process.env.BENCH_POOL_SIZE ?? 20) });
await migrateDatabase(handle);
if (driver === 'postgres') {
  // only a database the caller gave up for this (see scripts/bench/README in docs/benchmarks.md)
  await handle.db.execute('TRUNCATE sessoes, avaliacoes, disponibilidades, terapeuta_especialidades, terapeutas, clientes, especialidades, busca_palavras CASCADE');
}
await ensureCatalogue(handle.db);
const seedStarted = Date.now();
await seedDatabase(handle.db, { now: new Date() });
await seedManyTherapists(handle.db, therapists);
const seedMs = Date.now() - seedStarted;
// PostgreSQL keeps planner statistics current on its own schedule; measure on fresh ones.
await handle.db.execute('ANALYZE');

const { privateKey, publicKey } = await generateKeyPair('RS256', { extractable: true });
const kid = randomUUID();
const jwks = createLocalJWKSet({ keys: [{ ...(await exportJWK(publicKey)), kid, alg: 'RS256', use: 'sig' }] });
async function token(sub: string, tipo: 'cliente' | 'terapeuta') {
  const iat = Math.floor(Date.now() / 1000);
  return new SignJWT({ email: `${sub.slice(0, 8)}@bench.acolhe`, name: 'Cliente Bench', 'custom:profile_id': tipo, token_use: 'id' })
    .setProtectedHeader({ alg: 'RS256', kid })
    .setSubject(sub)
    .setIssuer(ISSUER)
    .setAudience(CLIENT_ID)
    .setIssuedAt(iat)
    .setExpirationTime(iat + 4 * 3600)
    .sign(privateKey);
}

const app = await buildApp({ db: handle.db, raw: handle.raw, config, logger: false, auth: { jwks } });
await app.listen({ port: 0, host: '127.0.0.1' });

// The ceiling: Fastify with nothing but a route answering a fixed JSON document of `bytes`.
const bare = Fastify({ logger: false });
const bodies = new Map<number, string>();
function fixedJson(bytes: number): string {
  let body = bodies.get(bytes);
  if (!body) {
    const skeleton = JSON.stringify({ content: '' });
    body = JSON.stringify({ content: 'x'.repeat(Math.max(0, bytes - skeleton.length)) });
    bodies.set(bytes, body);
  }
  return body;
}
bare.get<{ Params: { bytes: string } }>('/fixed/:bytes', async (request, reply) => reply.type('application/json; charset=utf-8').send(fixedJson(Number(request.params.bytes))));
bare.post<{ Params: { bytes: string } }>('/fixed/:bytes', async (request, reply) =>
  reply.status(201).type('application/json; charset=utf-8').send(fixedJson(Number(request.params.bytes))),
);
// The database's own floor for bookings (./floor.ts), on this process's engine and connections.
bare.post<{ Querystring: { seconds?: string; inflight?: string } }>('/floor', async (request) => {
  const seconds = Number(request.query.seconds ?? 10);
  const inFlight = Number(request.query.inflight ?? 50);
  // PGlite: its one in-process connection. PostgreSQL: the api's own pool when it is as large as
  // the floor's transactions in flight (BENCH_POOL_SIZE, the writes part), else a pool of its own
  // (two full pools of 50 would pass the server's max_connections)
  if (driver === 'pglite' || Number(process.env.BENCH_POOL_SIZE) >= inFlight) return measureFloor(handle.db, seconds, inFlight);
  const own = await createDatabase({ databaseUrl: config.databaseUrl, poolSize: inFlight });
  try {
    return await measureFloor(own.db, seconds, inFlight);
  } finally {
    await own.close();
  }
});
await bare.listen({ port: 0, host: '127.0.0.1' });

const clients = await Promise.all(Array.from({ length: clientCount }, () => token(randomUUID(), 'cliente')));
const port = (s: typeof app) => (s.server.address() as { port: number }).port;
console.log(`BENCH_READY ${JSON.stringify({ api: port(app), bare: port(bare), clientTokens: clients, seedMs, driver, therapists })}`);

async function shutdown() {
  await app.close();
  await bare.close();
  await handle.close();
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown());
process.on('SIGINT', () => void shutdown());
