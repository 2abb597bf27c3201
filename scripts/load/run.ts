// `npm run test:load` (not part of `npm test`): 200 connections for 30 s over the realistic mix
// of ./mix.ts (browse, search, profile, slots, booking, review) against the real api, 1 000
// benchmark therapists + the demo seed, rate limits off (one address plays the crowd), loopback
// only. Passes when no request failed and every acknowledged write (201) is found afterwards
// through the api (with several replicas: through another replica than the one that acknowledged
// it). The issue's bound, p99 ≤ 300 ms, is printed (PASS/FAIL) but does not fail the run.
//
//   npm run test:load                    one api process on PGlite (scripts/bench/api/server.ts)
//   LOAD_REPLICAS=2 npm run test:load    two replicas started by the documented command (`npm run api`)
//                                        on PostgreSQL (api/replicas/load-system.ts): a throw-away
//                                        database on the server of LOAD_DATABASE_URL (else
//                                        TEST_DATABASE_URL, else the local postgres:postgres@127.0.0.1:5432),
//                                        created, seeded with `seed:bench` and dropped; one autocannon
//                                        per replica, the connections split between them, run together
//   LOAD_MODE=open LOAD_RATE=300 npm run test:load
//                                        open loop: LOAD_RATE requests per second offered for
//                                        LOAD_DURATION s, whatever the answers do (./open-loop.ts: our own
//                                        scheduler; latency from each request's scheduled instant, so no
//                                        coordinated omission), the requests dealt to the replicas in turn
//                                        over at most LOAD_CONNECTIONS sockets in all. Prints its figures
//                                        and does not rewrite docs/benchmarks.md (`BENCH_ONLY=capacity npm
//                                        run bench` records it at half the closed-loop capacity).
//   LOAD_MODE=capacity LOAD_REPLICAS=2 npm run test:load
//                                        both on one system: the closed loop first (its throughput is
//                                        the capacity), then the open loop at LOAD_CAPACITY_SHARE (0.5) of
//                                        it, each LOAD_DURATION s; what the bench's capacity part runs
// Variables: LOAD_CONNECTIONS (200), LOAD_DURATION (30 s), LOAD_THERAPISTS (1000), LOAD_REPLICAS (1),
// LOAD_MODE (closed | open | capacity), LOAD_RATE (open: requests/s), LOAD_RECORD (0: a closed run leaves the doc
// alone). Every run ends with one line `LOAD_RESULT {json}` (what the bench reads).
import { spawn } from 'node:child_process';
import { loadavg } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { freeSlots, monthFromNow, startServer, stopServer } from '../bench/api/bench-api';
import { machine } from '../bench/machine';
import { signalGroup } from '../bench/processGroup';
import { loadSectionOf, readBenchmarks, withLoadSection, writeBenchmarks } from '../bench/sections';
import { createDatabase } from '@acolhe/api/db';
import { planner, type PlannedRequest, type World } from './mix';
import { openLoopFigures, runOpenLoop } from './open-loop';
import { P99_BOUND_MS, combined, latencyOf, loadSectionBody, p99Verdict, table, type Column, type RunKind } from './report';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const connections = Number(process.env.LOAD_CONNECTIONS ?? 200);
const durationSeconds = Number(process.env.LOAD_DURATION ?? 30);
const therapists = Number(process.env.LOAD_THERAPISTS ?? 1000);
const replicaCount = Number(process.env.LOAD_REPLICAS ?? 1);
const mode = (process.env.LOAD_MODE || 'closed') as 'closed' | 'open' | 'capacity';
/** LOAD_MODE=capacity: the open phase's share of the closed loop's throughput */
const capacityShare = Number(process.env.LOAD_CAPACITY_SHARE ?? 0.5);
const rate = Number(process.env.LOAD_RATE ?? 0);
const record = mode === 'closed' && process.env.LOAD_RECORD !== '0';
// a client holds at most 6 pending requests (MAX_PENDING_PER_CLIENT): the two phases of
// LOAD_MODE=capacity book ~3× what one run does, so they get more clients (else the mix runs out of
// bookers and turns its bookings into slot reads)
const CLIENTS = mode === 'capacity' ? 600 : 200;
/** a request unanswered after this long counts as a time-out (both modes) */
const TIMEOUT_S = 60;

if (mode !== 'closed' && mode !== 'open' && mode !== 'capacity') {
  console.error(`carga: LOAD_MODE deve ser closed, open ou capacity; veio ${mode}`);
  process.exit(2);
}
if (mode === 'open' && !(Number.isFinite(rate) && rate > 0)) {
  console.error(`carga: LOAD_MODE=open precisa de LOAD_RATE, requisições por segundo (> 0); veio ${process.env.LOAD_RATE}`);
  process.exit(2);
}
if (!(durationSeconds > 0 && durationSeconds <= 600)) {
  console.error(`carga: LOAD_DURATION deve ficar entre 1 e 600 s; veio ${process.env.LOAD_DURATION}`);
  process.exit(2);
}

if (!Number.isInteger(replicaCount) || replicaCount < 1 || replicaCount > 26 || connections < replicaCount) {
  console.error(`carga: LOAD_REPLICAS deve ser um inteiro de 1 a 26, no máximo LOAD_CONNECTIONS (${connections}); veio ${process.env.LOAD_REPLICAS}`);
  process.exit(2);
}

function seeded(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) >>> 0;
    let t = seed;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

interface Target {
  name: string;
  base: string;
}

/** What the load runs against, and how it is taken down (whatever happened). */
interface System {
  kind: RunKind;
  targets: Target[];
  clientTokens: string[];
  /** what the document says about the system under load */
  describe: string;
  /** PostgreSQL only: the database, where the acknowledged bookings' rows are counted */
  databaseUrl?: string;
  stop(): Promise<void>;
}

async function onePglite(): Promise<System> {
  const { child, ready } = await startServer(therapists, 'pglite', CLIENTS);
  return {
    kind: 'pglite',
    targets: [{ name: 'api', base: `http://127.0.0.1:${ready.api}` }],
    clientTokens: ready.clientTokens,
    describe: `the real api in one process on PGlite (\`scripts/bench/api/server.ts\`) with ${therapists.toLocaleString('en-US')} benchmark therapists`,
    stop: () => stopServer(child),
  };
}

/** The ready line of api/replicas/load-system.ts (LoadSystemReady there). */
interface LoadSystemReady {
  replicas: Target[];
  clientTokens: string[];
  database: string;
  url: string;
  postgres: string;
  seedMs: number;
}

/** N replicas on PostgreSQL: api/replicas/load-system.ts as a child (database, seed, JWKS, `npm run
 * api` × N); closing its stdin takes it all down, and so does this process ending in any way. */
async function replicasOnPostgres(n: number): Promise<System> {
  const child = spawn('npx', ['tsx', join(root, 'api', 'replicas', 'load-system.ts'), String(n), String(therapists), String(CLIENTS)], {
    cwd: root,
    stdio: ['pipe', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  const ready = await new Promise<LoadSystemReady>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      // a whole line only (the tokens make it long: it arrives in several chunks)
      const line = output.split('\n').slice(0, -1).find((l) => l.startsWith('REPLICAS_READY '));
      if (line) {
        child.stdout!.off('data', onData);
        child.stdout!.resume();
        resolve(JSON.parse(line.slice('REPLICAS_READY '.length)) as LoadSystemReady);
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', (c: Buffer) => (output = (output + c.toString()).slice(-20_000)));
    child.once('exit', (code) => reject(new Error(`as réplicas não subiram (${code}):\n${output.slice(-5000)}`)));
  });
  console.log(`carga: banco descartável ${ready.database} (PostgreSQL ${ready.postgres}), semeado em ${(ready.seedMs / 1000).toFixed(1)} s; ${ready.replicas.map((r) => `${r.name} em ${r.base}`).join(', ')}`);
  return {
    kind: 'replicas',
    targets: ready.replicas,
    clientTokens: ready.clientTokens,
    databaseUrl: ready.url,
    describe:
      `${n} replicas started by \`npm run api\` (each with its default pool of 10 database connections; e-mail delivery off, ` +
      `so the outbox rows are written but not sent) on PostgreSQL ${ready.postgres} (a throw-away database seeded by \`seed:bench\`) ` +
      `with ${therapists.toLocaleString('en-US')} benchmark therapists; one autocannon per replica, the connections split between them, run together`,
    async stop() {
      const gone = new Promise((resolve) => child.once('exit', resolve));
      child.stdin!.end();
      let giveUp: NodeJS.Timeout | undefined;
      const timedOut = await Promise.race([gone.then(() => false), new Promise<boolean>((resolve) => (giveUp = setTimeout(() => resolve(true), 60_000)))]);
      clearTimeout(giveUp);
      if (timedOut) {
        console.log('carga: as réplicas não pararam em 60 s; SIGKILL');
        signalGroup(child, 'SIGKILL');
      }
    },
  };
}

const loadAtStart = loadavg()[0]!;
console.log(`carga: ${replicaCount === 1 ? 'uma api (PGlite)' : `${replicaCount} réplicas (PostgreSQL)`}, semeando ${therapists} terapeutas…`);
const system = replicaCount > 1 ? await replicasOnPostgres(replicaCount) : await onePglite();
let failed = false;
let columns: Column[] = [];
/** what LOAD_RESULT reports (the bench's capacity part reads it) */
let result: Record<string, unknown> = {};
const summary: string[] = [];
const say = (line: string) => {
  console.log(line);
  summary.push(line.replace(/^carga: /, ''));
};
try {
  const { targets } = system;
  const n = targets.length;
  const first = targets[0]!.base;
  const page = (await (await fetch(`${first}/public-terapeutas?page=0&size=100`)).json()) as { content: { id: string }[] };
  const { year, month } = monthFromNow(1);
  const slots = await freeSlots(first, 20_000);
  // a therapist offering both formats is booked with one of them chosen, as the booking page does
  const formats = new Map<string, string[]>();
  for (const id of new Set(slots.map((s) => s.therapistId))) {
    formats.set(id, ((await (await fetch(`${first}/public-terapeutas/${id}`)).json()) as { sessionFormats?: string[] }).sessionFormats ?? []);
  }
  const world: World = {
    therapistIds: page.content.map((t) => t.id),
    slots: slots.map((s) => {
      const offered = formats.get(s.therapistId) ?? [];
      return offered.length > 1 ? { ...s, modality: offered.includes('online') ? 'online' : 'presencial' } : s;
    }),
    clientTokens: system.clientTokens,
    year,
    month,
  };
  // one planner for every generator: each slot and each review pair is handed out once in all
  const next = planner(world, seeded(20260109));

  interface Context {
    planned?: PlannedRequest;
  }
  type Acknowledged = { planned: PlannedRequest; id: string; by: number };
  /** One phase of the run: a closed loop of `connections`, or an open loop at `rate`. */
  interface Phase {
    mode: 'closed' | 'open';
    rate: number;
    seconds: number;
    /** writes acknowledged (201), with the generator (replica) that acknowledged them */
    acknowledged: Acknowledged[];
    failures: Map<string, { count: number; sample: string }>;
    byAction: Map<string, number>;
    times: number[][];
    timesByAction: Map<string, number[]>;
    errorsOf: { non2xx: number; socketErrors: number; timeouts: number }[];
    openFigures?: ReturnType<typeof openLoopFigures>;
    /** the 1-minute load average when the phase started and when it ended (a shared machine) */
    loadAverage: [number, number];
  }
  const share = (k: number) => Math.floor(connections / n) + (k < connections % n ? 1 : 0);

  async function runPhase(phaseMode: 'closed' | 'open', phaseRate: number): Promise<Phase> {
    const phase: Phase = {
      mode: phaseMode,
      rate: phaseRate,
      seconds: 0,
      acknowledged: [],
      failures: new Map(),
      byAction: new Map(),
      times: targets.map(() => []),
      timesByAction: new Map(),
      errorsOf: targets.map(() => ({ non2xx: 0, socketErrors: 0, timeouts: 0 })),
      loadAverage: [loadavg()[0]!, 0],
    };
    const { acknowledged, failures, byAction, times, timesByAction, errorsOf } = phase;
    const record201 = (planned: PlannedRequest, k: number, status: number, body: string) => {
      if (status >= 200 && status < 300) {
        if (planned.write && status === 201) acknowledged.push({ planned, id: (JSON.parse(body) as { id: string }).id, by: k });
        return;
      }
      const key = `${targets[k]!.name}: ${planned.action} ${status}`;
      const f = failures.get(key) ?? { count: 0, sample: `${planned.method} ${planned.path} → ${body.slice(0, 200)}` };
      f.count++;
      failures.set(key, f);
    };
    const plan = () => {
      const planned = next();
      byAction.set(planned.action, (byAction.get(planned.action) ?? 0) + 1);
      const headers: Record<string, string> = {};
      if (planned.token) headers.authorization = `Bearer ${planned.token}`;
      if (planned.body) headers['content-type'] = 'application/json';
      return { planned, headers };
    };
    if (phaseMode === 'open') {
      console.log(
        `carga: laço aberto, ${phaseRate.toFixed(1)} req/s oferecidas por ${durationSeconds} s às réplicas em turnos (até ${Math.max(1, Math.floor(connections / n))} sockets por réplica; ${world.slots.length} horários livres, ${CLIENTS} clientes)…`,
      );
      const plannedOf: PlannedRequest[] = [];
      const run = await runOpenLoop({
        rate: phaseRate,
        seconds: durationSeconds,
        socketsPerTarget: Math.max(1, Math.floor(connections / n)),
        timeoutMs: TIMEOUT_S * 1000,
        request: (i) => {
          const { planned, headers } = plan();
          plannedOf[i] = planned;
          return { base: targets[i % n]!.base, method: planned.method, path: planned.path, headers, body: planned.body };
        },
        onAnswer: (i, status, body) => record201(plannedOf[i]!, i % n, status, body),
      });
      phase.seconds = run.wallSeconds;
      for (const o of run.outcomes) {
        const k = o.index % n;
        const planned = plannedOf[o.index]!;
        if (o.status === 0 || o.status === -1) {
          if (o.status === 0) errorsOf[k]!.socketErrors++;
          else errorsOf[k]!.timeouts++;
          record201(planned, k, o.status, o.status === 0 ? 'erro de socket' : 'tempo esgotado');
          continue;
        }
        if (o.status < 200 || o.status >= 300) errorsOf[k]!.non2xx++;
        times[k]!.push(o.latencyMs);
        const list = timesByAction.get(planned.action) ?? [];
        list.push(o.latencyMs);
        timesByAction.set(planned.action, list);
      }
      phase.openFigures = openLoopFigures(run.outcomes, phaseRate, run.offered, run.wallSeconds);
      phase.loadAverage[1] = loadavg()[0]!;
      return phase;
    }
    console.log(
      `carga: ${connections} conexões (${targets.map((t, k) => `${t.name} ${share(k)}`).join(', ')}) por ${durationSeconds} s (${world.slots.length} horários livres, ${CLIENTS} clientes)…`,
    );
    // autocannon calls a request's onResponse and then, synchronously on the same client, emits
    // 'response' with the time: the action of the one just answered is passed between the two
    let answered = '';
    const started = performance.now();
    const results = await Promise.all(
      targets.map((target, k) => {
        const instance = autocannon({
          url: target.base,
          connections: share(k),
          duration: durationSeconds,
          timeout: TIMEOUT_S,
          requests: [
            {
              setupRequest: (req, context: Context) => {
                const { planned, headers } = plan();
                context.planned = planned;
                return { ...req, method: planned.method, path: planned.path, headers, body: planned.body };
              },
              onResponse: (status: number, body: string, context: Context) => {
                const planned = context.planned!;
                answered = planned.action;
                record201(planned, k, status, body);
              },
            },
          ],
        } as autocannon.Options) as unknown as autocannon.Instance & Promise<autocannon.Result>; // without a callback: both (lib/init.js)
        // every response time of this generator, for percentiles over all of them together
        instance.on('response', (_client, _status, _bytes, responseTime) => {
          times[k]!.push(responseTime);
          const list = timesByAction.get(answered) ?? [];
          list.push(responseTime);
          timesByAction.set(answered, list);
        });
        return instance;
      }),
    );
    phase.seconds = (performance.now() - started) / 1000;
    results.forEach((r, k) => (errorsOf[k] = { non2xx: r.non2xx, socketErrors: r.errors - r.timeouts, timeouts: r.timeouts }));
    phase.loadAverage[1] = loadavg()[0]!;
    return phase;
  }

  /** The server works through what it had accepted after a closed run: /health answers after that backlog. */
  const drained = async () => {
    for (const t of targets) {
      const health = await fetch(`${t.base}/health`);
      if (!health.ok) {
        console.log(`carga: ${t.name} /health respondeu ${health.status} depois da carga`);
        failed = true;
      }
    }
  };
  const phases: Phase[] = [];
  if (mode === 'capacity') {
    // the closed loop's throughput is the capacity; then the promise is measured at a share of it
    const closed = await runPhase('closed', 0);
    phases.push(closed);
    await drained();
    const capacity = closed.times.flat().length / closed.seconds;
    console.log(`carga: capacidade (laço fechado) ${capacity.toFixed(1)} req/s; agora ${Math.round(capacityShare * 100)} % dela em laço aberto`);
    phases.push(await runPhase('open', capacity * capacityShare));
  } else {
    phases.push(await runPhase(mode, rate));
  }
  await drained();

  // Every 201 must be in the database, read back through the api: through the next replica.
  const acknowledged = phases.flatMap((p) => p.acknowledged);
  const readerOf = (k: number) => (k + 1) % n;
  const isBooking = (a: Acknowledged) => a.planned.write?.kind === 'booking';
  const isReview = (a: Acknowledged) => a.planned.write?.kind === 'review';
  const seenBookings = targets.map(() => new Set<string>());
  const bookingClients = new Set(acknowledged.filter(isBooking).map((b) => b.planned.write!.client));
  for (const c of bookingClients) {
    for (let j = 0; j < n; j++) {
      const mine = (await (await fetch(`${targets[j]!.base}/sessoes/cliente`, { headers: { authorization: `Bearer ${world.clientTokens[c]}` } })).json()) as { id: string }[];
      for (const a of mine) seenBookings[j]!.add(a.id);
    }
  }
  const seenReviews = targets.map(() => new Set<string>());
  const therapistsReviewed = [...new Set(acknowledged.filter(isReview).map((r) => (r.planned.write as { therapistId: string }).therapistId))];
  let aggregatesOk = true;
  for (const id of therapistsReviewed) {
    for (let j = 0; j < n; j++) {
      const t = (await (await fetch(`${targets[j]!.base}/public-terapeutas/${id}`)).json()) as { reviewCount: number; reviews: { id: string }[] };
      for (const r of t.reviews) seenReviews[j]!.add(r.id);
      if (t.reviewCount !== t.reviews.length) aggregatesOk = false;
    }
  }
  const lost = (a: Acknowledged) => !(isBooking(a) ? seenBookings : seenReviews)[readerOf(a.by)]!.has(a.id);
  // On PostgreSQL, also in the database itself: every acknowledged booking is a row there.
  const rowsOf = async (ids: string[]): Promise<number | undefined> => {
    if (!system.databaseUrl) return undefined;
    const handle = await createDatabase({ databaseUrl: system.databaseUrl, poolSize: 1 });
    try {
      const { rows } = await handle.raw.executeSql('select count(*)::int as n from sessoes where id = any($1::text[])', [ids]);
      return (rows[0] as { n: number }).n;
    } finally {
      await handle.close();
    }
  };

  const ms = (v: number) => Math.round(v);
  const phaseResults: Record<string, unknown>[] = [];
  for (const phase of phases) {
    if (phases.length > 1) say(`carga: — ${phase.mode === 'closed' ? `laço fechado, ${connections} conexões` : `laço aberto, ${phase.rate.toFixed(1)} req/s oferecidas`} —`);
    columns = targets.map((t, k) => {
      const mine = phase.acknowledged.filter((a) => a.by === k);
      const r = phase.errorsOf[k]!;
      return {
        name: t.name,
        connections: share(k),
        requests: phase.times[k]!.length,
        rps: phase.times[k]!.length / phase.seconds,
        latency: latencyOf(phase.times[k]!),
        non2xx: r.non2xx,
        socketErrors: r.socketErrors,
        timeouts: r.timeouts,
        bookings: mine.filter(isBooking).length,
        lostBookings: mine.filter((a) => isBooking(a) && lost(a)).length,
        reviews: mine.filter(isReview).length,
        lostReviews: mine.filter((a) => isReview(a) && lost(a)).length,
      };
    });
    const all = n > 1 ? combined('all', columns, phase.times.flat(), phase.seconds) : columns[0]!;
    if (n > 1) columns.push(all);
    for (const c of columns) {
      say(
        `carga: ${c.name}: ${c.requests} respostas, ${c.rps.toFixed(1)} req/s, latência p50 ${ms(c.latency.p50)} ms / p99 ${ms(c.latency.p99)} ms / máx ${ms(c.latency.max)} ms` +
          (c === all && n > 1 ? ' (percentis sobre todas as respostas das réplicas juntas)' : ''),
      );
    }
    say(`carga: mistura ${[...phase.byAction].map(([a, count]) => `${a} ${count}`).join(', ')}`);
    say(
      `carga: latência por ação, p50 / p99: ${[...phase.timesByAction]
        .map(([a, list]) => {
          const l = latencyOf(list);
          return `${a} ${ms(l.p50)} / ${ms(l.p99)} ms`;
        })
        .join(', ')}`,
    );
    const errors = all.non2xx + all.socketErrors + all.timeouts;
    say(`carga: erros ${errors} (não-2xx ${all.non2xx}, sockets ${all.socketErrors}, tempo esgotado ${all.timeouts})`);
    for (const [key, f] of phase.failures) say(`  ${key}: ${f.count}× — ex.: ${f.sample}`);
    if (errors > 0) failed = true;
    say(
      `carga: escritas confirmadas — ${all.bookings} agendamentos (${all.lostBookings} perdidos), ${all.reviews} avaliações (${all.lostReviews} perdidas)` +
        `${n > 1 ? ', cada uma lida por outra réplica' : ''}; contagem de avaliações ${aggregatesOk ? 'consistente' : 'INCONSISTENTE'}`,
    );
    if (all.lostBookings || all.lostReviews || !aggregatesOk) failed = true;
    if (all.bookings === 0 || all.reviews === 0) {
      console.log('carga: nenhuma escrita confirmada — a mistura não exercitou as escritas');
      failed = true;
    }
    const bookingIds = phase.acknowledged.filter(isBooking).map((a) => a.id);
    const bookingRows = await rowsOf(bookingIds);
    if (bookingRows !== undefined) {
      say(`carga: agendamentos confirmados ${bookingIds.length}, linhas deles no banco ${bookingRows}${bookingRows === bookingIds.length ? '' : ' — DIFERENTE'}`);
      if (bookingRows !== bookingIds.length) failed = true;
    }
    const open = phase.openFigures;
    if (open) {
      say(
        `carga: laço aberto — ${open.offered} requisições oferecidas a ${phase.rate.toFixed(1)} req/s, ${open.answered} respondidas (${open.achievedRate.toFixed(1)} req/s); ` +
          `latência medida do instante agendado; atraso máximo do gerador ${ms(open.maxSendLagMs)} ms`,
      );
    }
    say(`carga: média de carga da máquina (1 min) ${phase.loadAverage.map((l) => l.toFixed(2)).join(' → ')} durante a fase`);
    say(`carga: limite p99 ≤ ${P99_BOUND_MS} ms: ${p99Verdict(all.latency.p99).text} — informado, não reprova a execução`);
    phaseResults.push({
      mode: phase.mode,
      offeredRate: phase.mode === 'open' ? phase.rate : null,
      seconds: phase.seconds,
      requests: all.requests,
      rps: all.rps,
      latency: all.latency,
      non2xx: all.non2xx,
      socketErrors: all.socketErrors,
      timeouts: all.timeouts,
      bookings: all.bookings,
      lostBookings: all.lostBookings,
      bookingRows: bookingRows ?? null,
      reviews: all.reviews,
      lostReviews: all.lostReviews,
      maxSendLagMs: open?.maxSendLagMs ?? null,
      loadAverage: phase.loadAverage,
    });
  }
  result = { mode, replicas: n, kind: system.kind, connections, durationSeconds, aggregatesOk, loadAverage: loadAtStart, describe: system.describe, phases: phaseResults };
} catch (error) {
  console.error(error);
  failed = true;
} finally {
  await system.stop();
}
const verdict = failed ? 'FALHOU' : 'ok — zero erros, zero escritas perdidas';
console.log(`carga: ${verdict}`);
console.log(`LOAD_RESULT ${JSON.stringify({ ...result, failed })}`);
if (record && columns.length > 0) {
  const m = machine();
  const heading =
    system.kind === 'pglite' ? '### One replica, PGlite (`npm run test:load`)' : `### ${system.targets.length} replicas, PostgreSQL (\`LOAD_REPLICAS=${system.targets.length} npm run test:load\`)`;
  const block = `${heading}

${connections} connections for ${durationSeconds} s against ${system.describe}. Last run: ${new Date().toISOString()} · ${m.nproc} CPUs, ${m.cpu},
Node ${m.node}; the machine is shared with other work (load average ${loadAtStart.toFixed(2)} when the run started), so the
latencies are those of a busy machine.${system.targets.length > 1 ? ' The "all" column\'s percentiles are over every response of every replica together.' : ''}

${table(columns)}

\`\`\`
${summary.join('\n')}
result: ${verdict}
\`\`\``;
  const doc = readBenchmarks() || '# Benchmarks\n';
  writeBenchmarks(withLoadSection(doc, loadSectionBody(loadSectionOf(doc), system.kind, block)));
}
process.exit(failed ? 1 : 0);
