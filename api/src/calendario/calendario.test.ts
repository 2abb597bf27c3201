// Sessions in the users' calendars: the .ics of one session (its client or its therapist, only
// when confirmed), the therapist's private feed behind a secret URL (right secret: the sessions;
// anything else: 404, like an unknown therapist), and the invitation payload the e-mails carry.
import { and, eq } from 'drizzle-orm';
import { salaPagePath, serieSalaPagePath, type Appointment } from '@acolhe/shared-domain';
import { notificacoes, sessoes, terapeutas } from '../db/schema';
import { renderEmail, type NotificationPayload } from '../notificacoes/templates';
import { bookSession, confirmedSession, createReadyTherapist, newClient, newTherapist, useTestApp, type TestUser } from '../../testing/helpers';
import { expandBoth } from '../../testing/ical';
import { feedTokenMatches, newFeedToken } from './service';

/** The unfolded content lines of an iCalendar text. */
const lines = (ics: string) => ics.replace(/\r\n[ \t]/g, '').split('\r\n').filter(Boolean);

describe('calendar', () => {
  const t = useTestApp();
  let therapist: TestUser; // Helena Prado, online, Mon–Fri 09:00, 10:00, 11:00
  beforeEach(async () => {
    t.clock.set('2030-01-16T13:00:00.000Z'); // Wed 16/01/2030 10:00 in São Paulo
    therapist = await createReadyTherapist(t, { profile: { fullName: 'Helena Prado' } });
  });

  const book = (client: TestUser, date: string, time = '09:00', who = therapist) => bookSession(t, client, who, date, time);
  const setStatus = (user: TestUser, id: string, status: string) => t.call({ method: 'PATCH', url: `/sessoes/${id}`, user, body: { status } });
  const confirmed = (client: TestUser, date: string, time = '09:00', who = therapist) => confirmedSession(t, client, who, date, time);
  const sequenceOf = async (id: string) => (await t.db.select({ n: sessoes.calendarSequence }).from(sessoes).where(eq(sessoes.id, id)))[0]!.n;

  describe('GET /sessoes/:id/calendario.ics', () => {
    const download = (user: TestUser | undefined, id: string) => t.call({ method: 'GET', url: `/sessoes/${id}/calendario.ics`, ...(user ? { user } : {}) });

    it('an online session in the Acolhe room (the default): LOCATION is the room\'s page', async () => {
      const client = newClient('Rafael Lima');
      const s = await confirmed(client, '2030-02-06');
      const l = lines((await download(client, s.id)).body);
      expect(l).toContain(`LOCATION:http://localhost:3000/sessao/${s.id}/sala`);
    });

    it('the client gets the event named after the therapist, with the meeting link, as a download', async () => {
      await t.db.update(terapeutas).set({ preferenciaSala: 'link' }).where(eq(terapeutas.id, therapist.sub));
      const client = newClient('Rafael Lima');
      const s = await book(client, '2030-02-05');
      await t.call({ method: 'PUT', url: `/sessoes/${s.id}`, user: therapist, body: { meetingLink: 'https://meet.exemplo/abc' } });
      await setStatus(therapist, s.id, 'CONFIRMED');
      // the therapist's clinical text about this session (the prontuário) never reaches the event
      const entry = await t.call({ method: 'POST', url: `/prontuario/${client.sub}/registros`, user: therapist, body: { sessaoId: s.id, texto: 'hipótese diagnóstica' } });
      expect(entry.statusCode).toBe(201);
      const res = await download(client, s.id);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
      expect(res.headers['content-disposition']).toBe('attachment; filename="sessao-acolhe-05-02-2030.ics"');
      expect(res.headers['cache-control']).toBe('private, no-store');
      const l = lines(res.body);
      expect(l).toEqual(
        expect.arrayContaining([
          'METHOD:PUBLISH',
          `UID:${s.id}@acolhe.com.br`,
          'SEQUENCE:0',
          'DTSTART;TZID=America/Sao_Paulo:20300205T090000',
          'DTEND;TZID=America/Sao_Paulo:20300205T100000',
          'ORGANIZER;CN="Acolhe":mailto:nao-responda@acolhe.com.br',
          'SUMMARY:Sessão com Helena Prado',
          'LOCATION:https://meet.exemplo/abc',
          'STATUS:CONFIRMED',
          'TRIGGER:-PT24H',
          `DESCRIPTION:Sessão marcada pelo Acolhe.\\nDetalhes\\, remarcação e cancelamento: http://localhost:3000/cliente/${client.sub}`,
        ]),
      );
      expect(res.body).not.toMatch(/diagnóstica|@teste|CPF/);
    });

    it('the therapist gets it named after the client; presencial: the office address', async () => {
      const office = await createReadyTherapist(t, { profile: { fullName: 'Otávio Reis', sessionFormats: ['presencial'] } });
      const client = newClient('Joana Alves');
      const s = await confirmed(client, '2030-02-06', '10:00', office);
      const res = await download(office, s.id);
      expect(res.statusCode).toBe(200);
      const l = lines(res.body);
      expect(l).toContain('SUMMARY:Sessão com Joana Alves');
      expect(l).toContain('LOCATION:Avenida Paulista\\, 1000\\, sala 12 — Bela Vista\\, São Paulo/SP\\, CEP 01310-100');
      expect(l.find((x) => x.startsWith('DESCRIPTION:'))).toContain(`/usuario/${office.sub}`);
    });

    it('anybody else: 404 as for every session route; no token: 401', async () => {
      const client = newClient();
      const s = await confirmed(client, '2030-02-07');
      for (const stranger of [newClient(), newTherapist()]) {
        const res = await download(stranger, s.id);
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual({ message: 'Consulta não encontrada.' });
      }
      expect((await download(undefined, s.id)).statusCode).toBe(401);
      expect((await download(client, 'nao-existe')).statusCode).toBe(404);
    });

    it('a session that is not confirmed: 409 in pt-BR', async () => {
      const client = newClient();
      const pending = await book(client, '2030-02-08');
      const cancelled = await confirmed(client, '2030-02-11');
      await setStatus(client, cancelled.id, 'CANCELLED');
      for (const s of [pending, cancelled]) {
        const res = await download(client, s.id);
        expect(res.statusCode).toBe(409);
        expect(res.json()).toEqual({ message: 'Só é possível adicionar à agenda uma sessão confirmada.' });
      }
    });
  });

  describe('every file the product makes, read by two parsers (issue 41 item 4)', () => {
    const site = 'http://localhost:3000';
    const organizer = 'mailto:nao-responda@acolhe.com.br';
    /** The invitation the e-mail of `tipo` about `sessaoId` to `user` carries, as the delivery renders it. */
    const invite = async (user: TestUser, tipo: string, sessaoId?: string) => {
      const rows = await t.db.select().from(notificacoes).where(and(eq(notificacoes.contaId, user.sub), eq(notificacoes.tipo, tipo)));
      const row = rows.find((r) => !sessaoId || r.sessaoId === sessaoId)!;
      expect(row.emailTo).toBe(user.email);
      return renderEmail(row.tipo, row.payload as unknown as NotificationPayload, { siteUrl: site, link: row.link, para: row.emailTo }).icalEvent!;
    };
    const feedText = async () => {
      const url = new URL((await t.call({ method: 'GET', url: '/agenda/calendario', user: therapist })).json<{ url: string }>().url);
      return (await t.app.inject({ method: 'GET', url: `${url.pathname}${url.search}` })).body;
    };
    const until = '2030-04-12T00:00:00-03:00';

    it('downloads, feed and invitations: São Paulo times with the VTIMEZONE, ORGANIZER everywhere, the recipient as ATTENDEE of REQUEST and CANCEL only, the room or the office as LOCATION', async () => {
      const client = newClient('Rafael Lima');
      const single = await confirmed(client, '2030-02-06', '11:00');
      const presencialTherapist = await createReadyTherapist(t, { profile: { fullName: 'Otávio Reis', sessionFormats: ['presencial'] } });
      const presencial = await confirmed(client, '2030-02-07', '10:00', presencialTherapist);
      const first = (await t.call({ method: 'POST', url: '/sessoes', user: client, body: { therapistId: therapist.sub, date: '2030-01-22', time: '11:00', recorrencia: 'semanal' } })).json<Appointment>();
      await setStatus(therapist, first.id, 'CONFIRMED');
      const seriesUid = `serie-${first.serieId}@acolhe.com.br`;

      // the download of one session: PUBLISH, no attendee, the room's page
      const download = expandBoth((await t.call({ method: 'GET', url: `/sessoes/${single.id}/calendario.ics`, user: client })).body, until).get(`${single.id}@acolhe.com.br`)!;
      expect(download).toMatchObject({ method: 'PUBLISH', starts: ['2030-02-06T11:00'], instants: ['2030-02-06T14:00:00.000Z'], organizer, attendees: [], location: `${site}${salaPagePath(single.id)}` });
      // in person: the office
      const office = expandBoth((await t.call({ method: 'GET', url: `/sessoes/${presencial.id}/calendario.ics`, user: client })).body, until).get(`${presencial.id}@acolhe.com.br`)!;
      expect(office).toMatchObject({ method: 'PUBLISH', starts: ['2030-02-07T10:00'], location: 'Avenida Paulista, 1000, sala 12 — Bela Vista, São Paulo/SP, CEP 01310-100' });

      // the feed: the single session and the series (the series' room page)
      const feed = expandBoth(await feedText(), until);
      expect(feed.get(`${single.id}@acolhe.com.br`)).toMatchObject({ method: 'PUBLISH', starts: ['2030-02-06T11:00'], attendees: [], organizer });
      expect(feed.get(seriesUid)).toMatchObject({ method: 'PUBLISH', rrule: 'FREQ=WEEKLY;INTERVAL=1', attendees: [], location: `${site}${serieSalaPagePath(first.serieId!)}` });
      expect(feed.get(seriesUid)!.starts.slice(0, 3)).toEqual(['2030-01-22T11:00', '2030-01-29T11:00', '2030-02-05T11:00']);

      // the e-mails: REQUEST to the client of a session, the series' REQUEST to the client
      const request = expandBoth((await invite(client, 'sessao-confirmada', single.id)).content, until).get(`${single.id}@acolhe.com.br`)!;
      expect(request).toMatchObject({ method: 'REQUEST', status: 'CONFIRMED', starts: ['2030-02-06T11:00'], organizer, attendees: [`mailto:${client.email}`], location: `${site}${salaPagePath(single.id)}` });
      const seriesRequest = expandBoth((await invite(client, 'sessao-confirmada', first.id)).content, until).get(seriesUid)!;
      expect(seriesRequest).toMatchObject({ method: 'REQUEST', organizer, attendees: [`mailto:${client.email}`], location: `${site}${serieSalaPagePath(first.serieId!)}` });
      expect(seriesRequest.starts).toHaveLength(12);

      // the therapist cancels the session: the client's e-mail carries the CANCEL with them as ATTENDEE
      await setStatus(therapist, single.id, 'CANCELLED');
      const cancel = expandBoth((await invite(client, 'sessao-cancelada-pelo-terapeuta', single.id)).content, until).get(`${single.id}@acolhe.com.br`)!;
      expect(cancel).toMatchObject({ method: 'CANCEL', status: 'CANCELLED', starts: ['2030-02-06T11:00'], organizer, attendees: [`mailto:${client.email}`] });
      // the client cancels one of the series: the therapist's e-mail updates the series (a newer REQUEST, the date excluded)
      const series = (await t.call({ method: 'GET', url: `/series/${first.serieId}`, user: client })).json<{ ocorrencias: { id: string; date: string }[] }>();
      const third = series.ocorrencias.find((o) => o.date === '2030-02-05')!;
      await setStatus(client, third.id, 'CANCELLED');
      const update = expandBoth((await invite(therapist, 'sessao-cancelada-pelo-cliente', third.id)).content, until).get(seriesUid)!;
      expect(update).toMatchObject({ method: 'REQUEST', attendees: [`mailto:${therapist.email}`] });
      expect(update.starts).not.toContain('2030-02-05T11:00');
      expect(update.starts).toHaveLength(11);
    });

    it('a series ended before its first session: the e-mails carry its CANCEL, with the recipient as ATTENDEE', async () => {
      const client = newClient('Bruna Dias');
      const first = (await t.call({ method: 'POST', url: '/sessoes', user: client, body: { therapistId: therapist.sub, date: '2030-01-23', time: '10:00', recorrencia: 'semanal' } })).json<Appointment>();
      await setStatus(therapist, first.id, 'CONFIRMED');
      expect((await t.call({ method: 'POST', url: `/series/${first.serieId}/encerrar`, user: therapist })).statusCode).toBe(200);
      const ended = await invite(client, 'serie-encerrada');
      expect(ended.method).toBe('CANCEL');
      const event = expandBoth(ended.content, until).get(`serie-${first.serieId}@acolhe.com.br`)!;
      expect(event).toMatchObject({ method: 'CANCEL', status: 'CANCELLED', organizer, attendees: [`mailto:${client.email}`], starts: [] });
    });
  });

  describe('the invitation in the e-mails and the SEQUENCE', () => {
    const payloadOf = async (sessaoId: string, tipo: string) =>
      (await t.db.select().from(notificacoes).where(and(eq(notificacoes.sessaoId, sessaoId), eq(notificacoes.tipo, tipo))))[0]?.payload;

    it('confirmed: sequence 0; moved by the therapist: 1; cancelled: 2 — each message carries its own', async () => {
      // a therapist with their own link (the Acolhe room's case: 'an online session in the Acolhe room')
      await t.db.update(terapeutas).set({ preferenciaSala: 'link' }).where(eq(terapeutas.id, therapist.sub));
      const client = newClient();
      const s = await book(client, '2030-02-12', '09:00');
      await t.call({ method: 'PUT', url: `/sessoes/${s.id}`, user: therapist, body: { meetingLink: 'https://meet.exemplo/a' } });
      await setStatus(therapist, s.id, 'CONFIRMED');
      expect((await payloadOf(s.id, 'sessao-confirmada'))?.calendario).toEqual({
        sessaoId: s.id,
        inicio: '2030-02-12T12:00:00.000Z',
        duracaoMinutos: 60,
        sequencia: 0,
        local: 'https://meet.exemplo/a',
        emitidoEm: '2030-01-16T13:00:00.000Z',
      });
      expect((await t.call({ method: 'POST', url: `/sessoes/${s.id}/remarcar`, user: therapist, body: { date: '2030-02-13', time: '10:00' } })).statusCode).toBe(200);
      expect(await sequenceOf(s.id)).toBe(1);
      expect((await payloadOf(s.id, 'sessao-remarcada-pelo-terapeuta'))?.calendario).toMatchObject({ sequencia: 1, inicio: '2030-02-13T13:00:00.000Z' });
      await setStatus(therapist, s.id, 'CANCELLED');
      expect(await sequenceOf(s.id)).toBe(2);
      const cancel = await payloadOf(s.id, 'sessao-cancelada-pelo-terapeuta');
      expect(cancel?.calendario).toMatchObject({ sequencia: 2 });
      expect(cancel?.calendario).not.toHaveProperty('local');
    });

    it('a request moved carries no event and keeps its sequence; cancelled or declined, it carries the CANCEL (issue 30)', async () => {
      const client = newClient();
      const a = await book(client, '2030-02-14');
      await t.call({ method: 'POST', url: `/sessoes/${a.id}/remarcar`, user: therapist, body: { date: '2030-02-14', time: '10:00' } });
      expect(await sequenceOf(a.id)).toBe(0);
      expect((await payloadOf(a.id, 'sessao-remarcada-pelo-terapeuta'))?.calendario).toBeUndefined();
      // a calendar that never held the event ignores its cancellation; one that did drops it
      await setStatus(client, a.id, 'CANCELLED');
      const b = await book(client, '2030-02-15');
      await setStatus(therapist, b.id, 'REJECTED');
      for (const id of [a.id, b.id]) expect(await sequenceOf(id)).toBe(1);
      expect((await payloadOf(a.id, 'sessao-cancelada-pelo-cliente'))?.calendario).toMatchObject({ sessaoId: a.id, sequencia: 1 });
      expect((await payloadOf(a.id, 'cancelamento-registrado'))?.calendario).toMatchObject({ sessaoId: a.id, sequencia: 1 });
      expect((await payloadOf(b.id, 'sessao-recusada'))?.calendario).toMatchObject({ sessaoId: b.id, sequencia: 1 });
    });

    it('the client cancels a confirmed session: the therapist’s message carries the CANCEL', async () => {
      const client = newClient('Bruna Dias');
      const s = await confirmed(client, '2030-02-18');
      await setStatus(client, s.id, 'CANCELLED');
      expect((await payloadOf(s.id, 'sessao-cancelada-pelo-cliente'))?.calendario).toMatchObject({ sessaoId: s.id, sequencia: 1 });
    });
  });

  describe('a new meeting link', () => {
    const messagesOf = (sessaoId: string) =>
      t.db.select().from(notificacoes).where(and(eq(notificacoes.sessaoId, sessaoId), eq(notificacoes.tipo, 'link-da-sessao-alterado')));
    const setLink = (id: string, meetingLink: string, extra: Record<string, unknown> = {}) =>
      t.call({ method: 'PUT', url: `/sessoes/${id}`, user: therapist, body: { meetingLink, ...extra } });

    it('on a confirmed online session tells the client, with the link and the updated event', async () => {
      // a therapist with their own link (the Acolhe room's case: 'an online session in the Acolhe room')
      await t.db.update(terapeutas).set({ preferenciaSala: 'link' }).where(eq(terapeutas.id, therapist.sub));
      const client = newClient('Rafael Lima');
      const s = await confirmed(client, '2030-02-19');
      expect((await setLink(s.id, 'https://meet.exemplo/novo')).statusCode).toBe(200);
      const [message] = await messagesOf(s.id);
      expect(message).toMatchObject({
        contaId: client.sub,
        titulo: 'Novo link da sessão',
        mensagem: 'Helena Prado atualizou o link da sua sessão de 19/02/2030 às 09:00.',
        link: `/cliente/${client.sub}`,
        status: 'pendente',
      });
      expect(message!.payload).toMatchObject({ linkReuniao: 'https://meet.exemplo/novo', calendario: { sequencia: 1, local: 'https://meet.exemplo/novo' } });
      // the reminders still to come carry the new link
      const reminders = await t.db.select().from(notificacoes).where(and(eq(notificacoes.sessaoId, s.id), eq(notificacoes.contaId, client.sub), eq(notificacoes.status, 'pendente')));
      expect(reminders.filter((r) => r.tipo.startsWith('lembrete')).map((r) => (r.payload as { linkReuniao?: string }).linkReuniao)).toEqual([
        'https://meet.exemplo/novo',
        'https://meet.exemplo/novo',
      ]);
      // changed again: a second message
      await setLink(s.id, 'https://meet.exemplo/outro');
      expect((await messagesOf(s.id)).map((m) => (m.payload as { linkReuniao: string }).linkReuniao).sort()).toEqual([
        'https://meet.exemplo/novo',
        'https://meet.exemplo/outro',
      ]);
      expect(await sequenceOf(s.id)).toBe(2);
    });

    it('the same link again, a refused change (notes are the prontuário’s), or a session not confirmed: no message', async () => {
      const client = newClient();
      const s = await confirmed(client, '2030-02-20');
      await setLink(s.id, 'https://meet.exemplo/x');
      await setLink(s.id, 'https://meet.exemplo/x');
      expect((await setLink(s.id, 'https://meet.exemplo/novo', { therapistNotes: 'só anotações' })).statusCode).toBe(400);
      expect(await messagesOf(s.id)).toHaveLength(1);
      expect(await sequenceOf(s.id)).toBe(1);
      const pending = await book(client, '2030-02-21');
      await setLink(pending.id, 'https://meet.exemplo/y');
      expect(await messagesOf(pending.id)).toHaveLength(0);
      expect(await sequenceOf(pending.id)).toBe(0);
    });
  });

  describe('the therapist’s private feed', () => {
    const feedOf = async (user: TestUser) => {
      const res = await t.call({ method: 'GET', url: '/agenda/calendario', user });
      expect(res.statusCode).toBe(200);
      return res.json<{ url: string }>().url;
    };
    /** GET of a feed URL (absolute, on the api's public origin) through the app. */
    const get = (url: string) => {
      const u = new URL(url);
      return t.app.inject({ method: 'GET', url: `${u.pathname}${u.search}` });
    };

    it('the URL is on the api’s public origin, created once, stable until rotated', async () => {
      const url = await feedOf(therapist);
      expect(url).toMatch(new RegExp(`^http://localhost:4000/agenda/terapeutas/${therapist.sub}/calendario\\.ics\\?token=[A-Za-z0-9_-]{43}$`));
      expect(await feedOf(therapist)).toBe(url);
      const res = await t.call({ method: 'GET', url: '/agenda/calendario', user: therapist });
      expect(res.headers['cache-control']).toBe('private, no-store');
    });

    it('right token: the confirmed and recently completed sessions, clients as "Joana A."; nothing else', async () => {
      const joana = newClient('Joana Alves da Silva');
      const s1 = await confirmed(joana, '2030-02-22', '09:00');
      const pending = await book(newClient('Pedro Pendente'), '2030-02-22', '10:00');
      const cancelled = await confirmed(newClient('Carla Cancelada'), '2030-02-22', '11:00');
      await setStatus(therapist, cancelled.id, 'CANCELLED');
      const other = await createReadyTherapist(t, { profile: { fullName: 'Outra Pessoa' } });
      const notMine = await confirmed(newClient('Alheio Total'), '2030-02-25', '09:00', other);
      // completed sessions: one started 30 days and 1 hour before the feed is read (gone), one 29 h less
      const outside = await confirmed(newClient('Otto Antigo'), '2030-01-17', '09:00'); // 12:00 UTC
      const inside = await confirmed(newClient('Rita Recente'), '2030-01-18', '09:00');
      await t.db.update(sessoes).set({ status: 'COMPLETED' }).where(eq(sessoes.id, outside.id));
      await t.db.update(sessoes).set({ status: 'COMPLETED' }).where(eq(sessoes.id, inside.id));
      t.clock.set('2030-02-16T13:00:00.000Z'); // 30 days ago: 17/01 13:00 UTC

      const res = await get(await feedOf(therapist));
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
      expect(res.headers['cache-control']).toBe('private, max-age=300');
      const l = lines(res.body);
      expect(l).toContain('X-WR-CALNAME:Acolhe — sessões');
      expect(l).toContain('METHOD:PUBLISH');
      expect(l.filter((x) => x.startsWith('UID:'))).toEqual([`UID:${inside.id}@acolhe.com.br`, `UID:${s1.id}@acolhe.com.br`]);
      expect(l).toContain('SUMMARY:Sessão com Joana S.');
      expect(l).toContain('SUMMARY:Sessão com Rita R.');
      expect(res.body).not.toMatch(/Alves|Recente|Otto|Pendente|Cancelada|Alheio|@teste/);
      expect([pending.id, cancelled.id, notMine.id, outside.id].some((id) => res.body.includes(id))).toBe(false);
    });

    it('wrong, missing, repeated or rotated token, unknown or erased therapist: 404 like an unknown therapist', async () => {
      const url = await feedOf(therapist);
      const token = new URL(url).searchParams.get('token')!;
      const base = `/agenda/terapeutas/${therapist.sub}/calendario.ics`;
      const notFound = { message: 'Terapeuta não encontrado.' };
      for (const bad of [
        base,
        `${base}?token=`,
        `${base}?token=${token.slice(0, -1)}`,
        `${base}?token=${token}x`,
        `${base}?token=${token}&token=${token}`,
        `${base}?token[]=${token}`,
        `${base}?token=${'a'.repeat(5000)}`,
        `/agenda/terapeutas/nao-existe/calendario.ics?token=${token}`,
      ]) {
        const res = await t.app.inject({ method: 'GET', url: bad });
        expect([bad, res.statusCode]).toEqual([bad, 404]);
        expect(res.json()).toEqual(notFound);
      }
      // a therapist who never asked for a feed has none
      const fresh = await createReadyTherapist(t);
      expect((await t.app.inject({ method: 'GET', url: `/agenda/terapeutas/${fresh.sub}/calendario.ics?token=${token}` })).statusCode).toBe(404);

      // rotated: the old URL stops working, the new one works
      const rotated = await t.call({ method: 'POST', url: '/agenda/calendario/token', user: therapist });
      expect(rotated.statusCode).toBe(200);
      const newUrl = rotated.json<{ url: string }>().url;
      expect(newUrl).not.toBe(url);
      expect((await get(url)).statusCode).toBe(404);
      expect((await get(newUrl)).statusCode).toBe(200);
      expect(await feedOf(therapist)).toBe(newUrl);

      // erased: the feed is gone with the account
      expect((await t.call({ method: 'DELETE', url: '/me', user: therapist })).statusCode).toBe(204);
      expect((await get(newUrl)).statusCode).toBe(404);
    });

    it('therapists only; no token: 401', async () => {
      for (const [method, url] of [['GET', '/agenda/calendario'], ['POST', '/agenda/calendario/token']] as const) {
        const asClient = await t.call({ method, url, user: newClient() });
        expect(asClient.statusCode).toBe(403);
        expect(asClient.json()).toEqual({ message: 'Acesso restrito a terapeutas.' });
        expect((await t.call({ method, url })).statusCode).toBe(401);
      }
    });

    it('the secret: 32 random bytes, compared whatever its length', () => {
      const a = newFeedToken();
      expect(Buffer.from(a, 'base64url')).toHaveLength(32);
      expect(newFeedToken()).not.toBe(a);
      expect(feedTokenMatches(a, a)).toBe(true);
      for (const given of [a.slice(1), `${a}=`, '', undefined, null, [a], 42]) expect(feedTokenMatches(given, a)).toBe(false);
      expect(feedTokenMatches(a, null)).toBe(false);
    });
  });
});
