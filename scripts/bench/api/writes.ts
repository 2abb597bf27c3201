// The writes part of `npm run bench` (BENCH_ONLY=writes, issue 35): `POST /sessoes` against the
// database's own floor in the same run — a booking-shaped insert transaction, `connections` in
// flight, run directly on the same engine in the same process (./floor.ts) — on PGlite and on
// PostgreSQL. PostgreSQL is DATABASE_URL's database when BENCH_RESET_DATABASE=1 allows emptying
// it, else a throw-away database on the local server (or TEST_DATABASE_URL's), dropped afterwards.
import { loadavg } from 'node:os';
import { createThrowawayDatabase, type ThrowawayDatabase } from '@acolhe/api/replicas/cluster';
import { bookingRun, startServer, stopServer } from './bench-api';
import type { FloorFigures } from './floor';
import type { Figures } from './measure';

export type Engine = 'PGlite' | 'PostgreSQL';

export interface WritesResult {
  engine: Engine;
  therapists: number;
  connections: number;
  /** POST /sessoes, a distinct free slot each */
  api: Omit<Figures, 'bytes'>;
  /** the booking-shaped insert transaction on the same engine */
  floor: FloorFigures;
  /** the machine's 1-minute load average when each measurement started (a shared machine) */
  loadAverage: { api: number; floor: number };
}

export interface WritesOptions {
  therapists: number;
  connections: number;
  durationSeconds: number;
  /** DATABASE_URL when the caller allowed emptying it */
  databaseUrl?: string;
  log: (line: string) => void;
}

// a client holds at most MAX_PENDING_PER_CLIENT (6) pending requests: 2 000 clients leave room for
// 12 000 bookings in a run
const CLIENTS = 2000;

export async function benchWrites(options: WritesOptions): Promise<WritesResult[]> {
  const out: WritesResult[] = [];
  for (const engine of ['PGlite', 'PostgreSQL'] as const) {
    let throwaway: ThrowawayDatabase | undefined;
    try {
      // e-mail delivery off, as in the load test: the outbox rows are written, not sent (server.ts)
      // and on PostgreSQL a pool as large as the floor's: `connections` in flight on both sides
      let env: Record<string, string> = { BENCH_MAIL_ENABLED: 'false', BENCH_POOL_SIZE: String(options.connections) };
      if (engine === 'PostgreSQL') {
        if (!options.databaseUrl) throwaway = await createThrowawayDatabase('acolhe_bench');
        env = { ...env, DATABASE_URL: options.databaseUrl ?? throwaway!.url };
      }
      options.log(`escritas: ${engine}, semeando ${options.therapists} terapeutas…`);
      const { child, ready } = await startServer(options.therapists, engine === 'PGlite' ? 'pglite' : 'postgres', CLIENTS, env);
      try {
        const api = `http://127.0.0.1:${ready.api}`;
        const bare = `http://127.0.0.1:${ready.bare}`;
        const drained = () => fetch(`${api}/health`).then((r) => r.arrayBuffer());
        const apiLoad = loadavg()[0]!;
        const run = await bookingRun(api, bare, ready.clientTokens, options.connections, options.durationSeconds, options.log, drained, 2);
        // the floor right after, in the same process, on the same engine
        await floorOf(bare, 2, options.connections); // warm-up (JIT, the plan)
        const floorLoad = loadavg()[0]!;
        const floor = await floorOf(bare, options.durationSeconds, options.connections);
        options.log(`  piso do banco (${engine}): ${floor.rps.toFixed(0)} transações/s, p99 ${floor.p99} ms, ${floor.errors} erros; POST /sessoes ${run.api.rps.toFixed(0)}/s`);
        out.push({ engine, therapists: options.therapists, connections: options.connections, api: run.api, floor, loadAverage: { api: apiLoad, floor: floorLoad } });
      } finally {
        await stopServer(child);
      }
    } finally {
      await throwaway?.drop();
    }
  }
  return out;
}

async function floorOf(bare: string, seconds: number, inFlight: number): Promise<FloorFigures> {
  const res = await fetch(`${bare}/floor?seconds=${seconds}&inflight=${inFlight}`, { method: 'POST' });
  if (!res.ok) throw new Error(`piso: HTTP ${res.status} ${await res.text()}`);
  return (await res.json()) as FloorFigures;
}
