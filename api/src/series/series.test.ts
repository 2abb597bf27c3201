// Issue 33: weekly and fortnightly series. The request is the first session (PENDING) with the
// series pending; the therapist's answer to it answers for the series; an accepted series has its
// occurrences made as ordinary CONFIRMED sessions on a rolling 12-week horizon, every date checked
// (one that fails is skipped, recorded with its reason and told to both sides); the sweep rolls the
// horizon on; one occurrence or 'esta e as próximas' can be cancelled, one occurrence or the series
// moved, the series ended — by its client or its therapist only.
import { and, eq, inArray } from 'drizzle-orm';
import type { Appointment, SeriesAnswer } from '@acolhe/shared-domain';
import { notificacoes, series as seriesTable, sessoes } from '../db/schema';
import { createReadyTherapist, newClient, newTherapist, useTestApp, weekdaySchedule, type TestUser } from '../../testing/helpers';
import { extendActiveSeries } from './occurrences';
import { renderEmail, type NotificationPayload } from '../notificacoes/templates';

describe('series of sessions', () => {
  const t = useTestApp();
  beforeEach(() => t.clock.set('2030-01-16T13:00:00.000Z')); // Wed 16/01/2030 10:00 in São Paulo

  const request = (user: TestUser, therapistId: string, date: string, time: string, recorrencia?: string) =>
    t.call({ method: 'POST', url: '/sessoes', user, body: { therapistId, date, time, ...(recorrencia ? { recorrencia } : {}) } });
  const answer = (user: TestUser, id: string, status: string) => t.call({ method: 'PATCH', url: `/sessoes/${id}`, user, body: { status } });
  const getSeries = async (user: TestUser, id: string) => {
    const res = await t.call({ method: 'GET', url: `/series/${id}`, user });
    expect(res.statusCode).toBe(200);
    return res.json<SeriesAnswer>();
  };
  /** requested by `client` and accepted by `therapist`: the series' id */
  const acceptedSeries = async (client: TestUser, therapist: TestUser, date: string, time: string, recorrencia = 'semanal') => {
    const res = await request(client, therapist.sub, date, time, recorrencia);
    expect(res.statusCode).toBe(201);
    expect((await answer(therapist, res.json<Appointment>().id, 'CONFIRMED')).statusCode).toBe(200);
    return res.json<Appointment>().serieId!;
  };
  const block = async (therapist: TestUser, start: string, end: string) =>
    expect((await t.call({ method: 'POST', url: `/agenda/terapeutas/${therapist.sub}/bloqueios`, user: therapist, body: { start, end, reason: 'congresso' } })).statusCode).toBe(201);
  const messagesOf = (contaId: string, tipo: string) =>
    t.db.select().from(notificacoes).where(and(eq(notificacoes.contaId, contaId), eq(notificacoes.tipo, tipo)));
  const byStatus = (s: SeriesAnswer, status: string) => s.ocorrencias.filter((o) => o.status === status).map((o) => o.date);

  it('a request is the first session PENDING with the series pending; a single booking stays a single session', async () => {
    const therapist = await createReadyTherapist(t);
    const client = newClient('Rafael Lima');
    const single = await request(client, therapist.sub, '2030-01-21', '10:00');
    expect(single.statusCode).toBe(201);
    expect(single.json<Appointment>().serieId).toBeNull();
    const res = await request(client, therapist.sub, '2030-01-21', '09:00', 'semanal');
    expect(res.statusCode).toBe(201);
    const first = res.json<Appointment>();
    expect(first).toMatchObject({ status: 'PENDING', date: '2030-01-21', time: '09:00' });
    expect(first.serieId).toEqual(expect.any(String));
    const s = await getSeries(client, first.serieId!);
    expect(s).toMatchObject({ estado: 'pendente', recorrencia: 'semanal', diaSemana: 1, hora: '09:00', inicio: '2030-01-21', fim: null, puladas: [] });
    expect(s.ocorrencias).toEqual([expect.objectContaining({ id: first.id, dataDaSerie: '2030-01-21', status: 'PENDING' })]);
    // the therapist's list marks it as a series session
    const list = (await t.call({ method: 'GET', url: '/sessoes', user: therapist })).json<Appointment[]>();
    expect(list.find((a) => a.id === first.id)?.serieId).toBe(first.serieId);
    expect(list.find((a) => a.id === single.json<Appointment>().id)?.serieId).toBeNull();
  });

  it('accepted: every date of the 12 weeks is checked — a block on week 3 and a clash are skipped with their reason, the others made CONFIRMED; both sides told', async () => {
    const therapist = await createReadyTherapist(t, { profile: { fullName: 'Helena Prado' } });
    const client = newClient('Rafael Lima');
    const other = newClient('Outra Pessoa');
    await block(therapist, '2030-02-04T08:00', '2030-02-04T12:00'); // Monday of week 3
    const clash = (await request(other, therapist.sub, '2030-02-18', '09:00')).json<Appointment>();
    await answer(therapist, clash.id, 'CONFIRMED');
    const first = (await request(client, therapist.sub, '2030-01-21', '09:00', 'semanal')).json<Appointment>();
    expect((await answer(therapist, first.id, 'CONFIRMED')).json<Appointment>().status).toBe('CONFIRMED');

    const s = await getSeries(therapist, first.serieId!);
    expect(s.estado).toBe('ativa');
    // 21/01 … 08/04 (the horizon: 16/01 + 12 weeks = 10/04)
    expect(byStatus(s, 'CONFIRMED')).toEqual(['2030-01-21', '2030-01-28', '2030-02-11', '2030-02-25', '2030-03-04', '2030-03-11', '2030-03-18', '2030-03-25', '2030-04-01', '2030-04-08']);
    expect(s.puladas).toEqual([
      { data: '2030-02-04', motivo: 'bloqueio', motivoTexto: 'período bloqueado na agenda do(a) terapeuta' },
      { data: '2030-02-18', motivo: 'horario-ocupado', motivoTexto: 'horário já ocupado por outra sessão' },
    ]);
    // ordinary sessions: reminders for each, the series id on each
    const made = await t.db.select().from(sessoes).where(eq(sessoes.serieId, first.serieId!));
    expect(made).toHaveLength(10);
    const reminders = await t.db.select().from(notificacoes).where(and(inArray(notificacoes.sessaoId, made.map((m) => m.id)), eq(notificacoes.tipo, 'lembrete-24h')));
    expect(reminders).toHaveLength(20); // both sides, every occurrence
    for (const who of [client, therapist]) {
      const told = await messagesOf(who.sub, 'serie-datas-puladas');
      expect(told).toHaveLength(1);
      expect(told[0]!.mensagem).toContain('04/02/2030 (período bloqueado na agenda do(a) terapeuta)');
      expect(told[0]!.mensagem).toContain('18/02/2030 (horário já ocupado por outra sessão)');
    }
    // the client sees them all as series sessions
    const mine = (await t.call({ method: 'GET', url: '/sessoes/cliente', user: client })).json<Appointment[]>();
    expect(mine.filter((a) => a.serieId === first.serieId)).toHaveLength(10);
  });

  it('the e-mails of a series request and its acceptance say what the series commits to (issue 44 item 1)', async () => {
    const therapist = await createReadyTherapist(t, { profile: { fullName: 'Helena Prado', sessionPrice: 180 } });
    const client = newClient('Rafael Lima');
    await block(therapist, '2030-02-04T08:00', '2030-02-04T12:00'); // the third Monday: skipped on acceptance
    const email = async (contaId: string, tipo: string) => {
      const [row] = await messagesOf(contaId, tipo);
      expect(row).toBeDefined();
      return renderEmail(tipo, row!.payload as unknown as NotificationPayload, { siteUrl: 'https://acolhe.com.br', link: row!.link, para: row!.emailTo });
    };
    const first = (await request(client, therapist.sub, '2030-01-21', '09:00', 'semanal')).json<Appointment>();
    // before anyone commits: accepted today, the 12 weeks' dates (21/01 … 08/04) would be reserved
    const forecast = 'Toda segunda às 09:00, a partir de 21/01/2030 · ao confirmar, 12 sessões ficam reservadas, até 08/04/2030, renovadas toda semana · R$ 180,00 por sessão · sem data para terminar: você pode encerrar quando quiser';
    const toTherapist = await email(therapist.sub, 'sessao-solicitada');
    expect(toTherapist.subject).toBe('Nova solicitação de série: toda segunda às 09:00, a partir de 21/01/2030');
    expect(toTherapist.text).toContain(forecast);
    expect(toTherapist.text).toContain('Confirmar aceita a série toda');
    const receipt = await email(client.sub, 'solicitacao-enviada');
    expect(receipt.subject).toBe('Solicitação de série enviada: toda segunda às 09:00, a partir de 21/01/2030');
    expect(receipt.text).toContain(forecast);
    expect(receipt.html).toContain('R$ 180,00 por sessão');

    expect((await getSeries(client, first.serieId!)).precoSessao).toBe(180);
    await answer(therapist, first.id, 'CONFIRMED');
    // after: the real occurrences (the blocked Monday was skipped: 11 made)
    const confirmed = await email(client.sub, 'sessao-confirmada');
    expect(confirmed.subject).toBe('Série confirmada: toda segunda às 09:00, a partir de 21/01/2030');
    expect(confirmed.text).toContain('Helena Prado confirmou sua série de sessões online, toda segunda às 09:00, a partir de 21/01/2030.');
    expect(confirmed.text).toContain('11 sessões já reservadas, até 08/04/2030, renovadas toda semana · R$ 180,00 por sessão');
    // a single session's messages stay as they were
    const single = (await request(client, therapist.sub, '2030-01-22', '10:00')).json<Appointment>();
    await answer(therapist, single.id, 'CONFIRMED');
    const singles = await messagesOf(client.sub, 'sessao-confirmada');
    const other = singles.find((r) => r.sessaoId === single.id)!;
    expect(renderEmail('sessao-confirmada', other.payload as unknown as NotificationPayload, { siteUrl: 'https://acolhe.com.br', link: other.link, para: '' }).subject).toBe('Sessão confirmada: 22/01/2030 às 10:00');
  });

  it('a closed national holiday is skipped as such; fortnightly series step 14 days', async () => {
    t.clock.set('2030-04-10T13:00:00.000Z');
    const therapist = await createReadyTherapist(t);
    const client = newClient();
    // Wednesdays from 17/04, every 15 days: 17/04, 01/05 (Dia do Trabalho), 15/05, …
    const id = await acceptedSeries(client, therapist, '2030-04-17', '10:00', 'quinzenal');
    const s = await getSeries(client, id);
    expect(s.recorrencia).toBe('quinzenal');
    expect(s.puladas).toEqual([{ data: '2030-05-01', motivo: 'feriado', motivoTexto: 'feriado em que o(a) terapeuta não atende' }]);
    expect(byStatus(s, 'CONFIRMED')).toEqual(['2030-04-17', '2030-05-15', '2030-05-29', '2030-06-12', '2030-06-26']);
  });

  it('declined: the series is refused and nothing else is made', async () => {
    const therapist = await createReadyTherapist(t);
    const client = newClient();
    const first = (await request(client, therapist.sub, '2030-01-22', '09:00', 'semanal')).json<Appointment>();
    expect((await answer(therapist, first.id, 'REJECTED')).statusCode).toBe(200);
    const s = await getSeries(client, first.serieId!);
    expect(s.estado).toBe('recusada');
    expect(s.ocorrencias.map((o) => o.status)).toEqual(['REJECTED']);
    await extendActiveSeries(t.db, t.app.bus, t.clock.now());
    expect((await getSeries(client, first.serieId!)).ocorrencias).toHaveLength(1);
  });

  it('bad requests: in the past, beyond the horizon, on a day the therapist does not work, an unknown recurrence → 4xx in pt-BR', async () => {
    const therapist = await createReadyTherapist(t);
    const client = newClient();
    expect((await request(client, therapist.sub, '2030-01-14', '09:00', 'semanal')).json()).toEqual({ message: 'Este horário não está mais disponível.' });
    const far = await request(client, therapist.sub, '2030-07-22', '09:00', 'semanal');
    expect(far.statusCode).toBe(409);
    expect(far.json()).toEqual({ message: 'Só é possível agendar com até 180 dias de antecedência.' });
    const saturday = await request(client, therapist.sub, '2030-01-19', '09:00', 'semanal');
    expect(saturday.statusCode).toBe(409);
    expect(saturday.json()).toEqual({ message: 'O(a) terapeuta não atende aos sábados. Escolha outro dia para a série.' });
    const odd = await request(client, therapist.sub, '2030-01-21', '09:00', 'mensal');
    expect(odd.statusCode).toBe(400);
    expect(odd.json()).toEqual({ message: 'Escolha "Sessão única", "Toda semana" ou "A cada 15 dias".', fieldErrors: { recorrencia: 'Escolha "Sessão única", "Toda semana" ou "A cada 15 dias".' } });
    expect(await t.db.select().from(seriesTable).where(eq(seriesTable.clienteId, client.sub))).toEqual([]);
  });

  it('the sweep rolls the horizon on, once, whatever the number of runs', async () => {
    const therapist = await createReadyTherapist(t);
    const client = newClient();
    const id = await acceptedSeries(client, therapist, '2030-01-23', '11:00');
    expect((await getSeries(client, id)).ocorrencias.at(-1)!.date).toBe('2030-04-10');
    t.clock.set('2030-01-30T13:00:00.000Z'); // a week later: the horizon reaches 24/04
    const now = t.clock.now();
    // two replicas at once, then a restart: each date made once
    await Promise.all([extendActiveSeries(t.db, t.app.bus, now), extendActiveSeries(t.db, t.app.bus, now)]);
    await extendActiveSeries(t.db, t.app.bus, now);
    const dates = (await getSeries(client, id)).ocorrencias.map((o) => o.date);
    expect(dates.slice(-2)).toEqual(['2030-04-17', '2030-04-24']);
    expect(new Set(dates).size).toBe(dates.length);
  });

  it('cancel one occurrence (late rules of its own) vs "esta e as próximas" (the series ends there)', async () => {
    const therapist = await createReadyTherapist(t);
    const client = newClient();
    const id = await acceptedSeries(client, therapist, '2030-01-17', '09:00'); // Thursdays
    const before = await t.db.select().from(seriesTable).where(eq(seriesTable.id, id));
    // 17/01 09:00 is 23 h away: the client's cancellation of that one is late, the others stay
    const s0 = await getSeries(client, id);
    const cancelled = await answer(client, s0.ocorrencias[0]!.id, 'CANCELLED');
    expect(cancelled.json<Appointment>()).toMatchObject({ status: 'CANCELLED', lateCancellation: true, serieId: id });
    const s1 = await getSeries(client, id);
    expect(byStatus(s1, 'CANCELLED')).toEqual(['2030-01-17']);
    expect(byStatus(s1, 'CONFIRMED')).toHaveLength(s0.ocorrencias.length - 1);
    const [after] = await t.db.select().from(seriesTable).where(eq(seriesTable.id, id));
    expect(after!.sequencia).toBe(before[0]!.sequencia + 1);

    const res = await t.call({ method: 'POST', url: `/series/${id}/cancelar`, user: client, body: { aPartirDe: '2030-02-14' } });
    expect(res.statusCode).toBe(200);
    const s2 = res.json<SeriesAnswer>();
    expect(s2).toMatchObject({ estado: 'encerrada', fim: '2030-02-14' });
    expect(byStatus(s2, 'CONFIRMED')).toEqual(['2030-01-24', '2030-01-31', '2030-02-07']);
    expect(s2.ocorrencias.filter((o) => o.date >= '2030-02-14').every((o) => o.status === 'CANCELLED' && !o.lateCancellation)).toBe(true);
    const told = await messagesOf(therapist.sub, 'serie-encerrada');
    expect(told[0]!.mensagem).toContain('encerrada a partir de 14/02/2030');
    // an ended series is not extended, and cannot be changed again
    t.clock.set('2030-03-20T13:00:00.000Z');
    await extendActiveSeries(t.db, t.app.bus, t.clock.now());
    expect((await getSeries(client, id)).ocorrencias).toEqual(s2.ocorrencias);
    const again = await t.call({ method: 'POST', url: `/series/${id}/encerrar`, user: client });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: 'Esta série já foi encerrada ou recusada e não pode mais ser alterada.' });
  });

  it('one occurrence and the series changed at once (both people, concurrently): each call answers 2xx or 409, never a 5xx, and nothing is left half done', async () => {
    const therapist = await createReadyTherapist(t);
    const client = newClient();
    const id = await acceptedSeries(client, therapist, '2030-01-24', '11:00'); // Thursdays
    const s0 = await getSeries(client, id);
    const results = await Promise.all([
      answer(client, s0.ocorrencias[3]!.id, 'CANCELLED'),
      t.call({ method: 'POST', url: `/series/${id}/cancelar`, user: client, body: { aPartirDe: '2030-02-07' } }),
      t.call({ method: 'POST', url: `/sessoes/${s0.ocorrencias[4]!.id}/remarcar`, user: therapist, body: { date: '2030-02-22', time: '11:00' } }),
      t.call({ method: 'POST', url: `/series/${id}/encerrar`, user: therapist }),
    ]);
    for (const r of results) expect([200, 409]).toContain(r.statusCode);
    const s1 = await getSeries(client, id);
    expect(s1.estado).toBe('encerrada');
    // whatever won, nothing from its end on still takes place
    expect(s1.ocorrencias.filter((o) => o.dataDaSerie >= s1.fim! && (o.status === 'CONFIRMED' || o.status === 'PENDING'))).toEqual([]);
  });

  it('move one occurrence: the others stay, it keeps the date of the series it stands for', async () => {
    const therapist = await createReadyTherapist(t);
    const client = newClient();
    const id = await acceptedSeries(client, therapist, '2030-01-18', '10:00'); // Fridays
    const s0 = await getSeries(client, id);
    const second = s0.ocorrencias[1]!;
    const moved = await t.call({ method: 'POST', url: `/sessoes/${second.id}/remarcar`, user: therapist, body: { date: '2030-01-24', time: '11:00' } });
    expect(moved.statusCode).toBe(200);
    const s1 = await getSeries(client, id);
    expect(s1.ocorrencias).toHaveLength(s0.ocorrencias.length);
    expect(s1.ocorrencias[1]).toMatchObject({ id: second.id, dataDaSerie: '2030-01-25', date: '2030-01-24', time: '11:00', status: 'CONFIRMED' });
    expect(s1.ocorrencias.filter((o) => o.id !== second.id)).toEqual(s0.ocorrencias.filter((o) => o.id !== second.id));
  });

  it('move the series from a date on: checked like a new series; the old one ends there, the new one goes on', async () => {
    const therapist = await createReadyTherapist(t);
    const client = newClient();
    const id = await acceptedSeries(client, therapist, '2030-01-21', '10:00'); // Mondays 10:00
    const move = (body: unknown, user = client) => t.call({ method: 'POST', url: `/series/${id}/mover`, user, body });
    // a Sunday, a blocked first date, the same rule: refused, nothing changed
    expect((await move({ aPartirDe: '2030-02-11', diaSemana: 0, hora: '10:00' })).json()).toEqual({ message: 'O(a) terapeuta não atende aos domingos. Escolha outro dia para a série.' });
    await block(therapist, '2030-02-13T08:00', '2030-02-13T12:00');
    const blocked = await move({ aPartirDe: '2030-02-11', diaSemana: 3, hora: '09:00' });
    expect(blocked.statusCode).toBe(409);
    expect(blocked.json()).toEqual({ message: 'O(a) terapeuta não atende neste horário.' });
    expect((await move({ aPartirDe: '2030-02-11', diaSemana: 1, hora: '10:00' })).statusCode).toBe(409);
    expect((await move({ aPartirDe: '2030-02-11', diaSemana: 9, hora: '10:00' })).statusCode).toBe(400);
    expect((await getSeries(client, id)).estado).toBe('ativa');

    const res = await move({ aPartirDe: '2030-02-11', diaSemana: 2, hora: '11:00' }, therapist);
    expect(res.statusCode).toBe(200);
    const moved = res.json<SeriesAnswer>();
    expect(moved).toMatchObject({ estado: 'ativa', diaSemana: 2, hora: '11:00', inicio: '2030-02-12', origemId: id });
    expect(moved.ocorrencias[0]).toMatchObject({ date: '2030-02-12', time: '11:00', status: 'CONFIRMED' });
    const old = await getSeries(client, id);
    expect(old).toMatchObject({ estado: 'encerrada', fim: '2030-02-11' });
    expect(byStatus(old, 'CONFIRMED')).toEqual(['2030-01-21', '2030-01-28', '2030-02-04']);
    expect((await messagesOf(client.sub, 'serie-movida')).length).toBe(1);
  });

  it('a moved series checks every new date: those taken are skipped, and both sides told which and why', async () => {
    const therapist = await createReadyTherapist(t);
    const client = newClient();
    const id = await acceptedSeries(client, therapist, '2030-01-22', '09:00'); // Tuesdays
    // every Thursday 11:00 from 14/02 taken by another client's weekly series: only the first new date is free
    const other = newClient('Outra Pessoa');
    await acceptedSeries(other, therapist, '2030-02-14', '11:00');
    // the therapist's move (the client's is a request: mudanca.test.ts)
    const res = await t.call({ method: 'POST', url: `/series/${id}/mover`, user: therapist, body: { aPartirDe: '2030-02-05', diaSemana: 4, hora: '11:00' } });
    expect(res.statusCode).toBe(200);
    const moved = res.json<SeriesAnswer>();
    expect(moved.ocorrencias.map((o) => o.date)).toEqual(['2030-02-07']);
    expect(moved.puladas.length).toBeGreaterThan(5);
    expect(moved.puladas.every((p) => p.motivo === 'horario-ocupado')).toBe(true);
    for (const who of [client, therapist]) expect((await messagesOf(who.sub, 'serie-datas-puladas')).length).toBe(1);
  });

  it('end the series: its sessions still to come are cancelled', async () => {
    const therapist = await createReadyTherapist(t);
    const client = newClient();
    const id = await acceptedSeries(client, therapist, '2030-01-21', '11:00');
    const res = await t.call({ method: 'POST', url: `/series/${id}/encerrar`, user: therapist });
    expect(res.statusCode).toBe(200);
    const s = res.json<SeriesAnswer>();
    expect(s.estado).toBe('encerrada');
    expect(s.ocorrencias.every((o) => o.status === 'CANCELLED')).toBe(true);
    expect((await messagesOf(client.sub, 'serie-encerrada')).length).toBe(1);
  });

  it('a series is its client’s and its therapist’s only: anyone else gets 404 and changes nothing', async () => {
    const therapist = await createReadyTherapist(t);
    const client = newClient();
    const id = await acceptedSeries(client, therapist, '2030-01-22', '10:00');
    const before = await getSeries(client, id);
    for (const stranger of [newClient('Intrusa'), newTherapist('Outra')]) {
      for (const [method, url, body] of [
        ['GET', `/series/${id}`, undefined],
        ['GET', `/series/${id}/calendario.ics`, undefined],
        ['POST', `/series/${id}/cancelar`, { aPartirDe: '2030-02-05' }],
        ['POST', `/series/${id}/mover`, { aPartirDe: '2030-02-05', diaSemana: 3, hora: '10:00' }],
        ['POST', `/series/${id}/encerrar`, undefined],
        ['POST', `/series/${id}/mudanca/aceitar`, undefined],
        ['POST', `/series/${id}/mudanca/recusar`, undefined],
        ['DELETE', `/series/${id}/mudanca`, undefined],
      ] as const) {
        const res = await t.call({ method, url, user: stranger, ...(body ? { body } : {}) });
        expect([url, res.statusCode, res.json()]).toEqual([url, 404, { message: 'Série não encontrada.' }]);
      }
    }
    expect(await getSeries(therapist, id)).toEqual(before);
  });

  it('50 concurrent series requests and their acceptances over overlapping times: never two sessions of the therapist at once', async () => {
    const therapist = await createReadyTherapist(t, { schedule: weekdaySchedule('09:00', '12:00') });
    // 50 clients ask for Tuesdays or Wednesdays at 09:00 or 10:00, weekly or fortnightly, starting on different weeks
    const starts = ['2030-01-22', '2030-01-23', '2030-01-29', '2030-01-30', '2030-02-05', '2030-02-06', '2030-02-12', '2030-02-13', '2030-02-19', '2030-02-20'];
    const asks = Array.from({ length: 50 }, (_, i) => ({
      client: newClient(`Cliente ${i}`),
      date: starts[i % starts.length]!,
      time: Math.floor(i / 10) % 2 === 0 ? '09:00' : '10:00',
      recorrencia: i % 3 === 0 ? 'quinzenal' : 'semanal',
    }));
    const requested = await Promise.all(asks.map((a) => request(a.client, therapist.sub, a.date, a.time, a.recorrencia)));
    expect(requested.every((r) => r.statusCode === 201 || r.statusCode === 409)).toBe(true);
    const accepted = requested.filter((r) => r.statusCode === 201).map((r) => r.json<Appointment>());
    expect(accepted.length).toBeGreaterThan(1);
    const answers = await Promise.all(accepted.map((a) => answer(therapist, a.id, 'CONFIRMED')));
    expect(answers.every((r) => r.statusCode === 200)).toBe(true);
    const active = await t.db.select().from(sessoes).where(and(eq(sessoes.terapeutaId, therapist.sub), inArray(sessoes.status, ['PENDING', 'CONFIRMED'])));
    const sorted = [...active].sort((x, y) => x.startsAt.getTime() - y.startsAt.getTime());
    for (let i = 1; i < sorted.length; i++) expect(sorted[i]!.startsAt.getTime()).toBeGreaterThanOrEqual(sorted[i - 1]!.occupiedUntil.getTime());
    // every date of every accepted series is either made or skipped as taken, never lost
    for (const a of accepted) {
      const s = await getSeries(therapist, a.serieId!);
      expect(s.estado).toBe('ativa');
      expect(s.puladas.every((p) => p.motivo === 'horario-ocupado')).toBe(true);
      const dates = [...s.ocorrencias.map((o) => o.dataDaSerie), ...s.puladas.map((p) => p.data)].sort();
      const step = s.recorrencia === 'quinzenal' ? 14 : 7;
      for (let i = 1; i < dates.length; i++) expect((Date.parse(dates[i]!) - Date.parse(dates[i - 1]!)) / 86_400_000).toBe(step);
      expect(dates.at(-1)! > '2030-03-26').toBe(true);
    }
  }, 120_000);
});
