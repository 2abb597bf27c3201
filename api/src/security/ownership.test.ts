// The ownership matrix over EVERY object route of the inventory (a new object route joins it by
// being classified there): each route's valid request, sent by a foreign therapist and by a
// foreign client, is refused with 403 or 404 — never 2xx — and changes nothing. app.test.ts pins
// the exact message of each cell; this suite guarantees no cell is missing, and adds the
// list reads and the ids carried in bodies.
import { newClient, newTherapist, profileBody, useTestApp, type TestUser } from '../../testing/helpers';
import { ROUTES, seedWorld, send, snapshot, type World } from '../../testing/inventory';

describe('ownership: every object route × a foreign user of each role', () => {
  const t = useTestApp();
  let w: World;
  let before: string;
  const foreign: Record<'terapeuta' | 'cliente', TestUser> = { terapeuta: newTherapist('Terapeuta Alheia'), cliente: newClient('Cliente Alheio') };

  beforeAll(async () => {
    w = await seedWorld(t);
    // the foreign users' own records exist before the snapshot (the first call creates them)
    await t.call({ method: 'GET', url: '/sessoes', user: foreign.terapeuta });
    await t.call({ method: 'GET', url: '/sessoes/cliente', user: foreign.cliente });
    before = await snapshot(t);
  });

  const owned = ROUTES.filter((r) => r.owned);
  const cases = owned.flatMap((route) => (['terapeuta', 'cliente'] as const).map((who) => [`${route.method} ${route.path}`, who, route] as const));

  it.each(cases)('%s by a foreign %s → 403/404', async (_name, who, route) => {
    const res = await send(t, route, route.valid(w), `Bearer ${await t.token(foreign[who])}`);
    expect([403, 404]).toContain(res.statusCode);
    expect(typeof res.json().message).toBe('string');
  });

  it('the client may not cancel somebody else’s appointment through the path either (404)', async () => {
    const res = await t.call({ method: 'PATCH', url: `/sessoes/${w.sessions.detail}`, user: foreign.cliente, body: { status: 'CANCELLED' } });
    expect(res.statusCode).toBe(404);
  });

  it('an id in the body does not reach another therapist’s profile', async () => {
    const res = await t.call({ method: 'POST', url: '/terapeutas', user: foreign.terapeuta, body: { ...profileBody({ fullName: 'Invasora' }), id: w.therapist.sub } });
    expect(res.statusCode).toBe(403);
  });

  it('an id in the body does not reach another client’s profile', async () => {
    const res = await t.call({ method: 'POST', url: '/clientes', user: foreign.cliente, body: { id: w.client.sub, name: 'Invasor' } });
    // either refused, or applied to the caller's own record — never to the owner's
    if (res.statusCode < 300) expect(res.json().id).toBe(foreign.cliente.sub);
    else expect([400, 403]).toContain(res.statusCode);
  });

  it('the list reads show only the caller’s own appointments', async () => {
    const ids = Object.values(w.sessions);
    const asTherapist = (await t.call({ method: 'GET', url: '/sessoes', user: foreign.terapeuta })).json() as { id: string }[];
    const asClient = (await t.call({ method: 'GET', url: '/sessoes/cliente', user: foreign.cliente })).json() as { id: string }[];
    expect(asTherapist.filter((a) => ids.includes(a.id))).toEqual([]);
    expect(asClient.filter((a) => ids.includes(a.id))).toEqual([]);
    // and the owners do see them (the filter is by owner, not empty)
    const mine = (await t.call({ method: 'GET', url: '/sessoes/cliente', user: w.client })).json() as { id: string }[];
    expect(mine.map((a) => a.id)).toEqual(expect.arrayContaining(ids));
  });

  it('private fields never leak through the public reads', async () => {
    const one = (await t.call({ method: 'GET', url: `/public-terapeutas/${w.therapist.sub}`, user: foreign.cliente })).json();
    const list = (await t.call({ method: 'GET', url: '/public-terapeutas' })).json().content as Record<string, unknown>[];
    for (const therapist of [one, ...list]) {
      for (const field of ['cpf', 'birthDate', 'phone', 'paymentLink', 'email']) expect(therapist).not.toHaveProperty(field);
    }
  });

  it('every refused call left the data as it was', async () => {
    expect(await snapshot(t)).toBe(before);
  });

  it.each(owned.map((r) => [`${r.method} ${r.path}`, r] as const))('%s with an unknown id → 4xx, not 5xx', async (_name, route) => {
    const request = route.valid(w);
    const ids = [w.therapist.sub, w.client.sub, w.reviewId, w.registroId, w.copiaId, ...Object.values(w.sessions), ...Object.values(w.series), w.espera.leave, w.espera.accept, w.espera.decline];
    let url = request.url;
    let body = request.body;
    for (const id of ids) {
      url = url.replace(id, '00000000-0000-4000-8000-00000000dead');
      // an id carried in the body (id, terapeutaId…) becomes unknown too
      if (body && typeof body === 'object' && !Array.isArray(body)) {
        body = Object.fromEntries(Object.entries(body as Record<string, unknown>).map(([k, v]) => [k, v === id ? (k === 'id' ? 'nao-existe' : '00000000-0000-4000-8000-00000000dead') : v]));
      }
    }
    const owner = route.role === 'terapeuta' ? w.therapist : w.client;
    const res = await send(t, route, { ...request, url, body }, `Bearer ${await t.token(owner)}`);
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
  });
});
