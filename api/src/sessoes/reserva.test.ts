// Issue 35: a booking reads the therapist's sessions and blocks around the date inside its one
// context query (reserva.ts bookingContext) instead of two more trips. Those rows must be exactly
// what the agenda's own reads give (agenda/service.ts busyQuery, blocksQuery), or the slot rules
// would judge a booking on another agenda than slots-mes shows.
import { eq } from 'drizzle-orm';
import { clientes, contas, disponibilidades, TERAPEUTA_COLUMNS, terapeutas } from '../db/schema';
import { PARTY_COLUMNS, contaCliente, contaTerapeuta } from '../notificacoes/service';
import { publicadoColumn } from '../perfis/publicacao';
import { createReadyTherapist, newClient, useTestApp, weekdaySchedule } from '../../testing/helpers';
import { rulesForDate } from '../agenda/service';
import { bookingContext } from './reserva';

describe("the booking context reads the date's agenda as the agenda does", () => {
  const t = useTestApp();
  beforeEach(() => t.clock.set('2030-01-16T13:00:00.000Z')); // Wed 16/01/2030 10:00 in São Paulo

  it('the same busy sessions, blocks and extra hours as the separate reads — around the date only', async () => {
    const therapist = await createReadyTherapist(t, { schedule: weekdaySchedule('08:00', '18:00') });
    const block = (body: object) => t.call({ method: 'POST', url: `/agenda/terapeutas/${therapist.sub}/bloqueios`, user: therapist, body });
    expect((await block({ start: '2030-02-04T12:00', end: '2030-02-04T13:00', reason: 'almoço' })).statusCode).toBe(201);
    expect((await block({ start: '2030-02-04T19:00', end: '2030-02-04T20:00', kind: 'extra' })).statusCode).toBe(201);
    expect((await block({ start: '2030-02-06T12:00', end: '2030-02-06T13:00' })).statusCode).toBe(201); // another day
    const book = (date: string, time: string) => t.call({ method: 'POST', url: '/sessoes', user: newClient(), body: { therapistId: therapist.sub, date, time } });
    const booked = await book('2030-02-04', '09:00');
    expect(booked.statusCode).toBe(201);
    expect((await book('2030-02-04', '15:00')).statusCode).toBe(201);
    expect((await book('2030-02-07', '09:00')).statusCode).toBe(201); // another day
    const cancelled = await book('2030-02-04', '10:00');
    await t.call({ method: 'PATCH', url: `/sessoes/${cancelled.json<{ id: string }>().id}`, user: therapist, body: { status: 'CANCELLED' } });

    const [row] = await t.db.select().from(terapeutas).where(eq(terapeutas.id, therapist.sub));
    const now = t.clock.now();
    const context = await bookingContext(t.db, therapist.sub, newClient().sub, '2030-02-04');
    expect(context!.reads.busy.map((b) => b.id).sort()).toHaveLength(2); // the cancelled one holds nothing
    expect(context!.reads.busy.map((b) => b.id)).toContain(booked.json<{ id: string }>().id);
    expect(context!.reads.blocks.map((b) => b.tipo).sort()).toEqual(['bloqueio', 'extra']);
    const folded = await rulesForDate(t.db, row!, '2030-02-04', now, undefined, context!);
    const separate = await rulesForDate(t.db, row!, '2030-02-04', now);
    const sorted = <T extends { start: Date }>(list: readonly T[]) => [...list].sort((a, b) => a.start.getTime() - b.start.getTime());
    expect(sorted(folded!.busy)).toEqual(sorted(separate!.busy));
    expect(sorted(folded!.blocks)).toEqual(sorted(separate!.blocks));
    expect(folded!.extras).toEqual(separate!.extras);
    expect(folded!.busy[0]!.start).toBeInstanceOf(Date);
  });

  // The context is one database function's JSON (acolhe_contexto_reserva); read here the way the api
  // reads these rows elsewhere (the schema's columns, PARTY_COLUMNS, the publication rule), every
  // value must come back the same — types included (Dates, numbers, arrays, jsonb).
  const drizzleRead = async (therapistId: string, clientId: string) => {
    const [row] = await t.db
      .select({ therapist: TERAPEUTA_COLUMNS, schedule: disponibilidades.schedule, publicado: publicadoColumn(), ...PARTY_COLUMNS })
      .from(terapeutas)
      .leftJoin(disponibilidades, eq(disponibilidades.terapeutaId, terapeutas.id))
      .leftJoin(contaTerapeuta, eq(contaTerapeuta.id, terapeutas.id))
      .leftJoin(clientes, eq(clientes.id, clientId))
      .leftJoin(contaCliente, eq(contaCliente.id, clientId))
      .where(eq(terapeutas.id, therapistId));
    const { therapist, schedule, publicado, ...parties } = row!;
    return { therapist, schedule, publicado, parties: { ...parties, clientName: parties.clientName ?? '', clientEmail: parties.clientEmail ?? '' } };
  };

  it('the therapist, the weekly hours and both parties as the schema reads them', async () => {
    const therapist = await createReadyTherapist(t, { profile: { sessionFormats: ['online', 'presencial'] } });
    const client = newClient('Rafaela Prado');
    expect((await t.call({ method: 'GET', url: '/sessoes/cliente', user: client })).statusCode).toBe(200);
    await t.db.update(contas).set({ lembretesEmail: false, sessoesRevogadasEm: new Date('2030-01-01T00:00:00Z') }).where(eq(contas.id, client.sub));
    await t.db.update(terapeutas).set({ rating: 4.67, reviewCount: 6, proximoHorario: new Date('2030-01-17T12:00:00Z') }).where(eq(terapeutas.id, therapist.sub));

    const context = await bookingContext(t.db, therapist.sub, client.sub, '2030-02-04');
    const expected = await drizzleRead(therapist.sub, client.sub);
    expect(context!.therapist).toEqual(expected.therapist);
    expect(context!.therapist.rating).toBe(4.67);
    expect(context!.therapist.proximoHorario).toBeInstanceOf(Date);
    expect(context!.therapist.sessionFormats).toEqual(['online', 'presencial']);
    expect(context!.schedule).toEqual(expected.schedule);
    expect(context!.parties).toEqual(expected.parties);
    expect(context!.parties).toMatchObject({ clientName: 'Rafaela Prado', clientReminders: false, therapistReminders: true });
    expect(context!.publicado).toBe(true);
    // a client without an account row yet, and a therapist that does not exist
    const stranger = newClient();
    expect((await bookingContext(t.db, therapist.sub, stranger.sub, '2030-02-04'))!.parties).toEqual((await drizzleRead(therapist.sub, stranger.sub)).parties);
    expect(await bookingContext(t.db, newClient().sub, client.sub, '2030-02-04')).toBeUndefined();
  });

  it.each([
    ['suspended', { suspensoEm: new Date('2030-01-10T00:00:00Z') }],
    ['not verified', { verificacaoEstado: 'em_analise' as const }],
    ['profile not publishable', { publicavel: false }],
  ])('publicado follows the publication rule: %s', async (_case, change) => {
    const therapist = await createReadyTherapist(t);
    await t.db.update(terapeutas).set(change).where(eq(terapeutas.id, therapist.sub));
    const context = await bookingContext(t.db, therapist.sub, newClient().sub, '2030-02-04');
    expect(context!.publicado).toBe(false);
    expect((await drizzleRead(therapist.sub, newClient().sub)).publicado).toBe(false);
  });

  it('publicado is false without an open weekly day', async () => {
    const therapist = await createReadyTherapist(t);
    await t.db.update(disponibilidades).set({ schedule: weekdaySchedule('08:00', '18:00').map((d) => ({ ...d, isAvailable: false })) }).where(eq(disponibilidades.terapeutaId, therapist.sub));
    expect((await bookingContext(t.db, therapist.sub, newClient().sub, '2030-02-04'))!.publicado).toBe(false);
  });

  it('a therapist without sessions or blocks: empty lists, not null', async () => {
    const therapist = await createReadyTherapist(t);
    const context = await bookingContext(t.db, therapist.sub, newClient().sub, '2030-02-04');
    expect(context!.reads).toEqual({ busy: [], blocks: [] });
  });
});
