// The whole local stack of `npm start` for the front benches (bundles, pages, Lighthouse): on
// ports of its own (offset) and a fresh data folder, started once and stopped (process group
// killed) whatever happens.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { reapOnExit, signalGroup } from '../processGroup';

export const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');

export function ports(offset: number) {
  return {
    SHELL_PORT: 3100 + offset,
    DISCOVERY_PORT: 3101 + offset,
    BOOKING_PORT: 3102 + offset,
    THERAPIST_AREA_PORT: 3103 + offset,
    CLIENT_AREA_PORT: 3104 + offset,
    // as the e2e stack (3105–3108 are its own)
    OPERACAO_PORT: 3109 + offset,
    API_PORT: 4100 + offset,
    IDENTITY_PORT: 9329 + offset,
  };
}

export interface Stack {
  shell: string;
  api: string;
  /** the front benches' own static servers (floors) take ports from here up */
  freePort: number;
}

async function startStack(offset: number, log: (l: string) => void): Promise<{ child: ChildProcess; stack: Stack; dataDir: string }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'acolhe-bench-stack-'));
  const p = ports(offset);
  const child = spawn('npx', ['tsx', 'scripts/stack/start.ts'], {
    cwd: repoRoot,
    env: { ...process.env, ...Object.fromEntries(Object.entries(p).map(([k, v]) => [k, String(v)])), DATA_DIR: dataDir, RATE_LIMIT_ENABLED: 'false' },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  reapOnExit(child);
  let output = '';
  try {
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`a stack não subiu em 300 s:\n${output}`)), 300_000);
      const onData = (c: Buffer) => {
        output += c.toString();
        if (output.includes('ACOLHE_READY')) {
          clearTimeout(timer);
          resolve();
        }
      };
      child.stdout!.on('data', onData);
      child.stderr!.on('data', onData);
      child.once('exit', (code) => reject(new Error(`a stack saiu (${code}):\n${output}`)));
    });
  } catch (e) {
    await stopStack(child, dataDir);
    throw e;
  }
  child.removeAllListeners('exit');
  child.stdout!.removeAllListeners('data');
  child.stderr!.removeAllListeners('data');
  child.stdout!.resume();
  child.stderr!.resume();
  log(`front: stack no ar em http://localhost:${p.SHELL_PORT}`);
  return { child, stack: { shell: `http://localhost:${p.SHELL_PORT}`, api: `http://localhost:${p.API_PORT}`, freePort: 3110 + offset }, dataDir };
}

async function stopStack(child: ChildProcess, dataDir: string) {
  signalGroup(child, 'SIGTERM');
  await new Promise((r) => setTimeout(r, 1500));
  signalGroup(child, 'SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
}

/** Runs `work` against a freshly started stack, then stops it. */
export async function withStack<T>(offset: number, log: (l: string) => void, work: (stack: Stack) => Promise<T>): Promise<T> {
  const { child, stack, dataDir } = await startStack(offset, log);
  try {
    return await work(stack);
  } finally {
    await stopStack(child, dataDir);
  }
}
