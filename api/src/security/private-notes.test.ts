// Issue 29, "Private notes leak": a therapist's notes about a session ('cliente relata ideação
// suicida') are clinical data (LGPD art. 11) and came back to the client in GET /sessoes/cliente,
// GET /sessoes/{id} and GET /me/export. Since issue 40 (item 4) they can only be written in the
// client's prontuário (PUT /sessoes/{id} { therapistNotes } is refused on every session): each route
// a client calls that carries a session is attacked here with the notes written as the prontuário's
// entry; then every route of the inventory is called as the client (a new route joins by being
// classified there), and every message and e-mail the client was sent is rendered. The therapist
// reads them in the prontuário (so the marker is really stored and the assertions can fail).
import { eq } from 'drizzle-orm';
import { notificacoes } from '../db/schema';
import { calendarInviteOf, renderEmail, type NotificationPayload } from '../notificacoes/templates';
import { startTestApp, type TestContext } from '../../testing/helpers';
import { ROUTES, seedWorld, send, type World } from '../../testing/inventory';

const NOTES = 'NOTA-PRIVADA: cliente relata ideação suicida';
const leaks = (body: string) => body.includes('NOTA-PRIVADA') || body.includes('therapistNotes');

describe('the therapist’s private notes never reach the client', () => {
  let t: TestContext;
  let w: World;

  const noteEverySession = async () => {
    for (const id of Object.values(w.sessions)) {
      const res = await t.call({ method: 'PUT', url: `/sessoes/${id}`, user: w.therapist, body: { therapistNotes: NOTES } });
      expect(res.statusCode).toBe(400);
      expect(res.body).not.toContain('NOTA-PRIVADA');
    }
    // the one place they are written: the prontuário entry of the client's session (a new version)
    const entry = await t.call({ method: 'PUT', url: `/prontuario/${w.client.sub}/registros/${w.registroId}`, user: w.therapist, body: { texto: NOTES } });
    expect(entry.statusCode).toBe(200);
  };

  beforeAll(async () => {
    t = await startTestApp();
    w = await seedWorld(t);
  });
  beforeEach(noteEverySession);
  afterAll(async () => t.close());

  it('the therapist reads them in the prontuário only — no session carries them, not even in the therapist’s own view', async () => {
    const record = await t.call({ method: 'GET', url: `/prontuario/${w.client.sub}`, user: w.therapist });
    expect(record.json().registros.map((r: { texto: string }) => r.texto)).toContain(NOTES);
    const list = await t.call({ method: 'GET', url: '/sessoes', user: w.therapist });
    expect(list.json().length).toBeGreaterThanOrEqual(4);
    expect(leaks(list.body)).toBe(false);
    expect(leaks((await t.call({ method: 'GET', url: `/sessoes/${w.sessions.detail}`, user: w.therapist })).body)).toBe(false);
  });

  it('GET /sessoes/cliente', async () => {
    const res = await t.call({ method: 'GET', url: '/sessoes/cliente', user: w.client });
    expect(res.statusCode).toBe(200);
    expect(res.json().length).toBeGreaterThanOrEqual(4);
    expect(leaks(res.body)).toBe(false);
  });

  it.each(['patchBody', 'detail'] as const)('GET /sessoes/{id} as its client (%s)', async (which) => {
    const res = await t.call({ method: 'GET', url: `/sessoes/${w.sessions[which]}`, user: w.client });
    expect(res.statusCode).toBe(200);
    expect(leaks(res.body)).toBe(false);
  });

  it('GET /me/export', async () => {
    const res = await t.call({ method: 'GET', url: '/me/export', user: w.client });
    expect(res.statusCode).toBe(200);
    expect(res.json().sessoes.length).toBeGreaterThanOrEqual(4);
    expect(leaks(res.body)).toBe(false);
  });

  it('POST /sessoes: a retry of a slot the client already holds answers the stored session (200)', async () => {
    const held = (await t.call({ method: 'GET', url: `/sessoes/${w.sessions.patchPath}`, user: w.client })).json();
    const res = await t.call({ method: 'POST', url: '/sessoes', user: w.client, body: { therapistId: w.therapist.sub, date: held.date, time: held.time } });
    expect(res.statusCode).toBe(200);
    expect(res.json().id).toBe(w.sessions.patchPath);
    expect(leaks(res.body)).toBe(false);
  });

  it('GET /sessoes/{id}/calendario.ics as its client', async () => {
    const res = await t.call({ method: 'GET', url: `/sessoes/${w.sessions.detail}/calendario.ics`, user: w.client });
    expect(res.statusCode).toBe(200);
    expect(leaks(res.body)).toBe(false);
  });

  it('POST /sessoes/{id}/remarcar by the client', async () => {
    const res = await t.call({ method: 'POST', url: `/sessoes/${w.sessions.move}/remarcar`, user: w.client, body: { date: '2030-02-19', time: '11:00' } });
    expect(res.statusCode).toBe(200);
    expect(leaks(res.body)).toBe(false);
  });

  it('PATCH /sessoes/{id} and PATCH /sessoes: the client’s cancellation', async () => {
    const byPath = await t.call({ method: 'PATCH', url: `/sessoes/${w.sessions.patchPath}`, user: w.client, body: { status: 'CANCELLED' } });
    expect(byPath.statusCode).toBe(200);
    expect(leaks(byPath.body)).toBe(false);
    const byBody = await t.call({ method: 'PATCH', url: '/sessoes', user: w.client, body: { id: w.sessions.patchBody, status: 'CANCELLED' } });
    expect(byBody.statusCode).toBe(200);
    expect(leaks(byBody.body)).toBe(false);
  });

  it('no message or e-mail the client was sent carries them (inbox rows, text, HTML, calendar invite)', async () => {
    const rows = await t.db.select().from(notificacoes).where(eq(notificacoes.contaId, w.client.sub));
    // booking decisions, confirmations with invites, reminders: the client has been sent plenty
    expect(rows.length).toBeGreaterThan(3);
    for (const row of rows) {
      const payload = row.payload as unknown as NotificationPayload;
      const email = renderEmail(row.tipo, payload, { siteUrl: 'https://acolhe.example', link: row.link, para: row.emailTo });
      const invite = calendarInviteOf(row.tipo, payload, { siteUrl: 'https://acolhe.example', link: row.link, para: row.emailTo });
      expect(leaks(JSON.stringify([row, email, invite ?? null]))).toBe(false);
    }
  });

  it('every route of the inventory, called as the client', async () => {
    // in the inventory's order (DELETE /me last); the answers of refused calls are checked too
    for (const route of ROUTES) {
      const res = await send(t, route, route.valid(w), `Bearer ${await t.token(w.client)}`);
      expect([route.method, route.path, leaks(res.body)]).toEqual([route.method, route.path, false]);
    }
  });
});
