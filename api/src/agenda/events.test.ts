// The agenda's events, through the real routes on PGlite and PostgreSQL: each write publishes which
// therapist and which stretch of time it opened or closed (what the caches and, later, the waiting
// list hear), nothing when it fails or changes nothing; and the caches of this replica follow the
// events alone — the app here hears no database notification (no `raw`), as a replica whose
// LISTEN has not delivered yet.
import type { Slot } from '@acolhe/shared-domain';
import type { Published } from '../eventos/bus';
import { createReadyTherapist, newTherapist, useTestApp, weekdaySchedule, type TestUser } from '../../testing/helpers';
import { AGENDA_TIME_EVENTS } from './events';

describe('agenda events', () => {
  const t = useTestApp({ raw: undefined });
  let therapist: TestUser; // Mon–Fri 09:00–12:00, 60 min
  const heard: Published[] = [];
  /** which events the app itself subscribed to, before this test adds its own listener */
  let subscribedByApp: boolean[] = [];
  beforeAll(async () => {
    therapist = await createReadyTherapist(t);
    subscribedByApp = AGENDA_TIME_EVENTS.map((name) => t.app.bus.hears(name));
    for (const name of AGENDA_TIME_EVENTS) t.app.bus.afterCommit(name, (event) => void heard.push(event as Published));
  });
  beforeEach(() => {
    t.clock.set('2030-01-16T13:00:00.000Z'); // Wednesday 16/01/2030, 10:00 in São Paulo
    heard.length = 0;
  });

  const blocks = `/agenda/terapeutas/${'{id}'}/bloqueios`;
  const url = (path: string) => path.replace('{id}', therapist.sub);
  const available = async (date: string, time: string) =>
    (await t.call({ method: 'GET', url: `/agenda/terapeutas/${therapist.sub}/slots-mes?year=2030&month=1` })).json<Slot[]>().find((s) => s.date === date && s.time === time)?.available;

  it('the plugin hears every event of the family', () => {
    expect(subscribedByApp).toEqual(AGENDA_TIME_EVENTS.map(() => true));
  });

  it('a block closes its stretch and its removal opens it; an extra period the other way round', async () => {
    const block = await t.call({ method: 'POST', url: url(blocks), user: therapist, body: { start: '2030-01-22T08:00', end: '2030-01-22T12:30', reason: 'Congresso' } });
    expect(block.statusCode).toBe(201);
    const blockId = block.json<{ id: string }>().id;
    const stretch = { therapistId: therapist.sub, start: '2030-01-22T11:00:00.000Z', end: '2030-01-22T15:30:00.000Z' };
    expect(heard.map((e) => [e.name, e.payload])).toEqual([['BloqueioCriado', { ...stretch, effect: 'closed', blockId, kind: 'bloqueio' }]]);
    expect(heard[0]!.at).toEqual(t.clock.now());
    await t.call({ method: 'DELETE', url: `${url(blocks)}/${blockId}`, user: therapist });
    expect(heard[1]).toMatchObject({ name: 'BloqueioRemovido', payload: { ...stretch, effect: 'opened', blockId, kind: 'bloqueio' } });

    const extra = await t.call({ method: 'POST', url: url(blocks), user: therapist, body: { start: '2030-01-26T09:00', end: '2030-01-26T11:00', kind: 'extra' } });
    const extraId = extra.json<{ id: string }>().id;
    await t.call({ method: 'DELETE', url: `${url(blocks)}/${extraId}`, user: therapist });
    expect(heard.slice(2).map((e) => [e.name, e.payload])).toEqual([
      ['BloqueioCriado', { therapistId: therapist.sub, start: '2030-01-26T12:00:00.000Z', end: '2030-01-26T14:00:00.000Z', effect: 'opened', blockId: extraId, kind: 'extra' }],
      ['BloqueioRemovido', { therapistId: therapist.sub, start: '2030-01-26T12:00:00.000Z', end: '2030-01-26T14:00:00.000Z', effect: 'closed', blockId: extraId, kind: 'extra' }],
    ]);
  });

  it('a holiday opened or closed is its whole São Paulo day; a toggle that changes nothing, or fails, publishes nothing', async () => {
    const holiday = `/agenda/terapeutas/${therapist.sub}/feriados/2030-12-25`;
    expect((await t.call({ method: 'PUT', url: holiday, user: therapist, body: { open: true } })).statusCode).toBe(200);
    expect((await t.call({ method: 'PUT', url: holiday, user: therapist, body: { open: true } })).statusCode).toBe(200);
    expect((await t.call({ method: 'PUT', url: holiday, user: therapist, body: { open: false } })).statusCode).toBe(200);
    expect((await t.call({ method: 'PUT', url: holiday, user: therapist, body: { open: false } })).statusCode).toBe(200);
    const day = { therapistId: therapist.sub, start: '2030-12-25T03:00:00.000Z', end: '2030-12-26T03:00:00.000Z', date: '2030-12-25' };
    expect(heard.map((e) => [e.name, e.payload])).toEqual([
      ['FeriadoAlterado', { ...day, effect: 'opened', open: true }],
      ['FeriadoAlterado', { ...day, effect: 'closed', open: false }],
    ]);
    expect((await t.call({ method: 'PUT', url: `/agenda/terapeutas/${therapist.sub}/feriados/2030-12-26`, user: therapist, body: { open: true } })).statusCode).toBe(404);
    expect((await t.call({ method: 'DELETE', url: `${url(blocks)}/nao-existe`, user: therapist })).statusCode).toBe(404);
    expect(heard).toHaveLength(2);
  });

  it('new weekly hours change the agenda from now on, open-ended', async () => {
    const me = newTherapist();
    const res = await t.call({ method: 'POST', url: `/agenda/terapeutas/${me.sub}/disponibilidade`, user: me, body: { schedule: weekdaySchedule() } });
    expect(res.statusCode).toBe(200);
    expect(heard.map((e) => [e.name, e.payload])).toEqual([['DisponibilidadeSalva', { therapistId: me.sub, start: '2030-01-16T13:00:00.000Z', end: null, effect: 'both' }]]);
  });

  it('the calendar and the public profile of this replica follow the events, with no database notification', async () => {
    expect(await available('2030-01-23', '10:00')).toBe(true);
    const block = await t.call({ method: 'POST', url: url(blocks), user: therapist, body: { start: '2030-01-23T10:00', end: '2030-01-23T11:00' } });
    expect(await available('2030-01-23', '10:00')).toBe(false);
    await t.call({ method: 'DELETE', url: `${url(blocks)}/${block.json<{ id: string }>().id}`, user: therapist });
    expect(await available('2030-01-23', '10:00')).toBe(true);

    const profile = async () => (await t.call({ method: 'GET', url: `/public-terapeutas/${therapist.sub}` })).json<{ sessionDuration: number }>().sessionDuration;
    expect(await profile()).toBe(60);
    const saved = await t.call({ method: 'POST', url: url('/agenda/terapeutas/{id}/disponibilidade'), user: therapist, body: { schedule: weekdaySchedule(), sessionDuration: 45 } });
    expect(saved.statusCode).toBe(200);
    expect(await profile()).toBe(45);
    expect((await t.call({ method: 'GET', url: `/agenda/terapeutas/${therapist.sub}/slots-mes?year=2030&month=1` })).json<Slot[]>().some((s) => s.time === '09:45')).toBe(true);
  });
});
