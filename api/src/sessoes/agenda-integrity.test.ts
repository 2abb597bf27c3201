// Booking a therapist's time as a real practice runs it, against the real database (PGlite, and
// PostgreSQL in the second run): no overlapping sessions whatever their lengths and buffers, one
// session length, modality, blocks and holidays, notice, idempotent retries, reschedule races,
// late cancellation, sessions that complete themselves across a restart, verified reviews.
import { eq, sql } from 'drizzle-orm';
import type { Appointment, Review, Slot } from '@acolhe/shared-domain';
import { buildApp } from '../app';
import { createLocalJWKSet } from 'jose';
import { completedSession, createReadyTherapist, newClient, profileBody, useTestApp, type TestUser } from '../../testing/helpers';
import { idempotencia } from '../db/schema';
import { purgeExpiredIdempotency } from '../http/idempotency';

const SLOT_TAKEN = { message: 'Este horário não está mais disponível.' };
const everyDay = (start: string, end: string) =>
  ([0, 1, 2, 3, 4, 5, 6] as const).map((dayOfWeek) => ({ dayOfWeek, isAvailable: true, workingHours: { start, end } }));

describe('booking integrity', () => {
  const t = useTestApp();
  beforeEach(() => t.clock.set('2030-01-16T13:00:00.000Z')); // Wed 16/01/2030 10:00 in São Paulo

  const book = (user: TestUser, therapistId: string, date: string, time: string, extra: Record<string, unknown> = {}, headers: Record<string, string> = {}) =>
    t.call({ method: 'POST', url: '/sessoes', user, body: { therapistId, date, time, ...extra }, headers });
  const slots = async (id: string, year: number, month: number) =>
    (await t.call({ method: 'GET', url: `/agenda/terapeutas/${id}/slots-mes?year=${year}&month=${month}` })).json<Slot[]>();
  const availableOn = (list: Slot[], date: string) => list.filter((s) => s.date === date && s.available).map((s) => s.time);
  const setLength = (therapist: TestUser, sessionDuration: number, bufferMinutes = 0) =>
    t.call({ method: 'POST', url: `/agenda/terapeutas/${therapist.sub}/disponibilidade`, user: therapist, body: { schedule: everyDay('08:00', '18:00'), sessionDuration, bufferMinutes } });

  describe('the 45-minute scenario: no overlap by any path', () => {
    it('a confirmed 60-minute session at 10:00 keeps 09:30 and 10:15 out of the 45-minute calendar and the api', async () => {
      const therapist = await createReadyTherapist(t, { schedule: everyDay('08:00', '18:00'), sessionDuration: 60 });
      const first = await book(newClient(), therapist.sub, '2030-02-04', '10:00');
      expect(first.statusCode).toBe(201);
      expect(first.json()).toMatchObject({ durationMinutes: 60, endTime: '11:00' });
      await t.call({ method: 'PATCH', url: `/sessoes/${first.json().id}`, user: therapist, body: { status: 'CONFIRMED' } });

      expect((await setLength(therapist, 45)).statusCode).toBe(200);
      const feb = await slots(therapist.sub, 2030, 2);
      const day = availableOn(feb, '2030-02-04');
      expect(day).toContain('08:45');
      expect(day).not.toContain('09:30');
      expect(day).not.toContain('10:15');
      expect(day).toContain('11:00');
      for (const time of ['09:30', '10:15']) {
        const res = await book(newClient(), therapist.sub, '2030-02-04', time);
        expect(res.statusCode).toBe(409);
        expect(res.json()).toEqual(SLOT_TAKEN);
      }
      // The existing session keeps its own length.
      const list = (await t.call({ method: 'GET', url: '/sessoes', user: therapist })).json<Appointment[]>();
      expect(list.find((a) => a.id === first.json().id)).toMatchObject({ durationMinutes: 60, endTime: '11:00', status: 'CONFIRMED' });
    });

    it('the database refuses an overlapping row even when code checks nothing (exclusion constraint)', async () => {
      const therapist = await createReadyTherapist(t, { schedule: everyDay('08:00', '18:00') });
      const a = newClient();
      const b = newClient();
      await t.call({ method: 'GET', url: `/clientes/${a.sub}`, user: a });
      await t.call({ method: 'GET', url: `/clientes/${b.sub}`, user: b });
      const insert = (id: string, client: string, start: string, end: string, status = 'PENDING') =>
        t.db.execute(sql`INSERT INTO sessoes (id, terapeuta_id, cliente_id, date, time, status, duration_minutes, starts_at, occupied_until)
          VALUES (${id}, ${therapist.sub}, ${client}, '2030-02-05', '10:00', ${status}, 60, ${start}::timestamptz, ${end}::timestamptz)`);
      await insert('x-1', a.sub, '2030-02-05T13:00:00Z', '2030-02-05T14:00:00Z');
      await expect(insert('x-2', b.sub, '2030-02-05T13:30:00Z', '2030-02-05T14:15:00Z')).rejects.toThrow();
      // touching ranges do not overlap; inactive rows do not count
      await insert('x-3', b.sub, '2030-02-05T14:00:00Z', '2030-02-05T14:45:00Z');
      await insert('x-4', b.sub, '2030-02-05T13:15:00Z', '2030-02-05T13:45:00Z', 'CANCELLED');
    });

    it('50 concurrent requests at 15-minute starts of 60-minute sessions (overlapping, different) → exactly one 201', async () => {
      const therapist = await createReadyTherapist(t, { schedule: everyDay('08:00', '18:00'), sessionDuration: 60 });
      // Extra hours every 15 minutes: each is its own window, so each start is offered.
      for (const [start, end] of [['13:00', '14:00'], ['13:15', '14:15'], ['13:30', '14:30'], ['13:45', '14:45']]) {
        const res = await t.call({
          method: 'POST',
          url: `/agenda/terapeutas/${therapist.sub}/bloqueios`,
          user: therapist,
          body: { start: `2030-02-09T${start}`, end: `2030-02-09T${end}`, kind: 'extra' },
        });
        expect(res.statusCode).toBe(201);
      }
      await t.call({ method: 'POST', url: `/agenda/terapeutas/${therapist.sub}/bloqueios`, user: therapist, body: { start: '2030-02-09T00:00', end: '2030-02-09T12:59', reason: 'manhã livre' } });
      const offered = availableOn(await slots(therapist.sub, 2030, 2), '2030-02-09');
      expect(offered).toEqual(expect.arrayContaining(['13:00', '13:15', '13:30', '13:45']));
      const clients = Array.from({ length: 50 }, (_, i) => newClient(`Corrida ${i}`));
      await Promise.all(clients.map((c) => t.call({ method: 'GET', url: `/clientes/${c.sub}`, user: c })));
      const starts = ['13:00', '13:15', '13:30', '13:45'];
      const results = await Promise.all(clients.map((c, i) => book(c, therapist.sub, '2030-02-09', starts[i % 4]!)));
      expect(results.filter((r) => r.statusCode === 201)).toHaveLength(1);
      expect(results.filter((r) => r.statusCode === 409).every((r) => r.json().message === SLOT_TAKEN.message)).toBe(true);
      const active = (await t.call({ method: 'GET', url: '/sessoes', user: therapist })).json<Appointment[]>().filter((a) => a.date === '2030-02-09' && a.status === 'PENDING');
      expect(active).toHaveLength(1);
    });

    it('a buffer keeps the next session from starting right after the previous one', async () => {
      const therapist = await createReadyTherapist(t, { schedule: everyDay('08:00', '18:00') });
      await setLength(therapist, 50, 10);
      const feb = await slots(therapist.sub, 2030, 2);
      expect(feb.filter((s) => s.date === '2030-02-07').map((s) => s.time).slice(0, 3)).toEqual(['08:00', '09:00', '10:00']);
      expect((await book(newClient(), therapist.sub, '2030-02-07', '09:00')).statusCode).toBe(201);
      expect((await book(newClient(), therapist.sub, '2030-02-07', '10:00')).statusCode).toBe(201);
      expect((await book(newClient(), therapist.sub, '2030-02-07', '09:50')).statusCode).toBe(409); // not offered and would overlap
    });
  });

  describe('modality', () => {
    it('asked when both are offered, inferred when one is, refused when not offered; the office shows to the client once confirmed', async () => {
      const both = await createReadyTherapist(t, { profile: { sessionFormats: ['online', 'presencial'] } });
      const client = newClient();
      const missing = await book(client, both.sub, '2030-02-04', '09:00');
      expect(missing.statusCode).toBe(400);
      expect(missing.json()).toEqual({ message: 'Escolha se a sessão será online ou presencial.', fieldErrors: { modality: 'Escolha se a sessão será online ou presencial.' } });
      const presencial = await book(client, both.sub, '2030-02-04', '09:00', { modality: 'presencial' });
      expect(presencial.statusCode).toBe(201);
      expect(presencial.json().modality).toBe('presencial');
      expect(presencial.json()).not.toHaveProperty('officeAddress'); // not confirmed yet
      await t.call({ method: 'PATCH', url: `/sessoes/${presencial.json().id}`, user: both, body: { status: 'CONFIRMED' } });
      const mine = (await t.call({ method: 'GET', url: '/sessoes/cliente', user: client })).json<Appointment[]>();
      expect(mine.find((a) => a.id === presencial.json().id)?.officeAddress).toEqual({
        zipCode: '01310100', street: 'Avenida Paulista', number: '1000', complement: 'sala 12', neighborhood: 'Bela Vista', city: 'São Paulo', state: 'SP',
      });
      const theirs = (await t.call({ method: 'GET', url: '/sessoes', user: both })).json<Appointment[]>();
      expect(theirs.find((a) => a.id === presencial.json().id)).not.toHaveProperty('officeAddress');

      const onlineOnly = await createReadyTherapist(t);
      const inferred = await book(newClient(), onlineOnly.sub, '2030-02-04', '09:00');
      expect(inferred.json().modality).toBe('online');
      const refused = await book(newClient(), onlineOnly.sub, '2030-02-04', '10:00', { modality: 'presencial' });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toBe('Este terapeuta não atende nesta modalidade.');
    });

    it('offering presencial needs the office address (400 in pt-BR)', async () => {
      const res = await t.call({
        method: 'POST',
        url: '/terapeutas',
        user: (await createReadyTherapist(t)),
        body: profileBody({ sessionFormats: ['presencial'], officeAddress: { zipCode: '', street: '', number: '', complement: '', neighborhood: '', city: '', state: '' } }),
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().fieldErrors).toEqual({ 'officeAddress.street': 'Informe CEP, rua, número, bairro, cidade e UF do consultório para atender presencialmente.' });
    });
  });

  describe('days off, holidays, notice', () => {
    it('a blocked week: nothing offered in slots-mes, POST refused; removing the block frees it', async () => {
      const therapist = await createReadyTherapist(t, { schedule: everyDay('09:00', '12:00') });
      const block = await t.call({
        method: 'POST',
        url: `/agenda/terapeutas/${therapist.sub}/bloqueios`,
        user: therapist,
        body: { start: '2030-02-11T00:00', end: '2030-02-18T00:00', reason: 'Férias' },
      });
      expect(block.statusCode).toBe(201);
      expect(block.json()).toEqual({ id: expect.any(String), start: '2030-02-11T00:00', end: '2030-02-18T00:00', reason: 'Férias', kind: 'bloqueio' });
      const feb = await slots(therapist.sub, 2030, 2);
      expect(feb.filter((s) => s.date >= '2030-02-11' && s.date <= '2030-02-17').some((s) => s.available)).toBe(false);
      expect(availableOn(feb, '2030-02-18')).toEqual(['09:00', '10:00', '11:00']);
      const refused = await book(newClient(), therapist.sub, '2030-02-13', '10:00');
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toEqual({ message: 'O(a) terapeuta não atende neste horário.' });
      expect((await t.call({ method: 'GET', url: `/agenda/terapeutas/${therapist.sub}/bloqueios`, user: therapist })).json()).toHaveLength(1);
      expect((await t.call({ method: 'GET', url: `/agenda/terapeutas/${therapist.sub}/bloqueios`, user: newClient() })).statusCode).toBe(403);
      expect((await t.call({ method: 'DELETE', url: `/agenda/terapeutas/${therapist.sub}/bloqueios/${block.json().id}`, user: therapist })).statusCode).toBe(204);
      expect((await book(newClient(), therapist.sub, '2030-02-13', '10:00')).statusCode).toBe(201);
    });

    it('blocks are validated in pt-BR', async () => {
      const therapist = await createReadyTherapist(t);
      const res = await t.call({ method: 'POST', url: `/agenda/terapeutas/${therapist.sub}/bloqueios`, user: therapist, body: { start: '2030-02-11T10:00', end: '2030-02-11T09:00' } });
      expect(res.statusCode).toBe(400);
      expect(res.json().fieldErrors).toEqual({ end: 'O fim deve ser depois do início.' });
      const bad = await t.call({ method: 'POST', url: `/agenda/terapeutas/${therapist.sub}/bloqueios`, user: therapist, body: { start: '2030-02-30T10:00', end: 'amanhã' } });
      expect(bad.statusCode).toBe(400);
    });

    it('Christmas is closed by default and can be opened; the list names the holidays', async () => {
      const therapist = await createReadyTherapist(t, { schedule: everyDay('09:00', '12:00') });
      expect(availableOn(await slots(therapist.sub, 2030, 12), '2030-12-25')).toEqual([]);
      expect((await book(newClient(), therapist.sub, '2030-12-25', '09:00')).statusCode).toBe(409);
      const holidays = (await t.call({ method: 'GET', url: `/agenda/terapeutas/${therapist.sub}/feriados?ano=2030`, user: therapist })).json();
      expect(holidays).toEqual(expect.arrayContaining([{ date: '2030-12-25', name: 'Natal', open: false }, { date: '2030-04-21', name: 'Dia de Tiradentes', open: false }]));
      const opened = await t.call({ method: 'PUT', url: `/agenda/terapeutas/${therapist.sub}/feriados/2030-12-25`, user: therapist, body: { open: true } });
      expect(opened.json()).toEqual({ date: '2030-12-25', name: 'Natal', open: true });
      expect(availableOn(await slots(therapist.sub, 2030, 12), '2030-12-25')).toEqual([]); // beyond 180 days from 16/01
      t.clock.set('2030-12-01T13:00:00.000Z');
      expect(availableOn(await slots(therapist.sub, 2030, 12), '2030-12-25')).toEqual(['09:00', '10:00', '11:00']);
      expect((await book(newClient(), therapist.sub, '2030-12-25', '09:00')).statusCode).toBe(201);
      const notHoliday = await t.call({ method: 'PUT', url: `/agenda/terapeutas/${therapist.sub}/feriados/2030-12-26`, user: therapist, body: { open: true } });
      expect(notHoliday.statusCode).toBe(404);
    });

    it('minimum notice: the same rule in slots-mes and POST', async () => {
      const therapist = await createReadyTherapist(t, { schedule: everyDay('09:00', '18:00') });
      await t.call({ method: 'POST', url: `/agenda/terapeutas/${therapist.sub}/disponibilidade`, user: therapist, body: { schedule: everyDay('09:00', '18:00'), sessionDuration: 60, minNoticeHours: 24 } });
      const jan = await slots(therapist.sub, 2030, 1);
      expect(availableOn(jan, '2030-01-17')).toEqual(['10:00', '11:00', '12:00', '13:00', '14:00', '15:00', '16:00', '17:00']); // 16/01 10:00 + 24 h
      const early = await book(newClient(), therapist.sub, '2030-01-17', '09:00');
      expect(early.statusCode).toBe(409);
      expect(early.json()).toEqual({ message: 'Este terapeuta pede 24 h de antecedência para agendar.' });
      expect((await book(newClient(), therapist.sub, '2030-01-17', '10:00')).statusCode).toBe(201);
    });
  });

  describe('retries never double-book', () => {
    it('the same Idempotency-Key answers the original result (same id, same status) without a second booking', async () => {
      const therapist = await createReadyTherapist(t);
      const client = newClient();
      const key = 'tentativa-0001-abcdef';
      const first = await book(client, therapist.sub, '2030-02-04', '09:00', {}, { 'idempotency-key': key });
      expect(first.statusCode).toBe(201);
      const replay = await book(client, therapist.sub, '2030-02-04', '09:00', {}, { 'idempotency-key': key });
      expect(replay.statusCode).toBe(201);
      expect(replay.headers['idempotent-replayed']).toBe('true');
      expect(replay.json()).toEqual(first.json());
      // another account's identical key is its own
      const other = await book(newClient(), therapist.sub, '2030-02-04', '09:00', {}, { 'idempotency-key': key });
      expect(other.statusCode).toBe(409);
      // the same key on another operation is refused
      const misuse = await t.call({ method: 'PATCH', url: `/sessoes/${first.json().id}`, user: client, body: { status: 'CANCELLED' }, headers: { 'idempotency-key': key } });
      expect(misuse.statusCode).toBe(422);
      // after 24 h the key is free again
      t.clock.set('2030-01-17T13:00:01.000Z');
      const later = await book(client, therapist.sub, '2030-02-04', '10:00', {}, { 'idempotency-key': key });
      expect(later.statusCode).toBe(201);
      expect(later.json().id).not.toBe(first.json().id);
    });

    it('an expired key is taken over by the next request, whatever its route; the sweep forgets old answers', async () => {
      const therapist = await createReadyTherapist(t);
      const client = newClient();
      const key = 'tentativa-expira-0001';
      const first = await book(client, therapist.sub, '2030-02-07', '09:00', {}, { 'idempotency-key': key });
      expect(first.statusCode).toBe(201);
      t.clock.set('2030-01-17T13:00:01.000Z');
      // a request with that key on another route runs (no 422) and takes the key over
      const cancel = await t.call({ method: 'PATCH', url: `/sessoes/${first.json().id}`, user: client, body: { status: 'CANCELLED' }, headers: { 'idempotency-key': key } });
      expect(cancel.statusCode).toBe(200);
      expect(cancel.headers['idempotent-replayed']).toBeUndefined();
      const replay = await t.call({ method: 'PATCH', url: `/sessoes/${first.json().id}`, user: client, body: { status: 'CANCELLED' }, headers: { 'idempotency-key': key } });
      expect(replay.headers['idempotent-replayed']).toBe('true');
      const count = async () => (await t.db.select().from(idempotencia).where(eq(idempotencia.chave, key))).length;
      expect(await count()).toBe(1);
      await purgeExpiredIdempotency(t.db, t.clock.now());
      expect(await count()).toBe(1);
      await purgeExpiredIdempotency(t.db, new Date('2030-01-18T13:00:02.000Z'));
      expect(await count()).toBe(0);
    });

    it('concurrent duplicates with one key run once', async () => {
      const therapist = await createReadyTherapist(t);
      const client = newClient();
      await t.call({ method: 'GET', url: `/clientes/${client.sub}`, user: client });
      const results = await Promise.all(Array.from({ length: 5 }, () => book(client, therapist.sub, '2030-02-05', '09:00', {}, { 'idempotency-key': 'mesma-chave-concorrente' })));
      const ids = new Set(results.filter((r) => r.statusCode === 201).map((r) => r.json().id));
      expect(ids.size).toBe(1);
      expect(results.every((r) => r.statusCode === 201 || r.statusCode === 409)).toBe(true);
      const mine = (await t.call({ method: 'GET', url: '/sessoes/cliente', user: client })).json<Appointment[]>();
      expect(mine).toHaveLength(1);
    });

    it('a client posting the exact slot it already holds gets its appointment back (200), not a 409', async () => {
      const therapist = await createReadyTherapist(t);
      const client = newClient();
      const first = await book(client, therapist.sub, '2030-02-06', '09:00');
      const again = await book(client, therapist.sub, '2030-02-06', '09:00');
      expect(again.statusCode).toBe(200);
      expect(again.json().id).toBe(first.json().id);
    });

    it('a malformed key is a 400', async () => {
      const therapist = await createReadyTherapist(t);
      const res = await book(newClient(), therapist.sub, '2030-02-06', '10:00', {}, { 'idempotency-key': 'x' });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/^Idempotency-Key inválida/);
    });
  });

  describe('reschedule and cancel like a practice', () => {
    it('the client moves a confirmed session: PENDING again, old time freed; the therapist moves one: stays CONFIRMED', async () => {
      const therapist = await createReadyTherapist(t);
      const client = newClient();
      const s = (await book(client, therapist.sub, '2030-02-04', '09:00')).json<Appointment>();
      await t.call({ method: 'PATCH', url: `/sessoes/${s.id}`, user: therapist, body: { status: 'CONFIRMED' } });
      const moved = await t.call({ method: 'POST', url: `/sessoes/${s.id}/remarcar`, user: client, body: { date: '2030-02-05', time: '10:00' } });
      expect(moved.statusCode).toBe(200);
      expect(moved.json()).toMatchObject({ id: s.id, date: '2030-02-05', time: '10:00', status: 'PENDING' });
      expect((await book(newClient(), therapist.sub, '2030-02-04', '09:00')).statusCode).toBe(201); // freed
      await t.call({ method: 'PATCH', url: `/sessoes/${s.id}`, user: therapist, body: { status: 'CONFIRMED' } });
      const byTherapist = await t.call({ method: 'POST', url: `/sessoes/${s.id}/remarcar`, user: therapist, body: { date: '2030-02-06', time: '11:00' } });
      expect(byTherapist.json()).toMatchObject({ date: '2030-02-06', time: '11:00', status: 'CONFIRMED' });
    });

    it('a move into a taken, blocked or non-offered slot is a 409; a decided session cannot move; strangers get 404', async () => {
      const therapist = await createReadyTherapist(t);
      const client = newClient();
      const s = (await book(client, therapist.sub, '2030-02-11', '09:00')).json<Appointment>();
      await book(newClient(), therapist.sub, '2030-02-11', '10:00');
      const taken = await t.call({ method: 'POST', url: `/sessoes/${s.id}/remarcar`, user: client, body: { date: '2030-02-11', time: '10:00' } });
      expect(taken.statusCode).toBe(409);
      expect(taken.json()).toEqual(SLOT_TAKEN);
      expect((await t.call({ method: 'POST', url: `/sessoes/${s.id}/remarcar`, user: client, body: { date: '2030-02-11', time: '09:30' } })).statusCode).toBe(409);
      expect((await t.call({ method: 'POST', url: `/sessoes/${s.id}/remarcar`, user: newClient(), body: { date: '2030-02-12', time: '09:00' } })).statusCode).toBe(404);
      await t.call({ method: 'PATCH', url: `/sessoes/${s.id}`, user: therapist, body: { status: 'REJECTED' } });
      const decided = await t.call({ method: 'POST', url: `/sessoes/${s.id}/remarcar`, user: client, body: { date: '2030-02-12', time: '09:00' } });
      expect(decided.statusCode).toBe(409);
      expect(decided.json()).toEqual({ message: 'Uma consulta com o status "Recusada" não pode ser remarcada.' });
    });

    it('two sessions racing into one free slot: exactly one moves', async () => {
      const therapist = await createReadyTherapist(t);
      const [a, b] = [newClient(), newClient()];
      const sa = (await book(a, therapist.sub, '2030-02-12', '09:00')).json<Appointment>();
      const sb = (await book(b, therapist.sub, '2030-02-12', '10:00')).json<Appointment>();
      const results = await Promise.all([
        t.call({ method: 'POST', url: `/sessoes/${sa.id}/remarcar`, user: a, body: { date: '2030-02-13', time: '11:00' } }),
        t.call({ method: 'POST', url: `/sessoes/${sb.id}/remarcar`, user: b, body: { date: '2030-02-13', time: '11:00' } }),
      ]);
      expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    });

    it('cancelling within 24 h is allowed for the client and marked late for the therapist', async () => {
      const therapist = await createReadyTherapist(t);
      const client = newClient();
      const early = (await book(client, therapist.sub, '2030-02-04', '09:00')).json<Appointment>();
      const late = (await book(client, therapist.sub, '2030-01-17', '09:00')).json<Appointment>();
      const free = await t.call({ method: 'PATCH', url: `/sessoes/${early.id}`, user: client, body: { status: 'CANCELLED' } });
      expect(free.json()).toMatchObject({ status: 'CANCELLED', lateCancellation: false, cancelledBy: 'cliente' });
      const lateRes = await t.call({ method: 'PATCH', url: `/sessoes/${late.id}`, user: client, body: { status: 'CANCELLED' } });
      expect(lateRes.json()).toMatchObject({ status: 'CANCELLED', lateCancellation: true, cancelledBy: 'cliente' });
      const seen = (await t.call({ method: 'GET', url: '/sessoes', user: therapist })).json<Appointment[]>();
      expect(seen.find((x) => x.id === late.id)?.lateCancellation).toBe(true);
    });

    // Issue 29: move a confirmed session 22 h ahead to next week, then cancel it: free, not late.
    it('a client cannot move a confirmed session less than 24 h ahead out of the late window (409, nothing moved); a pending one and the therapist still can', async () => {
      const therapist = await createReadyTherapist(t);
      const client = newClient();
      const soon = (await book(client, therapist.sub, '2030-01-17', '09:00')).json<Appointment>(); // 22 h ahead
      await t.call({ method: 'PATCH', url: `/sessoes/${soon.id}`, user: therapist, body: { status: 'CONFIRMED' } });
      const moved = await t.call({ method: 'POST', url: `/sessoes/${soon.id}/remarcar`, user: client, body: { date: '2030-01-24', time: '09:00' } });
      expect(moved.statusCode).toBe(409);
      expect(moved.json()).toEqual({
        message:
          'Faltam menos de 24 horas para esta consulta confirmada: ela não pode mais ser remarcada. Você ainda pode cancelá-la (cancelamento tardio) ou combinar outro horário com o(a) terapeuta.',
      });
      const cancelled = await t.call({ method: 'PATCH', url: `/sessoes/${soon.id}`, user: client, body: { status: 'CANCELLED' } });
      expect(cancelled.json()).toMatchObject({ status: 'CANCELLED', date: '2030-01-17', time: '09:00', lateCancellation: true });

      // a request nobody confirmed moves freely; so does the therapist's confirmed session
      const pending = (await book(client, therapist.sub, '2030-01-17', '10:00')).json<Appointment>();
      expect((await t.call({ method: 'POST', url: `/sessoes/${pending.id}/remarcar`, user: client, body: { date: '2030-01-24', time: '10:00' } })).statusCode).toBe(200);
      const other = (await book(newClient(), therapist.sub, '2030-01-17', '11:00')).json<Appointment>();
      await t.call({ method: 'PATCH', url: `/sessoes/${other.id}`, user: therapist, body: { status: 'CONFIRMED' } });
      expect((await t.call({ method: 'POST', url: `/sessoes/${other.id}/remarcar`, user: therapist, body: { date: '2030-01-24', time: '11:00' } })).statusCode).toBe(200);
      // a day later the same move is fine
      const later = (await book(client, therapist.sub, '2030-01-18', '09:00')).json<Appointment>();
      await t.call({ method: 'PATCH', url: `/sessoes/${later.id}`, user: therapist, body: { status: 'CONFIRMED' } });
      expect((await t.call({ method: 'POST', url: `/sessoes/${later.id}/remarcar`, user: client, body: { date: '2030-01-25', time: '09:00' } })).statusCode).toBe(200);
    });
  });

  describe('sessions complete themselves; reviews say who really had a session', () => {
    it('a CONFIRMED session that ended becomes COMPLETED by the sweep at start-up (restart-safe); only then may its client review (verified)', async () => {
      const therapist = await createReadyTherapist(t);
      const client = newClient('Verônica Lima');
      const stranger = newClient('Sem Consulta');
      const s = (await book(client, therapist.sub, '2030-01-17', '09:00')).json<Appointment>();
      await t.call({ method: 'PATCH', url: `/sessoes/${s.id}`, user: therapist, body: { status: 'CONFIRMED' } });
      const review = (user: typeof client, comentario: string, nota: number) => t.call({ method: 'POST', url: '/avaliacoes', user, body: { terapeutaId: therapist.sub, nota, comentario } });
      // confirmed, not yet completed: no review (issue 32)
      expect((await review(client, 'Sessão muito acolhedora e útil.', 5)).statusCode).toBe(403);
      expect((await review(stranger, 'Nunca consultei, mas opino.', 1)).statusCode).toBe(403);

      // The api restarts after the session ended: its start-up sweep completes it.
      const later = new Date('2030-01-17T13:30:00.000Z'); // 10:30 in São Paulo: 09:00 + 60 min is over
      const restarted = await buildApp({
        db: t.db,
        config: { ...t.config, jobs: { enabled: true, intervalMs: 60_000 } },
        logger: false,
        auth: { jwks: createLocalJWKSet({ keys: [t.keys.publicJwk] }) },
        now: () => later,
        storage: t.storage,
      });
      await restarted.ready();
      await restarted.close();
      const mine = (await t.call({ method: 'GET', url: '/sessoes/cliente', user: client })).json<Appointment[]>();
      expect(mine.find((x) => x.id === s.id)?.status).toBe('COMPLETED');
      expect((await review(client, 'Sessão muito acolhedora e útil.', 5)).statusCode).toBe(201);
      expect((await review(stranger, 'Nunca consultei, mas opino.', 1)).statusCode).toBe(403);
      const after = (await t.call({ method: 'GET', url: `/public-terapeutas/${therapist.sub}` })).json<{ reviews: Review[] }>().reviews;
      expect(after.find((r) => r.clientName === 'Verônica L.')?.verified).toBe(true);
      expect(after.find((r) => r.clientName === 'Sem C.')).toBeUndefined();
    });

    it('a session that has not ended stays CONFIRMED', async () => {
      const therapist = await createReadyTherapist(t);
      const s = (await book(newClient(), therapist.sub, '2030-01-17', '10:00')).json<Appointment>();
      await t.call({ method: 'PATCH', url: `/sessoes/${s.id}`, user: therapist, body: { status: 'CONFIRMED' } });
      const { completeEndedSessions } = await import('./service');
      expect(await completeEndedSessions(t.db, t.app.bus, new Date('2030-01-17T13:59:00.000Z'))).toBe(0);
      expect(await completeEndedSessions(t.db, t.app.bus, new Date('2030-01-17T14:00:00.000Z'))).toBe(1);
    });

    it('the therapist answers a review once, publicly', async () => {
      const therapist = await createReadyTherapist(t);
      const client = newClient('Rita Souza');
      await completedSession(t, client, therapist.sub);
      const review = (await t.call({ method: 'POST', url: '/avaliacoes', user: client, body: { terapeutaId: therapist.sub, nota: 4, comentario: 'Boa escuta, recomendo.' } })).json<Review>();
      expect(review).toMatchObject({ verified: true, resposta: null });
      const answered = await t.call({ method: 'POST', url: `/avaliacoes/${review.id}/resposta`, user: therapist, body: { texto: '  Obrigada pela confiança!  ' } });
      expect(answered.statusCode).toBe(200);
      expect(answered.json().resposta).toEqual({ texto: 'Obrigada pela confiança!', data: '2030-01-16' });
      const again = await t.call({ method: 'POST', url: `/avaliacoes/${review.id}/resposta`, user: therapist, body: { texto: 'De novo' } });
      expect(again.statusCode).toBe(409);
      expect(again.json()).toEqual({ message: 'Esta avaliação já foi respondida.' });
      const other = await createReadyTherapist(t);
      expect((await t.call({ method: 'POST', url: `/avaliacoes/${review.id}/resposta`, user: other, body: { texto: 'Intrometido' } })).statusCode).toBe(403);
      expect((await t.call({ method: 'POST', url: `/avaliacoes/${review.id}/resposta`, user: client, body: { texto: 'Eu mesma' } })).statusCode).toBe(403);
      const shown = (await t.call({ method: 'GET', url: `/public-terapeutas/${therapist.sub}` })).json<{ reviews: Review[] }>().reviews;
      expect(shown.find((r) => r.id === review.id)?.resposta?.texto).toBe('Obrigada pela confiança!');
    });

    it('the therapist edits and removes her answer; nobody else can (issue 30)', async () => {
      const therapist = await createReadyTherapist(t);
      const client = newClient('Rita Souza');
      await completedSession(t, client, therapist.sub);
      const review = (await t.call({ method: 'POST', url: '/avaliacoes', user: client, body: { terapeutaId: therapist.sub, nota: 5, comentario: 'Muito acolhedora.' } })).json<Review>();
      const url = `/avaliacoes/${review.id}/resposta`;
      // nothing to edit or remove before an answer
      expect((await t.call({ method: 'PUT', url, user: therapist, body: { texto: 'Antes' } })).json()).toEqual({ message: 'Esta avaliação ainda não tem resposta.' });
      await t.call({ method: 'POST', url, user: therapist, body: { texto: 'Obrigada!' } });
      t.clock.set('2030-01-20T13:00:00.000Z');
      const edited = await t.call({ method: 'PUT', url, user: therapist, body: { texto: '  Obrigada pela confiança!  ' } });
      expect(edited.statusCode).toBe(200);
      expect(edited.json().resposta).toEqual({ texto: 'Obrigada pela confiança!', data: '2030-01-20' });
      const tooShort = await t.call({ method: 'PUT', url, user: therapist, body: { texto: 'x' } });
      expect(tooShort.statusCode).toBe(400);
      expect(tooShort.json()).toMatchObject({ message: 'A resposta deve ter de 2 a 2000 caracteres.' });
      const other = await createReadyTherapist(t);
      for (const user of [other, client]) {
        expect((await t.call({ method: 'PUT', url, user, body: { texto: 'Intrometido' } })).statusCode).toBe(403);
        expect((await t.call({ method: 'DELETE', url, user })).statusCode).toBe(403);
      }
      const shownAfterEdit = (await t.call({ method: 'GET', url: `/public-terapeutas/${therapist.sub}` })).json<{ reviews: Review[] }>().reviews;
      expect(shownAfterEdit.find((r) => r.id === review.id)?.resposta?.texto).toBe('Obrigada pela confiança!');

      const removed = await t.call({ method: 'DELETE', url, user: therapist });
      expect(removed.statusCode).toBe(200);
      expect(removed.json().resposta).toBeNull();
      const shown = (await t.call({ method: 'GET', url: `/public-terapeutas/${therapist.sub}` })).json<{ reviews: Review[] }>().reviews;
      expect(shown.find((r) => r.id === review.id)?.resposta ?? null).toBeNull();
      expect((await t.call({ method: 'DELETE', url, user: therapist })).statusCode).toBe(404);
      // answered again after the removal
      expect((await t.call({ method: 'POST', url, user: therapist, body: { texto: 'Nova resposta' } })).statusCode).toBe(200);
    });
  });
});
