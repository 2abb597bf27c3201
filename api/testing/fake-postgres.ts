// A TCP server that speaks just enough of the PostgreSQL wire protocol (v3) to play a database
// that misbehaves the way a real one does during a restart — refusing, hanging, answering
// "starting up", or dying under a client in the middle of a transaction — so the api's handling
// of those faults is tested without a PostgreSQL server (the real restart: postgres-restart.test.ts).
import net from 'node:net';

export type FakeMode =
  /** answer the startup, then every simple query with an empty result */
  | 'ok'
  /** accept the connection and never answer anything (a host that vanished) */
  | 'silent'
  /** close the socket as soon as the client speaks */
  | 'reset'
  /** FATAL 57P03 "the database system is starting up", then close (what PostgreSQL answers while it starts) */
  | 'starting-up';

export interface FakePostgres {
  url: string;
  port: number;
  mode: FakeMode;
  /** connections accepted so far */
  readonly connections: number;
  /** send FATAL 57P01 (admin_shutdown) on every open connection and close it — a fast shutdown */
  terminateAll(): void;
  close(): Promise<void>;
}

function message(type: string, body: Buffer): Buffer {
  const header = Buffer.alloc(5);
  header.write(type, 0, 'ascii');
  header.writeInt32BE(body.length + 4, 1);
  return Buffer.concat([header, body]);
}
const cstr = (s: string) => Buffer.from(`${s}\0`, 'utf8');
const int32 = (n: number) => {
  const b = Buffer.alloc(4);
  b.writeInt32BE(n);
  return b;
};
const authenticationOk = () => message('R', int32(0));
const readyForQuery = (status: 'I' | 'T' | 'E') => message('Z', Buffer.from(status, 'ascii'));
const commandComplete = (tag: string) => message('C', cstr(tag));
function errorResponse(code: string, text: string): Buffer {
  return message('E', Buffer.concat([Buffer.from('S'), cstr('FATAL'), Buffer.from('V'), cstr('FATAL'), Buffer.from('C'), cstr(code), Buffer.from('M'), cstr(text), Buffer.from([0])]));
}

/** A free port nothing listens on (for "connection refused"). */
export async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

export async function startFakePostgres(initial: FakeMode): Promise<FakePostgres> {
  const sockets = new Set<net.Socket>();
  let connections = 0;
  const fake: FakePostgres = {
    url: '',
    port: 0,
    mode: initial,
    get connections() {
      return connections;
    },
    terminateAll() {
      for (const socket of sockets) socket.end(errorResponse('57P01', 'terminating connection due to administrator command'));
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };

  const server = net.createServer((socket) => {
    connections++;
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => {});
    const mode = fake.mode;
    let buffer = Buffer.alloc(0);
    let started = false;
    let inTransaction = false;

    socket.on('data', (chunk) => {
      if (mode === 'silent') return;
      if (mode === 'reset') {
        socket.destroy();
        return;
      }
      buffer = Buffer.concat([buffer, chunk]);
      for (;;) {
        if (!started) {
          if (buffer.length < 4) return;
          const length = buffer.readInt32BE(0);
          if (buffer.length < length) return;
          buffer = buffer.subarray(length);
          started = true;
          if (mode === 'starting-up') {
            socket.end(errorResponse('57P03', 'the database system is starting up'));
            return;
          }
          socket.write(Buffer.concat([authenticationOk(), readyForQuery('I')]));
          continue;
        }
        if (buffer.length < 5) return;
        const type = String.fromCharCode(buffer[0]!);
        const length = buffer.readInt32BE(1);
        if (buffer.length < length + 1) return;
        const body = buffer.subarray(5, length + 1);
        buffer = buffer.subarray(length + 1);
        if (type === 'X') {
          socket.end();
          return;
        }
        if (type === 'Q') {
          const text = body.toString('utf8').replace(/\0$/, '').trim().toLowerCase();
          if (text.startsWith('begin')) inTransaction = true;
          if (text.startsWith('commit') || text.startsWith('rollback')) inTransaction = false;
          const tag = text.split(/\s+/)[0]!.toUpperCase();
          socket.write(Buffer.concat([commandComplete(tag === 'SELECT' ? 'SELECT 0' : tag), readyForQuery(inTransaction ? 'T' : 'I')]));
          continue;
        }
        // The extended protocol is not needed by the tests that use this fake.
        socket.end(errorResponse('0A000', `fake postgres: message ${type} not supported`));
        return;
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;

  fake.port = port;
  fake.url = `postgres://fake:fake@127.0.0.1:${port}/fake`;
  return fake;
}
