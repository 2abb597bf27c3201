// Debian's Radicale (the `radicale` package; .ci/run installs it) as a real CalDAV server for the
// api tests of issue 45: started on a free port of 127.0.0.1 with a temporary storage folder and
// an htpasswd file of plain passwords, stopped (and its folder removed) by `stop()`.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

export interface Radicale {
  /** `http://127.0.0.1:<port>/` */
  url: string;
  stop(): Promise<void>;
}

const RADICALE = process.env.RADICALE_BIN ?? '/usr/bin/radicale';

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

async function answering(url: string, deadline: number, child: ChildProcess): Promise<void> {
  for (;;) {
    if (child.exitCode !== null) throw new Error(`radicale saiu com o código ${child.exitCode}`);
    try {
      await fetch(url, { method: 'OPTIONS' });
      return;
    } catch {
      if (Date.now() > deadline) throw new Error('radicale não respondeu a tempo');
      await new Promise((r) => setTimeout(r, 100));
    }
  }
}

/** Starts Radicale with these users (`user → password`). */
export async function startRadicale(users: Readonly<Record<string, string>>): Promise<Radicale> {
  const dir = mkdtempSync(path.join(tmpdir(), 'acolhe-radicale-'));
  const port = await freePort();
  writeFileSync(path.join(dir, 'users'), Object.entries(users).map(([user, password]) => `${user}:${password}\n`).join(''));
  writeFileSync(
    path.join(dir, 'config'),
    [
      '[server]',
      `hosts = 127.0.0.1:${port}`,
      '[auth]',
      'type = htpasswd',
      `htpasswd_filename = ${path.join(dir, 'users')}`,
      'htpasswd_encryption = plain',
      '[storage]',
      `filesystem_folder = ${path.join(dir, 'collections')}`,
      '[rights]',
      'type = owner_only',
      '[web]',
      'type = none',
      '[logging]',
      'level = error',
      '',
    ].join('\n'),
  );
  const child = spawn(RADICALE, ['--config', path.join(dir, 'config')], { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const url = `http://127.0.0.1:${port}/`;
  try {
    await answering(url, Date.now() + 15_000, child);
  } catch (error) {
    child.kill();
    rmSync(dir, { recursive: true, force: true });
    throw new Error(`${(error as Error).message}: ${stderr.slice(0, 500)}`);
  }
  return {
    url,
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
