// Issue 40, "Lower": GET /clientes/{id} (CPF, address), /terapeutas/{id}, /sessoes, /sessoes/cliente,
// /sessoes/{id}, /series/{id}, availability and blocks answered without Cache-Control. Every route
// of the inventory, called with a token in the inventory's order (each valid request succeeds),
// answers `Cache-Control: private, no-store` — the default of plugins/private-answers.ts — unless
// it deliberately says otherwise, listed here with the reason. A new route joins by being in the
// inventory.
import { ROUTES, key, ownerOf, seedWorld, send, type World } from '../../testing/inventory';
import { useTestApp } from '../../testing/helpers';
import { PRIVATE_NO_STORE, routeNeedsUser } from '../plugins/private-answers';
import { SECURITY } from '../http/operations';

/** The routes that set their own Cache-Control, on purpose. */
const DELIBERATE: Record<string, string> = {
  // the readiness probe: never cached (nothing private in it)
  [key('GET', '/ready')]: 'no-store',
  // the catalogue is the same for everybody (public-cache)
  [key('GET', '/especialidades')]: 'public, max-age=300',
  // the public reads: shared caches may keep them, revalidating (ETag) — decision 0021/0022
  [key('GET', '/public-terapeutas')]: 'public, no-cache',
  [key('GET', '/public-terapeutas/destaques')]: 'public, no-cache',
  // a client with a review of their own gets a private copy (canEdit), revalidated; Vary: Authorization
  [key('GET', '/public-terapeutas/:id')]: 'private, no-cache',
  [key('GET', '/agenda/terapeutas/:id/slots-mes')]: 'no-cache',
  // the private feed is read by calendar apps with its secret, no token: kept 5 minutes by them
  [key('GET', '/agenda/terapeutas/:id/calendario.ics')]: 'private, max-age=300',
  // the public check of a statement (CPFs masked): never stored
  [key('GET', '/declaracoes/:codigo')]: 'no-store',
};

describe('Cache-Control of answers to a signed-in person (issue 40)', () => {
  const t = useTestApp();
  let w: World;
  beforeAll(async () => {
    w = await seedWorld(t);
  });

  it('every route of the inventory, called with a token, answers private, no-store unless it says otherwise', async () => {
    const answered: string[] = [];
    const expected: string[] = [];
    for (const route of ROUTES) {
      const user = route.auth === 'required' ? ownerOf(route, w) : w.client;
      const res = await send(t, route, route.valid(w), `Bearer ${await t.token(user)}`);
      answered.push(`${route.method} ${route.path} ${res.statusCode < 300 ? '2xx' : res.statusCode} ${String(res.headers['cache-control'])}`);
      expected.push(`${route.method} ${route.path} 2xx ${DELIBERATE[key(route.method, route.path)] ?? PRIVATE_NO_STORE}`);
    }
    expect(answered).toEqual(expected);
  });

  it('a refused call of a signed-in route is private, no-store too (no token, a bad token, somebody else’s id)', async () => {
    const me = await t.call({ method: 'GET', url: `/clientes/${w.client.sub}` });
    expect(me.statusCode).toBe(401);
    expect(me.headers['cache-control']).toBe(PRIVATE_NO_STORE);
    const forged = await t.app.inject({ method: 'GET', url: '/sessoes/cliente', headers: { authorization: 'Bearer nao.e.token' } });
    expect(forged.statusCode).toBe(401);
    expect(forged.headers['cache-control']).toBe(PRIVATE_NO_STORE);
    const foreign = await t.call({ method: 'GET', url: `/sessoes/${w.sessions.detail}`, user: w.otherTherapist });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.headers['cache-control']).toBe(PRIVATE_NO_STORE);
  });

  it('public answers without a token are as they were: their own header, or none', async () => {
    const list = await t.call({ method: 'GET', url: '/public-terapeutas' });
    expect(list.headers['cache-control']).toBe('public, no-cache');
    const cep = await t.call({ method: 'GET', url: '/especialidades' });
    expect(cep.headers['cache-control']).toBe('public, max-age=300');
    const profile = await t.call({ method: 'GET', url: `/public-terapeutas/${w.otherTherapist.sub}` });
    expect(profile.headers['cache-control']).toBe('public, no-cache');
    const unknown = await t.call({ method: 'GET', url: '/nada' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.headers['cache-control']).toBeUndefined();
  });

  it('a route needs a user when no alternative of its security is anonymous', () => {
    expect(routeNeedsUser(SECURITY.conta)).toBe(true);
    expect(routeNeedsUser(SECURITY.operador)).toBe(true);
    expect(routeNeedsUser(SECURITY.optional)).toBe(false);
    expect(routeNeedsUser(SECURITY.guest)).toBe(false);
    expect(routeNeedsUser(undefined)).toBe(false);
  });
});
