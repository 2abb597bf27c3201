// Who holds an embedded database's folder (./folder-lock.ts) and the running api's backup door
// (./control.ts), without a database: the lock is claimed once, released, replaced when its process
// is gone (or its pid now belongs to another process), never taken from a live holder; an api waits
// for a backup that holds the folder and refuses to share it with another api; the socket (0600)
// answers a snapshot to the lock's token only, and a holder that does not answer is told apart
// from one that answered a failure. The backup of a real running api: backup.test.ts.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { PgliteSnapshot } from './backup';
import { ControlError, holdEmbeddedDatabase, requestSnapshot, socketPathFor, type EmbeddedDatabaseHold } from './control';
import { claimFolder, isAlive, lockPathOf, readLock, startTimeOf, type FolderLock, type LockInfo } from './folder-lock';

const quietLog = { info: () => {}, warn: () => {} };

let root: string;
let sleeper: ChildProcess;
beforeAll(async () => {
  root = mkdtempSync(path.join(os.tmpdir(), 'acolhe-trava-'));
  // another live process: what a lock of "somebody else, running" names
  sleeper = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 120000)'], { stdio: 'ignore' });
  await new Promise((resolve) => sleeper.once('spawn', resolve));
});
afterAll(() => {
  sleeper.kill('SIGKILL');
  rmSync(root, { recursive: true, force: true });
});

let n = 0;
const folder = () => path.join(root, `pglite-${++n}`);
const writeLock = (dir: string, lock: Partial<LockInfo>) =>
  writeFileSync(lockPathOf(dir), JSON.stringify({ started: null, since: new Date().toISOString(), holder: 'api', ...lock }), { mode: 0o600 });

async function deadPid(): Promise<number> {
  const child = spawn(process.execPath, ['-e', '0'], { stdio: 'ignore' });
  await new Promise((resolve) => child.once('exit', resolve));
  return child.pid!;
}

describe('the folder lock', () => {
  it('is claimed beside the folder (0600), held against a second claim, and released', () => {
    const dir = folder();
    const claim = claimFolder(dir, 'backup') as FolderLock;
    expect('heldBy' in claim).toBe(false);
    expect(lockPathOf(dir)).toBe(`${dir}.lock`);
    expect(statSync(lockPathOf(dir)).mode & 0o777).toBe(0o600);
    expect(readLock(dir)).toMatchObject({ pid: process.pid, holder: 'backup', started: startTimeOf(process.pid) });
    expect(claimFolder(dir, 'restore')).toEqual({ heldBy: claim.info });
    claim.release();
    expect(existsSync(lockPathOf(dir))).toBe(false);
    const again = claimFolder(dir, 'restore') as FolderLock;
    expect(again.info.holder).toBe('restore');
    again.release();
  });

  it('a live holder keeps it; a dead pid, a reused pid (another start time) and an unreadable file do not', async () => {
    const dir = folder();
    const live = { pid: sleeper.pid!, started: startTimeOf(sleeper.pid!) };
    writeLock(dir, live);
    expect(isAlive(live)).toBe(true);
    expect(claimFolder(dir, 'backup')).toEqual({ heldBy: expect.objectContaining(live) });

    for (const stale of [{ pid: await deadPid() }, { pid: sleeper.pid!, started: 'outro-processo' }]) {
      writeLock(dir, stale);
      expect(isAlive({ started: null, ...stale })).toBe(false);
      const claim = claimFolder(dir, 'backup') as FolderLock;
      expect(claim.info.pid).toBe(process.pid);
      claim.release();
    }
    writeFileSync(lockPathOf(dir), '{"pid":');
    const claim = claimFolder(dir, 'backup') as FolderLock;
    expect(claim.info.pid).toBe(process.pid);
    claim.release();
  });

  it('never signals a process group: pid 0 or a negative pid is not alive', () => {
    expect(isAlive({ pid: 0, started: null })).toBe(false);
    expect(isAlive({ pid: -1, started: null })).toBe(false);
  });

  it('releasing a lock that another process took over leaves that one in place', () => {
    const dir = folder();
    const claim = claimFolder(dir, 'backup') as FolderLock;
    writeLock(dir, { pid: sleeper.pid!, started: startTimeOf(sleeper.pid!) });
    claim.release();
    expect(readLock(dir)?.pid).toBe(sleeper.pid);
  });
});

describe('the api’s hold of its folder', () => {
  it('refuses to share the folder with another running api that does not let it go', async () => {
    const dir = folder();
    writeLock(dir, { pid: sleeper.pid!, started: startTimeOf(sleeper.pid!), holder: 'api' });
    await expect(holdEmbeddedDatabase(dir, { waitMs: 700 })).rejects.toThrow(new RegExp(`Outro api \\(pid ${sleeper.pid}\\) já está usando o banco em`));
    expect(readLock(dir)?.pid).toBe(sleeper.pid);
  });

  it('waits for a backup that holds the folder, then takes it; refuses when it does not end in time', async () => {
    const dir = folder();
    writeLock(dir, { pid: sleeper.pid!, started: startTimeOf(sleeper.pid!), holder: 'backup' });
    const waited: LockInfo[] = [];
    await expect(holdEmbeddedDatabase(dir, { waitMs: 700, onWait: (h) => waited.push(h) })).rejects.toThrow(/O backup \(pid \d+\) ainda está usando o banco/);
    expect(waited).toHaveLength(1);

    const holding = holdEmbeddedDatabase(dir, { waitMs: 10_000 });
    setTimeout(() => rmSync(lockPathOf(dir)), 600); // the backup ends
    const hold = await holding;
    expect(readLock(dir)).toMatchObject({ pid: process.pid, holder: 'api', socket: `${dir}.sock` });
    await hold.close();
    expect(readLock(dir)).toBeNull();
  });

  it('a folder too deep for a socket path gets one under the temporary folder', () => {
    const deep = path.join(root, 'x'.repeat(120), 'pglite');
    expect(socketPathFor(deep).startsWith(os.tmpdir())).toBe(true);
    expect(Buffer.byteLength(socketPathFor(deep))).toBeLessThanOrEqual(100);
    expect(socketPathFor('/srv/acolhe/pglite')).toBe('/srv/acolhe/pglite.sock');
  });
});

describe('the control socket', () => {
  let dir: string;
  let hold: EmbeddedDatabaseHold;
  let snapshot: () => Promise<PgliteSnapshot>;
  const dump = Buffer.alloc(3 * 1024 * 1024 + 17, 7); // several chunks on the wire
  const taken: PgliteSnapshot = { database: { tables: { 'public.a': 3 }, bookingsChecksum: 'c', migrations: 1 }, takenAt: '2030-01-16T13:00:00.000Z', dump };

  beforeAll(async () => {
    dir = folder();
    hold = await holdEmbeddedDatabase(dir);
    await hold.serveBackups(() => snapshot(), quietLog);
  });
  afterAll(() => hold.close());

  it('listens beside the folder, mode 0600, and answers a snapshot whole to the lock’s token', async () => {
    expect(statSync(`${dir}.sock`).mode & 0o777).toBe(0o600);
    snapshot = async () => taken;
    const answer = await requestSnapshot(readLock(dir)!);
    expect(answer.database).toEqual(taken.database);
    expect(answer.takenAt).toBe(taken.takenAt);
    expect(answer.dump.equals(dump)).toBe(true);
  });

  it('refuses a request without the lock’s token; a failed snapshot is an answer, not silence', async () => {
    snapshot = async () => taken;
    const wrong = requestSnapshot({ ...readLock(dir)!, token: 'f'.repeat(64) });
    await expect(wrong).rejects.toThrow(/token não é o do arquivo de trava/);
    await expect(wrong).rejects.toMatchObject({ noAnswer: false });

    snapshot = async () => {
      throw new Error('disco cheio');
    };
    const failed = requestSnapshot(readLock(dir)!);
    await expect(failed).rejects.toThrow(/O api não conseguiu tirar o backup: disco cheio/);
    await expect(failed).rejects.toMatchObject({ noAnswer: false });
  });

  it('a holder with no socket, or one that accepts the connection and never answers, is silence', async () => {
    const lock = readLock(dir)!;
    const none = requestSnapshot({ ...lock, socket: path.join(root, 'nada.sock') }, { answerMs: 500 });
    await expect(none).rejects.toBeInstanceOf(ControlError);
    await expect(none).rejects.toMatchObject({ noAnswer: true });

    const mute = net.createServer(() => {}); // a stopped process: the kernel accepts, nobody reads
    const mutePath = path.join(root, 'mudo.sock');
    await new Promise<void>((resolve) => mute.listen(mutePath, resolve));
    try {
      const silent = requestSnapshot({ ...lock, socket: mutePath }, { answerMs: 500 });
      await expect(silent).rejects.toThrow(/não aceitou o pedido a tempo/);
      await expect(silent).rejects.toMatchObject({ noAnswer: true });
    } finally {
      mute.close();
    }
  });

  it('the lock file holds the token only its user can read', () => {
    const lock = JSON.parse(readFileSync(lockPathOf(dir), 'utf8')) as LockInfo;
    expect(lock.token).toMatch(/^[0-9a-f]{64}$/);
    expect(statSync(lockPathOf(dir)).mode & 0o077).toBe(0);
  });
});
