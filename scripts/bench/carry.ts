// `npm run bench` has five parts (api, front, lighthouse, writes, capacity); BENCH_ONLY runs some of them. The
// figures of each part are kept, as data, in a comment of docs/benchmarks.md, so a run of one part
// rewrites the file with the other parts' last figures (and their date) instead of wiping them,
// and every budget is checked on the figures shown.
import type { EndpointResult } from './api/bench-api';
import type { FrontResult } from './front/bench-front';
import type { LighthouseResult } from './front/lighthouse-figures';
import type { WritesResult } from './api/writes';
import type { CapacityResult, CapacitySettings } from './capacity';

export const PARTS = ['api', 'front', 'lighthouse', 'writes', 'capacity'] as const;
export type Part = (typeof PARTS)[number];

/** BENCH_ONLY: unset or empty for every part, else a comma-separated list of parts. */
export function partsOf(only: string | undefined): Part[] {
  const asked = (only ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  if (!asked.length) return [...PARTS];
  const unknown = asked.filter((p) => !(PARTS as readonly string[]).includes(p));
  if (unknown.length) throw new Error(`BENCH_ONLY: parte desconhecida ${unknown.join(', ')} (use ${PARTS.join(', ')}, separadas por vírgula)`);
  return PARTS.filter((p) => asked.includes(p));
}

export interface PartRun<T, S> {
  /** ISO date the part was measured */
  date: string;
  settings: S;
  result: T;
}
export interface ApiSettings {
  durationSeconds: number;
  connections: number;
  sizes: number[];
}
export interface BenchData {
  api?: PartRun<EndpointResult[], ApiSettings>;
  front?: PartRun<FrontResult, { pageRuns: number }>;
  lighthouse?: PartRun<LighthouseResult, { runs: number }>;
  writes?: PartRun<WritesResult[], { therapists: number; connections: number; durationSeconds: number }>;
  capacity?: PartRun<CapacityResult, CapacitySettings>;
}

// bump when a part's shape changes: older data is then dropped rather than misread
const VERSION = 1;
const START = '<!-- bench-data ';
const END = ' -->';

/** The data a document carries ({} when none, unreadable or of another version). */
export function dataOf(doc: string): BenchData {
  const a = doc.indexOf(START);
  const b = a >= 0 ? doc.indexOf(END, a + START.length) : -1;
  if (b < 0) return {};
  try {
    const parsed = JSON.parse(doc.slice(a + START.length, b)) as { v?: number; parts?: BenchData };
    return parsed.v === VERSION && parsed.parts ? parsed.parts : {};
  } catch {
    return {};
  }
}

/** The document with its data comment replaced by `data` (appended when there was none). */
export function withData(doc: string, data: BenchData): string {
  // '--' cannot appear inside an HTML comment; outside strings JSON never has it, inside it is escaped
  const json = JSON.stringify({ v: VERSION, parts: data }).replace(/--/g, '-\\u002d');
  const comment = `${START}${json}${END}`;
  const a = doc.indexOf(START);
  const b = a >= 0 ? doc.indexOf(END, a + START.length) : -1;
  return b >= 0 ? `${doc.slice(0, a)}${comment}${doc.slice(b + END.length)}` : `${doc.trimEnd()}\n\n${comment}\n`;
}

/** This run's parts over the previous ones; `carried` names the parts shown from an earlier run. */
export function merge(previous: BenchData, current: BenchData): { data: BenchData; carried: Part[] } {
  const data: BenchData = { ...previous, ...Object.fromEntries(Object.entries(current).filter(([, v]) => v !== undefined)) };
  return { data, carried: PARTS.filter((p) => data[p] !== undefined && current[p] === undefined) };
}
