import { UNCACHED_READS, type EndpointResult } from './api/bench-api';
import { checkBudgets, FILTERED_ENDPOINTS, RATIO_ENDPOINTS } from './budgets';
import type { FrontResult } from './front/bench-front';
import type { LighthouseFigures, LighthousePage } from './front/lighthouse-figures';
import { renderReport } from './report';
import type { WritesResult } from './api/writes';
import type { CapacityResult, PhaseFigures } from './capacity';

const checkBudgets_ = (api: EndpointResult[] | undefined, front: FrontResult | undefined) => checkBudgets({ api, front });

const figures = (rps: number, p99: number) => ({ rps, p50: p99 / 2, p99, errors: 0, requests: rps * 10, bytes: 1000 });
const filtered = (apiRps: number, p99: number, connections = 50, dataset = '10.000 terapeutas (PGlite)', endpoint = FILTERED_ENDPOINTS[0]!): EndpointResult => ({
  dataset,
  endpoint,
  connections,
  api: figures(apiRps, p99),
  bare: figures(1000, 5),
});
const front = (gzip: number, lcp: number): FrontResult => ({
  shellInitial: { raw: gzip * 4, gzip, files: 10 },
  homeTotal: { raw: gzip * 5, gzip: gzip + 1, files: 12 },
  remotes: [{ remote: 'mfe-x', entry: { raw: 10, gzip: 5 }, exposes: [{ name: 'Page', sync: { raw: 2, gzip: 1 }, async: { raw: 4, gzip: 2 } }] }],
  pages: [{ path: '/', app: { lcp, tbt: 100 }, floor: { lcp: 500, tbt: 0 } }],
  throttle: 4,
  runs: 3,
});

describe('budgets of issue 9', () => {
  it('shell initial JS: 250 KB gzip is the limit, inclusive', () => {
    expect(checkBudgets_(undefined, front(250 * 1024, 1000))[0]!.pass).toBe(true);
    expect(checkBudgets_(undefined, front(250 * 1024 + 1, 1000))[0]!.pass).toBe(false);
  });

  it('LCP of /: 2.5 s, and a page that never painted fails', () => {
    expect(checkBudgets_(undefined, front(1, 2500))[1]!.pass).toBe(true);
    expect(checkBudgets_(undefined, front(1, 2501))[1]!.pass).toBe(false);
    expect(checkBudgets_(undefined, front(1, 0))[1]!.pass).toBe(false);
  });

  it('filtered list at 10 000: ≥ 25 % of the bare route and p99 ≤ 50 ms, at 50 connections, on the 10 000 set', () => {
    const [ratio, p99] = checkBudgets_([filtered(250, 50)], undefined);
    expect([ratio!.pass, p99!.pass]).toEqual([true, true]);
    const [lowRatio, slow] = checkBudgets_([filtered(249, 51)], undefined);
    expect([lowRatio!.pass, slow!.pass]).toEqual([false, false]);
    // fewer connections is an easier test: it does not count
    expect(checkBudgets_([filtered(900, 5, 10)], undefined).every((b) => !b.pass)).toBe(true);
    // the 1 000 set is not the budget's
    expect(checkBudgets_([filtered(900, 5, 50, '1.000 terapeutas (PGlite)')], undefined)).toEqual([]);
    // a fast answer with time-outs beside it does not pass
    expect(checkBudgets_([{ ...filtered(900, 5), api: { ...figures(900, 5), errors: 3 } }], undefined)[1]!.pass).toBe(false);
  });

  it('checks the filtered list both as the search page asks for it and whole', () => {
    const names = checkBudgets_([filtered(300, 40), filtered(10, 900, 50, undefined, FILTERED_ENDPOINTS[1])], undefined).map((b) => `${b.name} ${b.pass}`);
    expect(names).toEqual([
      'Filtered list (page of 12, as /terapeutas asks), 10.000 therapists: throughput ÷ bare route (50 connections) true',
      'Filtered list (page of 12, as /terapeutas asks), 10.000 therapists: p99 (50 connections) true',
      'Filtered list (whole, unpaginated), 10.000 therapists: throughput ÷ bare route (50 connections) false',
      'Filtered list (whole, unpaginated), 10.000 therapists: p99 (50 connections) false',
    ]);
  });
});

describe('budgets of issue 17: slots and bookings against the bare route, on the 10 000 PGlite set', () => {
  const row = (endpoint: string, apiRps: number, extra: Partial<EndpointResult> = {}): EndpointResult => ({
    ...filtered(apiRps, 100, 50, '10.000 terapeutas (PGlite)', endpoint),
    ...extra,
  });

  it('slots-mes: ≥ 25 % of the bare route, inclusive', () => {
    expect(checkBudgets_([row('GET slots-mes', 250)], undefined).map((b) => [b.name, b.measured, b.pass])).toEqual([
      ['`GET slots-mes` (a month of one therapist), 10.000 therapists on PGlite: throughput ÷ bare route (50 connections)', '25.0 %', true],
    ]);
    expect(checkBudgets_([row('GET slots-mes', 249)], undefined)[0]!.pass).toBe(false);
  });

  it('POST /sessoes: ≥ 10 %, and failed answers (409s, time-outs) are no throughput', () => {
    expect(checkBudgets_([row('POST /sessoes (horários distintos)', 100)], undefined)[0]!.pass).toBe(true);
    expect(checkBudgets_([row('POST /sessoes (horários distintos)', 99)], undefined)[0]!.pass).toBe(false);
    const withErrors = checkBudgets_([row('POST /sessoes (horários distintos)', 900, { api: { ...figures(900, 5), errors: 2 } })], undefined)[0]!;
    expect([withErrors.pass, withErrors.measured]).toEqual([false, '90.0 % (2 errors)']);
  });

  it('uncached filters (issue 29: a new precoMax each request): ≥ 25 % of the bare route', () => {
    const endpoint = RATIO_ENDPOINTS.find(([e]) => e.includes('precoMax'))![0];
    const [check] = checkBudgets_([row(endpoint, 250)], undefined);
    expect([check!.name, check!.pass]).toEqual([
      'Uncached filters (`ordem=proximo&semana=true`, a new `precoMax` each request, page of 12), 10.000 therapists on PGlite: throughput ÷ bare route (50 connections)',
      true,
    ]);
    expect(checkBudgets_([row(endpoint, 249)], undefined)[0]!.pass).toBe(false);
    // the row the api bench measures
    expect(UNCACHED_READS.map(([e]) => e)).toContain(endpoint);
  });

  it('counts only at 50 connections, and not on the 1 000 set', () => {
    expect(checkBudgets_([row('GET slots-mes', 900, { connections: 10 })], undefined)[0]!.pass).toBe(false);
    expect(checkBudgets_([row('GET slots-mes', 900, { dataset: '1.000 terapeutas (PGlite)' })], undefined)).toEqual([]);
  });
});

const lhFigures = (over: Partial<LighthouseFigures> = {}, scores: Partial<LighthouseFigures['scores']> = {}): LighthouseFigures => ({
  scores: { performance: 90, accessibility: 100, 'best-practices': 95, seo: 100, ...scores },
  lcp: 2500,
  fcp: 1000,
  tbt: 200,
  cls: 0.1,
  speedIndex: 2000,
  bytes: 250 * 1024,
  ...over,
});
const lhPage = (path: string, app: LighthouseFigures, floor = lhFigures({ lcp: 900, tbt: 0, cls: 0 }, { performance: 100 })): LighthousePage => ({
  path,
  app,
  floor,
  performanceRuns: [app.scores.performance, 95, 88],
  findings: [],
});
const lhBudgets = (...pages: LighthousePage[]) => checkBudgets({ lighthouse: { version: '12.8.2', runs: 3, pages } });

describe('budgets of issue 16: Lighthouse mobile preset on each page', () => {
  it('every budget at its limit passes; one past it fails', () => {
    const atLimit = lhBudgets(lhPage('/', lhFigures()));
    expect(atLimit.map((b) => `${b.name} ${b.limit} ${b.pass}`)).toEqual([
      'Lighthouse `/`: Performance ≥ 90 true',
      'Lighthouse `/`: Accessibility = 100 true',
      'Lighthouse `/`: Best Practices ≥ 95 true',
      'Lighthouse `/`: SEO = 100 true',
      'Lighthouse `/`: LCP ≤ 2.5 s true',
      'Lighthouse `/`: TBT ≤ 200 ms true',
      'Lighthouse `/`: CLS ≤ 0.1 true',
      'Lighthouse `/`: bytes transferred ≤ 250 KB true',
    ]);
    const past = lhBudgets(lhPage('/', lhFigures({ lcp: 2501, tbt: 201, cls: 0.11, bytes: 250 * 1024 + 1 }, { performance: 89, accessibility: 99, 'best-practices': 94, seo: 99 })));
    expect(past.map((b) => b.pass)).toEqual(Array(8).fill(false));
  });

  it('shows the floor beside each metric and every run beside the performance score', () => {
    const [perf, , , , lcp, tbt, cls, bytes] = lhBudgets(lhPage('/', lhFigures({ lcp: 3748.9, tbt: 205, cls: 0, bytes: 356_240 }, { performance: 80 })));
    expect(perf!.measured).toBe('80 (runs 80, 95, 88)');
    expect(lcp!.measured).toBe('3.75 s (floor 0.90 s)');
    expect(tbt!.measured).toBe('205 ms (floor 0 ms)');
    expect(cls!.measured).toBe('0.000 (floor 0.000)');
    expect(bytes!.measured).toBe('348 KB (floor 250 KB)');
  });

  it('a score or metric Lighthouse could not compute fails', () => {
    const checks = lhBudgets(lhPage('/', lhFigures({ lcp: null }, { seo: null })));
    expect(checks.find((b) => b.name.endsWith('SEO'))).toMatchObject({ measured: 'not scored', pass: false });
    expect(checks.find((b) => b.name.endsWith('LCP'))).toMatchObject({ measured: 'not computed', pass: false });
  });

  it('issue 47: the bytes budget holds the home and the search, not the profile', () => {
    const search = lhBudgets(lhPage('/terapeutas?search=ansiedade', lhFigures({ bytes: 250 * 1024 + 1 })));
    expect(search.find((b) => b.name.includes('bytes'))).toMatchObject({ name: 'Lighthouse `/terapeutas?search=ansiedade`: bytes transferred', limit: '≤ 250 KB', pass: false });
    const profile = lhBudgets(lhPage('/terapeuta/x', lhFigures({ bytes: 10_000_000 }))).map((b) => b.name);
    expect(profile).toHaveLength(7);
    expect(profile.some((n) => n.includes('bytes'))).toBe(false);
  });

  it('issue 47: the TBT budget names the calibrated CPU slowdown it was measured at', () => {
    const checks = checkBudgets({
      lighthouse: { version: '12.8.2', runs: 3, pages: [lhPage('/', lhFigures({ tbt: 201 }))], calibration: { benchmarkIndex: 1000, multiplier: 2.4, measuredIndexes: [950, 1050] } },
    });
    expect(checks.find((b) => b.name.includes('TBT'))).toMatchObject({ name: 'Lighthouse `/`: TBT (CPU 2.4×, calibrated)', limit: '≤ 200 ms', pass: false });
  });
});

describe('docs/benchmarks.md', () => {
  const date = '2030-01-01T00:00:00.000Z';
  const input = {
    date: new Date(date),
    machine: { nproc: 2, cpu: 'CPU X', memoryGiB: 8, node: 'v20.0.0', platform: 'linux x64' },
    data: {
      api: { date, settings: { durationSeconds: 10, connections: 50, sizes: [1000, 10000] }, result: [filtered(100, 400)] },
      front: { date, settings: { pageRuns: 3 }, result: front(600 * 1024, 4000) },
    },
    carried: [],
  };

  it('holds the machine, the tables, the budgets and, for each failure, its recorded cause', () => {
    const budgets = checkBudgets({ api: input.data.api.result, front: input.data.front.result });
    const md = renderReport({ ...input, budgets, causes: { 'Shell initial JS': 'CSS as JS.', 'Filtered list': 'PGlite.' } });
    expect(md).toContain('2 CPUs (`nproc`), CPU X · 8 GiB RAM · Node v20.0.0');
    expect(md).toContain('| api | 2030-01-01T00:00:00.000Z | 50 connections × 10 s per measurement (1 s warm-up), data sets of 1,000 and 10,000 benchmark therapists (+ the demo seed) |');
    expect(md).toContain('| front | 2030-01-01T00:00:00.000Z | 3 cold loads per page |');
    expect(md).toContain('| lighthouse | — | not measured yet |');
    expect(md).toContain('| Shell initial JS (with shared React + Mantine), gzip | ≤ 250 KB | 600 KB | **FAIL** |');
    expect(md).toContain('CSS as JS.');
    expect(md.split('PGlite.').length).toBe(2); // once, for both filtered-list budgets
    expect(md).toContain('### Filtered list (page of 12, as /terapeutas asks), 10.000 therapists: throughput ÷ bare route (50 connections); Filtered list (page of 12, as /terapeutas asks), 10.000 therapists: p99 (50 connections)');
    expect(md).toContain('No cause recorded yet.'); // the LCP failure has none in this input
    expect(md).toContain('| 10.000 terapeutas (PGlite) | `GET /public-terapeutas?search&cidade&page&size` | 50 | 1.0 KB | 100.0 | 200 / 400 | 1,000.0 | 2.5 / 5 | 10.0 % | 0 |');
    expect(md).toContain('| `/` | 4,000 | 500 | 8.00× | 100 | 0 |');
    expect(md).toContain('BENCH_ONLY=lighthouse npm run bench');
    expect(md).not.toContain('carried over');
  });

  it('says so when every budget passes, and when a part was never measured', () => {
    const data = { front: input.data.front && { ...input.data.front, result: front(1, 1) } };
    const md = renderReport({ ...input, data, budgets: checkBudgets({ front: data.front.result }), causes: {} });
    expect(md).toContain('Every budget passes.');
    expect(md).toContain('_not measured yet_');
  });

  it('says which parts are carried over from an earlier run', () => {
    const md = renderReport({ ...input, carried: ['api'], budgets: [], causes: {} });
    expect(md).toContain('| api | 2030-01-01T00:00:00.000Z (carried over: not run this time) |');
    expect(md).toContain('The figures of api were not measured in this run');
  });

  it('shows each Lighthouse page beside its floor, the runs, and what Lighthouse names', () => {
    const page = lhPage('/', lhFigures({ lcp: 3748.9, fcp: 3099.4, tbt: 205, cls: 0, speedIndex: 3099.4, bytes: 356_240 }, { performance: 80, 'best-practices': 96 }));
    page.findings = [
      { category: 'performance', id: 'unused-javascript', title: 'Reduce unused JavaScript', display: 'Est savings of 52 KiB', savings: { FCP: 300 }, items: [':3950/main.js (20 KiB)'] },
      { category: 'best-practices', id: 'errors-in-console', title: 'Browser errors were logged to the console', display: '', savings: {}, items: [':3950/favicon.ico'] },
    ];
    page.transferred = [{ type: 'Script', requests: 25, bytes: 300 * 1024 }, { type: 'Document', requests: 1, bytes: 10 * 1024 }];
    const lighthouse = { date, settings: { runs: 3 }, result: { version: '12.8.2', runs: 3, pages: [page] } };
    const md = renderReport({ ...input, data: { lighthouse }, budgets: [], causes: {} });
    expect(md).toContain('### Lighthouse (mobile preset)');
    expect(md).toContain('| `/` | 80 / 100 | 100 / 100 | 96 / 95 | 100 / 100 | 3.75 s / 0.90 s | 3.10 s / 1.00 s | 205 / 0 | 0.000 / 0.000 | 3.10 s / 2.00 s | 347.9 KB / 250.0 KB | 80, 95, 88 |');
    expect(md).toContain('Performance:\n\n- Reduce unused JavaScript (Est savings of 52 KiB; est. FCP −300 ms): :3950/main.js (20 KiB)');
    expect(md).toContain('Best Practices:\n\n- Browser errors were logged to the console: :3950/favicon.ico\n\nTransferred: Script 300.0 KB (25) · Document 10.0 KB (1)');
    expect(md).toContain('| lighthouse | 2030-01-01T00:00:00.000Z | Lighthouse 12.8.2, mobile preset, median of 3 runs per page and floor |');
    expect(md).toContain("a CPU 4× slower (the preset's, not calibrated)");
  });

  it('issue 47: prints the host\'s benchmark index and the calibrated CPU multiplier', () => {
    const calibration = { benchmarkIndex: 1000, multiplier: 2.4, measuredIndexes: [950, 1050] as [number, number] };
    const lighthouse = { date, settings: { runs: 3 }, result: { version: '12.8.2', runs: 3, pages: [lhPage('/', lhFigures())], calibration } };
    const md = renderReport({ ...input, data: { lighthouse }, budgets: [], causes: {} });
    expect(md).toContain("a CPU 2.4× slower — calibrated to this host as the developers' guide says: Lighthouse's benchmarkIndex 1000 (a first run; 950–1050 over the measured runs) → multiplier 2.4");
    expect(md).toContain('| lighthouse | 2030-01-01T00:00:00.000Z | Lighthouse 12.8.2, mobile preset, median of 3 runs per page and floor, CPU 2.4× (benchmarkIndex 1000) |');
  });
});

describe('budgets of issue 35', () => {
  const phase = (extra: Partial<PhaseFigures> = {}): PhaseFigures => ({
    mode: 'open',
    offeredRate: 300,
    seconds: 30,
    requests: 9000,
    rps: 300,
    latency: { count: 9000, p50: 20, p99: 300, max: 900 },
    non2xx: 0,
    socketErrors: 0,
    timeouts: 0,
    bookings: 800,
    lostBookings: 0,
    bookingRows: 800,
    reviews: 400,
    lostReviews: 0,
    maxSendLagMs: 3,
    loadAverage: [2, 2.5],
    ...extra,
  });
  const capacity = (open: Partial<PhaseFigures> = {}, share = 0.5): CapacityResult => ({
    replicas: 2,
    connections: 200,
    durationSeconds: 30,
    share,
    describe: '2 replicas',
    aggregatesOk: true,
    closed: phase({ mode: 'closed', offeredRate: null, rps: 600, maxSendLagMs: null }),
    open: phase(open),
  });
  const promise = (c: CapacityResult) => checkBudgets({ capacity: c }).map((b) => b.pass);

  it('the promise: p99 ≤ 300 ms at half the capacity, inclusive', () => {
    expect(promise(capacity())).toEqual([true, true]);
    expect(promise(capacity({ latency: { count: 9000, p50: 20, p99: 301, max: 900 } }))[0]).toBe(false);
  });

  it('a p99 measured at more than half the capacity is not the promise (it proves less), nor one without answers', () => {
    expect(promise(capacity({}, 0.6))[0]).toBe(false);
    expect(promise(capacity({ requests: 0 }))).toEqual([false, false]);
  });

  it('one error or one lost write fails the promise', () => {
    expect(promise(capacity({ non2xx: 1 }))[1]).toBe(false);
    expect(promise(capacity({ timeouts: 1 }))[1]).toBe(false);
    expect(promise(capacity({ lostReviews: 1 }))[1]).toBe(false);
  });

  it('bookings acknowledged must equal their rows in the database', () => {
    expect(promise(capacity({ bookingRows: 799 }))[1]).toBe(false);
    expect(promise(capacity({ bookingRows: null }))[1]).toBe(false);
  });

  const writes = (apiRps: number, floorRps: number, engine: 'PGlite' | 'PostgreSQL' = 'PGlite', errors = 0): WritesResult => ({
    engine,
    therapists: 1000,
    connections: 50,
    api: { rps: apiRps, p50: 100, p99: 400, errors, requests: apiRps * 10 },
    floor: { rps: floorRps, p50: 50, p99: 90, errors: 0, requests: floorRps * 10, inFlight: 50 },
    loadAverage: { api: 2, floor: 2 },
  });

  it('POST /sessoes: at least 30 % of the booking-shaped insert on the same engine, one check per engine', () => {
    const checks = checkBudgets({ writes: [writes(300, 1000), writes(299, 1000, 'PostgreSQL')] });
    expect(checks.map((c) => [c.name.includes(c === checks[0] ? 'PGlite' : 'PostgreSQL'), c.pass])).toEqual([
      [true, true],
      [true, false],
    ]);
    expect(checks[0]!.measured).toMatch(/^30\.0 %/);
  });

  it('POST /sessoes: errors (a 409 is no throughput) or no floor fail it', () => {
    expect(checkBudgets({ writes: [writes(900, 1000, 'PGlite', 1)] })[0]!.pass).toBe(false);
    expect(checkBudgets({ writes: [writes(900, 0)] })[0]!.pass).toBe(false);
  });

  it('the report shows both parts and their budgets, generated', () => {
    const data = { writes: { date: 'd', settings: { therapists: 1000, connections: 50, durationSeconds: 10 }, result: [writes(300, 1000)] }, capacity: { date: 'd', settings: { replicas: 2, connections: 200, durationSeconds: 30, share: 0.5, therapists: 1000 }, result: capacity() } };
    const budgets = checkBudgets({ writes: data.writes.result, capacity: data.capacity.result });
    const md = renderReport({ date: new Date(0), machine: { nproc: 2, cpu: 'x', memoryGiB: 1, node: 'v24', platform: 'linux' }, data, carried: [], budgets, causes: {} });
    expect(md).toContain("## Writes against the database's floor");
    expect(md).toContain('## Latency promise');
    expect(md).toContain('| Latency promise: p99, 2 replicas on PostgreSQL');
    expect(md).toMatch(/POST \/sessoes` ÷ a booking-shaped insert transaction on the same engine, PGlite \(50 in flight\) \| ≥ 30 % \| 30\.0 %/);
  });
});
