// Issue 35: a booking reads the therapist's sessions and blocks around the date inside its one
// context query (reserva.ts bookingContext) instead of two more trips. Those rows must be exactly
// what the agenda's own reads give (agenda/service.ts busyQuery, blocksQuery), or the slot rules
// would judge a booking on another agenda than slots-mes shows.
import { eq } from 'drizzle-orm';
import { terapeutas } from '../db/schema';
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

  it('a therapist without sessions or blocks: empty lists, not null', async () => {
    const therapist = await createReadyTherapist(t);
    const context = await bookingContext(t.db, therapist.sub, newClient().sub, '2030-02-04');
    expect(context!.reads).toEqual({ busy: [], blocks: [] });
  });
});
