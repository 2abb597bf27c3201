import { loadSectionOf, withLoadSection } from '../bench/sections';
import { P99_BOUND_MS, combined, latencyOf, loadSectionBody, p99Verdict, percentile, table, type Column } from './report';

const column = (name: string, times: number[], extra: Partial<Column> = {}): Column => ({
  name,
  connections: 100,
  requests: times.length,
  rps: times.length / 30,
  latency: latencyOf(times),
  non2xx: 0,
  socketErrors: 0,
  timeouts: 0,
  bookings: 10,
  lostBookings: 0,
  reviews: 5,
  lostReviews: 0,
  ...extra,
});

// the load section as the single-replica run wrote it before there were two kinds of run
const LEGACY = `# Benchmarks

Intro.

<!-- load:start -->
## Load test (\`npm run test:load\`)

200 connections for 30 s over the mix of \`scripts/load/mix.ts\` against the real api on PGlite.

\`\`\`
10175 requisições, 339.2 req/s, latência p50 307 ms / p99 1496 ms / máx 29857 ms
result: ok — zero erros, zero escritas perdidas
\`\`\`
<!-- load:end -->

After.
`;

describe('load report', () => {
  it('percentiles are nearest-rank over the sorted list', () => {
    const hundred = Array.from({ length: 100 }, (_, i) => i + 1);
    expect(percentile(hundred, 50)).toBe(50);
    expect(percentile(hundred, 99)).toBe(99);
    expect(percentile(hundred, 100)).toBe(100);
    expect(percentile(hundred, 0)).toBe(1);
    expect(percentile([7], 99)).toBe(7);
    expect(percentile([], 50)).toBeNaN();
    expect(latencyOf([30, 10, 20])).toEqual({ count: 3, p50: 20, p99: 30, max: 30 });
  });

  it('the combined column takes its percentiles from every response, not the largest share p99', () => {
    const a = column('replica A', Array(100).fill(10));
    const b = column('replica B', [...Array(98).fill(10), 1000, 1000], { non2xx: 1, socketErrors: 2, timeouts: 3, lostReviews: 1 });
    expect(b.latency.p99).toBe(1000);
    const all = combined('all', [a, b], [...Array(198).fill(10), 1000, 1000], 20);
    expect(all.latency).toEqual({ count: 200, p50: 10, p99: 10, max: 1000 });
    expect(all).toMatchObject({ connections: 200, requests: 200, rps: 10, non2xx: 1, socketErrors: 2, timeouts: 3, bookings: 20, reviews: 10, lostReviews: 1 });
    const text = table([a, b, all]);
    expect(text).toContain('| | replica A | replica B | all |');
    expect(text).toContain('| errors (non-2xx / sockets / time-outs) | 0 (0 / 0 / 0) | 6 (1 / 2 / 3) | 6 (1 / 2 / 3) |');
    expect(text).toContain('| latency p50 / p99 / max | 10 ms / 10 ms / 10 ms | 10 ms / 1000 ms / 1000 ms | 10 ms / 10 ms / 1000 ms |');
  });

  it('the p99 bound is the issue’s 300 ms, inclusive', () => {
    expect(P99_BOUND_MS).toBe(300);
    expect(p99Verdict(300)).toEqual({ pass: true, text: 'PASS (p99 300 ms ≤ 300 ms)' });
    expect(p99Verdict(300.6).pass).toBe(false);
    expect(p99Verdict(812).text).toBe('FAIL (p99 812 ms > 300 ms)');
    expect(p99Verdict(Number.NaN).pass).toBe(false);
  });

  it('a run rewrites its own part of the load section and keeps the other run (the legacy single-run section included)', () => {
    const replicas = '### 2 replicas, PostgreSQL\n\n| | replica A |\n\nfirst replicas run';
    const doc = withLoadSection(LEGACY, loadSectionBody(loadSectionOf(LEGACY), 'replicas', replicas));
    expect(doc.startsWith('# Benchmarks\n\nIntro.')).toBe(true);
    expect(doc.endsWith('\nAfter.\n')).toBe(true);
    const section = loadSectionOf(doc);
    // the old PGlite figures are kept, under their own heading, once
    expect(section).toContain('10175 requisições, 339.2 req/s');
    expect(section).toContain('### One replica, PGlite (`npm run test:load`)');
    expect(section.match(/^## Load test/gm)).toHaveLength(1);
    expect(section.indexOf('10175 requisições')).toBeLessThan(section.indexOf('first replicas run'));

    // the PGlite run again: its part replaced, the replicas' part kept
    const again = withLoadSection(doc, loadSectionBody(loadSectionOf(doc), 'pglite', '### One replica, PGlite\n\nsecond pglite run'));
    const s2 = loadSectionOf(again);
    expect(s2).not.toContain('10175 requisições');
    expect(s2).toContain('second pglite run');
    expect(s2).toContain('first replicas run');
    // and the replicas again: only their part changes
    const third = loadSectionOf(withLoadSection(again, loadSectionBody(s2, 'replicas', '### 2 replicas\n\nsecond replicas run')));
    expect(third).toContain('second pglite run');
    expect(third).toContain('second replicas run');
    expect(third).not.toContain('first replicas run');
    expect(third.match(/load-run:replicas -->/g)).toHaveLength(1);
  });

  it('a document without a load section gets one with only the run that wrote it', () => {
    const body = loadSectionBody('', 'replicas', '### 2 replicas\n\nonly run');
    expect(body).toContain('only run');
    expect(body).not.toContain('load-run:pglite');
  });
});
