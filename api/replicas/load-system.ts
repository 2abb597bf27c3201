// The system under load of `LOAD_REPLICAS=N npm run test:load` (scripts/load/run.ts starts this as
// a child, as the PGlite run starts scripts/bench/api/server.ts): a throw-away PostgreSQL database
// on the server of LOAD_DATABASE_URL (else TEST_DATABASE_URL, else the local default) seeded by
// `seed:bench`, a JWKS and client tokens, and N replicas started by `npm run api` with rate
// limits and e-mail delivery off. Prints one line `REPLICAS_READY {...}`; takes everything down
// (replicas, JWKS, database) on SIGTERM/SIGINT or when its parent goes (stdin closes).
//   tsx api/replicas/load-system.ts <replicas> <therapists> <client tokens>
import { randomUUID } from 'node:crypto';
import { closedPort } from '../testing/fake-postgres';
import { createThrowawayDatabase, seedBench, startIdentity, startReplica, stopReplica, waitReady, type ApiReplica, type Identity, type ThrowawayDatabase } from './cluster';

/** What the load test reads from the ready line. */
export interface LoadSystemReady {
  replicas: { name: string; base: string }[];
  clientTokens: string[];
  database: string;
  /** the throw-away database's URL: the load test counts the acknowledged bookings' rows in it */
  url: string;
  postgres: string;
  seedMs: number;
}

const replicaCount = Number(process.argv[2] ?? 2);
const therapists = Number(process.argv[3] ?? 1000);
const clientCount = Number(process.argv[4] ?? 200);
/** npm → tsx → migrations on a busy 2-core machine */
const START_DEADLINE_MS = 120_000;

let database: ThrowawayDatabase | undefined;
let identity: Identity | undefined;
const replicas: ApiReplica[] = [];
let stopping: Promise<void> | undefined;

function stop(code: number): Promise<void> {
  stopping ??= (async () => {
    await Promise.allSettled(replicas.map((r) => stopReplica(r)));
    await identity?.close().catch(() => undefined);
    await database?.drop();
    process.exit(code);
  })();
  return stopping;
}
process.on('SIGTERM', () => void stop(0));
process.on('SIGINT', () => void stop(0));
// the parent's end of the pipe closes however it ended (even SIGKILL)
process.stdin.on('end', () => void stop(0));
process.stdin.on('error', () => void stop(0));
process.stdin.resume();

try {
  database = await createThrowawayDatabase('acolhe_load', process.env.LOAD_DATABASE_URL || process.env.TEST_DATABASE_URL || undefined);
  const seedStarted = Date.now();
  await seedBench(database.url, therapists);
  // fresh planner statistics, as the single-process bench server does after seeding
  await database.query('ANALYZE');
  const seedMs = Date.now() - seedStarted;
  identity = await startIdentity();
  const id = identity;
  const clientTokens = await Promise.all(Array.from({ length: clientCount }, () => id.sign(randomUUID(), 'cliente', { name: 'Cliente Carga' })));
  for (let i = 0; i < replicaCount; i++) {
    const replica = startReplica(String.fromCharCode(65 + i), await closedPort(), {
      DATABASE_URL: database.url,
      ...identity.env,
      SEED: 'false',
      LOG_LEVEL: 'warn',
      // one address plays the crowd
      RATE_LIMIT_ENABLED: 'false',
      // the outbox rows are written as on every booking; nothing is sent
      MAIL_ENABLED: 'false',
      TRUST_PROXY_HOPS: '0',
    });
    replicas.push(replica);
    await waitReady(replica, START_DEADLINE_MS);
  }
  const ready: LoadSystemReady = {
    replicas: replicas.map((r) => ({ name: `replica ${r.name}`, base: r.base })),
    clientTokens,
    database: database.name,
    url: database.url,
    postgres: database.version,
    seedMs,
  };
  console.log(`REPLICAS_READY ${JSON.stringify(ready)}`);
} catch (error) {
  console.error(error);
  await stop(1);
}
