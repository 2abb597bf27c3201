// docs/benchmarks.md is shared by `npm run bench` (which rewrites it), `npm run test:load` (which
// owns one marked section) and a hand-kept section (issue 47: the bytes of each chunk a cold public
// page fetches, before → after, measured with a bundle analyser): each keeps the others' parts.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const BENCHMARKS_MD = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'docs', 'benchmarks.md');
const START = '<!-- load:start -->';
const END = '<!-- load:end -->';

/** The marked load section of a document, markers included ('' when absent). */
export function loadSectionOf(doc: string): string {
  const a = doc.indexOf(START);
  const b = doc.indexOf(END);
  return a >= 0 && b > a ? doc.slice(a, b + END.length) : '';
}

/** The document with its load section replaced by `body` (appended when there was none). */
export function withLoadSection(doc: string, body: string): string {
  const section = `${START}\n${body.trim()}\n${END}`;
  const old = loadSectionOf(doc);
  return old ? doc.replace(old, section) : `${doc.trimEnd()}\n\n${section}\n`;
}

export function readBenchmarks(): string {
  return existsSync(BENCHMARKS_MD) ? readFileSync(BENCHMARKS_MD, 'utf8') : '';
}

const CHUNKS_START = '<!-- chunks:start -->';
const CHUNKS_END = '<!-- chunks:end -->';

/** The hand-kept chunk table (markers included, '' when absent): the bench never writes it, only keeps it. */
export function chunksSectionOf(doc: string): string {
  const a = doc.indexOf(CHUNKS_START);
  const b = doc.indexOf(CHUNKS_END);
  return a >= 0 && b > a ? doc.slice(a, b + CHUNKS_END.length) : '';
}

/** A freshly written report with the previous document's hand-kept sections carried over, in
 * their order: the chunk table, then the load test's section. */
export function keepingSections(report: string, previous: string): string {
  const chunks = chunksSectionOf(previous);
  const withChunks = chunks ? `${report.trimEnd()}\n\n${chunks}\n` : report;
  const load = loadSectionOf(previous);
  return load ? withLoadSection(withChunks, load.replace(/^<!-- load:start -->\n|\n<!-- load:end -->$/g, '')) : withChunks;
}

export function writeBenchmarks(doc: string) {
  writeFileSync(BENCHMARKS_MD, doc);
}
