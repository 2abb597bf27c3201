// Issue 40 item 5: a client's move of a series is a request the therapist answers, and it keeps
// the late rule (decisions/0028). The attack reproduced: POST /series/{id}/mover by the client
// cancelled an occurrence 20 h ahead without the late mark and made CONFIRMED sessions at a day and
// time the therapist never accepted.
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Appointment, SeriesAnswer, SeriesChangeItem } from '@acolhe/shared-domain';
import { notificacoes, series as seriesTable, sessoes } from '../db/schema';
import { createReadyTherapist, newClient, newTherapist, useTestApp, type TestUser } from '../../testing/helpers';

describe('a client’s move of a series: a request the therapist answers (issue 40)', () => {
  const t = useTestApp();
  beforeEach(() => t.clock.set('2030-01-16T13:00:00.000Z')); // Wed 16/01/2030 10:00 in São Paulo

  const getSeries = async (user: TestUser, id: string) => {
    const res = await t.call({ method: 'GET', url: `/series/${id}`, user });
    expect(res.statusCode).toBe(200);
    return res.json<SeriesAnswer>();
  };
  /** requested by `client` and accepted by `therapist`: the series' id */
  const acceptedSeries = async (client: TestUser, therapist: TestUser, date: string, time: string) => {
    const res = await t.call({ method: 'POST', url: '/sessoes', user: client, body: { therapistId: therapist.sub, date, time, recorrencia: 'semanal' } });
    expect(res.statusCode).toBe(201);
    const accepted = await t.call({ method: 'PATCH', url: `/sessoes/${res.json<Appointment>().id}`, user: therapist, body: { status: 'CONFIRMED' } });
    expect(accepted.statusCode).toBe(200);
    return res.json<Appointment>().serieId!;
  };
  const move = (user: TestUser, id: string, body: unknown) => t.call({ method: 'POST', url: `/series/${id}/mover`, user, body });
  const accept = (user: TestUser, id: string) => t.call({ method: 'POST', url: `/series/${id}/mudanca/aceitar`, user });
  const decline = (user: TestUser, id: string) => t.call({ method: 'POST', url: `/series/${id}/mudanca/recusar`, user });
  const withdraw = (user: TestUser, id: string) => t.call({ method: 'DELETE', url: `/series/${id}/mudanca`, user });
  const changes = async (user: TestUser) => {
    const res = await t.call({ method: 'GET', url: '/series/mudancas', user });
    expect(res.statusCode).toBe(200);
    return res.json<SeriesChangeItem[]>();
  };
  const messagesOf = (contaId: string, tipo: string) =>
    t.db.select().from(notificacoes).where(and(eq(notificacoes.contaId, contaId), eq(notificacoes.tipo, tipo)));
  /** every session and series of the therapist, and every message: what "nothing changed" compares */
  const stateOf = async (therapist: TestUser) => ({
    sessoes: await t.db.select().from(sessoes).where(eq(sessoes.terapeutaId, therapist.sub)).orderBy(asc(sessoes.id)),
    series: await t.db.select().from(seriesTable).where(eq(seriesTable.terapeutaId, therapist.sub)).orderBy(asc(seriesTable.id)),
    notificacoes: (await t.db.select({ id: notificacoes.id }).from(notificacoes).orderBy(asc(notificacoes.id))).map((n) => n.id),
  });
  /** the therapist's active sessions at `time` on a weekday (0 = Sunday) */
  const activeAt = async (therapist: TestUser, weekday: number, time: string) =>
    (
      await t.db
        .select({ date: sessoes.date, status: sessoes.status })
        .from(sessoes)
        .where(and(eq(sessoes.terapeutaId, therapist.sub), eq(sessoes.time, time), inArray(sessoes.status, ['PENDING', 'CONFIRMED'])))
    ).filter((s) => new Date(`${s.date}T12:00:00Z`).getUTCDay() === weekday);

  it('the attack: an occurrence 20 h ahead cannot be dropped by the client (409, the 0028 rule), and a move after it is only a request — no CONFIRMED session at the new time', async () => {
    const therapist = await createReadyTherapist(t);
    const client = newClient('Rafael Lima');
    const id = await acceptedSeries(client, therapist, '2030-01-17', '10:00'); // Thursdays 10:00
    t.clock.set('2030-01-16T17:00:00.000Z'); // Wed 14:00: Thu 17/01 10:00 is 20 h away
    const before = await getSeries(client, id);
    const state = await stateOf(therapist);

    // from Thursday, or from today (the first Friday is 18/01): both would drop 17/01 10:00
    for (const aPartirDe of ['2030-01-17', '2030-01-16']) {
      const res = await move(client, id, { aPartirDe, diaSemana: 5, hora: '11:00' });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({
        message:
          'A sessão de 17/01/2030 às 10:00 começa em menos de 24 horas e não pode mais ser remarcada: escolha uma data de início depois dela. Você ainda pode cancelá-la (cancelamento tardio) ou combinar com o(a) psicólogo(a).',
      });
    }
    expect(await stateOf(therapist)).toEqual(state);

    // from the day after it: a request; the series holds, nothing is made at the new time
    const res = await move(client, id, { aPartirDe: '2030-01-18', diaSemana: 5, hora: '11:00' });
    expect(res.statusCode).toBe(200);
    const asked = res.json<SeriesAnswer>();
    expect(asked).toEqual({
      ...before,
      mudancaPedida: { aPartirDe: '2030-01-18', diaSemana: 5, hora: '11:00', primeiraData: '2030-01-18', pedidaPor: 'cliente', pedidaEm: '2030-01-16T17:00:00.000Z' },
    });
    expect(asked.ocorrencias.every((o) => o.status === 'CONFIRMED' && !o.lateCancellation)).toBe(true);
    expect(await activeAt(therapist, 5, '11:00')).toEqual([]);
    expect(await t.db.select().from(seriesTable).where(eq(seriesTable.clienteId, client.sub))).toHaveLength(1);
    // both told; the therapist sees it to answer, the client as waiting
    const [toTherapist] = await messagesOf(therapist.sub, 'serie-mudanca-solicitada');
    expect(toTherapist!.mensagem).toBe('Rafael Lima pediu para mudar a série de sessões para acontecer às sextas-feiras, às 11:00, a partir de 18/01/2030.');
    expect(toTherapist!.link).toBe(`/usuario/${therapist.sub}`);
    const [toClient] = await messagesOf(client.sub, 'serie-mudanca-solicitada');
    expect(toClient!.mensagem).toContain('Você pediu para mudar a série de sessões com');
    const item = { serieId: id, therapistId: therapist.sub, clientId: client.sub, clientName: 'Rafael Lima', diaSemana: 4, hora: '10:00', recorrencia: 'semanal', mudanca: asked.mudancaPedida };
    expect(await changes(therapist)).toEqual([expect.objectContaining(item)]);
    expect(await changes(client)).toEqual([expect.objectContaining(item)]);
    expect(await changes(newTherapist('Outra'))).toEqual([]);
    expect(await changes(newClient('Outro'))).toEqual([]);
  });

  it('accepted: in one transaction the old occurrences from that date are cancelled (not late, though one is 20 h away by then) and the new ones made CONFIRMED; both told', async () => {
    const therapist = await createReadyTherapist(t, { profile: { fullName: 'Helena Prado' } });
    const client = newClient('Rafael Lima');
    const id = await acceptedSeries(client, therapist, '2030-01-17', '10:00'); // Thursdays 10:00
    expect((await move(client, id, { aPartirDe: '2030-01-24', diaSemana: 5, hora: '11:00' })).statusCode).toBe(200);
    // the client may not answer their own request; the therapist may not withdraw it
    expect((await accept(client, id)).json()).toEqual({ message: 'Só o(a) psicólogo(a) da série pode aceitar ou recusar a mudança.' });
    expect((await accept(client, id)).statusCode).toBe(403);
    expect((await withdraw(therapist, id)).statusCode).toBe(403);

    t.clock.set('2030-01-23T17:00:00.000Z'); // Wed 23/01 14:00: Thu 24/01 10:00 is 20 h away
    const res = await accept(therapist, id);
    expect(res.statusCode).toBe(200);
    const moved = res.json<SeriesAnswer>();
    expect(moved).toMatchObject({ estado: 'ativa', diaSemana: 5, hora: '11:00', inicio: '2030-01-25', origemId: id, mudancaPedida: null });
    expect(moved.ocorrencias.length).toBeGreaterThan(5);
    expect(moved.ocorrencias.every((o) => o.status === 'CONFIRMED' && o.time === '11:00')).toBe(true);
    expect(moved.ocorrencias[0]!.date).toBe('2030-01-25');

    const old = await getSeries(client, id);
    expect(old).toMatchObject({ estado: 'encerrada', fim: '2030-01-24', mudancaPedida: null });
    expect(old.ocorrencias.filter((o) => o.date < '2030-01-24').map((o) => o.status)).toEqual(['CONFIRMED']);
    const dropped = await t.db.select().from(sessoes).where(and(eq(sessoes.serieId, id), sql`${sessoes.serieData} >= '2030-01-24'`));
    expect(dropped.length).toBeGreaterThan(5);
    for (const s of dropped) expect({ status: s.status, late: s.lateCancellation, by: s.cancelledBy }).toEqual({ status: 'CANCELLED', late: false, by: 'cliente' });

    for (const who of [client, therapist]) expect(await messagesOf(who.sub, 'serie-movida')).toHaveLength(1);
    const [toClient] = await messagesOf(client.sub, 'serie-movida');
    expect(toClient!.titulo).toBe('Mudança da série aceita');
    expect(await changes(therapist)).toEqual([]);
    // answered once
    const again = await accept(therapist, id);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: 'Esta série não tem mudança aguardando resposta.' });
  });

  it('declined, or withdrawn by the client: the series is exactly as it was; both told each time; one request at a time', async () => {
    const therapist = await createReadyTherapist(t);
    const client = newClient('Rafael Lima');
    const id = await acceptedSeries(client, therapist, '2030-01-21', '09:00'); // Mondays 09:00
    const before = await getSeries(client, id);
    const state = await stateOf(therapist);
    const body = { aPartirDe: '2030-02-04', diaSemana: 3, hora: '11:00' };

    expect((await move(client, id, body)).statusCode).toBe(200);
    const twice = await move(client, id, { ...body, hora: '10:00' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toEqual({ message: 'Já existe uma mudança desta série aguardando o(a) psicólogo(a). Desista dela antes de pedir outra.' });
    const declined = await decline(therapist, id);
    expect(declined.statusCode).toBe(200);
    expect(declined.json<SeriesAnswer>()).toEqual(before);
    expect((await decline(therapist, id)).statusCode).toBe(409);
    const [refusal] = await messagesOf(client.sub, 'serie-mudanca-recusada');
    expect(refusal!.mensagem).toContain('recusou a mudança da série de sessões para acontecer às quartas-feiras, às 11:00, a partir de 06/02/2030.');
    expect(await messagesOf(therapist.sub, 'serie-mudanca-recusada')).toHaveLength(1);

    expect((await move(client, id, body)).statusCode).toBe(200);
    const withdrawn = await withdraw(client, id);
    expect(withdrawn.statusCode).toBe(200);
    expect(withdrawn.json<SeriesAnswer>()).toEqual(before);
    expect((await withdraw(client, id)).statusCode).toBe(409);
    for (const who of [client, therapist]) expect(await messagesOf(who.sub, 'serie-mudanca-retirada')).toHaveLength(1);

    // the sessions and series rows as they were (only messages were added)
    const after = await stateOf(therapist);
    expect({ sessoes: after.sessoes, series: after.series.map((s) => ({ ...s, updatedAt: null })) }).toEqual({
      sessoes: state.sessoes,
      series: state.series.map((s) => ({ ...s, updatedAt: null })),
    });
  });

  it('a booking of the slot the pending move would take wins: accepting then is a 409 in pt-BR and nothing changes; the request can still be declined', async () => {
    const therapist = await createReadyTherapist(t);
    const client = newClient('Rafael Lima');
    const id = await acceptedSeries(client, therapist, '2030-01-17', '10:00'); // Thursdays 10:00
    expect((await move(client, id, { aPartirDe: '2030-01-24', diaSemana: 5, hora: '11:00' })).statusCode).toBe(200);
    const other = await t.call({ method: 'POST', url: '/sessoes', user: newClient('Outra Pessoa'), body: { therapistId: therapist.sub, date: '2030-01-25', time: '11:00' } });
    expect(other.statusCode).toBe(201);
    const state = await stateOf(therapist);

    const res = await accept(therapist, id);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: 'O novo horário da série, 25/01/2030 às 11:00, já está ocupado na sua agenda. Libere o horário ou recuse a mudança.' });
    expect(await stateOf(therapist)).toEqual(state);
    expect((await getSeries(client, id)).mudancaPedida).not.toBeNull();
    expect((await decline(therapist, id)).statusCode).toBe(200);
  });

  it('the booking and the acceptance at once: exactly one gets the slot, never two sessions at one time', async () => {
    const therapist = await createReadyTherapist(t);
    const client = newClient('Rafael Lima');
    const id = await acceptedSeries(client, therapist, '2030-01-17', '10:00');
    expect((await move(client, id, { aPartirDe: '2030-01-24', diaSemana: 5, hora: '11:00' })).statusCode).toBe(200);
    const [booking, accepted] = await Promise.all([
      t.call({ method: 'POST', url: '/sessoes', user: newClient('Outra Pessoa'), body: { therapistId: therapist.sub, date: '2030-01-25', time: '11:00' } }),
      accept(therapist, id),
    ]);
    // booking/acceptance: one 2xx, the other 409
    expect(['201/409', '409/200']).toContain(`${booking.statusCode}/${accepted.statusCode}`);
    const on25 = await t.db.select().from(sessoes).where(and(eq(sessoes.terapeutaId, therapist.sub), eq(sessoes.date, '2030-01-25'), inArray(sessoes.status, ['PENDING', 'CONFIRMED'])));
    expect(on25).toHaveLength(1);
    // the loser left nothing behind: the series either moved whole or not at all
    const s = await getSeries(client, id);
    if (accepted.statusCode === 409) expect(s).toMatchObject({ estado: 'ativa', diaSemana: 4 });
    else expect(s).toMatchObject({ estado: 'encerrada', fim: '2030-01-24', mudancaPedida: null });
  });

  it('accepted: later dates already taken are skipped and told, as for any series (only the first new date is the request itself)', async () => {
    const therapist = await createReadyTherapist(t);
    const client = newClient();
    const id = await acceptedSeries(client, therapist, '2030-01-22', '09:00'); // Tuesdays
    // every Thursday 11:00 from 14/02 taken by another client's weekly series: only the first new date is free
    await acceptedSeries(newClient('Outra Pessoa'), therapist, '2030-02-14', '11:00');
    expect((await move(client, id, { aPartirDe: '2030-02-05', diaSemana: 4, hora: '11:00' })).statusCode).toBe(200);
    const res = await accept(therapist, id);
    expect(res.statusCode).toBe(200);
    const moved = res.json<SeriesAnswer>();
    expect(moved.ocorrencias.map((o) => o.date)).toEqual(['2030-02-07']);
    expect(moved.puladas.length).toBeGreaterThan(5);
    expect(moved.puladas.every((p) => p.motivo === 'horario-ocupado')).toBe(true);
    for (const who of [client, therapist]) expect((await messagesOf(who.sub, 'serie-datas-puladas')).length).toBe(1);
  });

  it('the therapist’s own move is immediate, its cancellations never late; it drops the client’s waiting request with the old series', async () => {
    const therapist = await createReadyTherapist(t);
    const client = newClient();
    const id = await acceptedSeries(client, therapist, '2030-01-17', '10:00'); // Thursdays 10:00
    expect((await move(client, id, { aPartirDe: '2030-02-07', diaSemana: 5, hora: '11:00' })).statusCode).toBe(200);
    t.clock.set('2030-01-16T17:00:00.000Z'); // Thu 17/01 10:00 is 20 h away
    const res = await move(therapist, id, { aPartirDe: '2030-01-17', diaSemana: 2, hora: '11:00' });
    expect(res.statusCode).toBe(200);
    expect(res.json<SeriesAnswer>()).toMatchObject({ estado: 'ativa', diaSemana: 2, hora: '11:00', origemId: id, mudancaPedida: null });
    const old = await getSeries(client, id);
    expect(old).toMatchObject({ estado: 'encerrada', mudancaPedida: null });
    const [first] = await t.db.select().from(sessoes).where(and(eq(sessoes.serieId, id), eq(sessoes.date, '2030-01-17')));
    expect({ status: first!.status, late: first!.lateCancellation, by: first!.cancelledBy }).toEqual({ status: 'CANCELLED', late: false, by: 'terapeuta' });
    expect(await changes(client)).toEqual([]);
  });

  it('the database holds the request’s shape: all of it or none, and only on an accepted series', async () => {
    const therapist = await createReadyTherapist(t);
    const client = newClient();
    const id = await acceptedSeries(client, therapist, '2030-01-21', '10:00');
    expect((await move(client, id, { aPartirDe: '2030-02-04', diaSemana: 3, hora: '11:00' })).statusCode).toBe(200);
    await expect(t.db.update(seriesTable).set({ mudancaHora: null }).where(eq(seriesTable.id, id))).rejects.toThrow();
    await expect(t.db.update(seriesTable).set({ estado: 'encerrada' }).where(eq(seriesTable.id, id))).rejects.toThrow();
    await expect(t.db.update(seriesTable).set({ mudancaDiaSemana: 7 }).where(eq(seriesTable.id, id))).rejects.toThrow();
    expect((await getSeries(client, id)).mudancaPedida).toMatchObject({ diaSemana: 3, hora: '11:00' });
    // ending the series takes the request with it
    expect((await t.call({ method: 'POST', url: `/series/${id}/encerrar`, user: client })).statusCode).toBe(200);
    expect((await getSeries(client, id)).mudancaPedida).toBeNull();
  });
});
