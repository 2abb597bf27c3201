// The budgets of issues 9, 16 (Lighthouse) and 17 (slots and bookings), checked on the figures of
// one run. Never lowered: a failing budget is reported with its cause (docs/benchmarks.md), and
// fixed in the product.
import type { EndpointResult } from './api/bench-api';
import type { FrontResult } from './front/bench-front';
import { CATEGORIES, type LighthouseFigures, type LighthouseResult } from './front/lighthouse-figures';
import type { WritesResult } from './api/writes';
import type { CapacityResult } from './capacity';

export const KB = 1024;
export const BUDGETS = {
  shellInitialGzip: 250 * KB,
  homeLcpMs: 2500,
  filteredListRatio: 0.25,
  filteredListP99Ms: 50,
  filteredListConnections: 50,
  /** the data set label of bench-api.ts (pt-BR number format) */
  filteredListTherapists: '10.000',
  /** issue 17: throughput ÷ the bare route of the same run, on PGlite, on the 10 000 set like the list */
  slotsRatio: 0.25,
  /** issue 29: the search with a new precoMax each time (ordem=proximo, semana) ÷ the bare route */
  uncachedFiltersRatio: 0.25,
  bookingRatio: 0.1,
  /** issue 16: Lighthouse mobile preset, on each public page (scores as its report rounds them) */
  lighthouseScores: { performance: 90, accessibility: 100, 'best-practices': 95, seo: 100 },
  lighthouseLcpMs: 2500,
  /** issue 47: at the calibrated CPU slowdown (front/calibration.ts), on each public page */
  lighthouseTbtMs: 200,
  lighthouseCls: 0.1,
  /** issue 47: transferred on a cold phone load of the home and the search (was 350 KB, / only) */
  lighthouseBytes: 250 * KB,
  lighthouseBytesPages: ['/', '/terapeutas?search=ansiedade'],
  /** issue 35: the latency promise — p99 of the realistic mix offered open-loop at half the
   * two-replica capacity (the closed loop's throughput), with no error and no lost write */
  promiseP99Ms: 300,
  promiseShare: 0.5,
  /** issue 35: POST /sessoes ÷ a booking-shaped insert transaction on the same engine (50 in flight) */
  writesFloorRatio: 0.3,
} as const;

export interface BudgetCheck {
  name: string;
  limit: string;
  measured: string;
  pass: boolean;
}

/** The filtered list: as the search page asks for it (a page of 12), and whole (no page). */
export const FILTERED_ENDPOINTS = ['GET /public-terapeutas?search&cidade&page&size', 'GET /public-terapeutas?search&cidade'];

/** The slots and booking endpoints of bench-api.ts, with their issue 17 floors. */
export const RATIO_ENDPOINTS: [endpoint: string, label: string, ratio: number][] = [
  ['GET slots-mes', '`GET slots-mes` (a month of one therapist)', BUDGETS.slotsRatio],
  [
    'GET /public-terapeutas?ordem=proximo&semana&precoMax (filtros sem cache: precoMax aleatório)',
    'Uncached filters (`ordem=proximo&semana=true`, a new `precoMax` each request, page of 12)',
    BUDGETS.uncachedFiltersRatio,
  ],
  ['POST /sessoes (horários distintos)', '`POST /sessoes` (a distinct free slot each)', BUDGETS.bookingRatio],
];

const scoreLimit = (min: number) => (min === 100 ? '= 100' : `≥ ${min}`);
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

/** Issue 16's budgets on each page Lighthouse measured (its floor beside the metrics). */
export function lighthouseBudgets(result: LighthouseResult): BudgetCheck[] {
  const checks: BudgetCheck[] = [];
  for (const page of result.pages) {
    const name = (what: string) => `Lighthouse \`${page.path}\`: ${what}`;
    for (const [id, title] of CATEGORIES) {
      const score = page.app.scores[id];
      const min = BUDGETS.lighthouseScores[id];
      const runs = id === 'performance' && page.performanceRuns.length > 1 ? ` (runs ${page.performanceRuns.map((s) => s ?? '—').join(', ')})` : '';
      checks.push({ name: name(title), limit: scoreLimit(min), measured: `${score ?? 'not scored'}${runs}`, pass: score !== null && score >= min });
    }
    const metric = (title: string, key: keyof Omit<LighthouseFigures, 'scores'>, max: number, show: (n: number) => string, limit: string) => {
      const v = page.app[key];
      const floor = page.floor[key];
      checks.push({
        name: name(title),
        limit,
        measured: v === null ? 'not computed' : `${show(v)}${floor === null ? '' : ` (floor ${show(floor)})`}`,
        pass: v !== null && v <= max,
      });
    };
    metric('LCP', 'lcp', BUDGETS.lighthouseLcpMs, seconds, `≤ ${(BUDGETS.lighthouseLcpMs / 1000).toFixed(1)} s`);
    const cpu = result.calibration ? ` (CPU ${result.calibration.multiplier}×, calibrated)` : '';
    metric(`TBT${cpu}`, 'tbt', BUDGETS.lighthouseTbtMs, (n) => `${Math.round(n)} ms`, `≤ ${BUDGETS.lighthouseTbtMs} ms`);
    metric('CLS', 'cls', BUDGETS.lighthouseCls, (n) => n.toFixed(3), `≤ ${BUDGETS.lighthouseCls}`);
    if ((BUDGETS.lighthouseBytesPages as readonly string[]).includes(page.path))
      metric('bytes transferred', 'bytes', BUDGETS.lighthouseBytes, (n) => `${(n / KB).toFixed(0)} KB`, `≤ ${BUDGETS.lighthouseBytes / KB} KB`);
  }
  return checks;
}

export interface BudgetInput {
  api?: EndpointResult[];
  front?: FrontResult;
  lighthouse?: LighthouseResult;
  writes?: WritesResult[];
  capacity?: CapacityResult;
}

const loadAvg = (l: number) => `load avg ${l.toFixed(1)}`;

/** Issue 35: POST /sessoes against the database's own floor, per engine. */
export function writesBudgets(writes: WritesResult[]): BudgetCheck[] {
  return writes.map((w) => {
    const ratio = w.floor.rps > 0 ? w.api.rps / w.floor.rps : 0;
    return {
      name: `\`POST /sessoes\` ÷ a booking-shaped insert transaction on the same engine, ${w.engine} (${w.connections} in flight)`,
      limit: `≥ ${BUDGETS.writesFloorRatio * 100} %`,
      measured: `${(ratio * 100).toFixed(1)} % (${w.api.rps.toFixed(0)} ÷ ${w.floor.rps.toFixed(0)} per s${w.api.errors ? `; ${w.api.errors} errors` : ''}; ${loadAvg(w.loadAverage.api)})`,
      pass: ratio >= BUDGETS.writesFloorRatio && w.api.errors === 0 && w.floor.errors === 0 && w.api.requests > 0,
    };
  });
}

/** Issue 35: the latency promise at half the two-replica capacity. */
export function capacityBudgets(c: CapacityResult): BudgetCheck[] {
  const { closed, open } = c;
  const errors = (p: CapacityResult['open']) => p.non2xx + p.socketErrors + p.timeouts;
  const lost = (p: CapacityResult['open']) => p.lostBookings + p.lostReviews + (p.bookingRows === null ? 0 : Math.abs(p.bookings - p.bookingRows));
  const where = `${c.replicas} replicas on PostgreSQL, the realistic mix offered open-loop at ${Math.round(c.share * 100)} % of the closed-loop capacity`;
  const offered = open.offeredRate ?? 0;
  const withinShare = c.share <= BUDGETS.promiseShare && offered > 0;
  return [
    {
      name: `Latency promise: p99, ${where}`,
      limit: `≤ ${BUDGETS.promiseP99Ms} ms`,
      measured: `${Math.round(open.latency.p99)} ms (p50 ${Math.round(open.latency.p50)} ms) at ${offered.toFixed(0)} req/s offered, capacity ${closed.rps.toFixed(0)} req/s (${loadAvg(open.loadAverage[0])})`,
      pass: open.requests > 0 && open.latency.p99 <= BUDGETS.promiseP99Ms && withinShare,
    },
    {
      name: `Latency promise: errors and lost writes, ${where}`,
      limit: '0 errors, 0 lost writes',
      measured:
        `${errors(open)} errors, ${lost(open)} lost (${open.bookings} bookings acknowledged, ${open.bookingRows ?? '—'} of them rows in the database; ` +
        `${open.reviews} reviews acknowledged, ${open.lostReviews} not read back)`,
      pass: open.requests > 0 && errors(open) === 0 && lost(open) === 0 && open.bookingRows === open.bookings && c.aggregatesOk,
    },
  ];
}

export function checkBudgets({ api, front, lighthouse, writes, capacity }: BudgetInput): BudgetCheck[] {
  const checks: BudgetCheck[] = [];
  if (capacity) checks.push(...capacityBudgets(capacity));
  if (writes) checks.push(...writesBudgets(writes));
  if (front) {
    const gz = front.shellInitial.gzip;
    checks.push({
      name: 'Shell initial JS (with shared React + Mantine), gzip',
      limit: `≤ ${BUDGETS.shellInitialGzip / KB} KB`,
      measured: `${(gz / KB).toFixed(0)} KB`,
      pass: gz <= BUDGETS.shellInitialGzip,
    });
    const home = front.pages.find((p) => p.path === '/');
    if (home) {
      checks.push({
        name: `LCP of / (CPU throttled ${front.throttle}×)`,
        limit: `≤ ${(BUDGETS.homeLcpMs / 1000).toFixed(1)} s`,
        measured: `${(home.app.lcp / 1000).toFixed(2)} s`,
        pass: home.app.lcp > 0 && home.app.lcp <= BUDGETS.homeLcpMs,
      });
    }
  }
  for (const endpoint of FILTERED_ENDPOINTS) {
    const filtered = api?.find((r) => r.endpoint === endpoint && r.dataset.startsWith(BUDGETS.filteredListTherapists) && r.dataset.includes('PGlite'));
    if (!filtered) continue;
    const which = endpoint.includes('page') ? 'page of 12, as /terapeutas asks' : 'whole, unpaginated';
    const ratio = filtered.bare.rps > 0 ? filtered.api.rps / filtered.bare.rps : 0;
    const atBudgetLoad = filtered.connections === BUDGETS.filteredListConnections;
    checks.push({
      name: `Filtered list (${which}), ${BUDGETS.filteredListTherapists} therapists: throughput ÷ bare route (${filtered.connections} connections)`,
      limit: `≥ ${BUDGETS.filteredListRatio * 100} %`,
      measured: `${(ratio * 100).toFixed(1)} %`,
      pass: ratio >= BUDGETS.filteredListRatio && atBudgetLoad,
    });
    checks.push({
      name: `Filtered list (${which}), ${BUDGETS.filteredListTherapists} therapists: p99 (${filtered.connections} connections)`,
      limit: `≤ ${BUDGETS.filteredListP99Ms} ms`,
      // the ceiling's own p99 beside it: a body the bare route cannot serve within the budget either
      measured: `${filtered.api.p99} ms (bare route ${filtered.bare.p99} ms)`,
      pass: filtered.api.requests > 0 && filtered.api.errors === 0 && filtered.api.p99 <= BUDGETS.filteredListP99Ms && atBudgetLoad,
    });
  }
  for (const [endpoint, label, min] of RATIO_ENDPOINTS) {
    const row = api?.find((r) => r.endpoint === endpoint && r.dataset.startsWith(BUDGETS.filteredListTherapists) && r.dataset.includes('PGlite'));
    if (!row) continue;
    const ratio = row.bare.rps > 0 ? row.api.rps / row.bare.rps : 0;
    checks.push({
      name: `${label}, ${BUDGETS.filteredListTherapists} therapists on PGlite: throughput ÷ bare route (${row.connections} connections)`,
      limit: `≥ ${min * 100} %`,
      measured: `${(ratio * 100).toFixed(1)} %${row.api.errors ? ` (${row.api.errors} errors)` : ''}`,
      // answers that failed (a 409, a time-out) are no throughput
      pass: ratio >= min && row.api.errors === 0 && row.connections === BUDGETS.filteredListConnections,
    });
  }
  if (lighthouse) checks.push(...lighthouseBudgets(lighthouse));
  return checks;
}
