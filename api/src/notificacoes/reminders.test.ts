// Reminders: written for both sides in the transaction that confirms a session, due 24 h and 1 h
// before it; shown in the inbox (and handed to the e-mail worker) only from then on; cancelled
// with the session, moved with it, and inbox-only ('sem-email') for an account that turned them
// off or has no address.
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { CLIENT_RECEIPT_NOTIFICATION_TYPES, REMINDER_NOTIFICATION_TYPES, type Appointment, type NotificationInbox } from '@acolhe/shared-domain';
import { notificacoes, sessoes, type NotificacaoRow } from '../db/schema';
import { completeEndedSessions } from '../sessoes/service';
import { bookSession, confirmedSession, createReadyTherapist, newClient, useTestApp, type TestUser } from '../../testing/helpers';
import { NO_EMAIL_ERROR } from './outbox';
import { reminderTimes } from './service';

const NOW = '2030-01-16T13:00:00.000Z'; // Wed 16/01/2030 10:00 in São Paulo

describe('session reminders', () => {
  const t = useTestApp();
  let therapist: TestUser; // Helena Prado, online, Mon–Fri 09:00, 10:00, 11:00
  beforeEach(async () => {
    t.clock.set(NOW);
    therapist = await createReadyTherapist(t, { profile: { fullName: 'Helena Prado' } });
  });

  const book = (client: TestUser, date: string, time = '09:00', who = therapist) => bookSession(t, client, who, date, time);
  const patch = async (user: TestUser, id: string, status: string) => {
    const res = await t.call({ method: 'PATCH', url: `/sessoes/${id}`, user, body: { status } });
    expect(res.statusCode).toBe(200);
    return res.json<Appointment>();
  };
  const confirmed = (client: TestUser, date: string, time = '09:00', who = therapist) => confirmedSession(t, client, who, date, time);
  const remindersOf = (sessaoId: string): Promise<NotificacaoRow[]> =>
    t.db
      .select()
      .from(notificacoes)
      .where(and(eq(notificacoes.sessaoId, sessaoId), inArray(notificacoes.tipo, [...REMINDER_NOTIFICATION_TYPES])))
      .orderBy(asc(notificacoes.agendadaPara), asc(notificacoes.contaId), asc(notificacoes.createdAt));
  const summary = (rows: NotificacaoRow[]) => rows.map((r) => [r.contaId, r.tipo, r.agendadaPara.toISOString(), r.status]);
  const inbox = async (user: TestUser) => {
    const res = await t.call({ method: 'GET', url: '/notificacoes', user });
    expect(res.statusCode).toBe(200);
    return res.json<NotificationInbox>();
  };

  it('the reminder times are 24 h and 1 h before the start', () => {
    expect(reminderTimes(new Date('2030-02-05T12:00:00.000Z'))).toEqual([
      { tipo: 'lembrete-24h', at: new Date('2030-02-04T12:00:00.000Z') },
      { tipo: 'lembrete-1h', at: new Date('2030-02-05T11:00:00.000Z') },
    ]);
  });

  describe('a confirmation', () => {
    it('writes two reminders per side, due 24 h and 1 h before the start, ready to be e-mailed', async () => {
      const client = newClient('Rafael Lima');
      const s = await book(client, '2030-02-05'); // Tue 09:00 São Paulo = 12:00 UTC
      expect(await remindersOf(s.id)).toEqual([]); // a request has none
      await patch(therapist, s.id, 'CONFIRMED');
      const rows = await remindersOf(s.id);
      const [a, b] = [client.sub, therapist.sub].sort();
      expect(summary(rows)).toEqual([
        [a, 'lembrete-24h', '2030-02-04T12:00:00.000Z', 'pendente'],
        [b, 'lembrete-24h', '2030-02-04T12:00:00.000Z', 'pendente'],
        [a, 'lembrete-1h', '2030-02-05T11:00:00.000Z', 'pendente'],
        [b, 'lembrete-1h', '2030-02-05T11:00:00.000Z', 'pendente'],
      ]);
      const toClient = rows.find((r) => r.contaId === client.sub && r.tipo === 'lembrete-24h')!;
      expect(toClient).toMatchObject({
        titulo: 'Sua sessão é amanhã',
        mensagem: 'Lembrete: sua sessão com Helena Prado é amanhã, 05/02/2030 às 09:00.',
        link: `/cliente/${client.sub}`,
        emailTo: client.email,
        createdAt: new Date(NOW),
        nextAttemptAt: new Date('2030-02-04T12:00:00.000Z'),
      });
      expect(toClient.payload).toMatchObject({ destinatario: 'Rafael', terapeuta: 'Helena Prado', cliente: '', destinatarioTipo: 'cliente', status: 'CONFIRMED' });
      const toTherapist = rows.find((r) => r.contaId === therapist.sub && r.tipo === 'lembrete-1h')!;
      expect(toTherapist).toMatchObject({
        titulo: 'Sua sessão começa em 1 hora',
        mensagem: 'Lembrete: sua sessão com Rafael Lima começa em 1 hora, 05/02/2030 às 09:00.',
        link: `/usuario/${therapist.sub}`,
        emailTo: therapist.email,
      });
      expect(toTherapist.payload).toMatchObject({ destinatarioTipo: 'terapeuta', cliente: 'Rafael Lima', terapeuta: '' });
      // an online session in the Acolhe room (the default): both reminders link to the room
      for (const row of [toClient, toTherapist]) {
        expect(row.payload).toMatchObject({ linkReuniao: `/sessao/${s.id}/sala`, salaDoAcolhe: true });
      }
    });

    it('skips a reminder whose time has passed: confirmed 3 h ahead, only the 1-h one', async () => {
      const client = newClient();
      const s = await confirmed(client, '2030-01-16', '11:00'); // today 11:00, now 10:00… 1 h ahead
      expect(await remindersOf(s.id)).toEqual([]); // 1 h before is now: nothing left to remind
      t.clock.set('2030-01-17T09:00:00.000Z'); // Thu 06:00 São Paulo
      const later = await confirmed(client, '2030-01-17', '09:00'); // 3 h ahead
      expect(summary(await remindersOf(later.id)).map(([, tipo, at]) => [tipo, at])).toEqual([
        ['lembrete-1h', '2030-01-17T11:00:00.000Z'],
        ['lembrete-1h', '2030-01-17T11:00:00.000Z'],
      ]);
    });

    it('an account with reminder e-mails off, or without an address, gets them in the inbox only', async () => {
      const client = newClient();
      await t.call({ method: 'GET', url: '/sessoes/cliente', user: client }); // creates the account
      await t.db.execute(sql`UPDATE contas SET lembretes_email = false WHERE id = ${client.sub}`);
      await t.db.execute(sql`UPDATE terapeutas SET email = '' WHERE id = ${therapist.sub}`);
      const s = await confirmed(client, '2030-02-06');
      const rows = await remindersOf(s.id);
      expect(rows.filter((r) => r.contaId === client.sub).map((r) => [r.status, r.lastError])).toEqual([
        ['sem-email', null],
        ['sem-email', null],
      ]);
      expect(rows.filter((r) => r.contaId === therapist.sub).map((r) => [r.status, r.lastError, r.emailTo])).toEqual([
        ['sem-email', NO_EMAIL_ERROR, ''],
        ['sem-email', NO_EMAIL_ERROR, ''],
      ]);
      // still shown when due
      t.clock.set('2030-02-05T12:00:00.000Z');
      expect((await inbox(client)).content.map((n) => n.tipo)).toContain('lembrete-24h');
    });
  });

  describe('the inbox', () => {
    // the client's receipts of their own request and cancellation are outbox.test.ts's
    const notReceipt = (tipo: string) => !(CLIENT_RECEIPT_NOTIFICATION_TYPES as readonly string[]).includes(tipo);
    it('hides a reminder until it is due, then shows it at its time, newest first', async () => {
      const client = newClient('Rafael Lima');
      const s = await confirmed(client, '2030-02-07'); // Thu 09:00 = 12:00 UTC
      const before = await inbox(client);
      expect(before.content.map((n) => n.tipo).filter(notReceipt)).toEqual(['sessao-confirmada']);
      expect(before.naoLidas).toBe(2); // with the receipt of the request
      expect((await inbox(therapist)).content.map((n) => n.tipo)).toEqual(['sessao-solicitada']);
      // "mark all read" before it is due does not read a reminder nobody has seen
      expect((await t.call({ method: 'POST', url: '/notificacoes/lidas', user: client, body: {} })).statusCode).toBe(204);

      t.clock.set('2030-02-06T11:59:59.000Z');
      expect((await inbox(client)).naoLidas).toBe(0);
      t.clock.set('2030-02-06T12:00:00.000Z');
      const due = await inbox(client);
      expect(due.naoLidas).toBe(1);
      expect(due.content[0]).toEqual({
        id: expect.any(String),
        tipo: 'lembrete-24h',
        titulo: 'Sua sessão é amanhã',
        mensagem: 'Lembrete: sua sessão com Helena Prado é amanhã, 07/02/2030 às 09:00.',
        link: `/cliente/${client.sub}`,
        criadaEm: '2030-02-06T12:00:00.000Z', // when it reached the inbox, not when it was written
        lida: false,
      });
      expect((await inbox(therapist)).content.map((n) => n.tipo)).toEqual(['lembrete-24h', 'sessao-solicitada']);

      t.clock.set('2030-02-07T11:30:00.000Z');
      expect((await inbox(client)).content.map((n) => n.tipo).filter(notReceipt)).toEqual(['lembrete-1h', 'lembrete-24h', 'sessao-confirmada']);
      expect((await inbox(client)).naoLidas).toBe(2);
      expect(s.id).toBeTruthy();
    });

    it('never shows a cancelled reminder, even once its time has come', async () => {
      const client = newClient();
      const s = await confirmed(client, '2030-02-08');
      t.clock.set('2030-01-16T13:00:01.000Z'); // a second later: the inbox orders by time
      await patch(client, s.id, 'CANCELLED');
      t.clock.set('2030-02-08T11:30:00.000Z');
      const tipos = (await inbox(client)).content.map((n) => n.tipo);
      expect(tipos.filter(notReceipt)).toEqual(['sessao-confirmada']);
      expect(tipos).toContain('cancelamento-registrado');
      expect((await inbox(therapist)).content.map((n) => n.tipo)).toEqual(['sessao-cancelada-pelo-cliente', 'sessao-solicitada']);
    });
  });

  describe('the reminders follow the session', () => {
    it('cancelled by the client or by the therapist: every unsent reminder is cancelled', async () => {
      const client = newClient();
      const byClient = await confirmed(client, '2030-02-11');
      const byTherapist = await confirmed(client, '2030-02-12');
      await patch(client, byClient.id, 'CANCELLED');
      await patch(therapist, byTherapist.id, 'CANCELLED');
      for (const s of [byClient, byTherapist]) {
        const rows = await remindersOf(s.id);
        expect(rows).toHaveLength(4);
        expect(rows.every((r) => r.status === 'cancelada')).toBe(true);
      }
    });

    it('a reminder already sent stays sent; a due one not yet sent is cancelled', async () => {
      const client = newClient();
      const s = await confirmed(client, '2030-02-13');
      const [first] = await remindersOf(s.id);
      await t.db.update(notificacoes).set({ status: 'enviada', deliveredAt: new Date('2030-02-12T12:00:05.000Z') }).where(eq(notificacoes.id, first!.id));
      t.clock.set('2030-02-12T13:00:00.000Z'); // the 24-h ones are due; only one of them went out
      await patch(client, s.id, 'CANCELLED');
      const rows = await remindersOf(s.id);
      expect(rows.map((r) => r.status).sort()).toEqual(['cancelada', 'cancelada', 'cancelada', 'enviada']);
    });

    it('a confirmed session moved by the therapist: the old reminders go, the new time gets its own', async () => {
      const client = newClient();
      const s = await confirmed(client, '2030-02-14', '09:00');
      const moved = await t.call({ method: 'POST', url: `/sessoes/${s.id}/remarcar`, user: therapist, body: { date: '2030-02-15', time: '10:00' } });
      expect(moved.statusCode).toBe(200);
      expect(moved.json().status).toBe('CONFIRMED');
      const rows = await remindersOf(s.id);
      expect(rows.filter((r) => r.status === 'cancelada').map((r) => r.agendadaPara.toISOString()).sort()).toEqual([
        '2030-02-13T12:00:00.000Z',
        '2030-02-13T12:00:00.000Z',
        '2030-02-14T11:00:00.000Z',
        '2030-02-14T11:00:00.000Z',
      ]);
      expect(rows.filter((r) => r.status === 'pendente').map((r) => [r.tipo, r.agendadaPara.toISOString(), r.mensagem.includes('15/02/2030 às 10:00')])).toEqual([
        ['lembrete-24h', '2030-02-14T13:00:00.000Z', true],
        ['lembrete-24h', '2030-02-14T13:00:00.000Z', true],
        ['lembrete-1h', '2030-02-15T12:00:00.000Z', true],
        ['lembrete-1h', '2030-02-15T12:00:00.000Z', true],
      ]);
    });

    it('a confirmed session moved by the client waits for a new confirmation: no reminders until then', async () => {
      const client = newClient();
      const s = await confirmed(client, '2030-02-18', '09:00');
      const moved = await t.call({ method: 'POST', url: `/sessoes/${s.id}/remarcar`, user: client, body: { date: '2030-02-19', time: '09:00' } });
      expect(moved.json().status).toBe('PENDING');
      expect((await remindersOf(s.id)).every((r) => r.status === 'cancelada')).toBe(true);
      // declined: still nothing to remind
      await patch(therapist, s.id, 'REJECTED');
      expect((await remindersOf(s.id)).filter((r) => r.status !== 'cancelada')).toEqual([]);
    });

    it('confirmed again after the client’s move: reminders for the new time', async () => {
      const client = newClient();
      const s = await confirmed(client, '2030-02-20', '09:00');
      await t.call({ method: 'POST', url: `/sessoes/${s.id}/remarcar`, user: client, body: { date: '2030-02-21', time: '11:00' } });
      await patch(therapist, s.id, 'CONFIRMED');
      const live = (await remindersOf(s.id)).filter((r) => r.status === 'pendente');
      expect(live.map((r) => r.agendadaPara.toISOString())).toEqual([
        '2030-02-20T14:00:00.000Z',
        '2030-02-20T14:00:00.000Z',
        '2030-02-21T13:00:00.000Z',
        '2030-02-21T13:00:00.000Z',
      ]);
    });

    it('completed by the sweep: a reminder a stopped worker never sent is cancelled', async () => {
      const client = newClient();
      const s = await confirmed(client, '2030-01-17', '09:00'); // 23 h ahead: the 1-h reminders only
      expect((await remindersOf(s.id)).map((r) => [r.tipo, r.status])).toEqual([
        ['lembrete-1h', 'pendente'],
        ['lembrete-1h', 'pendente'],
      ]);
      expect(await completeEndedSessions(t.db, t.app.bus, new Date('2030-01-17T14:00:00.000Z'))).toBeGreaterThanOrEqual(1);
      expect((await remindersOf(s.id)).map((r) => r.status)).toEqual(['cancelada', 'cancelada']);
    });

    it('an erased account: the other side’s reminders of the cancelled sessions are cancelled', async () => {
      const client = newClient('Marcos Rocha');
      const s = await confirmed(client, '2030-02-22');
      expect((await t.call({ method: 'DELETE', url: '/me', user: client })).statusCode).toBe(204);
      const rows = await remindersOf(s.id);
      // the client's own are deleted with the account; the therapist's never go out
      expect(rows.map((r) => [r.contaId, r.status])).toEqual([
        [therapist.sub, 'cancelada'],
        [therapist.sub, 'cancelada'],
      ]);
      const [session] = await t.db.select({ seq: sessoes.calendarSequence }).from(sessoes).where(eq(sessoes.id, s.id));
      expect(session!.seq).toBe(1); // its calendar event is cancelled too
    });
  });
});
