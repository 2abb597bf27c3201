// GET/PUT /me/preferencias: reminder e-mails on or off, for both roles. The choice applies to the
// reminders still to come (they stay in the inbox either way) and is part of the export.
import { and, eq, inArray, sql } from 'drizzle-orm';
import { REMINDER_NOTIFICATION_TYPES } from '@acolhe/shared-domain';
import { notificacoes } from '../db/schema';
import { confirmedSession, createReadyTherapist, newClient, useTestApp, type TestUser } from '../../testing/helpers';

describe('notification preferences (/me/preferencias)', () => {
  const t = useTestApp();
  let therapist: TestUser;
  beforeEach(async () => {
    t.clock.set('2030-01-16T13:00:00.000Z'); // Wed 16/01/2030 10:00 in São Paulo
    therapist = await createReadyTherapist(t, { profile: { fullName: 'Helena Prado' } });
  });

  const get = (user: TestUser) => t.call({ method: 'GET', url: '/me/preferencias', user });
  const put = (user: TestUser, body: unknown) => t.call({ method: 'PUT', url: '/me/preferencias', user, body });
  const confirmed = (client: TestUser, date: string) => confirmedSession(t, client, therapist, date);
  const reminderStatuses = async (contaId: string, sessaoId: string) =>
    (
      await t.db
        .select({ status: notificacoes.status, tipo: notificacoes.tipo })
        .from(notificacoes)
        .where(and(eq(notificacoes.contaId, contaId), eq(notificacoes.sessaoId, sessaoId), inArray(notificacoes.tipo, [...REMINDER_NOTIFICATION_TYPES])))
        .orderBy(notificacoes.agendadaPara)
    ).map((r) => `${r.tipo}:${r.status}`);

  it('the choice is heard by the notifications (PreferenciasAlteradas)', () => {
    expect(t.app.bus.hears('PreferenciasAlteradas')).toBe(true);
  });

  it('reminders are on by default, for both roles', async () => {
    for (const user of [newClient(), therapist]) {
      const res = await get(user);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ lembretesEmail: true });
      expect(res.headers['cache-control']).toBe('private, no-store');
    }
  });

  it('turned off and on again: saved, answered, and in the export', async () => {
    for (const user of [newClient(), therapist]) {
      const off = await put(user, { lembretesEmail: false });
      expect(off.statusCode).toBe(200);
      expect(off.json()).toEqual({ lembretesEmail: false });
      expect((await get(user)).json()).toEqual({ lembretesEmail: false });
      expect((await t.call({ method: 'GET', url: '/me/export', user })).json().preferencias).toEqual({ lembretesEmail: false });
      expect((await put(user, { lembretesEmail: true })).json()).toEqual({ lembretesEmail: true });
      expect((await get(user)).json()).toEqual({ lembretesEmail: true });
    }
  });

  it('off: the account’s reminders still to come become inbox-only; the other side’s are untouched', async () => {
    const client = newClient();
    const s = await confirmed(client, '2030-02-05');
    expect(await reminderStatuses(client.sub, s.id)).toEqual(['lembrete-24h:pendente', 'lembrete-1h:pendente']);
    await put(client, { lembretesEmail: false });
    expect(await reminderStatuses(client.sub, s.id)).toEqual(['lembrete-24h:sem-email', 'lembrete-1h:sem-email']);
    expect(await reminderStatuses(therapist.sub, s.id)).toEqual(['lembrete-24h:pendente', 'lembrete-1h:pendente']);
    // a session confirmed while they are off: inbox-only from the start
    const later = await confirmed(client, '2030-02-06');
    expect(await reminderStatuses(client.sub, later.id)).toEqual(['lembrete-24h:sem-email', 'lembrete-1h:sem-email']);
    // still shown in the inbox when due
    t.clock.set('2030-02-04T12:00:00.000Z');
    const inbox = (await t.call({ method: 'GET', url: '/notificacoes', user: client })).json();
    expect(inbox.content[0]).toMatchObject({ tipo: 'lembrete-24h' });
  });

  it('on again: only reminders still to come, and only those with an address, go back to e-mail', async () => {
    const client = newClient();
    const s = await confirmed(client, '2030-02-07'); // reminders due 06/02 12:00 and 07/02 11:00 UTC
    await put(client, { lembretesEmail: false });
    t.clock.set('2030-02-06T13:00:00.000Z'); // the 24-h one is due (shown, not e-mailed), the 1-h one is not
    await put(client, { lembretesEmail: true });
    expect(await reminderStatuses(client.sub, s.id)).toEqual(['lembrete-24h:sem-email', 'lembrete-1h:pendente']);

    // an account without an address keeps them inbox-only whatever it chooses
    const noAddress = newClient();
    await t.call({ method: 'GET', url: '/sessoes/cliente', user: noAddress });
    await t.db.execute(sql`UPDATE clientes SET email = '' WHERE id = ${noAddress.sub}`);
    t.clock.set('2030-01-16T13:00:00.000Z');
    const other = await confirmed(noAddress, '2030-02-08');
    await put(noAddress, { lembretesEmail: false });
    await put(noAddress, { lembretesEmail: true });
    expect(await reminderStatuses(noAddress.sub, other.id)).toEqual(['lembrete-24h:sem-email', 'lembrete-1h:sem-email']);
  });

  it('cancelled reminders stay cancelled whatever the choice', async () => {
    const client = newClient();
    const s = await confirmed(client, '2030-02-11');
    await t.call({ method: 'PATCH', url: `/sessoes/${s.id}`, user: client, body: { status: 'CANCELLED' } });
    await put(client, { lembretesEmail: false });
    await put(client, { lembretesEmail: true });
    expect(await reminderStatuses(client.sub, s.id)).toEqual(['lembrete-24h:cancelada', 'lembrete-1h:cancelada']);
  });

  it('a bad body: 400 with the pt-BR message; no token: 401', async () => {
    const client = newClient();
    for (const body of [{}, { lembretesEmail: 'sim' }, { lembretesEmail: null }, { lembretesEmail: 1 }]) {
      const res = await put(client, body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        message: 'Informe se deseja receber lembretes por e-mail (true ou false).',
        fieldErrors: { lembretesEmail: 'Informe se deseja receber lembretes por e-mail (true ou false).' },
      });
    }
    expect((await get(client)).json()).toEqual({ lembretesEmail: true });
    expect((await t.call({ method: 'GET', url: '/me/preferencias' })).statusCode).toBe(401);
    expect((await t.call({ method: 'PUT', url: '/me/preferencias', body: { lembretesEmail: false } })).statusCode).toBe(401);
  });
});
