// docs/benchmarks.md, rewritten by every `npm run bench` (pure: figures in, markdown out).
import type { EndpointResult } from './api/bench-api';
import type { BudgetCheck } from './budgets';
import type { BenchData, Part } from './carry';
import type { Bytes } from './front/bundles';
import type { FrontResult } from './front/bench-front';
import { CATEGORIES, type Finding, type LighthouseFigures, type LighthouseResult } from './front/lighthouse-figures';
import type { Machine } from './machine';
import type { WritesResult } from './api/writes';
import type { CapacityResult, PhaseFigures } from './capacity';

export interface ReportInput {
  date: Date;
  machine: Machine;
  /** every part's last figures: this run's, and the others' carried over */
  data: BenchData;
  carried: Part[];
  budgets: BudgetCheck[];
  /** what was investigated when a budget failed, by budget name prefix */
  causes: Record<string, string>;
}

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
const bytes = (b: Bytes) => `${kb(b.raw)} / ${kb(b.gzip)}`;
const num = (n: number, digits = 0) => n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });
const pct = (a: number, b: number) => (b > 0 ? `${((a / b) * 100).toFixed(1)} %` : '—');
const ratio = (a: number, b: number) => (b > 0 ? `${(a / b).toFixed(2)}×` : '—');

function apiTable(rows: EndpointResult[]): string {
  const head =
    '| data set | endpoint | conn. | body | api req/s | api p50 / p99 (ms) | bare req/s | bare p50 / p99 (ms) | api ÷ bare | errors¹ |\n' +
    '|---|---|---:|---:|---:|---:|---:|---:|---:|---:|';
  // a run where nothing came back has no latency to show (every answer took longer than the run)
  const latency = (f: EndpointResult['api']) => (f.requests > 0 ? `${f.p50} / ${f.p99}` : 'no answer within the run');
  const lines = rows.map(
    (r) =>
      `| ${r.dataset} | \`${r.endpoint}\` | ${r.connections} | ${kb(r.api.bytes)} | ${num(r.api.rps, 1)} | ${latency(r.api)} | ${num(r.bare.rps, 1)} | ${latency(r.bare)} | ${pct(r.api.rps, r.bare.rps)} | ${r.api.errors} |`,
  );
  return [...[head, ...lines], '', '¹ non-2xx answers, socket errors and requests over 30 s (these leave the latency figures).'].join('\n');
}

function frontTables(f: FrontResult): string {
  const remotes = f.remotes
    .flatMap((r) => [
      `| \`${r.remote}\` | remoteEntry.js | ${bytes(r.entry)} | |`,
      ...r.exposes.map((e) => `| \`${r.remote}\` | ${e.name} | ${bytes(e.sync)} | ${bytes(e.async)} |`),
    ])
    .join('\n');
  const pages = f.pages
    .map(
      (p) =>
        `| \`${p.path}\` | ${num(p.app.lcp)} | ${num(p.floor.lcp)} | ${ratio(p.app.lcp, p.floor.lcp)} | ${num(p.app.tbt)} | ${num(p.floor.tbt)} |`,
    )
    .join('\n');
  return `### JavaScript bytes (raw / gzip)

| what | files | raw / gzip |
|---|---:|---:|
| shell initial JS: every script fetched to show \`/login\` (shell + shared React, Mantine, router, query, auth) | ${f.shellInitial.files} | ${bytes(f.shellInitial)} |
| every script fetched to show \`/\` (shell + discovery) | ${f.homeTotal.files} | ${bytes(f.homeTotal)} |

| remote | entry / exposed page | own chunks (sync) | lazy chunks (async)² |
|---|---|---:|---:|
${remotes}

² from each remote's \`mf-manifest.json\`; the async list includes the remote's own fallback copies of
the shared libraries, which are not downloaded while the shell provides them.

### Pages in headless Chromium, CPU throttled ${f.throttle}× (median of ${f.runs} cold loads)

The whole local stack of \`npm start\` (its demo seed: 48 therapists), cold cache each load. The floor is the
same page as rendered (same HTML and CSS, no script) served by the same static server.

| page | LCP (ms) | floor LCP (ms) | LCP ÷ floor | TBT (ms) | floor TBT (ms) |
|---|---:|---:|---:|---:|---:|
${pages}`;
}

const orDash = <T,>(v: T | null, show: (x: T) => string) => (v === null ? '—' : show(v));
const s2 = (n: number) => `${(n / 1000).toFixed(2)} s`;

/** One cell: the page's figure / its floor's. */
function pair(app: LighthouseFigures, floor: LighthouseFigures, pick: (f: LighthouseFigures) => number | null, show: (n: number) => string): string {
  return `${orDash(pick(app), show)} / ${orDash(pick(floor), show)}`;
}

const SAVINGS_ORDER = ['LCP', 'FCP', 'TBT', 'CLS'] as const;
export function findingLine(f: Finding): string {
  const savings = SAVINGS_ORDER.filter((k) => f.savings[k] !== undefined)
    .map((k) => (k === 'CLS' ? `CLS −${f.savings[k]!.toFixed(3)}` : `${k} −${num(f.savings[k]!)} ms`))
    .join(', ');
  const figure = [f.display, savings && `est. ${savings}`].filter(Boolean).join('; ');
  const items = f.items.length ? `: ${f.items.join(' · ')}` : '';
  return `- ${f.title}${figure ? ` (${figure})` : ''}${items}`;
}

/** Issue 47: the CPU slowdown each run used, calibrated to this host (front/calibration.ts). */
export function cpuLine(r: LighthouseResult): string {
  const c = r.calibration;
  if (!c) return 'a CPU 4× slower (the preset\'s, not calibrated)';
  const [lo, hi] = c.measuredIndexes;
  return `a CPU ${c.multiplier}× slower — calibrated to this host as the developers' guide says: Lighthouse's benchmarkIndex ${c.benchmarkIndex} (a first run; ${lo === hi ? lo : `${lo}–${hi}`} over the measured runs) → multiplier ${c.multiplier}`;
}

export function lighthouseSection(r: LighthouseResult): string {
  const rows = r.pages
    .map((p) => {
      const cells = [
        ...CATEGORIES.map(([id]) => pair(p.app, p.floor, (f) => f.scores[id], String)),
        pair(p.app, p.floor, (f) => f.lcp, s2),
        pair(p.app, p.floor, (f) => f.fcp, s2),
        pair(p.app, p.floor, (f) => f.tbt, (n) => num(n)),
        pair(p.app, p.floor, (f) => f.cls, (n) => n.toFixed(3)),
        pair(p.app, p.floor, (f) => f.speedIndex, s2),
        pair(p.app, p.floor, (f) => f.bytes, kb),
      ];
      return `| \`${p.path}\` | ${cells.join(' | ')} | ${p.performanceRuns.map((s) => s ?? '—').join(', ')} |`;
    })
    .join('\n');
  const findings = r.pages
    .map((p) => {
      const groups = CATEGORIES.map(([id, title]) => [title, p.findings.filter((f) => f.category === id)] as const).filter(([, list]) => list.length);
      const body = groups.map(([title, list]) => `${title}:\n\n${list.map(findingLine).join('\n')}`).join('\n\n');
      const warnings = p.warnings?.length ? `\n\nRun warnings: ${p.warnings.join(' ')}` : '';
      const bytes = p.transferred?.length ? `\n\nTransferred: ${p.transferred.map((t) => `${t.type} ${kb(t.bytes)} (${t.requests})`).join(' · ')}` : '';
      return `##### \`${p.path}\`\n\n${body || 'Nothing below its threshold.'}${bytes}${warnings}`;
    })
    .join('\n\n');
  return `### Lighthouse (mobile preset)

Lighthouse ${r.version}, its default config: the mobile preset (412×823 screen, simulated slow 4G —
150 ms RTT, 1.6 Mbps), ${cpuLine(r)}, in Debian's Chromium (headless, a fresh browser per run).
Each cell is **page / floor**: the median run of ${r.runs} (Lighthouse's \`computeMedianRun\`: the run
nearest the median FCP and TTI, so every figure of a row comes from one real run). The floor is the same
page as rendered at that phone size, without any script, served by the same static server. Scores as
Lighthouse's report rounds them; bytes are transferred bytes (\`total-byte-weight\`).

| page | Performance | Accessibility | Best Practices | SEO | LCP | FCP | TBT (ms) | CLS | Speed Index | transferred | Performance of each run |
|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|
${rows}

#### What Lighthouse names (median run of each page)

Performance audits it scores below 0.9, largest estimated savings first (at most 6), and every failed
audit of the other categories.

${findings}`;
}

const lat = (p: PhaseFigures) => `${Math.round(p.latency.p50)} / ${Math.round(p.latency.p99)} / ${Math.round(p.latency.max)}`;
const la = (p: PhaseFigures) => p.loadAverage.map((l) => l.toFixed(1)).join(' → ');

/** Issue 35: the two-replica capacity and the latency at half of it. */
export function capacitySection(c: CapacityResult): string {
  const { closed, open } = c;
  const errors = (p: PhaseFigures) => `${p.non2xx + p.socketErrors + p.timeouts} (${p.non2xx} / ${p.socketErrors} / ${p.timeouts})`;
  const rows = [
    ['how the load is offered', `closed loop: ${c.connections} connections, each waiting for its answer`, `open loop: ${(open.offeredRate ?? 0).toFixed(1)} req/s (${Math.round(c.share * 100)} % of the capacity), whatever the answers do`],
    ['duration', `${closed.seconds.toFixed(1)} s`, `${open.seconds.toFixed(1)} s (the last answers included)`],
    ['answers', String(closed.requests), String(open.requests)],
    ['throughput (req/s)', `**${closed.rps.toFixed(1)}** (the capacity)`, open.rps.toFixed(1)],
    ['latency p50 / p99 / max (ms)', lat(closed), `**${lat(open)}**`],
    ['errors (non-2xx / sockets / time-outs)', errors(closed), errors(open)],
    ['bookings acknowledged / rows in the database / lost', `${closed.bookings} / ${closed.bookingRows ?? '—'} / ${closed.lostBookings}`, `${open.bookings} / ${open.bookingRows ?? '—'} / ${open.lostBookings}`],
    ['reviews acknowledged / lost', `${closed.reviews} / ${closed.lostReviews}`, `${open.reviews} / ${open.lostReviews}`],
    ['generator lag (largest send after its scheduled instant)', '—', open.maxSendLagMs === null ? '—' : `${Math.round(open.maxSendLagMs)} ms`],
    ['machine load average (1 min), start → end', la(closed), la(open)],
  ];
  return `## Latency promise (\`BENCH_ONLY=capacity\`: \`LOAD_MODE=capacity LOAD_REPLICAS=2 npm run test:load\`)

An operator promises latency at an offered load below capacity. This part runs the realistic mix of
\`npm run test:load\` against ${c.describe}. First the closed loop: its throughput is the system's capacity
on this machine. Then, on the same system, the open loop: requests arrive at ${Math.round(c.share * 100)} % of that
rate on a fixed schedule, dealt to the replicas in turn (our own scheduler in \`scripts/load/open-loop.ts\`, not
autocannon's \`overallRate\`: each latency runs from the request's **scheduled** instant to the end of its
answer, so a request queued behind a slow one counts its wait — no coordinated omission). The promise:
p99 ≤ 300 ms there, no error, and no lost write — every acknowledged booking a row in the database and
read back through the other replica, every acknowledged review read back. The machine has 2 cores shared
with other work: the load average beside each phase says how busy it was; the capacity and the latency
at half of it come from the same run, so they move together.

| | closed loop (capacity) | open loop (the promise) |
|---|---|---|
${rows.map(([a, b, d]) => `| ${a} | ${b} | ${d} |`).join('\n')}`;
}

/** Issue 35: POST /sessoes against the database's own floor, per engine. */
export function writesSection(writes: WritesResult[]): string {
  const rows = writes.map(
    (w) =>
      `| ${w.engine} | ${num(w.api.rps, 1)} | ${w.api.p50} / ${w.api.p99} | ${num(w.floor.rps, 1)} | ${w.floor.p50} / ${w.floor.p99} | ${pct(w.api.rps, w.floor.rps)} | ${w.api.errors} / ${w.floor.errors} | ${w.loadAverage.api.toFixed(1)} / ${w.loadAverage.floor.toFixed(1)} |`,
  );
  const w0 = writes[0];
  return `## Writes against the database's floor (\`BENCH_ONLY=writes\`)

\`POST /sessoes\` (a distinct free slot each, ${w0 ? w0.connections : 50} connections, ${w0 ? num(w0.therapists) : '1,000'} benchmark therapists, each client within the
product's pending limits; each client signed in before, as on the booking page; e-mail delivery off, as in
the load test: the outbox rows are written in the booking's transaction, not sent) against what the database itself does in the same run, on the same engine,
in the same process: a booking-shaped insert transaction — \`BEGIN\`, one PENDING row into \`sessoes\`
(its GiST exclusion constraint, foreign keys and triggers), \`COMMIT\` — ${w0 ? w0.connections : 50} in flight
(\`scripts/bench/api/floor.ts\`: on PGlite the api's own in-process database; on PostgreSQL the api's own pool,
which has as many connections as there are in flight, so the api and the floor meet the database with the same concurrency). The booking does more than that row (the token, validation, the slot rules, the
pending limits under the client's lock, the notifications): the floor is what no booking can beat.

| engine | POST /sessoes req/s | p50 / p99 (ms) | floor tx/s | p50 / p99 (ms) | api ÷ floor | errors (api / floor) | load avg (api / floor) |
|---|---:|---:|---:|---:|---:|---:|---:|
${rows.join('\n')}`;
}

function partsTable(input: ReportInput): string {
  const d = input.data;
  const when = (p: Part, date: string | undefined) => (date ? `${date}${input.carried.includes(p) ? ' (carried over: not run this time)' : ''}` : '—');
  const api = d.api?.settings;
  const rows = [
    `| api | ${when('api', d.api?.date)} | ${api ? `${api.connections} connections × ${api.durationSeconds} s per measurement (1 s warm-up), data sets of ${api.sizes.map((s) => num(s)).join(' and ')} benchmark therapists (+ the demo seed)` : 'not measured yet'} |`,
    `| front | ${when('front', d.front?.date)} | ${d.front ? `${d.front.settings.pageRuns} cold loads per page` : 'not measured yet'} |`,
    `| lighthouse | ${when('lighthouse', d.lighthouse?.date)} | ${d.lighthouse ? `Lighthouse ${d.lighthouse.result.version}, mobile preset, median of ${d.lighthouse.settings.runs} runs per page and floor${d.lighthouse.result.calibration ? `, CPU ${d.lighthouse.result.calibration.multiplier}× (benchmarkIndex ${d.lighthouse.result.calibration.benchmarkIndex})` : ''}` : 'not measured yet'} |`,
    `| writes | ${when('writes', d.writes?.date)} | ${d.writes ? `${d.writes.settings.connections} connections / in flight × ${d.writes.settings.durationSeconds} s per measurement (2 s warm-up), ${num(d.writes.settings.therapists)} benchmark therapists, PGlite and PostgreSQL` : 'not measured yet'} |`,
    `| capacity | ${when('capacity', d.capacity?.date)} | ${d.capacity ? `${d.capacity.settings.replicas} replicas on PostgreSQL, ${num(d.capacity.settings.therapists)} benchmark therapists; closed loop ${d.capacity.settings.connections} connections × ${d.capacity.settings.durationSeconds} s, then open loop at ${Math.round(d.capacity.settings.share * 100)} % of its throughput × ${d.capacity.settings.durationSeconds} s` : 'not measured yet'} |`,
  ];
  return ['| part | measured | settings |', '|---|---|---|', ...rows].join('\n');
}

/** One section per recorded cause, headed by the failing budgets it explains. */
export function renderCauses(budgets: BudgetCheck[], causes: Record<string, string>): string {
  const groups = new Map<string, string[]>();
  for (const b of budgets.filter((x) => !x.pass)) {
    const key = Object.keys(causes).find((k) => b.name.startsWith(k)) ?? '';
    groups.set(key, [...(groups.get(key) ?? []), b.name]);
  }
  return [...groups]
    .map(([key, names]) => `### ${names.join('; ')}\n\n${key ? causes[key] : 'No cause recorded yet.'}`)
    .join('\n\n');
}

export function renderReport(input: ReportInput): string {
  const m = input.machine;
  const { api, front, lighthouse, writes, capacity } = input.data;
  const budgets = input.budgets
    .map((b) => `| ${b.name} | ${b.limit} | ${b.measured} | ${b.pass ? '**pass**' : '**FAIL**'} |`)
    .join('\n');
  const carried = input.carried.length ? `\n\nThe figures of ${input.carried.join(', ')} were not measured in this run: they are carried over from their last run (dates above), and their budgets checked on them.` : '';
  const causes = renderCauses(input.budgets, input.causes);
  const frontParts = [front && frontTables(front.result), lighthouse && lighthouseSection(lighthouse.result)].filter(Boolean).join('\n\n');
  return `# Benchmarks

Written by \`npm run bench\` (\`scripts/bench/run.ts\`) — do not edit by hand; rerun it.
Every figure stands beside a baseline measured in the same run on the same machine (a bare
Fastify route for the api, a script-free copy of the page for the front), because absolute
times on a shared machine drift; compare ratios across runs, not milliseconds.

\`\`\`sh
npm run bench                                   # every part: api, front, lighthouse, writes, capacity (~25 min on 2 cores); rewrites this file
BENCH_ONLY=lighthouse npm run bench             # one part (api, front, lighthouse, writes or capacity; or a list:
                                                # front,lighthouse); the parts not run keep their last figures here
BENCH_ONLY=writes,capacity npm run bench        # issue 35's budgets: POST /sessoes against the database's floor (PGlite
                                                # and PostgreSQL), the two-replica capacity and the latency at half of it
BENCH_DURATION=3 BENCH_SIZES=1000 npm run bench # a quick look while developing
DATABASE_URL=postgres://… BENCH_RESET_DATABASE=1 npm run bench   # also on PostgreSQL (EMPTIES that database)
npm run test:load                               # 200 connections × 30 s, zero errors, zero lost writes (section below)
LOAD_MODE=open LOAD_RATE=300 npm run test:load  # open loop: 300 req/s offered for 30 s, latency from each scheduled send
                                                # (prints its figures; the capacity part records the promise here)
npx tsx scripts/bench/api/profile-writes.ts     # POST /sessoes on PGlite under node --cpu-prof, then the floor (profile in
                                                # BENCH_PROFILE_DIR, default /tmp/acolhe-prof; BENCH_PROFILE=0: no profile)
\`\`\`

Variables: \`BENCH_ONLY\` (parts, default all), \`BENCH_DURATION\` (s per api measurement, default 10),
\`BENCH_CONNECTIONS\` (default 50), \`BENCH_SIZES\` (default \`1000,10000\`), \`BENCH_PAGE_RUNS\` (cold loads
per page, default 5), \`BENCH_LIGHTHOUSE_RUNS\` (Lighthouse runs per page and per floor, default 3),
\`BENCH_WRITES_THERAPISTS\` (default 1000), \`BENCH_CAPACITY_DURATION\` (s per phase, default 30),
\`BENCH_CAPACITY_CONNECTIONS\` (the closed loop's, default 200), \`BENCH_CAPACITY_THERAPISTS\` (default 1000;
the capacity part needs PostgreSQL: a throw-away database on \`LOAD_DATABASE_URL\`'s server, else
\`TEST_DATABASE_URL\`'s, else the local one), \`BENCH_PORT_OFFSET\` (the front stack's ports: 3100/4100/9329 + offset, default 850; the floors use
3110 and 3111 + offset), \`CHROMIUM_PATH\` (default \`/usr/bin/chromium\`).

Run: ${input.date.toISOString()} · ${m.nproc} CPUs (\`nproc\`), ${m.cpu} · ${m.memoryGiB} GiB RAM · Node ${m.node} · ${m.platform}

${partsTable(input)}

## Budgets

| budget | limit | measured | result |
|---|---|---|---|
${budgets || '| (no budget measured in this run) | | | |'}${carried}

${capacity ? `${capacitySection(capacity.result)}\n\n` : ''}${writes?.result.length ? `${writesSection(writes.result)}\n\n` : ''}## API (autocannon against the real api; ceiling: a bare Fastify route answering a fixed JSON of the same size, same process)

${api?.result.length ? apiTable(api.result) : '_not measured yet_'}

## Front-ends

${frontParts || '_not measured yet_'}

## Why the failing budgets fail

${causes || 'Every budget passes.'}
`;
}
