// `npm run bench` (not part of `npm test`): api figures with autocannon against the real api on
// PGlite (and PostgreSQL when asked), front bytes and page timings in Chromium, Lighthouse's mobile
// preset on the public pages, POST /sessoes against the database's own floor (writes) and the
// two-replica capacity with the latency at half of it (capacity, through `npm run test:load`), the
// budgets of issues 9, 16, 17 and 35, and docs/benchmarks.md rewritten with it all (parts not run
// this time carried over). See that file for the variables.
import { benchApi } from './api/bench-api';
import { benchWrites } from './api/writes';
import { benchCapacity } from './capacity';
import { checkBudgets } from './budgets';
import { dataOf, merge, partsOf, withData, type BenchData } from './carry';
import { CAUSES } from './causes';
import { benchFront } from './front/bench-front';
import { benchLighthouse } from './front/lighthouse';
import { withStack } from './front/stack';
import { machine } from './machine';
import { renderReport } from './report';
import { keepingSections, readBenchmarks, writeBenchmarks } from './sections';

const env = process.env;
const parts = partsOf(env.BENCH_ONLY);
const apiSettings = {
  durationSeconds: Number(env.BENCH_DURATION ?? 10),
  connections: Number(env.BENCH_CONNECTIONS ?? 50),
  sizes: (env.BENCH_SIZES ?? '1000,10000').split(',').map(Number),
};
const pageRuns = Number(env.BENCH_PAGE_RUNS ?? 5); // the median of 5 cold loads: one slow load of 3 moved the figure by ~0.5 s
const lighthouseRuns = Number(env.BENCH_LIGHTHOUSE_RUNS ?? 3); // issue 16: the median of 3
const log = (line: string) => console.log(line);
const now = () => new Date().toISOString();

const drivers: ('pglite' | 'postgres')[] = ['pglite'];
if (env.DATABASE_URL) {
  if (env.BENCH_RESET_DATABASE === '1') drivers.push('postgres');
  else log('bench: DATABASE_URL definido, mas o bench em PostgreSQL esvazia o banco: defina BENCH_RESET_DATABASE=1 para permitir.');
}

log(`bench: partes ${parts.join(', ')}`);
const current: BenchData = {};
if (parts.includes('api')) {
  const date = now();
  current.api = { date, settings: apiSettings, result: await benchApi({ ...apiSettings, drivers, log }) };
}
if (parts.includes('writes')) {
  const settings = { therapists: Number(env.BENCH_WRITES_THERAPISTS ?? 1000), connections: apiSettings.connections, durationSeconds: apiSettings.durationSeconds };
  // PostgreSQL: DATABASE_URL's database only when the caller allowed emptying it, else a throw-away one
  const databaseUrl = env.DATABASE_URL && env.BENCH_RESET_DATABASE === '1' ? env.DATABASE_URL : undefined;
  current.writes = { date: now(), settings, result: await benchWrites({ ...settings, databaseUrl, log }) };
}
if (parts.includes('capacity')) {
  const settings = {
    replicas: 2,
    connections: Number(env.BENCH_CAPACITY_CONNECTIONS ?? 200),
    durationSeconds: Number(env.BENCH_CAPACITY_DURATION ?? 30),
    share: 0.5,
    therapists: Number(env.BENCH_CAPACITY_THERAPISTS ?? 1000),
  };
  current.capacity = { date: now(), settings, result: await benchCapacity(settings, log) };
}
if (parts.includes('front') || parts.includes('lighthouse')) {
  // one stack for both front parts
  await withStack(Number(env.BENCH_PORT_OFFSET ?? 850), log, async (stack) => {
    if (parts.includes('front')) {
      const date = now();
      current.front = { date, settings: { pageRuns }, result: await benchFront({ stack, runs: pageRuns, log }) };
    }
    if (parts.includes('lighthouse')) {
      const date = now();
      current.lighthouse = { date, settings: { runs: lighthouseRuns }, result: await benchLighthouse({ stack, runs: lighthouseRuns, log }) };
    }
  });
}

const previous = readBenchmarks();
const { data, carried } = merge(dataOf(previous), current);
const budgets = checkBudgets({
  api: data.api?.result,
  front: data.front?.result,
  lighthouse: data.lighthouse?.result,
  writes: data.writes?.result,
  capacity: data.capacity?.result,
});
log('\nOrçamentos:');
for (const b of budgets) log(`  ${b.pass ? 'PASSA' : 'FALHA'}  ${b.name}: ${b.measured} (limite ${b.limit})`);
if (carried.length) log(`(partes não medidas agora, números da última medição: ${carried.join(', ')})`);

const report = withData(renderReport({ date: new Date(), machine: machine(), data, carried, budgets, causes: CAUSES }), data);
// keep the hand-kept chunk table and the figures of the last `npm run test:load`
writeBenchmarks(keepingSections(report, previous));
log(`\ndocs/benchmarks.md reescrito (${budgets.filter((b) => b.pass).length}/${budgets.length} orçamentos passam).`);
