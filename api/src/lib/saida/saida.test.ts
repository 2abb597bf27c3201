// The attacks of issue 45 item 5, with loopback refused (OUTBOUND_ALLOW_LOOPBACK off, production's
// default): every address below is refused before a connection is made, so this file sends
// traffic to 127.0.0.1 only (its own servers, reached where the setting is on).
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { SaidaError, safeFetcher, type SaidaFalha } from './saida';

type Handler = (req: http.IncomingMessage, res: http.ServerResponse) => void;
const servers: http.Server[] = [];
const hits: string[] = [];

async function serve(handler: Handler): Promise<number> {
  const server = http.createServer((req, res) => {
    hits.push(`${req.method} ${req.url}`);
    handler(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  servers.push(server);
  return (server.address() as AddressInfo).port;
}

afterAll(async () => {
  for (const server of servers) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});

async function falha(promise: Promise<unknown>): Promise<SaidaFalha> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof SaidaError) return error.falha;
    throw error;
  }
  throw new Error('a requisição passou');
}

let port = 0;
beforeAll(async () => {
  port = await serve((_, res) => res.end('BEGIN:VCALENDAR'));
});

describe('loopback refused (the production default)', () => {
  const refusing = safeFetcher({ allowLoopback: false, timeoutMs: 5_000 });

  it.each([
    ['127.0.0.1', () => `http://127.0.0.1:${port}/a.ics`],
    ['::1', () => `http://[::1]:${port}/a.ics`],
    ['localhost (a name resolving to loopback)', () => `http://localhost:${port}/a.ics`],
    ['decimal spelling of 127.0.0.1', () => `http://2130706433:${port}/a.ics`],
    ['hex spelling of 127.0.0.1', () => `http://0x7f000001:${port}/a.ics`],
    ['octal dotted spelling', () => `http://0177.0.0.1:${port}/a.ics`],
    ['short spelling 127.1', () => `http://127.1:${port}/a.ics`],
    ['IPv4-mapped IPv6 loopback', () => `http://[::ffff:127.0.0.1]:${port}/a.ics`],
    ['0.0.0.0', () => `http://0.0.0.0:${port}/a.ics`],
    ['RFC 1918 10.x', () => 'http://10.0.0.1/a.ics'],
    ['RFC 1918 192.168.x', () => 'http://192.168.0.10/a.ics'],
    ['RFC 1918 172.16.x', () => 'http://172.16.5.4/a.ics'],
    ['the metadata service 169.254.169.254', () => 'http://169.254.169.254/latest/meta-data/'],
    ['IPv6 link-local', () => 'http://[fe80::1]/a.ics'],
    ['IPv6 unique-local', () => 'http://[fd00::1]/a.ics'],
    ['multicast', () => 'http://224.0.0.1/a.ics'],
    ['https to loopback', () => `https://127.0.0.1:${port}/a.ics`],
  ])('refuses %s', async (_, url) => {
    const before = hits.length;
    expect(await falha(refusing(url()))).toBe('bloqueado');
    expect(hits.length).toBe(before);
  });
});

describe('with loopback allowed (npm start, tests)', () => {
  const local = safeFetcher({ allowLoopback: true, timeoutMs: 2_000, maxBytes: 2 * 1024 * 1024 });

  it('fetches from 127.0.0.1 and gives the answer as a Response', async () => {
    const answer = await local(`http://127.0.0.1:${port}/a.ics`);
    expect(answer.status).toBe(200);
    expect(await answer.text()).toBe('BEGIN:VCALENDAR');
  });

  it('still refuses every other private address, on a redirect too', async () => {
    const redirecting = await serve((_, res) => res.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data/' }).end());
    expect(await falha(local(`http://127.0.0.1:${redirecting}/`))).toBe('bloqueado');
    expect(await falha(local('http://10.1.2.3/'))).toBe('bloqueado');
  });

  it('refuses a redirect to another scheme', async () => {
    const toFile = await serve((_, res) => res.writeHead(301, { location: 'file:///etc/passwd' }).end());
    expect(await falha(local(`http://127.0.0.1:${toFile}/`))).toBe('protocolo');
  });

  it('stops after 5 redirects', async () => {
    const loop = await serve((req, res) => res.writeHead(302, { location: `${req.url}x` }).end());
    expect(await falha(local(`http://127.0.0.1:${loop}/`))).toBe('redirecionamentos');
  });

  it('follows a redirect and drops the credentials on another origin', async () => {
    const seen: (string | undefined)[] = [];
    const target = await serve((req, res) => {
      seen.push(req.headers.authorization);
      res.end('ok');
    });
    const first = await serve((req, res) => {
      seen.push(req.headers.authorization);
      res.writeHead(307, { location: `http://127.0.0.1:${target}/b` }).end();
    });
    const answer = await local(`http://127.0.0.1:${first}/a`, { headers: { authorization: 'Basic dTpw' } });
    expect(await answer.text()).toBe('ok');
    expect(answer.url).toBe(`http://127.0.0.1:${target}/b`);
    expect(seen).toEqual(['Basic dTpw', undefined]);
  });

  it('refuses an answer over the size limit (declared or streamed)', async () => {
    const big = await serve((_, res) => res.end('x'.repeat(3 * 1024 * 1024)));
    expect(await falha(local(`http://127.0.0.1:${big}/`))).toBe('grande');
    const streamed = await serve((_, res) => {
      res.writeHead(200, { 'content-type': 'text/calendar' });
      const chunk = 'x'.repeat(64 * 1024);
      for (let i = 0; i < 40; i++) res.write(chunk);
      res.end();
    });
    expect(await falha(local(`http://127.0.0.1:${streamed}/`))).toBe('grande');
  });

  it('gives up on a slow server', async () => {
    const slow = await serve((_, res) => setTimeout(() => res.end('late'), 1_500).unref());
    const quick = safeFetcher({ allowLoopback: true, timeoutMs: 300 });
    expect(await falha(quick(`http://127.0.0.1:${slow}/`))).toBe('demorado');
  });
});
