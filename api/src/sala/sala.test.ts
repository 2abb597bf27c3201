// The room's HTTP side (issue 33 item 4): who may see a room, when it is open, and its tickets.
import { createHash, createHmac } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { SALA_MSG } from '@acolhe/shared-domain';
import { loadConfig } from '../config';
import { salaTickets } from '../db/schema';
import { createReadyTherapist, newClient, newTherapist, profileBody, uniqueRegistration, useTestApp } from '../../testing/helpers';
import { confirmedSession, roomWorld, type RoomWorld } from '../../testing/sala';
import { consumirTicket } from './service';

describe('GET /sessoes/:id/sala and POST /sessoes/:id/sala/ticket', () => {
  const sala = loadConfig({ SALA_STUN_URLS: 'stun:stun.exemplo:3478', SALA_TURN_URLS: 'turn:turn.exemplo:3478', SALA_TURN_SECRET: 'segredo' }).sala;
  const t = useTestApp({ configOverrides: { sala } });
  let w: RoomWorld;
  const intruso = newClient('Intrusa');
  beforeAll(async () => {
    w = await roomWorld(t);
  });
  beforeEach(() => t.clock.set('2030-01-16T13:00:00.000Z'));

  const get = (user: typeof w.client | undefined, id = w.sessaoId) => t.call({ method: 'GET', url: `/sessoes/${id}/sala`, ...(user ? { user } : {}) });
  const ticket = (user: typeof w.client, id = w.sessaoId) => t.call({ method: 'POST', url: `/sessoes/${id}/sala/ticket`, user, body: {} });

  it('answers the client: its role, the therapist, the window, closed before it opens (no credentials yet)', async () => {
    const res = await get(w.client);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.json()).toEqual({
      sessaoId: w.sessaoId,
      papel: 'cliente',
      outraParte: { nome: 'Marina Duarte' },
      inicio: '2030-01-21T12:00:00.000Z',
      fim: '2030-01-21T13:00:00.000Z',
      abreEm: '2030-01-21T11:50:00.000Z',
      fechaEm: '2030-01-21T13:15:00.000Z',
      aberta: false,
      iceServers: [],
    });
  });

  it('answers the therapist with the client as the other party; open inside the window, with STUN and TURN', async () => {
    t.clock.set('2030-01-21T11:50:00.000Z');
    const res = await get(w.therapist);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.papel).toBe('terapeuta');
    expect(body.outraParte).toEqual({ nome: 'Rafael Lima' });
    expect(body.aberta).toBe(true);
    expect(body.iceServers[0]).toEqual({ urls: ['stun:stun.exemplo:3478'] });
    expect(body.iceServers[1].username).toBe(`${Date.parse('2030-01-21T11:50:00Z') / 1000 + 3600}:${w.therapist.sub}`);
    expect(body.iceServers[1].credential).toBe(createHmac('sha1', 'segredo').update(body.iceServers[1].username).digest('base64'));
    t.clock.set('2030-01-21T13:15:00.000Z');
    expect((await get(w.therapist)).json().aberta).toBe(false);
  });

  it('refuses a third account and an unknown id alike (404), and anonymous callers (401)', async () => {
    for (const res of [await get(intruso), await get(w.client, '00000000-0000-4000-8000-000000000000'), await ticket(intruso)]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: SALA_MSG.naoEncontrada });
    }
    expect((await get(undefined)).statusCode).toBe(401);
    expect((await t.call({ method: 'POST', url: `/sessoes/${w.sessaoId}/sala/ticket`, body: {} })).statusCode).toBe(401);
  });

  it('refuses a presencial session (409) — it has no room', async () => {
    const s = await confirmedSession(t, w.therapist, w.client, '2030-01-22', '09:00', 'presencial');
    t.clock.set(new Date(s.inicio.getTime() - 60_000).toISOString());
    for (const res of [await get(w.client, s.id), await ticket(w.therapist, s.id)]) {
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ message: SALA_MSG.presencial });
    }
  });

  it('refuses a cancelled or a pending session (409)', async () => {
    const s = await confirmedSession(t, w.therapist, w.client, '2030-01-23', '09:00', 'online');
    const cancelled = await t.call({ method: 'PATCH', url: `/sessoes/${s.id}`, user: w.client, body: { status: 'CANCELLED' } });
    expect(cancelled.statusCode).toBe(200);
    const pending = await t.call({ method: 'POST', url: '/sessoes', user: w.client, body: { therapistId: w.therapist.sub, date: '2030-01-24', time: '09:00', modality: 'online' } });
    expect(pending.statusCode).toBe(201);
    t.clock.set('2030-01-23T11:55:00.000Z');
    for (const res of [await get(w.client, s.id), await get(w.therapist, pending.json().id), await ticket(w.client, s.id)]) {
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ message: SALA_MSG.naoConfirmada });
    }
  });

  it('refuses a ticket before the window and after it, with the page\'s messages', async () => {
    t.clock.set('2030-01-21T11:49:59.000Z');
    let res = await ticket(w.client);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: SALA_MSG.aindaNaoAbriu });
    t.clock.set('2030-01-21T13:15:00.000Z');
    res = await ticket(w.client);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: SALA_MSG.encerrada });
  });

  it('issues a 256-bit ticket valid 60 s, stored only as its SHA-256, usable once', async () => {
    t.clock.set('2030-01-21T12:10:00.000Z');
    const res = await ticket(w.client);
    expect(res.statusCode).toBe(200);
    const { ticket: value, expiraEm } = res.json() as { ticket: string; expiraEm: string };
    expect(Buffer.from(value, 'base64url')).toHaveLength(32);
    expect(expiraEm).toBe('2030-01-21T12:11:00.000Z');
    const hash = createHash('sha256').update(value).digest('hex');
    const stored = await t.db.select().from(salaTickets).where(eq(salaTickets.sessaoId, w.sessaoId));
    expect(stored.map((r) => r.hash)).toContain(hash);
    expect(JSON.stringify(stored)).not.toContain(value);
    const first = await consumirTicket(t.db, value, t.clock.now());
    expect(first).toMatchObject({ sessaoId: w.sessaoId, contaId: w.client.sub, papel: 'cliente' });
    expect(await consumirTicket(t.db, value, t.clock.now())).toBeNull();
  });

  it('lets a ticket expire after 60 s', async () => {
    t.clock.set('2030-01-21T12:10:00.000Z');
    const { ticket: value } = (await ticket(w.therapist)).json() as { ticket: string };
    expect(await consumirTicket(t.db, value, new Date('2030-01-21T12:11:00.000Z'))).toBeNull();
    expect(await consumirTicket(t.db, value, new Date('2030-01-21T12:10:59.000Z'))).toMatchObject({ papel: 'terapeuta' });
  });

  it('never accepts a made-up ticket', async () => {
    expect(await consumirTicket(t.db, 'x'.repeat(43), t.clock.now())).toBeNull();
    expect(await consumirTicket(t.db, '', t.clock.now())).toBeNull();
  });

  it('a therapist who is not the session\'s gets 404 too', async () => {
    const other = await createReadyTherapist(t, { user: newTherapist('Outra') });
    expect((await get(other)).statusCode).toBe(404);
  });

  describe("the therapist's choice: 'Sala do Acolhe' (default) or their own link", () => {
    it('session answers carry salaUrl: the room for an online session, nothing for a presencial one', async () => {
      const online = await t.call({ method: 'GET', url: `/sessoes/${w.sessaoId}`, user: w.client });
      expect(online.json().salaUrl).toBe(`/sessao/${w.sessaoId}/sala`);
      const list = await t.call({ method: 'GET', url: '/sessoes', user: w.therapist });
      expect(list.json().find((a: { id: string }) => a.id === w.sessaoId).salaUrl).toBe(`/sessao/${w.sessaoId}/sala`);
      const p = await confirmedSession(t, w.therapist, w.client, '2030-01-25', '09:00', 'presencial');
      expect((await t.call({ method: 'GET', url: `/sessoes/${p.id}`, user: w.client })).json().salaUrl).toBe('');
    });

    it("saves 'link' on the profile (kept by a save that omits it); the sessions then point at the therapist's link", async () => {
      // its own CRP and CPF on every save: a changed CRP would send the profile back to verification
      const registration = uniqueRegistration();
      const therapist = await createReadyTherapist(t, { user: newTherapist('Com Link'), profile: { fullName: 'Com Link', ...registration } });
      const mine = await t.call({ method: 'GET', url: `/terapeutas/${therapist.sub}`, user: therapist });
      expect(mine.json().preferenciaSala).toBe('acolhe');
      const saved = await t.call({ method: 'POST', url: '/terapeutas', user: therapist, body: { ...profileBody({ fullName: 'Com Link', sessionFormats: ['online'], ...registration }), preferenciaSala: 'link' } });
      expect(saved.statusCode).toBe(200);
      expect(saved.json().preferenciaSala).toBe('link');
      const again = await t.call({ method: 'POST', url: '/terapeutas', user: therapist, body: profileBody({ fullName: 'Com Link', sessionFormats: ['online'], ...registration }) });
      expect(again.json().preferenciaSala).toBe('link');
      const s = await confirmedSession(t, therapist, w.client, '2030-01-28', '09:00');
      expect((await t.call({ method: 'GET', url: `/sessoes/${s.id}`, user: w.client })).json().salaUrl).toBe('');
      await t.call({ method: 'PUT', url: `/sessoes/${s.id}`, user: therapist, body: { meetingLink: 'https://meet.exemplo/sala-propria' } });
      expect((await t.call({ method: 'GET', url: `/sessoes/${s.id}`, user: w.client })).json().salaUrl).toBe('https://meet.exemplo/sala-propria');
      // public reads never show the choice
      const pub = await t.call({ method: 'GET', url: `/public-terapeutas/${therapist.sub}` });
      expect(pub.json()).not.toHaveProperty('preferenciaSala');
    });

    it('refuses an unknown choice with a pt-BR field error', async () => {
      const therapist = await createReadyTherapist(t, { user: newTherapist('Escolha') });
      const res = await t.call({ method: 'POST', url: '/terapeutas', user: therapist, body: { ...profileBody(), preferenciaSala: 'zoom' } });
      expect(res.statusCode).toBe(400);
      expect(res.json().fieldErrors).toEqual({ preferenciaSala: 'Escolha onde acontecem as sessões online: a Sala do Acolhe ou o seu próprio link.' });
    });
  });
});
