// The client address behind proxies (TRUST_PROXY_HOPS) and the attack on it: a client that writes
// its own X-Forwarded-For, rotating the value, must not escape the rate limit. Real sockets; the
// test plays the trusted proxy, appending the client's address on the right as a load balancer does.
import { useListeningApps } from '../../testing/helpers';

describe('rate limits keyed on the client behind TRUST_PROXY_HOPS proxies', () => {
  const listen = useListeningApps();
  const start = (hops: string) =>
    listen({ RATE_LIMIT_WRITE_MAX: '3', TRUST_PROXY_HOPS: hops }, { auth: { verifier: async () => ({ ok: false, reason: 'invalid' }) }, testRoutes: ['/_ip'] }, (app) =>
      app.get('/_ip', async (request) => ({ ip: request.ip })),
    );

  const write = (base: string, xff?: string) =>
    fetch(`${base}/avaliacoes`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: 'Bearer x', ...(xff ? { 'x-forwarded-for': xff } : {}) },
      body: '{}',
    }).then((r) => r.status);

  it('one hop: the address the proxy appended is the client; a rotating forged value on its left changes nothing', async () => {
    const base = await start('1');
    const ip = async (xff: string) => ((await (await fetch(`${base}/_ip`, { headers: { 'x-forwarded-for': xff } })).json()) as { ip: string }).ip;
    expect(await ip('6.6.6.6, 198.51.100.7')).toBe('198.51.100.7');

    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push(await write(base, `10.0.${i}.${i + 1}, 198.51.100.7`));
    expect(statuses).toEqual([401, 401, 401, 429, 429, 429]);
    // another real client behind the same proxy has its own counter
    expect(await write(base, '10.9.9.9, 198.51.100.8')).toBe(401);
  });

  it('two hops: the client is the second address from the right; forging further left still changes nothing', async () => {
    const base = await start('2');
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) statuses.push(await write(base, `10.1.${i}.1, 203.0.113.9, 10.0.0.2`));
    expect(statuses).toEqual([401, 401, 401, 429, 429]);
  });

  it('no trusted hop (the default): X-Forwarded-For is ignored and the socket is the client', async () => {
    const base = await start('');
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) statuses.push(await write(base, `10.2.${i}.1`));
    expect(statuses).toEqual([401, 401, 401, 429, 429]);
  });
});
