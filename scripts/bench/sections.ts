// docs/benchmarks.md is shared by `npm run bench` (which rewrites it) and `npm run test:load`
// (which owns one marked section): each keeps the other's part.
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

export function writeBenchmarks(doc: string) {
  writeFileSync(BENCHMARKS_MD, doc);
}
