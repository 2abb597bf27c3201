// The local loop's processes for dev-loop.e2e.ts: `npm run dev`'s stack (scripts/stack/start.ts
// --dev) and one remote's own dev server (what `pnpm --filter <remote> dev` runs), each over a copy
// of the work tree in a temporary folder, so a test can edit sources without touching the
// repository other people commit from.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

const repoRoot = join(__dirname, '..', '..');

// Apart from the e2e stack (3100–3109, 4100, 9329, 1125/1180 + E2E_PORT_OFFSET) and from the
// defaults; E2E_PORT_OFFSET shifts these too. No port here is one browsers refuse (6000, 6665…).
const offset = Number(process.env.E2E_PORT_OFFSET ?? 0);
const base = 7700 + offset;
export const DEV_PORTS = {
  shell: base,
  discovery: base + 1,
  booking: base + 2,
  therapistArea: base + 3,
  clientArea: base + 4,
  operacao: base + 5,
  api: base + 10,
  identity: base + 11,
  mailSmtp: base + 12,
  mailWeb: base + 13,
} as const;
/** Where `npm run dev` lets an integration tester's booking remote live: its port + 1100 (README). */
export const TESTER_BOOKING_PORT = DEV_PORTS.booking + 1100;

/** The environment `npm run dev` gets from a developer who sets only ports and a data folder. */
export function devStackEnv(dataDir: string): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    SHELL_PORT: String(DEV_PORTS.shell),
    DISCOVERY_PORT: String(DEV_PORTS.discovery),
    BOOKING_PORT: String(DEV_PORTS.booking),
    THERAPIST_AREA_PORT: String(DEV_PORTS.therapistArea),
    CLIENT_AREA_PORT: String(DEV_PORTS.clientArea),
    OPERACAO_PORT: String(DEV_PORTS.operacao),
    API_PORT: String(DEV_PORTS.api),
    IDENTITY_PORT: String(DEV_PORTS.identity),
    MAILDEV_SMTP_PORT: String(DEV_PORTS.mailSmtp),
    MAILDEV_WEB_PORT: String(DEV_PORTS.mailWeb),
    DATA_DIR: dataDir,
  };
  // `npm run dev`'s own defaults (overrides on, allowed origins = each remote's port + 1100, the
  // local identity pool), not whatever the caller's shell or the e2e stack's settings say.
  for (const key of Object.keys(env)) {
    if (/^(ACOLHE_|COGNITO_)/.test(key) || ['CORS_ORIGINS', 'MAILDEV_CONTROL_PORT', 'PUBLIC_SITE_URL'].includes(key)) delete env[key];
  }
  return env;
}

/**
 * A copy of the work tree as `git ls-files` sees it (tracked and untracked, ignored files left
 * out), with each package's node_modules links copied as links and the root node_modules linked:
 * the dev servers compile the copy exactly as they would compile the repository.
 */
export function copyWorkTree(): string {
  const dest = mkdtempSync(join(tmpdir(), 'acolhe-dev-loop-tree-'));
  const files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: repoRoot })
    .toString('utf8')
    .split('\0')
    .filter(Boolean);
  for (const file of files) {
    const from = join(repoRoot, file);
    if (!existsSync(from)) continue; // deleted in the work tree, not yet in a commit
    mkdirSync(dirname(join(dest, file)), { recursive: true });
    cpSync(from, join(dest, file));
  }
  for (const entry of readdirSync(repoRoot, { withFileTypes: true })) {
    const modules = join(repoRoot, entry.name, 'node_modules');
    if (entry.isDirectory() && entry.name !== 'node_modules' && existsSync(modules)) {
      // pnpm's links are relative (../../../shared-ui): copied verbatim they point into the copy.
      cpSync(modules, join(dest, entry.name, 'node_modules'), { recursive: true, verbatimSymlinks: true });
    }
  }
  symlinkSync(join(repoRoot, 'node_modules'), join(dest, 'node_modules'));
  return dest;
}

export interface Running {
  child: ChildProcess;
  /** What it printed so far (the last 200 kB), for a failure's message. */
  output: () => string;
  /** SIGTERM to its process group, SIGKILL after 15 s; resolves once it has exited. */
  stop: () => Promise<void>;
}

function startProcess(command: string, args: string[], opts: { cwd: string; env: NodeJS.ProcessEnv }): Running {
  // Own process group: stop() reaches npx and everything under it.
  const child = spawn(command, args, { cwd: opts.cwd, env: opts.env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  let output = '';
  const collect = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-200_000);
    if (process.env.E2E_VERBOSE) process.stdout.write(chunk);
  };
  child.stdout!.on('data', collect);
  child.stderr!.on('data', collect);
  const exited = new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });
  const signal = (name: NodeJS.Signals) => {
    try {
      process.kill(-child.pid!, name);
    } catch {
      // already gone
    }
  };
  return {
    child,
    output: () => output,
    stop: async () => {
      signal('SIGTERM');
      const timer = setTimeout(() => signal('SIGKILL'), 15_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

/** Resolves when `ready()` holds; rejects when the process exits first or after `timeoutMs`. */
async function waitUntil(running: Running, what: string, ready: () => boolean | Promise<boolean>, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (running.child.exitCode !== null || running.child.signalCode !== null) {
      throw new Error(`${what} saiu (${running.child.exitCode ?? running.child.signalCode}):\n${running.output()}`);
    }
    if (await ready()) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${what} não ficou pronto em ${timeoutMs / 1000} s:\n${running.output()}`);
}

// Five webpack compilations on a busy 2-core machine: minutes, not seconds.
const READY_TIMEOUT_MS = Number(process.env.E2E_STACK_TIMEOUT_MS ?? 480_000);

/** `npm run dev`'s stack (`stack:dev`, what bootstrap.mjs hands over to) in `tree`; resolves on its ready line. */
export async function startDevStack(tree: string, dataDir: string): Promise<Running> {
  const running = startProcess('npx', ['tsx', 'scripts/stack/start.ts', '--dev'], { cwd: tree, env: devStackEnv(dataDir) });
  try {
    await waitUntil(running, 'npm run dev', () => running.output().includes('ACOLHE_READY'), READY_TIMEOUT_MS);
  } catch (error) {
    await running.stop();
    throw error;
  }
  return running;
}

async function answers(url: string): Promise<boolean> {
  try {
    return (await fetch(url)).ok;
  } catch {
    return false;
  }
}

/**
 * One remote's own dev server (its package's `dev` script, `webpack serve --mode development`) in
 * `tree`, on `port`: what `BOOKING_PORT=<port> pnpm --filter @acolhe/mfe-booking dev` starts.
 * Resolves once its manifest is served (the dev server answers when the first build is done).
 */
export async function startRemoteDevServer(tree: string, folder: string, portVariable: string, port: number, dataDir: string): Promise<Running> {
  const running = startProcess('npx', ['webpack', 'serve', '--mode', 'development'], {
    cwd: join(tree, folder),
    env: { ...devStackEnv(dataDir), [portVariable]: String(port) },
  });
  try {
    await waitUntil(running, `${folder} dev server`, () => answers(`http://localhost:${port}/mf-manifest.json`), READY_TIMEOUT_MS);
  } catch (error) {
    await running.stop();
    throw error;
  }
  return running;
}

/** The ports among `ports` something still listens on after `timeoutMs` (none: no orphan left). */
export async function portsStillOpen(ports: number[], timeoutMs = 20_000): Promise<number[]> {
  const deadline = Date.now() + timeoutMs;
  let open = ports;
  while (Date.now() < deadline) {
    open = (await Promise.all(open.map(async (p) => ((await listening(p)) ? p : null)))).filter((p): p is number => p !== null);
    if (!open.length) return [];
    await new Promise((r) => setTimeout(r, 250));
  }
  return open;
}

function listening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ port, host: '127.0.0.1' });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

export function removeQuietly(path: string): void {
  rmSync(path, { recursive: true, force: true });
}
