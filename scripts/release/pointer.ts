// repoint and rollback over remotes.json and its history (docs/deploy.md, "Deploying one remote").
//
// The history is an append-only list of events. The repoints not yet undone form a stack per
// remote: rollback restores the entry the newest of them replaced, and a second rollback goes one
// step further back — never forward again (docs/decisions.md, "Release, repoint, rollback").
import { readJson, readRemotesFile, withLock, writeJsonAtomic, type RemotesMap } from './files';
import { ReleaseError } from './names';

export interface HistoryEvent {
  remote: string;
  action: 'repoint' | 'rollback';
  /** The entry before; null when remotes.json had none (the local stack then serves its own build). */
  from: string | null;
  /** The entry after; null when the entry was removed. */
  to: string | null;
  at: string;
}

export interface PointerFiles {
  remotesFile: string;
  historyFile: string;
}

const isEntry = (v: unknown): v is string | null => v === null || typeof v === 'string';

function isEvent(v: unknown): v is HistoryEvent {
  if (!v || typeof v !== 'object') return false;
  const e = v as Record<string, unknown>;
  return typeof e.remote === 'string' && (e.action === 'repoint' || e.action === 'rollback') && isEntry(e.from) && isEntry(e.to) && typeof e.at === 'string';
}

export function readHistory(file: string): HistoryEvent[] {
  const data = readJson(file, { events: [] }) as { events?: unknown };
  if (!Array.isArray(data?.events) || !data.events.every(isEvent)) {
    throw new ReleaseError(`${file}: histórico em formato inesperado; corrija-o à mão antes de continuar.`);
  }
  return data.events;
}

/** The repoints of `remote` not yet undone by a rollback, oldest first. */
export function undoStack(events: readonly HistoryEvent[], remote: string): HistoryEvent[] {
  const stack: HistoryEvent[] = [];
  for (const event of events) {
    if (event.remote !== remote) continue;
    if (event.action === 'repoint') stack.push(event);
    else stack.pop();
  }
  return stack;
}

function withEntry(remotes: RemotesMap, remote: string, url: string | null): RemotesMap {
  const next = { ...remotes };
  if (url === null) delete next[remote];
  else next[remote] = url;
  return next;
}

/** Writes remotes.json first (what the shell reads), then the event that explains it. */
function record(files: PointerFiles, remotes: RemotesMap, events: HistoryEvent[], event: HistoryEvent): void {
  writeJsonAtomic(files.remotesFile, withEntry(remotes, event.remote, event.to));
  writeJsonAtomic(files.historyFile, { events: [...events, event] });
}

export interface Change {
  /** False when the entry already was the target (nothing written). */
  changed: boolean;
  from: string | null;
  to: string | null;
}

/** Points `remote` at `url` in remotes.json, keeping the entry it replaces in the history. */
export function repoint(files: PointerFiles, remote: string, url: string, now: Date = new Date()): Change {
  return withLock(files.remotesFile, () => {
    const remotes = readRemotesFile(files.remotesFile);
    const events = readHistory(files.historyFile);
    const from = remotes[remote] ?? null;
    if (from === url) return { changed: false, from, to: url };
    record(files, remotes, events, { remote, action: 'repoint', from, to: url, at: now.toISOString() });
    return { changed: true, from, to: url };
  });
}

/** Undoes the newest repoint of `remote` not yet undone. */
export function rollback(files: PointerFiles, remote: string, now: Date = new Date()): Change {
  return withLock(files.remotesFile, () => {
    const remotes = readRemotesFile(files.remotesFile);
    const events = readHistory(files.historyFile);
    const last = undoStack(events, remote).at(-1);
    if (!last) {
      const any = events.some((e) => e.remote === remote);
      throw new ReleaseError(
        `${remote}: nada para desfazer (${any ? 'todos os repoints registrados já foram desfeitos' : 'nenhum repoint registrado'} em ${files.historyFile}).`,
      );
    }
    const current = remotes[remote] ?? null;
    if (current !== last.to) {
      // remotes.json was edited by hand since: going "back" would undo a change we know nothing of.
      throw new ReleaseError(
        `${remote}: remotes.json aponta para ${current ?? '(sem entrada)'}, mas o último repoint registrado foi para ${last.to ?? '(sem entrada)'}. ` +
          'O arquivo mudou fora do repoint; escolha a versão com npm run repoint.',
      );
    }
    record(files, remotes, events, { remote, action: 'rollback', from: current, to: last.from, at: now.toISOString() });
    return { changed: true, from: current, to: last.from };
  });
}
