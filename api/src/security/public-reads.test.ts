// Issue 29: public reads priced right. The attack — many anonymous requests for an uncacheable search
// (random precoMax, ordem=proximo, semana=true) — is refused past the per-address limit with a pt-BR
// 429, while another visitor is unaffected, including visitors whose pages the site's server renders
// (it passes each visitor's address on as a trusted hop: TRUSTED_PROXIES). A client cannot use that
// header itself. Real sockets; the test plays the site's server from 127.0.0.1.
import { useListeningApps } from '../../testing/helpers';

const TOO_MANY = { message: 'Muitas requisições. Tente novamente em instantes.' };
const LIMIT = 5;

describe('rate limit of the public reads (RATE_LIMIT_PUBLIC_MAX)', () => {
  const listen = useListeningApps();
  const start = (env: Record<string, string> = {}) => listen({ RATE_LIMIT_PUBLIC_MAX: String(LIMIT), ...env });

  const uncached = (base: string, headers: Record<string, string> = {}) =>
    fetch(`${base}/public-terapeutas?ordem=proximo&semana=true&precoMax=${Math.floor(Math.random() * 9000) + 100}`, { headers });

  it('refuses an anonymous flood of uncacheable searches past the limit, in pt-BR, while another visitor reads on', async () => {
    // the site's server (127.0.0.1 here) names each visitor
    const base = await start({ TRUSTED_PROXIES: '127.0.0.1' });
    const attacker = { 'x-forwarded-for': '198.51.100.66' };
    const statuses: number[] = [];
    let last: Response | undefined;
    for (let i = 0; i < LIMIT + 3; i++) {
      last = await uncached(base, attacker);
      statuses.push(last.status);
    }
    expect(statuses).toEqual([...Array(LIMIT).fill(200), 429, 429, 429]);
    expect(await last!.json()).toEqual(TOO_MANY);
    expect(Number(last!.headers.get('retry-after'))).toBeGreaterThan(0);

    // another visitor, through the same server, is not affected; nor is the health probe
    expect((await uncached(base, { 'x-forwarded-for': '203.0.113.20' })).status).toBe(200);
    for (let i = 0; i < LIMIT + 1; i++) expect((await fetch(`${base}/health`)).status).toBe(200);
    // the featured list and a profile have their own counters (the flood was on the search)
    expect((await fetch(`${base}/public-terapeutas/destaques`, { headers: attacker })).status).toBe(200);
  });

  it('counts every public read: profiles, slots, specialties too', async () => {
    const base = await start();
    for (const path of ['/public-terapeutas/x', '/agenda/terapeutas/x/slots-mes?year=2030&month=1', '/especialidades']) {
      const statuses: number[] = [];
      for (let i = 0; i < LIMIT + 1; i++) statuses.push((await fetch(`${base}${path}`)).status);
      expect(statuses.slice(0, LIMIT)).not.toContain(429);
      expect(statuses[LIMIT]).toBe(429);
    }
  });

  it('a client that writes X-Forwarded-For itself, rotating it, escapes nothing (no trusted proxy configured)', async () => {
    const base = await start();
    const statuses: number[] = [];
    for (let i = 0; i < LIMIT + 2; i++) statuses.push((await uncached(base, { 'x-forwarded-for': `10.9.${i}.${i + 1}` })).status);
    expect(statuses).toEqual([...Array(LIMIT).fill(200), 429, 429]);
  });

  it('behind a load balancer, a client cannot pose as the site\'s server: the balancer\'s entry decides', async () => {
    // TRUST_PROXY_HOPS=1: the test's socket is the balancer; the site's server is 10.20.0.5
    const base = await start({ TRUST_PROXY_HOPS: '1', TRUSTED_PROXIES: '10.20.0.0/16' });
    // the site's server, via the balancer, for two visitors: each has its own counter
    const viaSite = (visitor: string) => uncached(base, { 'x-forwarded-for': `${visitor}, 10.20.0.5` });
    for (let i = 0; i < LIMIT; i++) expect((await viaSite('198.51.100.1')).status).toBe(200);
    expect((await viaSite('198.51.100.1')).status).toBe(429);
    expect((await viaSite('198.51.100.2')).status).toBe(200);
    // a client writing the site's address (and a fake visitor) on the left: the balancer appended
    // the client's real address on the right, and that is who is counted
    const statuses: number[] = [];
    for (let i = 0; i < LIMIT + 1; i++) statuses.push((await uncached(base, { 'x-forwarded-for': `10.1.1.${i}, 10.20.0.5, 192.0.2.77` })).status);
    expect(statuses).toEqual([...Array(LIMIT).fill(200), 429]);
  });
});
