import { spawn } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { stackEnv } from './stackEnv';

const repoRoot = join(__dirname, '..', '..');
export const STATE_FILE = join(tmpdir(), `acolhe-e2e-stack-${process.env.E2E_PORT_OFFSET ?? 0}.json`);

/** Starts `scripts/stack/start.ts` (what `npm start` runs) and waits for its ready line. */
export default async function globalSetup() {
  const dataDir = mkdtempSync(join(tmpdir(), 'acolhe-e2e-'));
  const child = spawn('npx', ['tsx', 'scripts/stack/start.ts'], {
    cwd: repoRoot,
    env: { ...process.env, ...stackEnv(dataDir) },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true, // own process group: teardown stops the whole tree
  });
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`stack não ficou pronto em 240 s:\n${output}`)), 240_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (process.env.E2E_VERBOSE) process.stdout.write(chunk);
      if (output.includes('ACOLHE_READY')) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`stack saiu com código ${code}:\n${output}`));
    });
  });
  child.stdout.removeAllListeners('data');
  child.stderr.removeAllListeners('data');
  child.stdout.resume();
  child.stderr.resume();
  child.removeAllListeners('exit');
  writeFileSync(STATE_FILE, JSON.stringify({ pid: child.pid, dataDir }));
  (globalThis as { __ACOLHE_STACK__?: unknown }).__ACOLHE_STACK__ = child;
}
