// The pieces of "several api replicas" that the replica suite (replicas.test.ts) and the
// two-replica load test (scripts/load/run.ts) share: a throw-away PostgreSQL database, a JWKS the
// replicas trust and tokens signed for it, and replicas started by the documented command
// (`npm run api`, configured only by their environment), each in its own process group so that
// npm, tsx and node stop together. Loopback only.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { SignJWT } from 'jose';
import pg from 'pg';
import { apiDir, repoDir } from '../src/lib/paths';
import { TEST_CLIENT_ID, TEST_ISSUER, createKeys, type TestKeys } from '../testing/helpers';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The maintenance database of `serverUrl`'s server (TEST_DATABASE_URL's, or the local default). */
export function adminUrl(serverUrl = process.env.TEST_DATABASE_URL || 'postgres://postgres:postgres@127.0.0.1:5432/postgres'): string {
  const url = new URL(serverUrl);
  url.pathname = '/postgres';
  return url.toString();
}

export interface ThrowawayDatabase {
  name: string;
  url: string;
  /** the server's version ('15.18': SHOW server_version, its first word) */
  version: string;
  /** one statement on the database, on a connection of its own */
  query(text: string): Promise<void>;
  /** drops it, whoever is still connected (idempotent; never throws) */
  drop(): Promise<void>;
}

/** A new empty database `<prefix>_<pid>_<time>` on the server of `serverUrl`; only its name is ours. */
export async function createThrowawayDatabase(prefix: string, serverUrl?: string): Promise<ThrowawayDatabase> {
  if (!/^[a-z_][a-z0-9_]*$/.test(prefix)) throw new Error(`prefixo de banco inválido: ${prefix}`);
  const admin = adminUrl(serverUrl);
  const name = `${prefix}_${process.pid}_${Date.now().toString(36)}`;
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  let version = '';
  try {
    await client.query(`CREATE DATABASE ${name}`);
    version = ((await client.query('SHOW server_version')).rows[0] as { server_version: string }).server_version.split(' ')[0]!;
  } finally {
    await client.end();
  }
  const url = new URL(admin);
  url.pathname = `/${name}`;
  let dropped = false;
  return {
    name,
    url: url.toString(),
    version,
    async query(text) {
      const c = new pg.Client({ connectionString: url.toString() });
      await c.connect();
      try {
        await c.query(text);
      } finally {
        await c.end();
      }
    },
    async drop() {
      if (dropped) return;
      dropped = true;
      const c = new pg.Client({ connectionString: admin });
      await c.connect().catch(() => undefined);
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => undefined);
      await c.end().catch(() => undefined);
    },
  };
}

export interface Identity {
  keys: TestKeys;
  /** COGNITO_* of a replica that trusts these keys */
  env: Record<string, string>;
  /** an id token, as Cognito signs it, for `sub` */
  sign(sub: string, tipo: 'terapeuta' | 'cliente', claims?: { email?: string; name?: string }): Promise<string>;
  close(): Promise<void>;
}

/** A local key and its JWKS served on 127.0.0.1 (what Cognito's well-known URL answers). */
export async function startIdentity(): Promise<Identity> {
  const keys = await createKeys();
  const server = http.createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ keys: [keys.publicJwk] }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as { port: number }).port;
  return {
    keys,
    env: { COGNITO_ISSUER: TEST_ISSUER, COGNITO_JWKS_URL: `http://127.0.0.1:${port}/.well-known/jwks.json`, COGNITO_CLIENT_ID: TEST_CLIENT_ID },
    sign(sub, tipo, claims = {}) {
      const iat = Math.floor(Date.now() / 1000);
      return new SignJWT({
        email: claims.email ?? `${sub.slice(0, 8)}@replicas.teste`,
        name: claims.name ?? (tipo === 'cliente' ? 'Joana Alves' : 'Ana Souza'),
        'custom:profile_id': tipo,
        token_use: 'id',
      })
        .setProtectedHeader({ alg: 'RS256', kid: keys.kid })
        .setSubject(sub)
        .setIssuer(TEST_ISSUER)
        .setAudience(TEST_CLIENT_ID)
        .setIssuedAt(iat)
        .setExpirationTime(iat + 4 * 3600)
        .sign(keys.privateKey);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export interface ApiReplica {
  name: string;
  port: number;
  base: string;
  child: ChildProcess;
  /** the last 100 kB of its output */
  log: string;
  exited?: { code: number | null; signal: NodeJS.Signals | null };
  /** its DATA_DIR (removed by stopReplica) */
  dataDir: string;
}

/** Starts `npm run api` on 127.0.0.1:`port` with `env` over this process's environment. */
export function startReplica(name: string, port: number, env: Record<string, string>): ApiReplica {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `acolhe-replica-${name}-`));
  const child = spawn('npm', ['run', '--silent', 'api'], {
    cwd: repoDir(),
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, DATA_DIR: dataDir, API_HOST: '127.0.0.1', ...env, API_PORT: String(port) },
  });
  const replica: ApiReplica = { name, port, base: `http://127.0.0.1:${port}`, child, log: '', dataDir };
  const keep = (chunk: Buffer) => {
    replica.log = (replica.log + chunk.toString()).slice(-100_000);
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  child.on('exit', (code, signal) => {
    replica.exited = { code, signal };
  });
  // never leave a replica behind, whatever ends this process
  const reap = () => signalGroup(child, 'SIGKILL');
  process.once('exit', reap);
  child.once('exit', () => process.off('exit', reap));
  return replica;
}

/** `npm run seed:bench -- <therapists>` of the api package (testing/seed-bench.ts: migrate, the
 * demo seed, N benchmark therapists) on `databaseUrl`. */
export function seedBench(databaseUrl: string, therapists: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn('npm', ['run', '--silent', 'seed:bench', '--', String(therapists)], {
      cwd: apiDir(),
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, DATABASE_URL: databaseUrl },
    });
    let output = '';
    child.stdout!.on('data', (c: Buffer) => (output += c.toString()));
    child.stderr!.on('data', (c: Buffer) => (output += c.toString()));
    child.once('error', reject);
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`seed:bench saiu com ${code}:\n${output.slice(-3000)}`))));
  });
}

export const logTail = (r: ApiReplica, lines = 40) => `\n--- log da réplica ${r.name} (fim) ---\n${r.log.split('\n').slice(-lines).join('\n')}`;

/** Waits for GET /ready = 200 (database, migrations, Redis and bucket when configured: what a
 * load balancer waits for); throws (with the replica's log) if it exits or takes too long. */
export async function waitReady(r: ApiReplica, deadlineMs: number): Promise<void> {
  const started = Date.now();
  for (;;) {
    if (r.exited) throw new Error(`a réplica ${r.name} saiu (código ${r.exited.code})${logTail(r)}`);
    if (Date.now() - started > deadlineMs) throw new Error(`a réplica ${r.name} não ficou pronta em ${deadlineMs / 1000} s${logTail(r)}`);
    const ok = await fetch(`${r.base}/ready`, { signal: AbortSignal.timeout(4000) })
      .then((res) => res.status === 200)
      .catch(() => false);
    if (ok) return;
    await sleep(250);
  }
}

function signalGroup(child: ChildProcess, signal: NodeJS.Signals, group = true) {
  if (child.pid === undefined) return;
  try {
    if (group) process.kill(-child.pid, signal);
    else child.kill(signal);
  } catch {
    // already gone
  }
}

/** SIGTERM (a graceful stop), SIGKILL after 10 s; `group`: the whole process group. */
export async function stopProcess(child: ChildProcess, done: () => boolean, group: boolean): Promise<void> {
  if (done() || child.pid === undefined) return;
  const gone = new Promise((resolve) => child.once('exit', resolve));
  signalGroup(child, 'SIGTERM', group);
  const force = setTimeout(() => signalGroup(child, 'SIGKILL', group), 10_000);
  let giveUp: NodeJS.Timeout | undefined;
  await Promise.race([gone, new Promise((resolve) => (giveUp = setTimeout(resolve, 15_000)))]);
  clearTimeout(force);
  clearTimeout(giveUp);
  if (group) signalGroup(child, 'SIGKILL', group); // anything of the group still there (npm may leave before node)
}

/** Stops a replica gracefully and removes its DATA_DIR. */
export async function stopReplica(r: ApiReplica): Promise<void> {
  await stopProcess(r.child, () => Boolean(r.exited), true);
  signalGroup(r.child, 'SIGKILL'); // the group, even when npm had already left
  rmSync(r.dataDir, { recursive: true, force: true });
}

/** SIGKILL to the replica's whole group (npm, tsx, node: no shutdown of any kind); resolves when
 * npm has exited and the port refuses connections. */
export async function killReplica(r: ApiReplica, timeoutMs = 10_000): Promise<void> {
  const gone = r.exited ? Promise.resolve() : new Promise((resolve) => r.child.once('exit', resolve));
  signalGroup(r.child, 'SIGKILL');
  const until = Date.now() + timeoutMs;
  let giveUp: NodeJS.Timeout | undefined;
  await Promise.race([gone, new Promise((resolve) => (giveUp = setTimeout(resolve, timeoutMs)))]);
  clearTimeout(giveUp);
  for (;;) {
    const refused = await fetch(`${r.base}/health`, { signal: AbortSignal.timeout(1000) }).then(
      () => false,
      (error: unknown) => connectionErrorCode(error) === 'ECONNREFUSED',
    );
    if (refused) return;
    if (Date.now() > until) throw new Error(`a réplica ${r.name} ainda aceita conexões ${timeoutMs / 1000} s depois do SIGKILL`);
    await sleep(50);
  }
}

/** The socket-level code of a failed fetch (ECONNREFUSED, ECONNRESET, UND_ERR_SOCKET…), or
 * undefined when the failure was something else (a time-out, an abort, a bug). */
export function connectionErrorCode(error: unknown): string | undefined {
  const CONNECTION = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'UND_ERR_SOCKET', 'UND_ERR_CLOSED']);
  for (let e: unknown = error, depth = 0; e && depth < 4; e = (e as { cause?: unknown }).cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && CONNECTION.has(code)) return code;
  }
  return undefined;
}
