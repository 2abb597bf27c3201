// SIGTERM (a deploy, a scale-down): the api stops accepting connections, finishes the request it
// is serving, closes the database and exits 0 — a booking in flight is answered, never dropped.
// The real entry point (src/server.ts) in its own process, over a fresh PGlite folder (or the
// PostgreSQL of DATABASE_URL).
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { connect, createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

const apiDir = path.resolve(__dirname, '../..');

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as AddressInfo;
      s.close(() => resolve(port));
    });
  });
}

async function waitForHealth(port: number, child: ChildProcess, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`api exited with ${child.exitCode}`);
    try {
      const res = await fetch(`http://127.0.0.1:${port}/health`);
      if (res.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('api did not start');
}

const canConnect = (port: number) =>
  new Promise<boolean>((resolve) => {
    const s = connect(port, '127.0.0.1');
    s.once('connect', () => {
      s.destroy();
      resolve(true);
    });
    s.once('error', () => resolve(false));
  });

describe('graceful shutdown', () => {
  let dataDir: string;
  let child: ChildProcess | undefined;
  afterAll(() => {
    if (child && child.exitCode === null) child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('on SIGTERM: no new connections, the in-flight request is answered, exit 0', async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'acolhe-shutdown-'));
    const port = await freePort();
    child = spawn(process.execPath, [require.resolve('tsx/cli'), 'src/server.ts'], {
      cwd: apiDir,
      env: { ...process.env, API_PORT: String(port), DATA_DIR: dataDir, SEED: 'false', LOG_LEVEL: 'info', JOBS_ENABLED: 'false' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let logs = '';
    child.stdout!.on('data', (c) => (logs += c));
    child.stderr!.on('data', (c) => (logs += c));
    const exited = new Promise<number | null>((resolve) => child!.once('exit', (code) => resolve(code)));
    await waitForHealth(port, child);

    // A request whose body is still arriving when the signal comes.
    const socket = connect(port, '127.0.0.1');
    await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
    let answer = '';
    socket.on('data', (c) => (answer += c.toString('utf8')));
    const body = JSON.stringify({ terapeutaId: 'qualquer', nota: 5, comentario: 'Chegou durante o desligamento.' });
    socket.write(`POST /avaliacoes HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body.slice(0, 10)}`);
    await new Promise((r) => setTimeout(r, 200));

    child.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 800));
    expect(await canConnect(port)).toBe(false); // stopped accepting
    expect(child.exitCode).toBeNull(); // still finishing the request in flight

    socket.write(body.slice(10));
    await new Promise<void>((resolve) => socket.once('close', () => resolve()));
    expect(answer).toMatch(/^HTTP\/1\.1 401 /);
    expect(JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4))).toEqual({ message: 'Não autenticado.' });
    const code = await exited;
    expect({ code, logs: logs.split('\n').map((l) => /"msg":"([^"]+)"/.exec(l)?.[1]).filter(Boolean).slice(-6) }).toEqual({ code: 0, logs: expect.arrayContaining(['http server closed', 'database closed']) });
  }, 90_000);
});
