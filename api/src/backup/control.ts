// The running api's backup door (docs/decisions/0049-backup-of-a-running-embedded-stack.md): the
// api on the embedded PGlite claims its folder (./folder-lock.ts) and listens on a Unix domain
// socket beside it (`DATA_DIR/pglite.sock`, mode 0600: only the api's OS user can connect; no
// network port, no HTTP route). `npm run backup` finds the lock, connects, and the api answers a
// snapshot taken by the process that holds the database (../backup/backup.ts, snapshotPglite:
// the counts and the dump inside PGlite's exclusive section, so they describe the same instant).
//
// The protocol, one request per connection, lines of JSON:
//   CLI → api   {"op":"backup","token":"<the lock's token>"}\n
//   api → CLI   {"accepted":true}\n                    at once: a stopped api does not answer it
//   api → CLI   {"ok":true,"database":{…},"takenAt":"…","bytes":N}\n  then N bytes of pglite.tar.gz
//           or  {"ok":false,"message":"…"}\n
// The api writes nothing anywhere on a request's behalf: the CLI writes the backup folder itself.
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { chmodSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { claimFolder, isAlive, type FolderLock, type LockInfo } from './folder-lock';
import type { PgliteSnapshot } from './backup';

/** A refusal or a failure of the control socket's client: the message is the operator's. */
export class ControlError extends Error {
  override name = 'ControlError';
  constructor(
    message: string,
    /** true: the api did not answer at all (not there, stopped, hung) */
    readonly noAnswer: boolean,
  ) {
    super(message);
  }
}

/** Unix domain socket paths hold at most 107 bytes (Linux; 103 on macOS): a DATA_DIR too deep for
 * `<folder>.sock` gets a socket under the system's temporary folder, named after the folder. */
export function socketPathFor(folder: string): string {
  const beside = `${folder}.sock`;
  if (Buffer.byteLength(beside) <= 100) return beside;
  return path.join(os.tmpdir(), `acolhe-${createHash('sha256').update(folder).digest('hex').slice(0, 16)}.sock`);
}

/** How the api logs (pino's shape, app.log): counts and timings only, never data. */
interface Log {
  info(object: object, message: string): void;
  warn(object: object, message: string): void;
}

export interface EmbeddedDatabaseHold {
  lock: FolderLock;
  /** opens the control socket; each request is answered by `snapshot()` */
  serveBackups(snapshot: () => Promise<PgliteSnapshot>, log: Log): Promise<void>;
  /** closes the socket and lets the folder go (after the database closed) */
  close(): Promise<void>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The api's claim of its PGlite folder, before it opens it. Whoever holds the folder — a backup
 * or restore that opened it, an api still shutting down — is waited for up to `waitMs`; then this
 * api refuses to start (two processes on one PGlite folder would corrupt it). */
export async function holdEmbeddedDatabase(folder: string, options: { waitMs?: number; onWait?: (holder: LockInfo) => void } = {}): Promise<EmbeddedDatabaseHold> {
  const socket = socketPathFor(folder);
  const token = randomBytes(32).toString('hex');
  const deadline = Date.now() + (options.waitMs ?? 60_000);
  let told = false;
  for (;;) {
    const claim = claimFolder(folder, 'api', { socket, token });
    if (!('heldBy' in claim)) return hold(claim, socket, token);
    const holder = claim.heldBy;
    if (Date.now() > deadline) {
      throw new ControlError(
        holder.holder === 'api'
          ? `Outro api (pid ${holder.pid}) já está usando o banco em ${folder}: dois processos no mesmo banco embutido o corromperiam. Pare o outro api ou use outro DATA_DIR.`
          : `O ${holder.holder} (pid ${holder.pid}) ainda está usando o banco em ${folder}: espere ele terminar e inicie o api de novo.`,
        false,
      );
    }
    if (!told) options.onWait?.(holder);
    told = true;
    await sleep(500);
  }
}

function hold(lock: FolderLock, socketPath: string, token: string): EmbeddedDatabaseHold {
  let server: net.Server | undefined;
  const expected = Buffer.from(token);
  return {
    lock,
    async serveBackups(snapshot, log) {
      // we hold the lock: a socket file there is a stopped api's
      rmSync(socketPath, { force: true });
      const listening = net.createServer((connection) => answer(connection, expected, snapshot, log));
      try {
        await new Promise<void>((resolve, reject) => {
          listening.once('error', reject);
          listening.listen(socketPath, () => {
            listening.off('error', reject);
            resolve();
          });
        });
        // the lock's token is checked too, so the moment before this chmod opens nothing
        chmodSync(socketPath, 0o600);
        server = listening;
      } catch (error) {
        // the api serves without it: `npm run backup` then refuses (it never opens the folder itself)
        listening.close();
        log.warn({ err: error, socket: socketPath }, 'backup control socket could not be opened: npm run backup will refuse while this api runs');
      }
    },
    async close() {
      if (server) await new Promise<void>((resolve) => server!.close(() => resolve()));
      rmSync(socketPath, { force: true });
      lock.release();
    },
  };
}

const REQUEST_LIMIT = 4096;

function answer(connection: net.Socket, expected: Buffer, snapshot: () => Promise<PgliteSnapshot>, log: Log) {
  // a client that went away (a CLI that gave up) must not take the api down with EPIPE
  connection.on('error', () => {});
  connection.setTimeout(10_000, () => connection.destroy());
  let buffered = '';
  const onData = (chunk: Buffer) => {
    buffered += chunk.toString('utf8');
    const end = buffered.indexOf('\n');
    if (end < 0) {
      if (buffered.length > REQUEST_LIMIT) connection.destroy();
      return;
    }
    connection.off('data', onData);
    connection.setTimeout(0);
    void serve(buffered.slice(0, end));
  };
  connection.on('data', onData);

  const reply = (value: object) => connection.write(`${JSON.stringify(value)}\n`);
  async function serve(line: string) {
    let request: { op?: unknown; token?: unknown };
    try {
      request = JSON.parse(line) as typeof request;
    } catch {
      request = {};
    }
    const given = Buffer.from(typeof request.token === 'string' ? request.token : '');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
      connection.end(`${JSON.stringify({ ok: false, message: 'Pedido recusado: o token não é o do arquivo de trava do api.' })}\n`);
      return;
    }
    if (request.op !== 'backup') {
      connection.end(`${JSON.stringify({ ok: false, message: `Pedido desconhecido: ${String(request.op)}.` })}\n`);
      return;
    }
    // a CLI that gave up while this api was stopped (SIGSTOP, a long pause) left its request and
    // its end of the connection behind: both arrive together, the end a moment after the request —
    // no snapshot (which would hold the database for nothing) for a client that is gone
    await new Promise((resolve) => setImmediate(resolve));
    if (connection.destroyed || connection.readableEnded) return;
    reply({ accepted: true });
    const started = performance.now();
    try {
      const taken = await snapshot();
      if (connection.destroyed) return;
      connection.write(`${JSON.stringify({ ok: true, database: taken.database, takenAt: taken.takenAt, bytes: taken.dump.length })}\n`);
      connection.end(taken.dump);
      const rows = Object.values(taken.database.tables).reduce((a, b) => a + b, 0);
      log.info({ tables: Object.keys(taken.database.tables).length, rows, bytes: taken.dump.length, ms: Math.round(performance.now() - started) }, 'backup snapshot sent through the control socket');
    } catch (error) {
      log.warn({ err: error }, 'backup snapshot failed');
      if (!connection.destroyed) connection.end(`${JSON.stringify({ ok: false, message: `O api não conseguiu tirar o backup: ${(error as Error).message}` })}\n`);
    }
  }
}

// ---------------------------------------------------------------- the CLI's side

export interface RequestOptions {
  /** how long the api has to accept the request (connect, then `accepted`), ms; default 10 s */
  answerMs?: number;
  /** how long the whole snapshot may take once accepted, ms; default 30 min */
  totalMs?: number;
}

/** Asks the api that holds `lock` for a snapshot. ControlError(noAnswer) when it does not answer. */
export async function requestSnapshot(lock: LockInfo, options: RequestOptions = {}): Promise<PgliteSnapshot> {
  const answerMs = options.answerMs ?? 10_000;
  const totalMs = options.totalMs ?? 30 * 60_000;
  if (!lock.socket || !lock.token) throw new ControlError('a trava do api não tem socket de controle (um api de uma versão anterior?)', true);
  const deadline = Date.now() + answerMs;
  let connection: net.Socket;
  // an api that is starting claims the folder a moment before its socket listens: retried until `answerMs`
  for (;;) {
    try {
      connection = await connect(lock.socket, Math.max(1, deadline - Date.now()));
      break;
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      const retry = (code === 'ENOENT' || code === 'ECONNREFUSED') && Date.now() < deadline && isAlive(lock);
      if (!retry) throw new ControlError(code === 'ETIMEDOUT' ? 'sem resposta ao conectar' : `socket ${lock.socket}: ${code ?? (error as Error).message}`, true);
      await sleep(200);
    }
  }
  return exchange(connection, lock.token, deadline, totalMs);
}

function connect(socketPath: string, timeoutMs: number): Promise<net.Socket> {
  return new Promise((resolve, reject) => {
    const socket = net.createConnection(socketPath);
    const timer = setTimeout(() => {
      socket.destroy();
      reject(Object.assign(new Error('timeout'), { code: 'ETIMEDOUT' }));
    }, timeoutMs);
    socket.once('connect', () => {
      clearTimeout(timer);
      socket.off('error', reject);
      resolve(socket);
    });
    socket.once('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
  });
}

function exchange(connection: net.Socket, token: string, acceptDeadline: number, totalMs: number): Promise<PgliteSnapshot> {
  return new Promise((resolve, reject) => {
    let stage: 'accepting' | 'header' | 'body' | 'done' = 'accepting';
    let pending: Buffer = Buffer.alloc(0);
    let header: { database: PgliteSnapshot['database']; takenAt: string; bytes: number } | undefined;
    const chunks: Buffer[] = [];
    let received = 0;
    let timer = setTimeout(() => fail(new ControlError('não aceitou o pedido a tempo (parado ou ocupado demais)', true)), Math.max(1, acceptDeadline - Date.now()));
    const fail = (error: Error) => {
      if (stage === 'done') return;
      stage = 'done';
      clearTimeout(timer);
      connection.destroy();
      reject(error);
    };
    const line = (): Record<string, unknown> | undefined => {
      const end = pending.indexOf(10);
      if (end < 0) return undefined;
      const text = pending.subarray(0, end).toString('utf8');
      pending = pending.subarray(end + 1);
      try {
        return JSON.parse(text) as Record<string, unknown>;
      } catch {
        fail(new ControlError(`resposta ilegível: ${text.slice(0, 200)}`, false));
        return undefined;
      }
    };
    const advance = () => {
      if (stage === 'accepting' || stage === 'header') {
        const message = line();
        if (!message) return;
        if (message.ok === false) return fail(new ControlError(String(message.message), false));
        if (stage === 'accepting') {
          if (message.accepted !== true) return fail(new ControlError('resposta inesperada do api', false));
          stage = 'header';
          clearTimeout(timer);
          timer = setTimeout(() => fail(new ControlError(`o backup não terminou em ${Math.round(totalMs / 1000)} s`, false)), totalMs);
          return advance();
        }
        header = message as unknown as typeof header;
        stage = 'body';
      }
      if (stage === 'body') {
        if (pending.length > 0) {
          chunks.push(pending);
          received += pending.length;
          pending = Buffer.alloc(0);
        }
        if (received >= header!.bytes) {
          stage = 'done';
          clearTimeout(timer);
          connection.destroy();
          const dump = Buffer.concat(chunks);
          if (dump.length !== header!.bytes) return reject(new ControlError(`o api mandou ${dump.length} bytes, anunciou ${header!.bytes}`, false));
          resolve({ database: header!.database, takenAt: header!.takenAt, dump });
        }
      }
    };
    connection.on('data', (chunk: Buffer) => {
      pending = pending.length === 0 ? chunk : Buffer.concat([pending, chunk]);
      advance();
    });
    connection.on('error', (error) => fail(new ControlError(`a conexão caiu: ${error.message}`, stage === 'accepting')));
    connection.on('close', () => fail(new ControlError(stage === 'accepting' ? 'fechou a conexão sem aceitar o pedido' : 'fechou a conexão antes de mandar o backup inteiro', stage === 'accepting')));
    connection.write(`${JSON.stringify({ op: 'backup', token })}\n`);
  });
}
