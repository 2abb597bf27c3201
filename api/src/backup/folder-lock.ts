// Who holds an embedded database's folder (docs/decisions/0049-backup-of-a-running-embedded-stack.md).
// PGlite is one process's database: a second process that opens a folder the api is using crashes
// (`RuntimeError: Aborted()`) or reads a stale state, and writing into it (a restore) would destroy
// it. So every process that opens DATA_DIR/pglite for long — the api, `npm run backup` and
// `npm run restore` when they open it themselves — first claims `<folder>.lock`, beside the folder
// (inside it, PGlite's dumpDataDir would carry it into every backup): a JSON file, mode 0600, with
// the holder's pid, its start time (so a pid the system gave to another process after a crash is
// not taken for the holder) and, for the api, its control socket and the token a request must
// bring (./control.ts). The file is made whole then linked into place (link(2) fails when a lock is
// there), so a reader never sees half of one; a lock whose process is gone is stale and replaced.
import { randomBytes } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export type LockHolder = 'api' | 'backup' | 'restore';

export interface LockInfo {
  pid: number;
  /** the process's start time (field 22 of /proc/<pid>/stat), null where /proc is absent */
  started: string | null;
  holder: LockHolder;
  since: string;
  /** the api only: its control socket and the token a request must bring */
  socket?: string;
  token?: string;
}

export const lockPathOf = (folder: string) => `${folder}.lock`;

/** /proc/<pid>/stat's state and start time, or null (no such process, or no /proc). */
function procStat(pid: number): { state: string; started: string } | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // "pid (comm) state ppid … starttime …": comm may hold spaces and parentheses, so the fields
    // are counted after its last ')'; the state is field 3, the start time field 22
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return { state: fields[0] ?? '', started: fields[19] ?? '' };
  } catch {
    return null;
  }
}

/** The start time to record for `pid` (null where /proc is absent). */
export function startTimeOf(pid: number): string | null {
  return procStat(pid)?.started ?? null;
}

/** True while the process that wrote `lock` still runs: its pid exists, is not a zombie, and (where
 * /proc tells) started when the lock says — a reused pid is another process. */
export function isAlive(lock: Pick<LockInfo, 'pid' | 'started'>): boolean {
  if (!Number.isInteger(lock.pid) || lock.pid <= 0) return false; // kill(0 or -n) would signal a group
  try {
    process.kill(lock.pid, 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false; // EPERM: alive, another user's
  }
  const stat = procStat(lock.pid);
  if (!stat) return true; // no /proc: the pid is all there is
  if (stat.state === 'Z' || stat.state === 'X') return false; // exited, not yet reaped
  return lock.started === null || stat.started === lock.started;
}

/** The lock of `folder`, or null (none, or unreadable: a lock is always written whole). */
export function readLock(folder: string): LockInfo | null {
  return parseLock(lockPathOf(folder));
}

function parseLock(file: string): LockInfo | null {
  try {
    const value = JSON.parse(readFileSync(file, 'utf8')) as Partial<LockInfo>;
    if (typeof value.pid !== 'number' || typeof value.holder !== 'string') return null;
    return { started: null, since: '', ...value } as LockInfo;
  } catch {
    return null;
  }
}

const sameLock = (a: LockInfo | null, b: LockInfo | null) => a !== null && b !== null && a.pid === b.pid && a.started === b.started && a.since === b.since;

export interface FolderLock {
  info: LockInfo;
  /** removes the lock if it is still this one (idempotent) */
  release(): void;
}

/** Claims `folder` for this process, or answers the live holder that has it. A stale lock (its
 * process gone) is replaced. The lock is released by `release()` or when this process exits. */
export function claimFolder(folder: string, holder: LockHolder, extra: Pick<LockInfo, 'socket' | 'token'> = {}): FolderLock | { heldBy: LockInfo } {
  const file = lockPathOf(folder);
  const info: LockInfo = { pid: process.pid, started: startTimeOf(process.pid), holder, since: new Date().toISOString(), ...extra };
  const unique = `${process.pid}-${randomBytes(4).toString('hex')}`;
  const draft = `${file}.${unique}.novo`;
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(draft, JSON.stringify(info), { mode: 0o600 });
  try {
    for (let attempt = 0; attempt < 10; attempt++) {
      try {
        linkSync(draft, file);
        return held(file, info);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      }
      const current = parseLock(file);
      if (current && isAlive(current)) return { heldBy: current };
      // stale (or unreadable): moved aside atomically, and removed only if it is still the lock
      // judged stale — another process may have replaced it in between (then it goes back)
      const aside = `${file}.${unique}.velho`;
      try {
        renameSync(file, aside);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') continue;
        throw error;
      }
      const moved = parseLock(aside);
      if (current !== null && moved !== null && !sameLock(moved, current)) {
        try {
          linkSync(aside, file);
        } catch {
          // yet another lock is there: it wins
        }
      }
      rmSync(aside, { force: true });
    }
    throw new Error(`não foi possível obter ${file}: outro processo o troca sem parar`);
  } finally {
    rmSync(draft, { force: true });
  }
}

function held(file: string, info: LockInfo): FolderLock {
  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    process.off('exit', release);
    if (sameLock(parseLock(file), info)) rmSync(file, { force: true });
  };
  // whatever ends this process (process.exit, an uncaught error) lets the folder go; a SIGKILL
  // leaves a stale lock, which the next claim replaces
  process.on('exit', release);
  return { info, release };
}
