// The outbox is written in the transaction of the change it reports: every session change writes
// its message for the other side, a change that rolls back leaves none, a message that cannot be
// written fails its change. And the in-app inbox (GET /notificacoes, POST /notificacoes/lidas).
import { randomUUID } from 'node:crypto';
import { asc, eq, sql } from 'drizzle-orm';
import { CLIENT_RECEIPT_NOTIFICATION_TYPES, type Appointment, type NotificationInbox } from '@acolhe/shared-domain';
import { notificacoes, type NotificacaoRow } from '../db/schema';
import { completeEndedSessions } from '../sessoes/service';
import { bookSession, createReadyTherapist, newClient, useTestApp, type TestUser } from '../../testing/helpers';
import { NO_EMAIL_ERROR } from './outbox';
import { isReminder } from './service';
import { renderEmail, type NotificationPayload } from './templates';

describe('notifications outbox', () => {
  const t = useTestApp();
  let therapist: TestUser; // a fresh Helena Prado per test, online, Mon–Fri 09:00, 10:00, 11:00
  beforeEach(async () => {
    t.clock.set('2030-01-16T13:00:00.000Z'); // Wed 16/01/2030 10:00 in São Paulo
    therapist = await createReadyTherapist(t, { profile: { fullName: 'Helena Prado' } });
  });
  /** One second later: the messages of one test are ordered by created_at. */
  const tick = () => t.clock.set(new Date(t.clock.now().getTime() + 1000).toISOString());

  let day = 0;
  const nextDate = () => {
    const weekdays = ['04', '05', '06', '07', '08', '11', '12', '13', '14', '15', '18', '19', '20', '21', '22', '25', '26', '27', '28'];
    return `2030-02-${weekdays[day++ % weekdays.length]}`;
  };
  const book = async (client: TestUser, date = nextDate(), time = '09:00', extra: Record<string, unknown> = {}, who = therapist) => {
    const s = await bookSession(t, client, who, date, time, extra);
    tick();
    return s;
  };
  const patch = async (user: TestUser, id: string, status: string) => {
    const res = await t.call({ method: 'PATCH', url: `/sessoes/${id}`, user, body: { status } });
    tick();
    return res;
  };
  const move = async (user: TestUser, id: string, date: string, time: string) => {
    const res = await t.call({ method: 'POST', url: `/sessoes/${id}/remarcar`, user, body: { date, time } });
    tick();
    return res;
  };
  const exec = async (...statements: string[]) => {
    for (const statement of statements) await t.db.execute(sql.raw(statement));
  };
  /** Runs `body` while trigger `name` on `table` (`trigger`: its CREATE statement) raises `error` (a
   * serialization failure, 40001), and drops it after, whatever happened. */
  const whileRefused = async (name: string, table: string, error: string, trigger: string, body: () => Promise<void>) => {
    await exec(`CREATE FUNCTION ${name}() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION '${error}' USING ERRCODE = '40001'; END $$`, trigger);
    try {
      await body();
    } finally {
      await exec(`DROP TRIGGER ${name} ON ${table}`, `DROP FUNCTION ${name}()`);
    }
  };
  // the messages about decisions; the reminders a confirmation also writes are reminders.test.ts's,
  // the client's receipts of their own actions are 'the client's own actions' below
  const receipt = (tipo: string) => (CLIENT_RECEIPT_NOTIFICATION_TYPES as readonly string[]).includes(tipo);
  const decisions = (rows: NotificacaoRow[]) => rows.filter((r) => !isReminder(r.tipo) && !receipt(r.tipo));
  const receipts = async (sessaoId: string): Promise<NotificacaoRow[]> =>
    (await t.db.select().from(notificacoes).where(eq(notificacoes.sessaoId, sessaoId)).orderBy(asc(notificacoes.createdAt))).filter((r) => receipt(r.tipo));
  const rowsOf = async (contaId: string): Promise<NotificacaoRow[]> =>
    decisions(await t.db.select().from(notificacoes).where(eq(notificacoes.contaId, contaId)).orderBy(asc(notificacoes.createdAt), asc(notificacoes.tipo)));
  const ofSession = async (sessaoId: string): Promise<NotificacaoRow[]> =>
    decisions(await t.db.select().from(notificacoes).where(eq(notificacoes.sessaoId, sessaoId)).orderBy(asc(notificacoes.createdAt), asc(notificacoes.tipo)));

  describe('a booking', () => {
    it('writes exactly one notification, for the therapist, ready to be e-mailed', async () => {
      const client = newClient('Rafael Lima');
      const s = await book(client, '2030-02-04', '09:00', { notes: 'minhas anotações' });
      const rows = await ofSession(s.id);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        contaId: therapist.sub,
        tipo: 'sessao-solicitada',
        titulo: 'Nova solicitação de sessão',
        mensagem: 'Rafael Lima pediu uma sessão online em 04/02/2030 às 09:00.',
        link: `/usuario/${therapist.sub}`,
        sessaoId: s.id,
        emailTo: therapist.email,
        status: 'pendente',
        attempts: 0,
        lastError: null,
        deliveredAt: null,
        lidaEm: null,
        createdAt: new Date('2030-01-16T13:00:00.000Z'),
        nextAttemptAt: new Date('2030-01-16T13:00:00.000Z'),
      });
      expect(rows[0]!.payload).toEqual({
        destinatario: 'Helena',
        terapeuta: '',
        cliente: 'Rafael Lima',
        data: '2030-02-04',
        hora: '09:00',
        duracaoMinutos: 60,
        modalidade: 'online',
        status: 'PENDING',
      });
      expect(await rowsOf(client.sub)).toEqual([]);
    });

    it('a retried booking of the same slot and a replayed Idempotency-Key write nothing more', async () => {
      const client = newClient();
      const date = nextDate();
      const body = { therapistId: therapist.sub, date, time: '10:00' };
      const headers = { 'idempotency-key': `chave-${randomUUID()}` };
      const first = await t.call({ method: 'POST', url: '/sessoes', user: client, body, headers });
      expect(first.statusCode).toBe(201);
      expect((await t.call({ method: 'POST', url: '/sessoes', user: client, body, headers })).headers['idempotent-replayed']).toBe('true');
      expect((await t.call({ method: 'POST', url: '/sessoes', user: client, body })).statusCode).toBe(200);
      expect(await ofSession(first.json().id)).toHaveLength(1);
    });

    it('many clients racing for one slot: one booking, one notification', async () => {
      const date = nextDate();
      const results = await Promise.all(Array.from({ length: 8 }, () => t.call({ method: 'POST', url: '/sessoes', user: newClient(), body: { therapistId: therapist.sub, date, time: '11:00' } })));
      expect(results.filter((r) => r.statusCode === 201)).toHaveLength(1);
      const rows = (await rowsOf(therapist.sub)).filter((r) => (r.payload as { data: string; hora: string }).data === date && r.payload.hora === '11:00');
      expect(rows).toHaveLength(1);
    });
  });

  describe('one transaction: the change and its message commit together or not at all', () => {
    it('a confirmation whose commit fails leaves neither the confirmation nor its message', async () => {
      const client = newClient();
      const s = await book(client);
      // A deferred constraint trigger refuses the change at COMMIT, after the message was written.
      await whileRefused(
        'recusa_no_commit',
        'sessoes',
        'recusado no commit',
        `CREATE CONSTRAINT TRIGGER recusa_no_commit AFTER UPDATE ON sessoes DEFERRABLE INITIALLY DEFERRED
         FOR EACH ROW WHEN (NEW.id = '${s.id}') EXECUTE FUNCTION recusa_no_commit()`,
        async () => {
          const res = await patch(therapist, s.id, 'CONFIRMED');
          expect(res.statusCode).toBe(409);
        },
      );
      expect((await t.call({ method: 'GET', url: `/sessoes/${s.id}`, user: client })).json().status).toBe('PENDING');
      expect(await rowsOf(client.sub)).toEqual([]);
      // and once nothing refuses it, the same call confirms and notifies
      expect((await patch(therapist, s.id, 'CONFIRMED')).statusCode).toBe(200);
      expect((await rowsOf(client.sub)).map((r) => r.tipo)).toEqual(['sessao-confirmada']);
    });

    it('a message that cannot be written fails its change: nothing is decided without its message', async () => {
      const client = newClient();
      const s = await book(client);
      await whileRefused(
        'recusa_mensagem',
        'notificacoes',
        'sem mensagem',
        `CREATE TRIGGER recusa_mensagem BEFORE INSERT ON notificacoes
         FOR EACH ROW WHEN (NEW.sessao_id = '${s.id}') EXECUTE FUNCTION recusa_mensagem()`,
        async () => {
          expect((await patch(therapist, s.id, 'REJECTED')).statusCode).toBe(409);
          expect((await move(client, s.id, nextDate(), '10:00')).statusCode).toBe(409);
          expect((await patch(client, s.id, 'CANCELLED')).statusCode).toBe(409);
        },
      );
      const now = (await t.call({ method: 'GET', url: `/sessoes/${s.id}`, user: client })).json<Appointment>();
      expect(now).toMatchObject({ status: 'PENDING', date: s.date, time: s.time });
      expect(await rowsOf(client.sub)).toEqual([]);
      expect(await ofSession(s.id)).toHaveLength(1); // the booking's own
    });

    it('a booking refused by the pending limit writes nothing', async () => {
      const client = newClient();
      for (let i = 0; i < 3; i++) await book(client);
      const before = (await rowsOf(therapist.sub)).length;
      const fourth = await t.call({ method: 'POST', url: '/sessoes', user: client, body: { therapistId: therapist.sub, date: nextDate(), time: '09:00' } });
      expect(fourth.statusCode).toBe(409);
      expect(await rowsOf(therapist.sub)).toHaveLength(before);
    });
  });

  describe('every change tells the other side', () => {
    it('confirmed online, therapist in the Acolhe room (the default): the client gets the room\'s path', async () => {
      const client = newClient('Rafael Lima');
      const s = await book(client, '2030-02-05', '10:00');
      expect((await patch(therapist, s.id, 'CONFIRMED')).statusCode).toBe(200);
      const [row] = await rowsOf(client.sub);
      expect(row!.payload).toMatchObject({ status: 'CONFIRMED', linkReuniao: `/sessao/${s.id}/sala` });
      // the invite's LOCATION is the room's page too
      expect((row!.payload as { calendario?: { local?: string } }).calendario?.local).toBe(`/sessao/${s.id}/sala`);
      const email = renderEmail(row!.tipo, row!.payload as unknown as NotificationPayload, { siteUrl: 'https://acolhe.com.br', link: row!.link, para: row!.emailTo });
      expect(email.text).toContain(`Link da sessão: https://acolhe.com.br/sessao/${s.id}/sala`);
      expect(email.icalEvent?.content.replace(/\r\n /g, '')).toContain(`LOCATION:https://acolhe.com.br/sessao/${s.id}/sala`); // unfolded (RFC 5545 §3.1)
    });

    it('confirmed online, therapist with their own link: the client gets the meeting link', async () => {
      await t.db.execute(sql`UPDATE terapeutas SET preferencia_sala = 'link' WHERE id = ${therapist.sub}`);
      const client = newClient('Rafael Lima');
      const s = await book(client, '2030-02-05', '09:00');
      await t.call({ method: 'PUT', url: `/sessoes/${s.id}`, user: therapist, body: { meetingLink: 'https://meet.exemplo/abc' } });
      expect((await patch(therapist, s.id, 'CONFIRMED')).statusCode).toBe(200);
      const [row] = await rowsOf(client.sub);
      expect(row).toMatchObject({
        tipo: 'sessao-confirmada',
        titulo: 'Sessão confirmada',
        mensagem: 'Helena Prado confirmou sua sessão online de 05/02/2030 às 09:00.',
        link: `/cliente/${client.sub}`,
        emailTo: client.email,
        status: 'pendente',
      });
      expect(row!.payload).toMatchObject({ destinatario: 'Rafael', terapeuta: 'Helena Prado', cliente: '', status: 'CONFIRMED', linkReuniao: 'https://meet.exemplo/abc', eraSolicitacao: true });
    });

    it('confirmed presencial: the client gets the office address', async () => {
      const office = await createReadyTherapist(t, { profile: { fullName: 'Otávio Reis', sessionFormats: ['presencial'] } });
      const client = newClient();
      const s = await book(client, nextDate(), '09:00', {}, office);
      await patch(office, s.id, 'CONFIRMED');
      const [row] = await rowsOf(client.sub);
      expect(row!.payload).toMatchObject({ modalidade: 'presencial', endereco: 'Avenida Paulista, 1000, sala 12 — Bela Vista, São Paulo/SP, CEP 01310-100' });
      expect(row!.payload).not.toHaveProperty('linkReuniao');
    });

    it('declined: the client is pointed back to the therapist’s agenda', async () => {
      const client = newClient();
      const s = await book(client, '2030-02-06');
      await patch(therapist, s.id, 'REJECTED');
      expect(await rowsOf(client.sub)).toEqual([
        expect.objectContaining({
          tipo: 'sessao-recusada',
          titulo: 'Solicitação não aceita',
          mensagem: 'Helena Prado não pôde aceitar sua solicitação de sessão de 06/02/2030 às 09:00.',
          link: `/terapeuta/${therapist.sub}`,
        }),
      ]);
    });

    it('cancelled by the client: a request, or a confirmed session late', async () => {
      const client = newClient('Bruna Dias');
      const request = await book(client, '2030-02-07');
      expect((await patch(client, request.id, 'CANCELLED')).statusCode).toBe(200);
      const late = await book(client, '2030-01-17', '09:00'); // tomorrow 09:00: within 24 h
      await patch(therapist, late.id, 'CONFIRMED');
      expect((await patch(client, late.id, 'CANCELLED')).statusCode).toBe(200);
      const mine = (await rowsOf(therapist.sub)).filter((r) => r.tipo === 'sessao-cancelada-pelo-cliente' && [request.id, late.id].includes(r.sessaoId!));
      expect(mine.map((r) => [r.titulo, r.mensagem])).toEqual([
        ['Solicitação cancelada', 'Bruna Dias cancelou a solicitação de sessão de 07/02/2030 às 09:00.'],
        ['Sessão cancelada pelo cliente', 'Bruna Dias cancelou a sessão de 17/01/2030 às 09:00. O cancelamento foi feito com menos de 24 horas de antecedência.'],
      ]);
    });

    it('cancelled by the therapist', async () => {
      const client = newClient();
      const s = await book(client, '2030-02-08');
      await patch(therapist, s.id, 'CONFIRMED');
      await patch(therapist, s.id, 'CANCELLED');
      expect((await rowsOf(client.sub)).map((r) => [r.tipo, r.mensagem])).toEqual([
        ['sessao-confirmada', 'Helena Prado confirmou sua sessão online de 08/02/2030 às 09:00.'],
        ['sessao-cancelada-pelo-terapeuta', 'Helena Prado cancelou sua sessão de 08/02/2030 às 09:00.'],
      ]);
    });

    it('rescheduled by either side: the other one hears of the old and the new time', async () => {
      const client = newClient('Caio Nunes');
      const s = await book(client, '2030-02-11', '09:00');
      expect((await move(client, s.id, '2030-02-12', '10:00')).statusCode).toBe(200);
      const toTherapist = (await ofSession(s.id)).filter((r) => r.tipo === 'sessao-remarcada-pelo-cliente');
      expect(toTherapist).toEqual([
        expect.objectContaining({ contaId: therapist.sub, mensagem: 'Caio Nunes pediu para mudar a sessão de 11/02/2030 às 09:00 para 12/02/2030 às 10:00.' }),
      ]);
      expect((await move(therapist, s.id, '2030-02-13', '11:00')).statusCode).toBe(200);
      expect(await rowsOf(client.sub)).toEqual([
        expect.objectContaining({
          tipo: 'sessao-remarcada-pelo-terapeuta',
          mensagem: 'Helena Prado mudou sua sessão de 12/02/2030 às 10:00 para 13/02/2030 às 11:00.',
          payload: expect.objectContaining({ dataAnterior: '2030-02-12', horaAnterior: '10:00', status: 'PENDING' }),
        }),
      ]);
    });

    it('completed by the therapist: the client is invited to review', async () => {
      const client = newClient();
      const s = await book(client, '2030-01-16', '11:00');
      await patch(therapist, s.id, 'CONFIRMED');
      t.clock.set('2030-01-16T14:05:00.000Z'); // 11:05 in São Paulo
      expect((await patch(therapist, s.id, 'COMPLETED')).statusCode).toBe(200);
      expect((await rowsOf(client.sub)).map((r) => [r.tipo, r.titulo, r.link])).toEqual([
        ['sessao-confirmada', 'Sessão confirmada', `/cliente/${client.sub}`],
        ['sessao-concluida', 'Como foi sua sessão?', `/terapeuta/${therapist.sub}`],
      ]);
    });

    it('a completed session can be reviewed from the client’s list until the client reviews that therapist (issue 30)', async () => {
      const client = newClient();
      const s = await book(client, '2030-01-16', '11:00');
      await patch(therapist, s.id, 'CONFIRMED');
      t.clock.set('2030-01-16T14:05:00.000Z'); // 11:05 in São Paulo: ended
      const list = async () => (await t.call({ method: 'GET', url: '/sessoes/cliente', user: client })).json<Appointment[]>();
      expect((await list()).find((a) => a.id === s.id)).not.toHaveProperty('canReview'); // confirmed: not yet
      expect((await patch(therapist, s.id, 'COMPLETED')).statusCode).toBe(200);
      expect((await list()).find((a) => a.id === s.id)).toMatchObject({ status: 'COMPLETED', canReview: true });
      const review = await t.call({ method: 'POST', url: '/avaliacoes', user: client, body: { terapeutaId: therapist.sub, nota: 5, comentario: 'Muito acolhedora, recomendo.' } });
      expect(review.statusCode).toBe(201);
      expect((await list()).find((a) => a.id === s.id)).not.toHaveProperty('canReview');
    });

    it('completed by the sweep: one invitation per session, in the sweep’s transaction, never twice', async () => {
      const other = await createReadyTherapist(t, { profile: { fullName: 'Sônia Alves' } });
      const a = newClient();
      const b = newClient();
      const sa = await book(a, '2030-01-17', '09:00', {}, other);
      const sb = await book(b, '2030-01-17', '10:00', {}, other);
      await patch(other, sa.id, 'CONFIRMED');
      await patch(other, sb.id, 'CONFIRMED');
      const after = new Date('2030-01-17T14:00:00.000Z'); // 11:00: both ended
      expect(await completeEndedSessions(t.db, t.app.bus, after)).toBe(2);
      expect(await completeEndedSessions(t.db, t.app.bus, after)).toBe(0);
      for (const [client, s] of [[a, sa], [b, sb]] as const) {
        const invitations = (await rowsOf(client.sub)).filter((r) => r.tipo === 'sessao-concluida');
        expect(invitations).toEqual([
          expect.objectContaining({ sessaoId: s.id, mensagem: 'Sua sessão com Sônia Alves em 17/01/2030 foi concluída.', createdAt: after }),
        ]);
      }
    });

    it('a client who erases the account: the therapist hears of each cancelled session, without the name', async () => {
      const other = await createReadyTherapist(t, { profile: { fullName: 'Lara Campos' } });
      const client = newClient('Marcos Vinícius Rocha');
      const s1 = await book(client, '2030-02-14', '09:00', {}, other);
      const s2 = await book(client, '2030-02-15', '10:00', {}, other);
      await patch(other, s2.id, 'CONFIRMED');
      expect((await rowsOf(client.sub)).length).toBe(1);
      expect((await t.call({ method: 'DELETE', url: '/me', user: client })).statusCode).toBe(204);

      expect(await rowsOf(client.sub)).toEqual([]); // the erased account's own messages are gone
      const theirs = await rowsOf(other.sub);
      expect(theirs.filter((r) => r.tipo === 'cliente-excluiu-conta').map((r) => [r.sessaoId, r.mensagem])).toEqual(
        expect.arrayContaining([
          [s1.id, 'A sessão de 14/02/2030 às 09:00 foi cancelada porque o cliente excluiu a conta no Acolhe.'],
          [s2.id, 'A sessão de 15/02/2030 às 10:00 foi cancelada porque o cliente excluiu a conta no Acolhe.'],
        ]),
      );
      // the therapist's older messages about those sessions no longer name the client
      expect(JSON.stringify(theirs)).not.toMatch(/Marcos|Rocha/);
      expect(theirs.filter((r) => r.tipo === 'sessao-solicitada').map((r) => r.mensagem)).toEqual([
        'Cliente Acolhe pediu uma sessão online em 14/02/2030 às 09:00.',
        'Cliente Acolhe pediu uma sessão online em 15/02/2030 às 10:00.',
      ]);
    });

    it('a therapist who erases the account: each client hears of the cancellation', async () => {
      const gone = await createReadyTherapist(t, { profile: { fullName: 'Sabrina Lopes' } });
      const client = newClient();
      const s = await book(client, '2030-02-18', '09:00', {}, gone);
      await patch(gone, s.id, 'CONFIRMED');
      expect((await t.call({ method: 'DELETE', url: '/me', user: gone })).statusCode).toBe(204);
      const rows = await rowsOf(client.sub);
      expect(rows.map((r) => [r.tipo, r.mensagem, r.link])).toEqual([
        ['sessao-confirmada', 'Terapeuta Acolhe confirmou sua sessão online de 18/02/2030 às 09:00.', `/cliente/${client.sub}`],
        ['terapeuta-excluiu-conta', 'Sua sessão de 18/02/2030 às 09:00 foi cancelada porque o(a) terapeuta encerrou a conta no Acolhe.', '/terapeutas'],
      ]);
      expect(JSON.stringify(rows)).not.toContain('Sabrina');
      expect(await rowsOf(gone.sub)).toEqual([]);
    });

    it('no message carries a CPF, an e-mail of the other side or anybody’s notes', async () => {
      const client = newClient('Joana Cliente');
      expect((await t.call({ method: 'POST', url: '/clientes', user: client, body: { name: 'Joana Cliente', cpf: '12345678909', phone: '11987654321' } })).statusCode).toBe(200);
      const s = await book(client, nextDate(), '10:00', { notes: 'sobre meu luto' });
      await t.call({ method: 'PUT', url: `/sessoes/${s.id}`, user: therapist, body: { meetingLink: 'https://meet.exemplo/j' } });
      await patch(therapist, s.id, 'CONFIRMED');
      // the therapist's clinical text about the session (the prontuário), before the moves that send messages
      expect((await t.call({ method: 'POST', url: `/prontuario/${client.sub}/registros`, user: therapist, body: { sessaoId: s.id, texto: 'hipótese diagnóstica' } })).statusCode).toBe(201);
      await move(client, s.id, nextDate(), '10:00');
      await patch(client, s.id, 'CANCELLED');
      const rows = await ofSession(s.id);
      expect(rows.map((r) => r.tipo)).toEqual(['sessao-solicitada', 'sessao-confirmada', 'sessao-remarcada-pelo-cliente', 'sessao-cancelada-pelo-cliente']);
      const text = JSON.stringify(rows.map(({ titulo, mensagem, payload, link }) => ({ titulo, mensagem, payload, link })));
      expect(text).not.toMatch(/12345678909|123\.456\.789-09|52998224725|529\.982\.247-25|11987654321|luto|diagnóstica|@teste/);
    });

    it('an account without an e-mail address still gets its in-app message; the change succeeds', async () => {
      const client = newClient();
      await t.call({ method: 'GET', url: '/sessoes/cliente', user: client }); // creates the record
      await t.db.execute(sql`UPDATE clientes SET email = '' WHERE id = ${client.sub}`);
      const s = await book(client);
      expect((await patch(therapist, s.id, 'CONFIRMED')).statusCode).toBe(200);
      expect(await rowsOf(client.sub)).toEqual([expect.objectContaining({ tipo: 'sessao-confirmada', emailTo: '', status: 'sem-email', lastError: NO_EMAIL_ERROR })]);
    });
  });

  describe('the client’s own actions (issue 30): a receipt for the request, the move and the cancellation', () => {
    const email = (row: NotificacaoRow) => renderEmail(row.tipo, row.payload as unknown as NotificationPayload, { siteUrl: 'https://acolhe.com.br', link: row.link, para: row.emailTo });

    it('a request: the client is told it went out and what happens next', async () => {
      const client = newClient('Rafael Lima');
      const s = await book(client, '2030-02-04', '09:00');
      const [row, ...more] = await receipts(s.id);
      expect(more).toEqual([]);
      expect(row).toMatchObject({
        contaId: client.sub,
        tipo: 'solicitacao-enviada',
        titulo: 'Solicitação enviada',
        mensagem: 'Sua solicitação de sessão online com Helena Prado em 04/02/2030 às 09:00 foi enviada.',
        link: `/cliente/${client.sub}`,
        emailTo: client.email,
        status: 'pendente',
      });
      const mail = email(row!);
      expect(mail.subject).toBe('Solicitação enviada: 04/02/2030 às 09:00');
      expect(mail.text).toContain('Você receberá um e-mail quando ele(a) confirmar ou recusar.');
      expect(mail.icalEvent).toBeUndefined(); // a request is not in anybody's calendar yet
    });

    it('a move: the client is told the old slot is freed and the new one waits; a confirmed session leaves the calendar', async () => {
      const client = newClient('Caio Nunes');
      const s = await book(client, '2030-02-11', '09:00');
      await patch(therapist, s.id, 'CONFIRMED');
      expect((await move(client, s.id, '2030-02-12', '10:00')).statusCode).toBe(200);
      const [row] = (await receipts(s.id)).filter((r) => r.tipo === 'remarcacao-enviada');
      expect(row).toMatchObject({
        contaId: client.sub,
        titulo: 'Pedido de novo horário enviado',
        mensagem: 'Você pediu para mudar sua sessão com Helena Prado de 11/02/2030 às 09:00 para 12/02/2030 às 10:00.',
      });
      const mail = email(row!);
      expect(mail.text).toContain('O horário anterior (11/02/2030 às 09:00) foi liberado e não está mais reservado para você.');
      expect(mail.text).toContain('saiu do seu calendário');
      expect(mail.icalEvent?.method).toBe('CANCEL');
      expect(mail.icalEvent?.content).toContain('METHOD:CANCEL');
      expect(mail.icalEvent?.content).toContain(`UID:${s.id}@acolhe.com.br`);
      // the confirmation's invitation had SEQUENCE 0: the cancellation outranks it
      expect(mail.icalEvent?.content).toContain('SEQUENCE:1');
    });

    it('a cancellation: the client gets a receipt with the calendar cancellation, same UID, a higher SEQUENCE', async () => {
      const client = newClient('Bruna Dias');
      const s = await book(client, '2030-02-07');
      await patch(therapist, s.id, 'CONFIRMED');
      const [confirmation] = (await rowsOf(client.sub)).filter((r) => r.tipo === 'sessao-confirmada' && r.sessaoId === s.id);
      const invite = email(confirmation!).icalEvent!;
      expect(invite.method).toBe('REQUEST');
      expect((await patch(client, s.id, 'CANCELLED')).statusCode).toBe(200);
      const [row] = (await receipts(s.id)).filter((r) => r.tipo === 'cancelamento-registrado');
      expect(row).toMatchObject({ contaId: client.sub, titulo: 'Sessão cancelada', mensagem: 'Você cancelou sua sessão com Helena Prado de 07/02/2030 às 09:00.' });
      const cancel = email(row!).icalEvent!;
      expect(cancel.method).toBe('CANCEL');
      expect(cancel.content).toMatch(/METHOD:CANCEL/);
      expect(cancel.content).toMatch(/STATUS:CANCELLED/);
      const uid = (ics: string) => /UID:(.*)/.exec(ics)![1];
      const seq = (ics: string) => Number(/SEQUENCE:(\d+)/.exec(ics)![1]);
      expect(uid(cancel.content)).toBe(uid(invite.content));
      expect(seq(cancel.content)).toBeGreaterThan(seq(invite.content));
    });

    it('a decline sends the client a calendar cancellation too, even of a confirmed session moved back to a request', async () => {
      const client = newClient();
      const s = await book(client, '2030-02-13', '09:00');
      await patch(therapist, s.id, 'CONFIRMED');
      await move(client, s.id, '2030-02-14', '10:00'); // back to PENDING, SEQUENCE 1
      expect((await patch(therapist, s.id, 'REJECTED')).statusCode).toBe(200);
      const [declined] = (await rowsOf(client.sub)).filter((r) => r.tipo === 'sessao-recusada' && r.sessaoId === s.id);
      const ics = email(declined!).icalEvent!;
      expect(ics.method).toBe('CANCEL');
      expect(ics.content).toContain(`UID:${s.id}@acolhe.com.br`);
      expect(ics.content).toContain('SEQUENCE:2');
    });

    it('the therapist gets no receipt of what the client did, and the client none of the therapist’s answers', async () => {
      const client = newClient();
      const s = await book(client, '2030-02-15');
      await patch(therapist, s.id, 'CONFIRMED');
      await move(therapist, s.id, '2030-02-18', '10:00');
      await patch(therapist, s.id, 'CANCELLED');
      expect((await receipts(s.id)).map((r) => [r.contaId, r.tipo])).toEqual([[client.sub, 'solicitacao-enviada']]);
    });

    it('the first meeting link does not call itself a replacement; a second one does', async () => {
      const client = newClient();
      const s = await book(client, '2030-02-19');
      await patch(therapist, s.id, 'CONFIRMED');
      const setLink = (meetingLink: string) => t.call({ method: 'PUT', url: `/sessoes/${s.id}`, user: therapist, body: { meetingLink } });
      expect((await setLink('https://meet.exemplo/primeiro')).statusCode).toBe(200);
      tick();
      expect((await setLink('https://meet.exemplo/segundo')).statusCode).toBe(200);
      const links = (await rowsOf(client.sub)).filter((r) => r.tipo === 'link-da-sessao-alterado');
      expect(links).toHaveLength(2);
      expect(email(links[0]!).text).not.toContain('O link anterior não vale mais');
      expect(email(links[1]!).text).toContain('O link anterior não vale mais');
    });
  });

  describe('GET /notificacoes, POST /notificacoes/lidas', () => {
    const inbox = async (user: TestUser) => {
      const res = await t.call({ method: 'GET', url: '/notificacoes', user });
      expect(res.statusCode).toBe(200);
      return res.json<NotificationInbox>();
    };
    const markRead = (user: TestUser, body: unknown) => t.call({ method: 'POST', url: '/notificacoes/lidas', user, body });

    it('answers the caller’s latest 20, newest first, and counts every unread one', async () => {
      const other = await createReadyTherapist(t, { profile: { fullName: 'Vera Pinto' } });
      const client = newClient('Ana Inbox');
      const dates = ['2030-02-04', '2030-02-05', '2030-02-06', '2030-02-07', '2030-02-08', '2030-02-11', '2030-02-12', '2030-02-13'];
      const sessions: Appointment[] = [];
      for (const [i, date] of dates.entries()) {
        t.clock.set(new Date(Date.parse('2030-01-16T13:00:00.000Z') + i * 60_000).toISOString());
        const s = await book(client, date, '09:00', {}, other);
        sessions.push(s);
        await patch(other, s.id, i % 2 === 0 ? 'CONFIRMED' : 'REJECTED');
        if (i < 7) {
          const again = await book(client, date, '10:00', {}, other);
          await patch(other, again.id, 'CONFIRMED');
          await patch(other, again.id, 'CANCELLED');
        }
      }
      // 15 receipts of the requests + 8 answers + 7 × (confirmed + cancelled) = 37 messages for the client
      const res = await inbox(client);
      expect(res.naoLidas).toBe(37);
      expect(res.content).toHaveLength(20);
      expect(res.content[0]).toEqual({
        id: expect.any(String),
        tipo: 'sessao-recusada',
        titulo: 'Solicitação não aceita',
        mensagem: 'Vera Pinto não pôde aceitar sua solicitação de sessão de 13/02/2030 às 09:00.',
        link: `/terapeuta/${other.sub}`,
        criadaEm: '2030-01-16T13:07:01.000Z',
        lida: false,
      });
      const times = res.content.map((n) => n.criadaEm);
      expect([...times].sort().reverse()).toEqual(times);
      // the therapist sees only their own (the requests)
      const theirs = await inbox(other);
      expect(theirs.content.every((n) => n.tipo === 'sessao-solicitada')).toBe(true);
      expect(theirs.naoLidas).toBe(15);

      // some read: only the caller's, foreign and unknown ids ignored
      const some = res.content.slice(0, 3).map((n) => n.id);
      expect((await markRead(other, { ids: some })).statusCode).toBe(204); // not theirs: nothing happens
      expect((await inbox(client)).naoLidas).toBe(37);
      const marked = await markRead(client, { ids: [...some, theirs.content[0]!.id, 'nao-existe'] });
      expect(marked.statusCode).toBe(204);
      expect(marked.body).toBe('');
      const after = await inbox(client);
      expect(after.naoLidas).toBe(34);
      expect(after.content.filter((n) => n.lida).map((n) => n.id).sort()).toEqual([...some].sort());
      expect((await inbox(other)).naoLidas).toBe(15);
      // without ids: all of them
      expect((await markRead(client, {})).statusCode).toBe(204);
      expect((await inbox(client)).naoLidas).toBe(0);
      expect((await inbox(client)).content.every((n) => n.lida)).toBe(true);
      expect((await markRead(client, { ids: [] })).statusCode).toBe(204);
    });

    it('a new account has an empty inbox; no token: 401; bad bodies: 400 in pt-BR', async () => {
      expect(await inbox(newClient())).toEqual({ content: [], naoLidas: 0 });
      expect((await t.call({ method: 'GET', url: '/notificacoes' })).statusCode).toBe(401);
      expect((await t.call({ method: 'POST', url: '/notificacoes/lidas', body: {} })).statusCode).toBe(401);
      const client = newClient();
      for (const body of [{ ids: 'todas' }, { ids: [1, 2] }, { ids: [{}] }, { ids: Array.from({ length: 101 }, (_, i) => `id-${i}`) }, { ids: ['x'.repeat(101)] }, { ids: null }]) {
        const res = await markRead(client, body);
        expect(res.statusCode).toBe(400);
        expect(res.json().message).toBe('Informe uma lista de até 100 notificações.');
      }
      for (const payload of [undefined, '', 'null', '[]', '"x"', '{"ids": [']) {
        const res = await t.app.inject({
          method: 'POST',
          url: '/notificacoes/lidas',
          headers: { authorization: `Bearer ${await t.token(client)}`, ...(payload === undefined ? {} : { 'content-type': 'application/json' }) },
          payload,
        });
        expect(res.statusCode).toBe(400);
        expect(typeof res.json().message).toBe('string');
      }
    });

    it('is not cached by browsers or proxies', async () => {
      const res = await t.call({ method: 'GET', url: '/notificacoes', user: newClient() });
      expect(res.headers['cache-control']).toBe('private, no-store');
    });
  });

  it('the export of an account lists its notifications (LGPD)', async () => {
    const client = newClient();
    const s = await book(client);
    await patch(therapist, s.id, 'CONFIRMED');
    const data = (await t.call({ method: 'GET', url: '/me/export', user: client })).json();
    expect((data.notificacoes as { tipo: string }[]).filter((n) => !isReminder(n.tipo))).toEqual([
      expect.objectContaining({ tipo: 'sessao-confirmada', titulo: 'Sessão confirmada', lidaEm: null, email: { para: client.email, status: 'pendente', enviadoEm: null } }),
      expect.objectContaining({ tipo: 'solicitacao-enviada', titulo: 'Solicitação enviada' }),
    ]);
  });
});
