// Backups that restore: a seeded database (demo data, bookings of every status, notifications)
// and its uploads are backed up, restored into an empty one, and every table's row count and the
// bookings' checksum are compared — here the embedded PGlite (the PGlite run); PostgreSQL in
// backup-postgres.test.ts (PostgreSQL run). A non-empty target is refused.
// Then the backup of a RUNNING api (issue 47 item 3, docs/decisions/0049): a real api (`npm run
// api`) over a PGlite folder, listening, with its control socket; the backup is taken through it
// (a write acknowledged just before is in it; writes sent during it are each wholly in or out; the
// manifest matches the dump; the api keeps answering); an api that does not answer is refused with
// nothing left behind; a restore into its folder is refused; a stale lock lets the CLI open the
// folder itself.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startIdentity, startReplica, stopReplica, waitReady, logTail, type ApiReplica, type Identity } from '../../replicas/cluster';
import { expectSameDatabase, freePort, profileName, profilesIn, seeded, summaryOf, uploadsWithFiles } from '../../testing/backup';
import { cpfFor, profileBody } from '../../testing/helpers';
import { BackupError, MANIFEST, backup, compareSummaries, readManifest, restore, type DatabaseSummary } from './backup';
import { lockPathOf, readLock, type LockInfo } from './folder-lock';

describe('compareSummaries', () => {
  it('names every table whose rows differ and a different checksum', () => {
    const a: DatabaseSummary = { tables: { 'public.a': 1, 'public.b': 2 }, bookingsChecksum: 'x', migrations: 3 };
    expect(compareSummaries(a, a)).toEqual([]);
    expect(compareSummaries(a, { tables: { 'public.a': 1 }, bookingsChecksum: 'y', migrations: 2 })).toEqual([
      'public.b: 2 linhas esperadas, ausente restauradas',
      'sessoes: checksum diferente',
      'migrações: 3 esperadas, 2 restauradas',
    ]);
  });
});

describe('backup and restore of the embedded PGlite', () => {
  let root: string;
  beforeAll(() => {
    root = mkdtempSync(path.join(os.tmpdir(), 'acolhe-backup-'));
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('restores a seeded database and its uploads into an empty DATA_DIR: same rows in every table, same bookings', async () => {
    const pgliteDir = path.join(root, 'origem', 'pglite');
    await seeded({ pgliteDir });
    const uploadsDir = uploadsWithFiles(path.join(root, 'origem'));
    const source = await summaryOf({ pgliteDir });

    const out = path.join(root, 'backup');
    const manifest = await backup({ pgliteDir, uploadsDir }, out);
    expect(manifest).toMatchObject({ format: 1, driver: 'pglite', uploads: { kind: 'disk', files: 2 } });
    expect(manifest.database).toEqual(source);
    expect(readdirSync(out).sort()).toEqual([MANIFEST, 'pglite.tar.gz', 'uploads']);

    const target = { pgliteDir: path.join(root, 'destino', 'pglite'), uploadsDir: path.join(root, 'destino', 'uploads') };
    const result = await restore(out, target);
    expectSameDatabase(source, result.restored);
    expectSameDatabase(source, await summaryOf({ pgliteDir: target.pgliteDir })); // reopened from disk
    expect(readFileSync(path.join(target.uploadsDir, 'clientes', 'c1', 'foto.webp'), 'utf8')).toBe('webp de teste');

    // a folder that already holds a database is refused, then replaced with --replace (the old one kept)
    await expect(restore(out, target)).rejects.toThrow(BackupError);
    await expect(restore(out, target)).rejects.toThrow(/já tem um banco/);
    const replaced = await restore(out, target, { replace: true });
    expect(replaced.previousPgliteDir).toMatch(/pglite\.antes-/);
    expect(readdirSync(replaced.previousPgliteDir!)).toContain('PG_VERSION');
    expectSameDatabase(source, replaced.restored);
  }, 240_000);

  it('refuses a folder that is not a backup, a non-empty destination, and a PostgreSQL target for a PGlite backup', async () => {
    expect(() => readManifest(root)).toThrow(/não é um backup do Acolhe/);
    const full = path.join(root, 'cheia');
    mkdirSync(full, { recursive: true });
    writeFileSync(path.join(full, 'x'), 'x');
    await expect(backup({ pgliteDir: path.join(root, 'origem', 'pglite'), uploadsDir: path.join(root, 'nada') }, full)).rejects.toThrow(/não está vazia/);
    await expect(restore(path.join(root, 'backup'), { databaseUrl: 'postgres://x@127.0.0.1:1/x', pgliteDir: '', uploadsDir: '' })).rejects.toThrow(/PGlite/);
  });
});

describe('a backup of a running api on the embedded PGlite', () => {
  let root: string;
  let identity: Identity;
  let api: ApiReplica;
  let pgliteDir: string;
  let uploadsDir: string;
  let lock: LockInfo;
  /** every profile the test saved through the api, by sub, and whether the api acknowledged it */
  const written: { sub: string; n: number; acknowledged: boolean }[] = [];
  let next = 0;

  async function saveProfile(): Promise<{ sub: string; n: number; status: number }> {
    const n = ++next;
    const sub = `backup-${n}-${process.pid}-${Date.now().toString(36)}`;
    const entry = { sub, n, acknowledged: false };
    written.push(entry);
    const res = await fetch(`${api.base}/terapeutas`, {
      method: 'POST',
      headers: { authorization: `Bearer ${await identity.sign(sub, 'terapeuta')}`, 'content-type': 'application/json' },
      // a CRP and CPF of their own: the seeded therapists hold 06/2000xx and 3000000xx-xx
      body: JSON.stringify(profileBody({ fullName: profileName(n), crp: `06/${900_000 + n}`, cpf: cpfFor(700_000_000 + n) })),
      signal: AbortSignal.timeout(120_000),
    });
    await res.arrayBuffer();
    entry.acknowledged = res.status === 200;
    return { sub, n, status: res.status };
  }

  const ready = async () => (await fetch(`${api.base}/ready`, { signal: AbortSignal.timeout(10_000) })).status;

  beforeAll(async () => {
    root = mkdtempSync(path.join(os.tmpdir(), 'acolhe-backup-live-'));
    identity = await startIdentity();
    api = startReplica('backup', await freePort(), {
      ...identity.env,
      DATABASE_URL: '', // the embedded PGlite, whatever this run's environment says
      RATE_LIMIT_ENABLED: 'false',
      MAIL_ENABLED: 'false',
      JOBS_ENABLED: 'false',
      LOG_LEVEL: 'warn',
    });
    await waitReady(api, 240_000);
    pgliteDir = path.join(api.dataDir, 'pglite');
    uploadsDir = path.join(api.dataDir, 'uploads');
    lock = readLock(pgliteDir)!;
  }, 300_000);

  afterAll(async () => {
    if (api) await stopReplica(api);
    await identity?.close();
    rmSync(root, { recursive: true, force: true });
  }, 60_000);

  it('the api holds its folder: a lock beside it with its pid and a control socket (0600) beside it too', () => {
    expect(lock).toMatchObject({ holder: 'api', socket: `${pgliteDir}.sock` });
    expect(lock.pid).not.toBe(process.pid);
    expect(readFileSync(lockPathOf(pgliteDir)).length).toBeGreaterThan(0);
    expect(statMode(lockPathOf(pgliteDir))).toBe(0o600);
    expect(statMode(lock.socket!)).toBe(0o600);
    // never inside the data directory, whose dump is the backup
    expect(readdirSync(pgliteDir).filter((f) => /lock|sock/.test(f))).toEqual([]);
  });

  it('takes the backup through the api: a write acknowledged just before is in the restored copy, and the api keeps answering and writing', async () => {
    const before = await saveProfile();
    expect(before.status).toBe(200);

    const out = path.join(root, 'um');
    const manifest = await backup({ pgliteDir, uploadsDir }, out);
    expect(readdirSync(out).sort()).toEqual([MANIFEST, 'pglite.tar.gz', 'uploads']);

    const target = { pgliteDir: path.join(root, 'um-restaurado', 'pglite'), uploadsDir: path.join(root, 'um-restaurado', 'uploads') };
    const result = await restore(out, target); // checks every table and the bookings against the manifest
    expectSameDatabase(manifest.database, result.restored);
    expect((await profilesIn(target.pgliteDir, [before])).get(before.sub)).toBe('inteiro');
    expect(manifest.takenBy).toEqual({ api: lock.pid }); // by the api, not a second process on its folder

    // the live database still answers, reads and writes
    expect(await ready()).toBe(200);
    const after = await saveProfile();
    expect(after.status).toBe(200);
    const read = await fetch(`${api.base}/terapeutas/${after.sub}`, { headers: { authorization: `Bearer ${await identity.sign(after.sub, 'terapeuta')}` } });
    expect(((await read.json()) as { fullName: string }).fullName).toBe(profileName(after.n));
  }, 240_000);

  it('writes sent during the backup wait or land after, each wholly in or out; the manifest matches the dump', async () => {
    const during: Promise<{ sub: string; n: number; status: number }>[] = [];
    const acknowledgedBefore: { sub: string; n: number }[] = [];
    let backingUp = true;
    // a stream of writes from before the backup starts until it ends: one every 50 ms, at most 4
    // in flight (this machine is shared; the point is writes meeting the backup, not a load test)
    const stream = (async () => {
      const inFlight = new Set<Promise<unknown>>();
      while (backingUp && during.length < 300) {
        const write = saveProfile().catch((error: unknown) => ({ sub: '', n: 0, status: -1, error }));
        during.push(write);
        inFlight.add(write);
        void write.then(() => inFlight.delete(write));
        if (inFlight.size >= 4) await Promise.race(inFlight);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    })();
    await during[0]; // the stream's first write acknowledged: the backup starts among writes
    for (const w of written) if (w.acknowledged) acknowledgedBefore.push({ sub: w.sub, n: w.n });
    const out = path.join(root, 'dois');
    const manifest = await backup({ pgliteDir, uploadsDir }, out).finally(() => (backingUp = false));
    await stream;
    const answers = await Promise.all(during);
    expect(answers.map((a) => a.status).filter((s) => s !== 200)).toEqual([]); // waited, never failed

    const target = { pgliteDir: path.join(root, 'dois-restaurado', 'pglite'), uploadsDir: path.join(root, 'dois-restaurado', 'uploads') };
    const result = await restore(out, target); // the manifest (counted in the api) matches the dump, table by table
    expect(result.restored).toEqual(manifest.database);

    const states = await profilesIn(target.pgliteDir, written);
    const halves = [...states.values()].filter((state) => state !== 'inteiro' && state !== 'ausente');
    expect(halves).toEqual([]);
    for (const w of acknowledgedBefore) expect(states.get(w.sub)).toBe('inteiro');
    expect(acknowledgedBefore.length).toBeGreaterThan(0);
    const inside = [...states.values()].filter((state) => state === 'inteiro').length;
    expect(inside).toBeGreaterThanOrEqual(acknowledgedBefore.length);
    // writes that arrived while the api was taking the snapshot waited for it and landed after:
    // acknowledged (200 above), absent from this backup — and in the live database (the last test)
    expect(answers.filter((a) => states.get(a.sub) === 'ausente').length).toBeGreaterThan(0);
  }, 240_000);

  it('an api that holds the folder but does not answer: refused with what to do, no folder left, the folder never opened', async () => {
    const out = path.join(root, 'tres');
    process.kill(lock.pid, 'SIGSTOP');
    try {
      const refusal = backup({ pgliteDir, uploadsDir }, out, { answerMs: 2000 });
      await expect(refusal).rejects.toThrow(BackupError);
      await expect(refusal).rejects.toThrow(new RegExp(`O api está rodando \\(pid ${lock.pid}\\) mas não respondeu ao pedido de backup`));
      await expect(refusal).rejects.toThrow(/pare o api/);
      expect(readdirSync(root).filter((f) => f.startsWith('tres'))).toEqual([]);
    } finally {
      process.kill(lock.pid, 'SIGCONT');
    }
    // the request it read on waking finds the CLI gone: the api carries on
    expect(await ready()).toBe(200);
    expect((await saveProfile()).status).toBe(200);
  }, 120_000);

  it('a restore into the folder of the running api is refused (stop the api first), and the folder stays', async () => {
    const restoring = restore(path.join(root, 'um'), { pgliteDir, uploadsDir }, { replace: true });
    await expect(restoring).rejects.toThrow(new RegExp(`O api está rodando \\(pid ${lock.pid}\\) com o banco em .*: pare o api`));
    expect(readdirSync(api.dataDir).filter((f) => f.includes('antes') || f.includes('restaurando'))).toEqual([]);
    expect(await ready()).toBe(200);
    expect((await saveProfile()).status).toBe(200);
  }, 120_000);

  it('after the api stops, its folder opens with every acknowledged write; a stale lock (dead pid) lets the CLI open the folder itself', async () => {
    await stopGracefully(api);
    expect(readLock(pgliteDir)).toBeNull(); // released on the way out
    const acknowledged = written.filter((w) => w.acknowledged);
    const states = await profilesIn(pgliteDir, acknowledged);
    expect([...states.values()].filter((s) => s !== 'inteiro')).toEqual([]);

    // a lock left by an api that died (kill -9): its pid is gone
    const dead = await deadPid();
    writeFileSync(lockPathOf(pgliteDir), JSON.stringify({ ...lock, pid: dead, started: null }), { mode: 0o600 });
    const out = path.join(root, 'quatro');
    const manifest = await backup({ pgliteDir, uploadsDir }, out);
    expect(manifest.takenBy).toBe('folder');
    expect(readLock(pgliteDir)).toBeNull(); // its own claim released, the stale one gone
    const target = { pgliteDir: path.join(root, 'quatro-restaurado', 'pglite'), uploadsDir: path.join(root, 'quatro-restaurado', 'uploads') };
    await restore(out, target);
    const restored = await profilesIn(target.pgliteDir, acknowledged);
    expect([...restored.values()].filter((s) => s !== 'inteiro')).toEqual([]);
  }, 240_000);

  async function stopGracefully(replica: ApiReplica) {
    const gone = new Promise((resolve) => replica.child.once('exit', resolve));
    process.kill(lock.pid, 'SIGTERM'); // the node process itself: its shutdown closes the database
    await Promise.race([gone, new Promise((resolve) => setTimeout(resolve, 30_000))]);
    for (let i = 0; i < 100 && isRunning(lock.pid); i++) await new Promise((resolve) => setTimeout(resolve, 100));
    if (isRunning(lock.pid)) throw new Error(`o api não parou${logTail(replica)}`);
  }
});

const statMode = (file: string) => statSync(file).mode & 0o777;

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** The pid of a process that has exited (and been reaped). */
async function deadPid(): Promise<number> {
  const child = spawn(process.execPath, ['-e', '0'], { stdio: 'ignore' });
  await new Promise((resolve) => child.once('exit', resolve));
  return child.pid!;
}
