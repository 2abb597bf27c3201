import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { historyFileOf, readRemotesFile } from './files';
import { ReleaseError } from './names';
import { readHistory, repoint, rollback, undoStack, type PointerFiles } from './pointer';

const A = 'https://cdn.example/booking/aaaaaaaaaaaa/mf-manifest.json';
const B = 'https://cdn.example/booking/bbbbbbbbbbbb/mf-manifest.json';
const C = 'https://cdn.example/booking/cccccccccccc/mf-manifest.json';
const SEARCH = 'https://cdn.example/discovery/dddddddddddd/mf-manifest.json';
const NOW = new Date('2026-11-24T12:00:00Z');

function files(initial?: Record<string, string>): PointerFiles {
  const remotesFile = join(mkdtempSync(join(tmpdir(), 'acolhe-pointer-')), 'remotes.json');
  if (initial) writeFileSync(remotesFile, JSON.stringify(initial));
  return { remotesFile, historyFile: historyFileOf(remotesFile) };
}

describe('repoint', () => {
  it('changes one entry of remotes.json and records the entry it replaced', () => {
    const f = files({ booking: A, discovery: SEARCH });
    expect(repoint(f, 'booking', B, NOW)).toEqual({ changed: true, from: A, to: B });
    expect(readRemotesFile(f.remotesFile)).toEqual({ booking: B, discovery: SEARCH });
    expect(readHistory(f.historyFile)).toEqual([{ remote: 'booking', action: 'repoint', from: A, to: B, at: NOW.toISOString() }]);
  });

  it('records "no entry" when remotes.json had none (the local stack then serves its own build)', () => {
    const f = files();
    repoint(f, 'booking', A, NOW);
    expect(readRemotesFile(f.remotesFile)).toEqual({ booking: A });
    expect(readHistory(f.historyFile)[0]).toMatchObject({ from: null, to: A });
  });

  it('writes nothing when the entry already is the target', () => {
    const f = files({ booking: A });
    expect(repoint(f, 'booking', A, NOW)).toEqual({ changed: false, from: A, to: A });
    expect(readHistory(f.historyFile)).toEqual([]);
    expect(readFileSync(f.remotesFile, 'utf8')).toBe(JSON.stringify({ booking: A }));
  });
});

describe('rollback', () => {
  it('restores the entry the last repoint replaced', () => {
    const f = files({ booking: A, discovery: SEARCH });
    repoint(f, 'booking', B, NOW);
    expect(rollback(f, 'booking', NOW)).toEqual({ changed: true, from: B, to: A });
    expect(readRemotesFile(f.remotesFile)).toEqual({ booking: A, discovery: SEARCH });
    expect(readHistory(f.historyFile).map((e) => e.action)).toEqual(['repoint', 'rollback']);
  });

  it('goes one step further back at each rollback, never forward again, then says there is nothing left', () => {
    const f = files({ booking: A });
    repoint(f, 'booking', B, NOW);
    repoint(f, 'booking', C, NOW);
    expect(rollback(f, 'booking', NOW).to).toBe(B);
    expect(rollback(f, 'booking', NOW).to).toBe(A);
    expect(readRemotesFile(f.remotesFile)).toEqual({ booking: A });
    expect(() => rollback(f, 'booking', NOW)).toThrow('booking: nada para desfazer (todos os repoints registrados já foram desfeitos');
    // a repoint after rollbacks is undone by the next rollback
    repoint(f, 'booking', C, NOW);
    expect(rollback(f, 'booking', NOW).to).toBe(A);
  });

  it('removes the entry when the repoint had added it', () => {
    const f = files({ discovery: SEARCH });
    repoint(f, 'booking', A, NOW);
    expect(rollback(f, 'booking', NOW)).toMatchObject({ from: A, to: null });
    expect(readRemotesFile(f.remotesFile)).toEqual({ discovery: SEARCH });
  });

  it('refuses with a clear error when there is no history', () => {
    const f = files({ booking: A });
    expect(() => rollback(f, 'booking', NOW)).toThrow(ReleaseError);
    expect(() => rollback(f, 'booking', NOW)).toThrow(`booking: nada para desfazer (nenhum repoint registrado em ${f.historyFile}).`);
    expect(readRemotesFile(f.remotesFile)).toEqual({ booking: A });
  });

  it("undoes one remote's repoints only", () => {
    const f = files({ booking: A, discovery: SEARCH });
    repoint(f, 'booking', B, NOW);
    repoint(f, 'discovery', C, NOW);
    rollback(f, 'booking', NOW);
    expect(readRemotesFile(f.remotesFile)).toEqual({ booking: A, discovery: C });
    expect(undoStack(readHistory(f.historyFile), 'discovery').map((e) => e.to)).toEqual([C]);
    expect(() => rollback(f, 'booking', NOW)).toThrow(/nada para desfazer/);
  });

  it('refuses when remotes.json was changed by hand since the last repoint', () => {
    const f = files({ booking: A });
    repoint(f, 'booking', B, NOW);
    writeFileSync(f.remotesFile, JSON.stringify({ booking: C }));
    expect(() => rollback(f, 'booking', NOW)).toThrow(/aponta para .*cccccccccccc.*último repoint registrado foi para .*bbbbbbbbbbbb/);
    expect(readRemotesFile(f.remotesFile)).toEqual({ booking: C });
  });

  it('refuses a history file it cannot read', () => {
    const f = files({ booking: A });
    writeFileSync(f.historyFile, JSON.stringify({ events: [{ remote: 'booking' }] }));
    expect(() => rollback(f, 'booking', NOW)).toThrow(/histórico em formato inesperado/);
  });
});
