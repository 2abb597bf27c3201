// `npm run test:load` (not part of `npm test`): 200 connections for 30 s over the realistic mix
// of ./mix.ts (browse, search, profile, slots, booking, review) against the real api on PGlite
// (1 000 benchmark therapists + the demo seed, rate limits off: one address plays the crowd),
// on loopback only. Passes when no request failed and every acknowledged write (201) is found
// afterwards through the api. Variables: LOAD_CONNECTIONS (200), LOAD_DURATION (30 s),
// LOAD_THERAPISTS (1000).
import autocannon from 'autocannon';
import { freeSlots, monthFromNow, startServer, stopServer } from '../bench/api/bench-api';
import { machine } from '../bench/machine';
import { readBenchmarks, withLoadSection, writeBenchmarks } from '../bench/sections';
import { planner, type PlannedRequest, type World } from './mix';

const connections = Number(process.env.LOAD_CONNECTIONS ?? 200);
const durationSeconds = Number(process.env.LOAD_DURATION ?? 30);
const therapists = Number(process.env.LOAD_THERAPISTS ?? 1000);
const CLIENTS = 200;

function seeded(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) >>> 0;
    let t = seed;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

console.log(`carga: semeando ${therapists} terapeutas…`);
const { child, ready } = await startServer(therapists, 'pglite', CLIENTS);
let failed = false;
const summary: string[] = [];
const say = (line: string) => {
  console.log(line);
  summary.push(line.replace(/^carga: /, ''));
};
try {
  const base = `http://127.0.0.1:${ready.api}`;
  const page = (await (await fetch(`${base}/public-terapeutas?page=0&size=100`)).json()) as { content: { id: string }[] };
  const { year, month } = monthFromNow(1);
  const world: World = {
    therapistIds: page.content.map((t) => t.id),
    slots: await freeSlots(base, 20_000),
    clientTokens: ready.clientTokens,
    year,
    month,
  };
  const next = planner(world, seeded(20260109));

  interface Context {
    planned?: PlannedRequest;
  }
  const acknowledged: { planned: PlannedRequest; id: string }[] = [];
  const failures = new Map<string, { count: number; sample: string }>();
  const byAction = new Map<string, number>();

  console.log(`carga: ${connections} conexões por ${durationSeconds} s (${world.slots.length} horários livres, ${CLIENTS} clientes)…`);
  const result = await autocannon({
    url: base,
    connections,
    duration: durationSeconds,
    timeout: 60,
    requests: [
      {
        setupRequest: (req, context: Context) => {
          const planned = next();
          context.planned = planned;
          byAction.set(planned.action, (byAction.get(planned.action) ?? 0) + 1);
          const headers: Record<string, string> = {};
          if (planned.token) headers.authorization = `Bearer ${planned.token}`;
          if (planned.body) headers['content-type'] = 'application/json';
          return { ...req, method: planned.method, path: planned.path, headers, body: planned.body };
        },
        onResponse: (status: number, body: string, context: Context) => {
          const planned = context.planned!;
          if (status >= 200 && status < 300) {
            if (planned.write && status === 201) acknowledged.push({ planned, id: (JSON.parse(body) as { id: string }).id });
            return;
          }
          const key = `${planned.action} ${status}`;
          const f = failures.get(key) ?? { count: 0, sample: `${planned.method} ${planned.path} → ${body.slice(0, 200)}` };
          f.count++;
          failures.set(key, f);
        },
      },
    ],
  } as autocannon.Options);

  say(
    `carga: ${result.requests.total} requisições, ${result.requests.average.toFixed(1)} req/s, latência p50 ${result.latency.p50} ms / p99 ${result.latency.p99} ms / máx ${result.latency.max} ms`,
  );
  say(`carga: mistura ${[...byAction].map(([a, n]) => `${a} ${n}`).join(', ')}`);
  const errors = result.errors + result.timeouts + result.non2xx;
  say(`carga: erros ${errors} (não-2xx ${result.non2xx}, sockets ${result.errors}, tempo esgotado ${result.timeouts})`);
  for (const [key, f] of failures) console.log(`  ${key}: ${f.count}× — ex.: ${f.sample}`);
  if (errors > 0) failed = true;

  // Every 201 must be in the database, read back through the api.
  const health = await fetch(`${base}/health`);
  if (!health.ok) {
    console.log(`carga: /health respondeu ${health.status} depois da carga`);
    failed = true;
  }
  const bookings = acknowledged.filter((a) => a.planned.write?.kind === 'booking');
  const reviews = acknowledged.filter((a) => a.planned.write?.kind === 'review');
  const seenBookings = new Set<string>();
  for (let c = 0; c < CLIENTS; c++) {
    if (!bookings.some((b) => b.planned.write!.client === c)) continue;
    const mine = (await (await fetch(`${base}/sessoes/cliente`, { headers: { authorization: `Bearer ${world.clientTokens[c]}` } })).json()) as { id: string }[];
    for (const a of mine) seenBookings.add(a.id);
  }
  const seenReviews = new Set<string>();
  const therapistsReviewed = [...new Set(reviews.map((r) => (r.planned.write as { therapistId: string }).therapistId))];
  let aggregatesOk = true;
  for (const id of therapistsReviewed) {
    const t = (await (await fetch(`${base}/public-terapeutas/${id}`)).json()) as { reviewCount: number; reviews: { id: string }[] };
    for (const r of t.reviews) seenReviews.add(r.id);
    if (t.reviewCount !== t.reviews.length) aggregatesOk = false;
  }
  const lostBookings = bookings.filter((b) => !seenBookings.has(b.id));
  const lostReviews = reviews.filter((r) => !seenReviews.has(r.id));
  say(
    `carga: escritas confirmadas — ${bookings.length} agendamentos (${lostBookings.length} perdidos), ${reviews.length} avaliações (${lostReviews.length} perdidas); contagem de avaliações ${aggregatesOk ? 'consistente' : 'INCONSISTENTE'}`,
  );
  if (lostBookings.length || lostReviews.length || !aggregatesOk) failed = true;
  if (bookings.length === 0 || reviews.length === 0) {
    console.log('carga: nenhuma escrita confirmada — a mistura não exercitou as escritas');
    failed = true;
  }
} finally {
  await stopServer(child);
}
const verdict = failed ? 'FALHOU' : 'ok — zero erros, zero escritas perdidas';
console.log(`carga: ${verdict}`);
const m = machine();
writeBenchmarks(
  withLoadSection(
    readBenchmarks() || '# Benchmarks\n',
    `## Load test (\`npm run test:load\`)

${connections} connections for ${durationSeconds} s over the mix of \`scripts/load/mix.ts\` (browse 30 %, search 15 %, profile 25 %,
slots 15 %, booking 10 %, review 5 %) against the real api on PGlite with ${therapists.toLocaleString('en-US')} benchmark therapists,
rate limits off (one address plays the crowd), loopback only. Passes with zero failed requests and every acknowledged
write (201) read back through the api afterwards. Last run: ${new Date().toISOString()} · ${m.nproc} CPUs, ${m.cpu}, Node ${m.node}.

\`\`\`
${summary.join('\n')}
result: ${verdict}
\`\`\``,
  ),
);
process.exit(failed ? 1 : 0);
