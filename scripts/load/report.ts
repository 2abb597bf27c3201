// The figures of `npm run test:load` and their part of docs/benchmarks.md. Pure (numbers and text
// in, text out), so the percentiles and the document's two runs are tested.
//
// The load section of docs/benchmarks.md (scripts/bench/sections.ts) holds two runs, each
// rewritten by its own kind of run and kept by the other: one replica on PGlite
// (`npm run test:load`) and N replicas on PostgreSQL (`LOAD_REPLICAS=2 npm run test:load`).
import { WEIGHTS } from './mix';

/** The bound for the load test (issue 17): p99 ≤ 300 ms at 200 connections. Reported, not enforced. */
export const P99_BOUND_MS = 300;

/** Nearest-rank percentile (p in 0–100) of an ascending list; NaN when empty. */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1]!;
}

export interface Latency {
  count: number;
  p50: number;
  p99: number;
  max: number;
}

/** p50, p99 and max of response times (ms), in any order. */
export function latencyOf(times: readonly number[]): Latency {
  const sorted = [...times].sort((a, b) => a - b);
  return { count: sorted.length, p50: percentile(sorted, 50), p99: percentile(sorted, 99), max: sorted.length ? sorted[sorted.length - 1]! : Number.NaN };
}

/** One load generator's share: one replica (or the only api), or all of them together. */
export interface Column {
  name: string;
  connections: number;
  requests: number;
  rps: number;
  latency: Latency;
  non2xx: number;
  socketErrors: number;
  timeouts: number;
  bookings: number;
  lostBookings: number;
  reviews: number;
  lostReviews: number;
}

export type RunKind = 'pglite' | 'replicas';
const KINDS: RunKind[] = ['pglite', 'replicas'];
const startOf = (kind: RunKind) => `<!-- load-run:${kind} -->`;
const endOf = (kind: RunKind) => `<!-- load-run:${kind}:end -->`;
const OUTER = /^<!-- load:start -->\n?|\n?<!-- load:end -->$/g;
const LEGACY_HEADING = /^## Load test \(`npm run test:load`\)\s*\n/;

export const mixText = () =>
  Object.entries(WEIGHTS)
    .map(([action, weight]) => `${action} ${weight} %`)
    .join(', ');

export function sectionHeader(): string {
  return `## Load test (\`npm run test:load\`)

The mix of \`scripts/load/mix.ts\` (${mixText()}; bookings and reviews spread over
the therapists, each client within the pending requests a therapist allows) against the real api, rate limits off (one address plays the crowd), loopback only. A run passes with zero failed
requests and every acknowledged write (201) read back through the api afterwards — with several replicas, through
another replica than the one that acknowledged it. Two kinds of run, each rewriting its own part below: one replica
on PGlite (\`npm run test:load\`) and two replicas on PostgreSQL (\`LOAD_REPLICAS=2 npm run test:load\`;
docs/scaling.md). The issue's bound, p99 ≤ ${P99_BOUND_MS} ms, is reported, not enforced.`;
}

/** The body of the load section (what withLoadSection takes) with `kind`'s run replaced by
 * `block` and the other kind's run kept from `section` (loadSectionOf of the current document).
 * A section written before there were two kinds holds the PGlite run alone: it is kept as that. */
export function loadSectionBody(section: string, kind: RunKind, block: string): string {
  const inner = section.replace(OUTER, '').trim();
  const blocks = new Map<RunKind, string>();
  for (const k of KINDS) {
    const a = inner.indexOf(startOf(k));
    const b = inner.indexOf(endOf(k));
    if (a >= 0 && b > a) blocks.set(k, inner.slice(a + startOf(k).length, b).trim());
  }
  if (blocks.size === 0 && inner) blocks.set('pglite', `### One replica, PGlite (\`npm run test:load\`)\n\n${inner.replace(LEGACY_HEADING, '').trim()}`);
  blocks.set(kind, block.trim());
  return [sectionHeader(), ...KINDS.filter((k) => blocks.has(k)).map((k) => `${startOf(k)}\n${blocks.get(k)}\n${endOf(k)}`)].join('\n\n');
}

const ms = (v: number) => (Number.isFinite(v) ? `${Math.round(v)} ms` : '—');

/** The table of a run: one column per load generator, and "all" over every response when there are several. */
export function table(columns: Column[]): string {
  const head = `| | ${columns.map((c) => c.name).join(' | ')} |\n|---|${columns.map(() => '---:').join('|')}|`;
  const row = (label: string, value: (c: Column) => string) => `| ${label} | ${columns.map(value).join(' | ')} |`;
  return [
    head,
    row('connections', (c) => String(c.connections)),
    row('requests', (c) => String(c.requests)),
    row('req/s', (c) => c.rps.toFixed(1)),
    row('latency p50 / p99 / max', (c) => `${ms(c.latency.p50)} / ${ms(c.latency.p99)} / ${ms(c.latency.max)}`),
    row('errors (non-2xx / sockets / time-outs)', (c) => `${c.non2xx + c.socketErrors + c.timeouts} (${c.non2xx} / ${c.socketErrors} / ${c.timeouts})`),
    row('bookings acknowledged (lost)', (c) => `${c.bookings} (${c.lostBookings})`),
    row('reviews acknowledged (lost)', (c) => `${c.reviews} (${c.lostReviews})`),
  ].join('\n');
}

/** Several generators' shares as one column: counts add up, latency comes from every response
 * time of all of them (not the largest p99 of the shares), req/s from the common wall time. */
export function combined(name: string, columns: Column[], allTimes: readonly number[], seconds: number): Column {
  const sum = (f: (c: Column) => number) => columns.reduce((total, c) => total + f(c), 0);
  const requests = sum((c) => c.requests);
  return {
    name,
    connections: sum((c) => c.connections),
    requests,
    rps: seconds > 0 ? requests / seconds : 0,
    latency: latencyOf(allTimes),
    non2xx: sum((c) => c.non2xx),
    socketErrors: sum((c) => c.socketErrors),
    timeouts: sum((c) => c.timeouts),
    bookings: sum((c) => c.bookings),
    lostBookings: sum((c) => c.lostBookings),
    reviews: sum((c) => c.reviews),
    lostReviews: sum((c) => c.lostReviews),
  };
}

/** "PASS (p99 212 ms ≤ 300 ms)" or "FAIL (…)". */
export function p99Verdict(p99: number): { pass: boolean; text: string } {
  const pass = Number.isFinite(p99) && p99 <= P99_BOUND_MS;
  return { pass, text: `${pass ? 'PASS' : 'FAIL'} (p99 ${ms(p99)} ${pass ? '≤' : '>'} ${P99_BOUND_MS} ms)` };
}
