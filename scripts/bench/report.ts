// docs/benchmarks.md, rewritten by every `npm run bench` (pure: figures in, markdown out).
import type { EndpointResult } from './api/bench-api';
import type { BudgetCheck } from './budgets';
import type { Bytes } from './front/bundles';
import type { FrontResult } from './front/bench-front';
import type { Machine } from './machine';

export interface ReportInput {
  date: Date;
  machine: Machine;
  settings: { durationSeconds: number; connections: number; sizes: number[]; pageRuns: number };
  api?: EndpointResult[];
  front?: FrontResult;
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
  const budgets = input.budgets
    .map((b) => `| ${b.name} | ${b.limit} | ${b.measured} | ${b.pass ? '**pass**' : '**FAIL**'} |`)
    .join('\n');
  const causes = renderCauses(input.budgets, input.causes);
  return `# Benchmarks

Written by \`npm run bench\` (\`scripts/bench/run.ts\`) — do not edit by hand; rerun it.
Every figure stands beside a baseline measured in the same run on the same machine (a bare
Fastify route for the api, a script-free copy of the page for the front), because absolute
times on a shared machine drift; compare ratios across runs, not milliseconds.

Run: ${input.date.toISOString()} · ${m.nproc} CPUs (\`nproc\`), ${m.cpu} · ${m.memoryGiB} GiB RAM · Node ${m.node} · ${m.platform}
Settings: api ${input.settings.connections} connections × ${input.settings.durationSeconds} s per measurement (1 s warm-up),
data sets of ${input.settings.sizes.map((s) => num(s)).join(' and ')} benchmark therapists (+ the demo seed); pages: ${input.settings.pageRuns} cold loads each.

## Budgets

| budget | limit | measured | result |
|---|---|---|---|
${budgets || '| (no budget measured in this run) | | | |'}

## API (autocannon against the real api; ceiling: a bare Fastify route answering a fixed JSON of the same size, same process)

${input.api?.length ? apiTable(input.api) : '_not measured in this run_'}

## Front-ends

${input.front ? frontTables(input.front) : '_not measured in this run_'}

## Why the failing budgets fail

${causes || 'Every budget passes.'}

## How to run

\`\`\`sh
npm run bench                                   # everything (~10 min on 2 cores); rewrites this file
BENCH_DURATION=3 BENCH_SIZES=1000 npm run bench # a quick look while developing
BENCH_ONLY=api npm run bench                    # or BENCH_ONLY=front
DATABASE_URL=postgres://… BENCH_RESET_DATABASE=1 npm run bench   # also on PostgreSQL (EMPTIES that database)
npm run test:load                               # 200 connections × 30 s, zero errors, zero lost writes (section below)
\`\`\`

Variables: \`BENCH_DURATION\` (s per measurement, default 10), \`BENCH_CONNECTIONS\` (default 50),
\`BENCH_SIZES\` (default \`1000,10000\`), \`BENCH_PAGE_RUNS\` (cold loads per page, default 5),
\`BENCH_PORT_OFFSET\` (the front stack's ports: 3100/4100/9329 + offset, default 850),
\`CHROMIUM_PATH\` (default \`/usr/bin/chromium\`).
`;
}
