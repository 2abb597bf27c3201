import type { EndpointResult } from './api/bench-api';
import { checkBudgets, FILTERED_ENDPOINTS } from './budgets';
import type { FrontResult } from './front/bench-front';
import { renderReport } from './report';

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
    expect(checkBudgets(undefined, front(250 * 1024, 1000))[0]!.pass).toBe(true);
    expect(checkBudgets(undefined, front(250 * 1024 + 1, 1000))[0]!.pass).toBe(false);
  });

  it('LCP of /: 2.5 s, and a page that never painted fails', () => {
    expect(checkBudgets(undefined, front(1, 2500))[1]!.pass).toBe(true);
    expect(checkBudgets(undefined, front(1, 2501))[1]!.pass).toBe(false);
    expect(checkBudgets(undefined, front(1, 0))[1]!.pass).toBe(false);
  });

  it('filtered list at 10 000: ≥ 25 % of the bare route and p99 ≤ 50 ms, at 50 connections, on the 10 000 set', () => {
    const [ratio, p99] = checkBudgets([filtered(250, 50)], undefined);
    expect([ratio!.pass, p99!.pass]).toEqual([true, true]);
    const [lowRatio, slow] = checkBudgets([filtered(249, 51)], undefined);
    expect([lowRatio!.pass, slow!.pass]).toEqual([false, false]);
    // fewer connections is an easier test: it does not count
    expect(checkBudgets([filtered(900, 5, 10)], undefined).every((b) => !b.pass)).toBe(true);
    // the 1 000 set is not the budget's
    expect(checkBudgets([filtered(900, 5, 50, '1.000 terapeutas (PGlite)')], undefined)).toEqual([]);
    // a fast answer with time-outs beside it does not pass
    expect(checkBudgets([{ ...filtered(900, 5), api: { ...figures(900, 5), errors: 3 } }], undefined)[1]!.pass).toBe(false);
  });

  it('checks the filtered list both as the search page asks for it and whole', () => {
    const names = checkBudgets([filtered(300, 40), filtered(10, 900, 50, undefined, FILTERED_ENDPOINTS[1])], undefined).map((b) => `${b.name} ${b.pass}`);
    expect(names).toEqual([
      'Filtered list (page of 12, as /terapeutas asks), 10.000 therapists: throughput ÷ bare route (50 connections) true',
      'Filtered list (page of 12, as /terapeutas asks), 10.000 therapists: p99 (50 connections) true',
      'Filtered list (whole, unpaginated), 10.000 therapists: throughput ÷ bare route (50 connections) false',
      'Filtered list (whole, unpaginated), 10.000 therapists: p99 (50 connections) false',
    ]);
  });
});

describe('docs/benchmarks.md', () => {
  const input = {
    date: new Date('2030-01-01T00:00:00Z'),
    machine: { nproc: 2, cpu: 'CPU X', memoryGiB: 8, node: 'v20.0.0', platform: 'linux x64' },
    settings: { durationSeconds: 10, connections: 50, sizes: [1000, 10000], pageRuns: 3 },
    api: [filtered(100, 400)],
    front: front(600 * 1024, 4000),
  };

  it('holds the machine, the tables, the budgets and, for each failure, its recorded cause', () => {
    const budgets = checkBudgets(input.api, input.front);
    const md = renderReport({ ...input, budgets, causes: { 'Shell initial JS': 'CSS as JS.', 'Filtered list': 'PGlite.' } });
    expect(md).toContain('2 CPUs (`nproc`), CPU X · 8 GiB RAM · Node v20.0.0');
    expect(md).toContain('| Shell initial JS (with shared React + Mantine), gzip | ≤ 250 KB | 600 KB | **FAIL** |');
    expect(md).toContain('CSS as JS.');
    expect(md.split('PGlite.').length).toBe(2); // once, for both filtered-list budgets
    expect(md).toContain('### Filtered list (page of 12, as /terapeutas asks), 10.000 therapists: throughput ÷ bare route (50 connections); Filtered list (page of 12, as /terapeutas asks), 10.000 therapists: p99 (50 connections)');
    expect(md).toContain('No cause recorded yet.'); // the LCP failure has none in this input
    expect(md).toContain('| 10.000 terapeutas (PGlite) | `GET /public-terapeutas?search&cidade&page&size` | 50 | 1.0 KB | 100.0 | 200 / 400 | 1,000.0 | 2.5 / 5 | 10.0 % | 0 |');
    expect(md).toContain('| `/` | 4,000 | 500 | 8.00× | 100 | 0 |');
  });

  it('says so when every budget passes', () => {
    const md = renderReport({ ...input, api: undefined, front: front(1, 1), budgets: checkBudgets(undefined, front(1, 1)), causes: {} });
    expect(md).toContain('Every budget passes.');
    expect(md).toContain('_not measured in this run_');
  });
});
