// The api half of `npm run bench`: for each data set (1 000 and 10 000 benchmark therapists, on
// PGlite and — with DATABASE_URL and BENCH_RESET_DATABASE=1 — on PostgreSQL) start
// ./server.ts, then for each endpoint measure it and, right after, the bare route answering a
// body of the same size (the ceiling).
import { spawn, type ChildProcess } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEMO_ACCOUNTS } from '@acolhe/api/demo-accounts';
import { MAX_PENDING_PER_CLIENT, MAX_PENDING_PER_THERAPIST, type SessionFormat } from '@acolhe/shared-domain';
import { reapOnExit, signalGroup } from '../processGroup';
import { bookingPlan, type Slot } from './bookings';
import { bodyBytes, load, type Figures } from './measure';

const here = dirname(fileURLToPath(import.meta.url));

export interface EndpointResult {
  dataset: string;
  endpoint: string;
  connections: number;
  api: Figures;
  bare: Figures;
}

export interface ApiBenchOptions {
  sizes: number[];
  connections: number;
  durationSeconds: number;
  drivers: ('pglite' | 'postgres')[];
  log: (line: string) => void;
}

export interface Ready {
  api: number;
  bare: number;
  clientTokens: string[];
  seedMs: number;
}

/** `nodeArgs`: options for the server's own node (e.g. --cpu-prof: ./profile-writes.ts); with them
 * the server runs under this node with tsx as a loader instead of through npx. */
export function startServer(
  therapists: number,
  driver: string,
  clients = 8,
  env: Record<string, string> = {},
  nodeArgs: string[] = [],
): Promise<{ child: ChildProcess; ready: Ready }> {
  const args = [join(here, 'server.ts'), String(therapists), driver, String(clients)];
  const [command, commandArgs] = nodeArgs.length > 0 ? [process.execPath, [...nodeArgs, '--import', 'tsx', ...args]] : ['npx', ['tsx', ...args]];
  const child = spawn(command, commandArgs, {
    cwd: join(here, '..', '..', '..'),
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  reapOnExit(child);
  let output = '';
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      // a whole line only (the ready line is long: it may arrive in several chunks)
      const line = output.split('\n').slice(0, -1).find((l) => l.startsWith('BENCH_READY '));
      if (line) {
        child.stdout!.off('data', onData);
        child.stdout!.resume();
        child.stderr!.resume();
        resolve({ child, ready: JSON.parse(line.slice('BENCH_READY '.length)) as Ready });
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', (c: Buffer) => (output += c.toString()));
    child.once('exit', (code) => reject(new Error(`servidor do bench saiu (${code}):\n${output}`)));
  });
}

export async function stopServer(child: ChildProcess) {
  const gone = new Promise((r) => child.once('exit', r));
  if (!signalGroup(child, 'SIGTERM')) return;
  await Promise.race([gone, new Promise((r) => setTimeout(r, 5000))]);
  signalGroup(child, 'SIGKILL');
}

/** Issue 29's attack: a distinct precoMax on every request, [endpoint, path without precoMax]. */
export const UNCACHED_READS: [string, string][] = [
  ['GET /public-terapeutas?ordem=proximo&semana&precoMax (filtros sem cache: precoMax aleatório)', '/public-terapeutas?ordem=proximo&semana=true&page=0&size=12'],
];

/** BENCH_ROWS: only the endpoints whose name contains one of these (comma-separated); all when unset. */
const rows = (process.env.BENCH_ROWS ?? '').split(',').map((s) => s.trim()).filter(Boolean);
const wanted = (endpoint: string) => rows.length === 0 || rows.some((r) => endpoint.includes(r));

const therapistId = DEMO_ACCOUNTS.find((a) => a.tipo === 'terapeuta')!.id;
// clients booking at once in POST /sessoes: a client holds at most MAX_PENDING_PER_CLIENT (6)
// pending requests since migration 0015, so 100 clients left room for only 600 bookings (a run of
// ~170/s ran out of them, and autocannon stops on a request it cannot build); 2 000 leave 12 000
const BOOKING_CLIENTS = 2000;

/** Year and 1-based month, `offset` months from now. */
export function monthFromNow(offset: number) {
  const d = new Date();
  const m = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + offset, 1));
  return { year: m.getUTCFullYear(), month: m.getUTCMonth() + 1 };
}

/**
 * Free future slots of the benchmark therapists (distinct bookings for POST /sessoes), each with a
 * modality its therapist offers (one offering both must be told which: 400 without it).
 */
export async function freeSlots(base: string, wanted: number): Promise<Slot[]> {
  const page = (await (await fetch(`${base}/public-terapeutas?page=0&size=100`)).json()) as { content: { id: string; sessionFormats?: SessionFormat[] }[] };
  const out: Slot[] = [];
  for (const offset of [1, 2, 3]) {
    const { year, month } = monthFromNow(offset);
    for (const t of page.content) {
      const slots = (await (await fetch(`${base}/agenda/terapeutas/${t.id}/slots-mes?year=${year}&month=${month}`)).json()) as {
        date: string;
        time: string;
        available: boolean;
      }[];
      for (const s of slots) if (s.available) out.push({ therapistId: t.id, date: s.date, time: s.time, modality: t.sessionFormats?.[0] });
      if (out.length >= wanted) return out;
    }
  }
  return out;
}

export async function benchApi(options: ApiBenchOptions): Promise<EndpointResult[]> {
  const results: EndpointResult[] = [];
  for (const driver of options.drivers) {
    for (const size of options.sizes) {
      const dataset = `${size.toLocaleString('pt-BR')} terapeutas (${driver === 'pglite' ? 'PGlite' : 'PostgreSQL'})`;
      options.log(`api: semeando ${dataset}…`);
      const { child, ready } = await startServer(size, driver, BOOKING_CLIENTS);
      try {
        options.log(`api: ${dataset} pronto (semeadura ${(ready.seedMs / 1000).toFixed(1)} s)`);
        const api = `http://127.0.0.1:${ready.api}`;
        const bare = `http://127.0.0.1:${ready.bare}`;
        const { year, month } = monthFromNow(1);
        // The unfiltered list is the whole table in one answer (MBs): 10 connections, not 50,
        // so the bench measures the api and not the machine's memory.
        const reads: [string, string, number?][] = [
          ['GET /public-terapeutas (sem filtro)', '/public-terapeutas', Math.min(10, options.connections)],
          ['GET /public-terapeutas?search&cidade', '/public-terapeutas?search=ansiedade&cidade=sao-paulo'],
          // what the /terapeutas page really asks (mfe-discovery: filters + pages of 12)
          ['GET /public-terapeutas?search&cidade&page&size', '/public-terapeutas?search=ansiedade&cidade=sao-paulo&page=0&size=12'],
          ['GET /public-terapeutas?page&size', '/public-terapeutas?page=3&size=20'],
          // issue 30: the text search of two words (full text, synonyms), as the page asks
          ['GET /public-terapeutas?search=ansiedade tcc&page&size', '/public-terapeutas?search=ansiedade%20tcc&page=0&size=12'],
          ['GET /public-terapeutas/{id}', `/public-terapeutas/${therapistId}`],
          ['GET slots-mes', `/agenda/terapeutas/${therapistId}/slots-mes?year=${year}&month=${month}`],
        ];
        // autocannon closes its sockets at the end of a run, but the server still works through
        // what it had accepted: wait for /health (answered after that backlog) before the next run.
        const drained = () => fetch(`${api}/health`).then((r) => r.arrayBuffer());
        const run = async (url: string, extra: Partial<Parameters<typeof load>[0]> = {}) => {
          const figures = await load({ url, connections: options.connections, durationSeconds: options.durationSeconds, ...extra });
          await drained();
          return figures;
        };
        for (const [endpoint, path, connections = options.connections] of reads) {
          if (!wanted(endpoint)) continue;
          const bytes = await bodyBytes(`${api}${path}`);
          await run(`${api}${path}`, { durationSeconds: 1, connections }); // warm-up (JIT, caches)
          const a = await run(`${api}${path}`, { connections });
          const b = await run(`${bare}/fixed/${bytes}`, { connections });
          results.push({ dataset, endpoint, connections, api: { ...a, bytes }, bare: { ...b, bytes } });
          options.log(`  ${endpoint}: ${a.rps.toFixed(0)} req/s (teto ${b.rps.toFixed(0)}), p99 ${a.p99} ms, ${bytes} B`);
        }

        // Issue 29's attack: a distinct precoMax on every request (above every price), as the search
        // page asks (a page of 12) — each a URL no cache has seen; the api keys a price bound by
        // the listed price it selects, so this measures what that costs. The ceiling is the bare
        // route with the same bytes.
        for (const [endpoint, path] of UNCACHED_READS) {
          if (!wanted(endpoint)) continue;
          let n = 0;
          const nextPath = () => `${path}&precoMax=${(5000 + n++ / 100).toFixed(2)}`;
          const bytes = await bodyBytes(`${api}${nextPath()}`);
          await run(`${api}${path}`, { durationSeconds: 1, nextPath }); // warm-up (JIT; not the answers: each is new)
          const a = await run(`${api}${path}`, { nextPath });
          const b = await run(`${bare}/fixed/${bytes}`);
          results.push({ dataset, endpoint, connections: options.connections, api: { ...a, bytes }, bare: { ...b, bytes } });
          options.log(`  ${endpoint}: ${a.rps.toFixed(0)} req/s (teto ${b.rps.toFixed(0)}), p99 ${a.p99} ms, ${bytes} B, ${n} buscas distintas`);
        }
        if (!wanted('POST /sessoes')) continue;

        const { api: a, bare: b, bytes } = await bookingRun(api, bare, ready.clientTokens, options.connections, options.durationSeconds, options.log, drained);
        results.push({ dataset, endpoint: 'POST /sessoes (horários distintos)', connections: options.connections, api: { ...a, bytes }, bare: { ...b, bytes } });
      } finally {
        await stopServer(child);
      }
    }
  }
  return results;
}

/**
 * POST /sessoes: every request books a different free slot, never the same twice, as one of many
 * clients (each within the product's pending limit per therapist: ./bookings.ts); then the bare
 * route with the same bytes. `drained` waits until the server has worked through its backlog.
 */
export async function bookingRun(
  api: string,
  bare: string,
  tokens: string[],
  connections: number,
  durationSeconds: number,
  log: (line: string) => void,
  drained: () => Promise<unknown>,
  warmUpSeconds = 0,
): Promise<{ api: Omit<Figures, 'bytes'>; bare: Omit<Figures, 'bytes'>; bytes: number }> {
  const plan = bookingPlan(await freeSlots(api, 30_000), tokens.length, MAX_PENDING_PER_THERAPIST, MAX_PENDING_PER_CLIENT);
  let next = 0;
  const request = () => {
    const booking = plan[next++];
    if (!booking) return undefined;
    const { slot, client } = booking;
    return {
      body: JSON.stringify({ therapistId: slot.therapistId, date: slot.date, time: slot.time, modality: slot.modality, notes: 'bench' }),
      headers: { authorization: `Bearer ${tokens[client]}` },
    };
  };
  // Every client signed in before booking, as on the booking page (whose own requests check the
  // account): the api's first-request account check (auth/guard.ts, remembered 30 s) is not
  // counted as the booking's. 50 at a time.
  for (let i = 0; i < tokens.length; i += 50) {
    await Promise.all(tokens.slice(i, i + 50).map((t) => fetch(`${api}/sessoes/cliente`, { headers: { authorization: `Bearer ${t}` } }).then((r) => r.arrayBuffer())));
  }
  const sample = request()!;
  const bytes = await bodyBytes(`${api}/sessoes`, { method: 'POST', headers: { 'content-type': 'application/json', ...sample.headers }, body: sample.body });
  const headers = { 'content-type': 'application/json', authorization: `Bearer ${tokens[0]}` };
  if (warmUpSeconds > 0) {
    await load({ url: `${api}/sessoes`, method: 'POST', headers, connections, durationSeconds: warmUpSeconds, nextRequest: request });
    await drained();
  }
  const a = await load({ url: `${api}/sessoes`, method: 'POST', headers, connections, durationSeconds, nextRequest: request });
  await drained();
  const b = await load({ url: `${bare}/fixed/${bytes}`, method: 'POST', headers, connections, durationSeconds, nextRequest: () => ({ body: '{"therapistId":"x"}' }) });
  await drained();
  log(`  POST /sessoes: ${a.rps.toFixed(0)} req/s (teto ${b.rps.toFixed(0)}), p99 ${a.p99} ms, ${a.errors} erros, ${next} horários usados de ${plan.length}`);
  if (next >= plan.length) log('  atenção: os horários livres acabaram durante a medição (aumente a coleta)');
  return { api: a, bare: b, bytes };
}
