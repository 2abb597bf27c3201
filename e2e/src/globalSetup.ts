import { spawn } from 'node:child_process';
import { createWriteStream, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { stackEnv } from './stackEnv';

const repoRoot = join(__dirname, '..', '..');
export const STATE_FILE = join(tmpdir(), `acolhe-e2e-stack-${process.env.E2E_PORT_OFFSET ?? 0}.json`);

/** Builds the front-ends that changed (what `npm start` does first), with no time limit: on a
 * busy 2-core machine that alone takes minutes, and a failed build fails by itself. */
async function buildFrontends() {
  const build = spawn('npx', ['tsx', 'scripts/stack/build.ts'], { cwd: repoRoot, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const collect = (chunk: Buffer) => {
    output += chunk.toString();
    if (process.env.E2E_VERBOSE) process.stdout.write(chunk);
  };
  build.stdout.on('data', collect);
  build.stderr.on('data', collect);
  const code = await new Promise<number | null>((resolve) => build.on('exit', resolve));
  if (code !== 0) throw new Error(`build dos front-ends falhou (código ${code}):\n${output}`);
}

/** Starts `scripts/stack/start.ts` (what `npm start` runs) and waits for its ready line. */
export default async function globalSetup() {
  await buildFrontends();
  const dataDir = mkdtempSync(join(tmpdir(), 'acolhe-e2e-'));
  const child = spawn('npx', ['tsx', 'scripts/stack/start.ts'], {
    cwd: repoRoot,
    env: { ...process.env, ...stackEnv(dataDir) },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true, // own process group: teardown stops the whole tree
  });
  let output = '';
  // Built just above; the stack rebuilds only what changed in the meantime (a shared tree).
  const readyTimeoutMs = Number(process.env.E2E_STACK_TIMEOUT_MS ?? 480_000);
  const ready = new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`stack não ficou pronto em ${readyTimeoutMs / 1000} s:\n${output}`)), readyTimeoutMs);
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
  try {
    await ready;
  } catch (error) {
    // never leave a half-started stack behind (it would hold the e2e ports for the next run)
    try {
      process.kill(-child.pid!, 'SIGTERM');
    } catch {
      // already gone
    }
    throw error;
  }
  child.stdout.removeAllListeners('data');
  child.stderr.removeAllListeners('data');
  // What `npm start` prints, kept for the tests that read the console (security.e2e.ts: no code,
  // no admin secret in it); piping also keeps the child's output flowing.
  const log = createWriteStream(join(dataDir, 'stack.log'));
  log.write(output);
  child.stdout.pipe(log, { end: false });
  child.stderr.pipe(log, { end: false });
  child.removeAllListeners('exit');
  writeFileSync(STATE_FILE, JSON.stringify({ pid: child.pid, dataDir }));
  (globalThis as { __ACOLHE_STACK__?: unknown }).__ACOLHE_STACK__ = child;
}
