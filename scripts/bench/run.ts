// `npm run bench` (not part of `npm test`): api figures with autocannon against the real api on
// PGlite (and PostgreSQL when asked), front bytes and page timings in Chromium, the budgets of
// issue 9, and docs/benchmarks.md rewritten with it all. See that file for the variables.
import { benchApi, type EndpointResult } from './api/bench-api';
import { checkBudgets } from './budgets';
import { CAUSES } from './causes';
import { benchFront, type FrontResult } from './front/bench-front';
import { machine } from './machine';
import { renderReport } from './report';
import { loadSectionOf, readBenchmarks, withLoadSection, writeBenchmarks } from './sections';

const env = process.env;
const only = env.BENCH_ONLY; // 'api' | 'front' | undefined
const settings = {
  durationSeconds: Number(env.BENCH_DURATION ?? 10),
  connections: Number(env.BENCH_CONNECTIONS ?? 50),
  sizes: (env.BENCH_SIZES ?? '1000,10000').split(',').map(Number),
  pageRuns: Number(env.BENCH_PAGE_RUNS ?? 5), // the median of 5 cold loads: one slow load of 3 moved the figure by ~0.5 s
};
const log = (line: string) => console.log(line);

const drivers: ('pglite' | 'postgres')[] = ['pglite'];
if (env.DATABASE_URL) {
  if (env.BENCH_RESET_DATABASE === '1') drivers.push('postgres');
  else log('bench: DATABASE_URL definido, mas o bench em PostgreSQL esvazia o banco: defina BENCH_RESET_DATABASE=1 para permitir.');
}

let api: EndpointResult[] | undefined;
let front: FrontResult | undefined;
if (only !== 'front') api = await benchApi({ ...settings, drivers, log });
if (only !== 'api') front = await benchFront({ offset: Number(env.BENCH_PORT_OFFSET ?? 850), runs: settings.pageRuns, log });

const budgets = checkBudgets(api, front);
log('\nOrçamentos:');
for (const b of budgets) log(`  ${b.pass ? 'PASSA' : 'FALHA'}  ${b.name}: ${b.measured} (limite ${b.limit})`);

const report = renderReport({ date: new Date(), machine: machine(), settings, api, front, budgets, causes: CAUSES });
// keep the figures of the last `npm run test:load`
const load = loadSectionOf(readBenchmarks());
writeBenchmarks(load ? withLoadSection(report, load.replace(/^<!-- load:start -->\n|\n<!-- load:end -->$/g, '')) : report);
log(`\ndocs/benchmarks.md reescrito (${budgets.filter((b) => b.pass).length}/${budgets.length} orçamentos passam).`);
