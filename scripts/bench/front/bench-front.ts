// The front half of `npm run bench`: starts the whole local stack (as `npm start`, on its own
// ports and a fresh data folder), then measures bundles and pages.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { DEMO_ACCOUNTS } from '@acolhe/api/demo-accounts';
import { remoteBytes, type Bytes, type RemoteBytes } from './bundles';
import { launch, measure, scriptBytes, serveSnapshots, staticSnapshot, type PageFigures } from './pages';

const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
const REMOTES = ['mfe-discovery', 'mfe-booking', 'mfe-therapist-area', 'mfe-client-area'];
const therapistId = DEMO_ACCOUNTS.find((a) => a.tipo === 'terapeuta')!.id;

export interface PageResult {
  path: string;
  app: PageFigures;
  floor: PageFigures;
}

export interface FrontResult {
  /** JS the browser fetched to show /login (the shell alone), by origin */
  shellInitial: Bytes & { files: number };
  /** JS fetched to show / (shell + discovery), all origins */
  homeTotal: Bytes & { files: number };
  remotes: RemoteBytes[];
  pages: PageResult[];
  throttle: number;
  runs: number;
}

function ports(offset: number) {
  return {
    SHELL_PORT: 3100 + offset,
    DISCOVERY_PORT: 3101 + offset,
    BOOKING_PORT: 3102 + offset,
    THERAPIST_AREA_PORT: 3103 + offset,
    CLIENT_AREA_PORT: 3104 + offset,
    API_PORT: 4100 + offset,
    IDENTITY_PORT: 9329 + offset,
  };
}

async function startStack(offset: number, log: (l: string) => void): Promise<{ child: ChildProcess; shell: string; dataDir: string }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'acolhe-bench-stack-'));
  const p = ports(offset);
  const child = spawn('npx', ['tsx', 'scripts/stack/start.ts'], {
    cwd: repoRoot,
    env: { ...process.env, ...Object.fromEntries(Object.entries(p).map(([k, v]) => [k, String(v)])), DATA_DIR: dataDir, RATE_LIMIT_ENABLED: 'false' },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  const reap = () => {
    try {
      process.kill(-child.pid!, 'SIGKILL');
    } catch {
      // already stopped
    }
  };
  process.once('exit', reap); // never leave the stack behind, whatever ends this process
  child.once('exit', () => process.off('exit', reap));
  let output = '';
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
  child.removeAllListeners('exit');
  child.stdout!.removeAllListeners('data');
  child.stderr!.removeAllListeners('data');
  child.stdout!.resume();
  child.stderr!.resume();
  log(`front: stack no ar em http://localhost:${p.SHELL_PORT}`);
  return { child, shell: `http://localhost:${p.SHELL_PORT}`, dataDir };
}

async function stopStack(child: ChildProcess, dataDir: string) {
  try {
    process.kill(-child.pid!, 'SIGTERM');
  } catch {
    // gone
  }
  await new Promise((r) => setTimeout(r, 1500));
  try {
    process.kill(-child.pid!, 'SIGKILL');
  } catch {
    // stopped cleanly
  }
  rmSync(dataDir, { recursive: true, force: true });
}

const PAGES: [string, (page: Page) => Promise<unknown>][] = [
  ['/', (p) => p.getByRole('region', { name: 'Terapeutas em destaque' }).getByRole('link').first().waitFor({ timeout: 60_000 })],
  ['/terapeutas', (p) => p.getByTestId('therapist-card').first().waitFor({ timeout: 60_000 })],
  [`/terapeuta/${therapistId}`, (p) => p.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 60_000 })],
];

export async function benchFront(options: { offset: number; runs: number; log: (l: string) => void }): Promise<FrontResult> {
  const remotes = REMOTES.map((f) => remoteBytes(repoRoot, f));
  const { child, shell, dataDir } = await startStack(options.offset, options.log);
  const browser = await launch();
  let floorServer: { close: (cb: () => void) => void } | undefined;
  try {
    const login = await scriptBytes(browser, `${shell}/login`, (p) => p.getByLabel('E-mail').waitFor({ timeout: 60_000 }));
    const home = await scriptBytes(browser, `${shell}/`, PAGES[0]![1]);
    const sum = (m: Map<string, Bytes & { files: number }>) =>
      [...m.values()].reduce((a, b) => ({ raw: a.raw + b.raw, gzip: a.gzip + b.gzip, files: a.files + b.files }), { raw: 0, gzip: 0, files: 0 });
    const shellInitial = sum(login);
    options.log(`front: JS para mostrar /login ${(shellInitial.gzip / 1024).toFixed(0)} KB gzip (${shellInitial.files} arquivos, origens ${[...login.keys()].join(', ')})`);

    const snapshots: Record<string, string> = {};
    for (const [i, [path, ready]] of PAGES.entries()) snapshots[`p${i}`] = await staticSnapshot(browser, `${shell}${path}`, ready);
    const floor = await serveSnapshots(3110 + options.offset, snapshots);
    floorServer = floor.server;

    const pages: PageResult[] = [];
    for (const [i, [path, ready]] of PAGES.entries()) {
      const app = await measure(browser, `${shell}${path}`, ready, options.runs);
      const base = await measure(browser, floor.url(`p${i}`), () => Promise.resolve(), options.runs);
      pages.push({ path, app, floor: base });
      options.log(`front: ${path} LCP ${app.lcp.toFixed(0)} ms (piso ${base.lcp.toFixed(0)}), TBT ${app.tbt.toFixed(0)} ms (piso ${base.tbt.toFixed(0)})`);
    }
    return { shellInitial, homeTotal: sum(home), remotes, pages, throttle: 4, runs: options.runs };
  } finally {
    await browser.close();
    if (floorServer) await new Promise<void>((r) => floorServer!.close(() => r()));
    await stopStack(child, dataDir);
  }
}
