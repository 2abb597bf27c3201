import { VALIDATION_MESSAGES, type AvailabilityDay, type Slot } from '@acolhe/shared-domain';
import { createReadyTherapist, newClient, newTherapist, useTestApp, weekdaySchedule, type TestUser } from '../../testing/helpers';

const everyDay = (start: string, end: string): AvailabilityDay[] =>
  ([0, 1, 2, 3, 4, 5, 6] as const).map((dayOfWeek) => ({ dayOfWeek, isAvailable: true, workingHours: { start, end } }));

describe('agenda', () => {
  const t = useTestApp();
  let therapist: TestUser; // Mon–Fri 09:00–12:00, 60 min
  beforeAll(async () => {
    therapist = await createReadyTherapist(t);
  });
  beforeEach(() => t.clock.set('2030-01-16T13:00:00.000Z')); // Wednesday 16/01/2030, 10:00 in São Paulo

  const slots = async (id: string, year: number | string, month: number | string) => {
    const res = await t.call({ method: 'GET', url: `/agenda/terapeutas/${id}/slots-mes?year=${year}&month=${month}` });
    expect(res.statusCode).toBe(200);
    return res.json<Slot[]>();
  };

  describe('GET /agenda/terapeutas/:id/slots-mes', () => {
    it('lists every generated slot of the month with its availability flag', async () => {
      const list = await slots(therapist.sub, 2030, 1);
      // 01/01 is a national holiday (closed unless the therapist opens it)
      expect(list[0]).toEqual({ date: '2030-01-02', time: '09:00', available: false });
      expect(list).toHaveLength(22 * 3); // 23 weekdays in January 2030 but Ano Novo × 09:00, 10:00, 11:00
      expect(new Set(list.map((s) => s.time))).toEqual(new Set(['09:00', '10:00', '11:00']));
      expect(list.some((s) => s.date === '2030-01-05' || s.date === '2030-01-06')).toBe(false); // weekend
      expect(list.every((s) => s.date.startsWith('2030-01-'))).toBe(true);
    });

    it('marks past times unavailable (São Paulo clock; a slot starting now is past)', async () => {
      const list = await slots(therapist.sub, 2030, 1);
      const byKey = new Map(list.map((s) => [`${s.date} ${s.time}`, s.available]));
      expect(byKey.get('2030-01-15 11:00')).toBe(false);
      expect(byKey.get('2030-01-16 09:00')).toBe(false);
      expect(byKey.get('2030-01-16 10:00')).toBe(false);
      expect(byKey.get('2030-01-16 11:00')).toBe(true);
      expect(byKey.get('2030-01-31 09:00')).toBe(true);
      expect((await slots(therapist.sub, 2029, 12)).every((s) => !s.available)).toBe(true);
      expect((await slots(therapist.sub, 2030, 2)).every((s) => s.available)).toBe(true);
    });

    it('uses Brazil time, not UTC, around midnight', async () => {
      const owl = await createReadyTherapist(t, { schedule: everyDay('22:00', '23:00') });
      t.clock.set('2030-02-01T00:30:00.000Z'); // 31/01/2030 21:30 in São Paulo
      const jan = await slots(owl.sub, 2030, 1);
      expect(jan.find((s) => s.date === '2030-01-31')).toEqual({ date: '2030-01-31', time: '22:00', available: true });
      expect(jan.find((s) => s.date === '2030-01-30')!.available).toBe(false);
      t.clock.set('2030-02-01T01:00:00.000Z'); // 31/01 22:00 — it starts now
      expect((await slots(owl.sub, 2030, 1)).find((s) => s.date === '2030-01-31')!.available).toBe(false);
    });

    it.each([
      [2030, 2, 28, []],
      [2032, 2, 29, []],
      [2030, 4, 30, ['2030-04-19', '2030-04-21']], // Sexta-Feira Santa, Tiradentes
      [2030, 12, 31, ['2030-12-25']],
      [2031, 1, 31, ['2031-01-01']],
    ] as const)('month edges: %i-%i has %i days minus its national holidays, nothing from the neighbours', async (year, month, days, holidays) => {
      const daily = await createReadyTherapist(t, { schedule: everyDay('09:00', '10:00') });
      const list = await slots(daily.sub, year, month);
      const mm = String(month).padStart(2, '0');
      expect(list).toHaveLength(days - holidays.length);
      expect(list.every((s) => s.date.startsWith(`${year}-${mm}-`))).toBe(true);
      expect(list.some((s) => (holidays as readonly string[]).includes(s.date))).toBe(false);
      expect(list[list.length - 1]!.date).toBe(`${year}-${mm}-${days}`);
    });

    it('removes PENDING/CONFIRMED appointments and frees the slot again when rejected or cancelled', async () => {
      const client = newClient();
      const booked = await t.call({ method: 'POST', url: '/sessoes', user: client, body: { therapistId: therapist.sub, date: '2030-01-17', time: '09:00' } });
      expect(booked.statusCode).toBe(201);
      const find = async () => (await slots(therapist.sub, 2030, 1)).find((s) => s.date === '2030-01-17' && s.time === '09:00')!.available;
      expect(await find()).toBe(false);
      await t.call({ method: 'PATCH', url: '/sessoes', user: therapist, body: { id: booked.json().id, status: 'CONFIRMED' } });
      expect(await find()).toBe(false);
      await t.call({ method: 'PATCH', url: '/sessoes', user: client, body: { id: booked.json().id, status: 'CANCELLED' } });
      expect(await find()).toBe(true);
    });

    it('follows the saved session duration', async () => {
      const long = await createReadyTherapist(t, { schedule: weekdaySchedule('08:00', '12:00'), sessionDuration: 90 });
      const day = (await slots(long.sub, 2030, 2)).filter((s) => s.date === '2030-02-04').map((s) => s.time);
      expect(day).toEqual(['08:00', '09:30']); // 11:00 + 90 > 12:00
    });

    it('answers [] for a therapist without saved availability and 404 for an unknown id', async () => {
      const bare = newTherapist();
      await t.call({ method: 'GET', url: '/sessoes', user: bare });
      expect(await slots(bare.sub, 2030, 1)).toEqual([]);
      const res = await t.call({ method: 'GET', url: '/agenda/terapeutas/nao-existe/slots-mes?year=2030&month=1' });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'Terapeuta não encontrado.' });
    });

    it.each([
      ['year=2030&month=0', 'month', 'Informe um mês válido (1 a 12).'],
      ['year=2030&month=13', 'month', 'Informe um mês válido (1 a 12).'],
      ['year=2030&month=1.5', 'month', 'Informe um mês válido (1 a 12).'],
      ['year=2030', 'month', 'Informe um mês válido (1 a 12).'],
      ['year=abc&month=1', 'year', 'Informe um ano válido (2000 a 2100).'],
      ['year=99999&month=1', 'year', 'Informe um ano válido (2000 a 2100).'],
      ['month=1', 'year', 'Informe um ano válido (2000 a 2100).'],
    ])('400 for %s', async (query, field, message) => {
      const res = await t.call({ method: 'GET', url: `/agenda/terapeutas/${therapist.sub}/slots-mes?${query}` });
      expect(res.statusCode).toBe(400);
      expect(res.json().fieldErrors[field]).toBe(message);
    });
  });

  describe('GET/POST /agenda/terapeutas/:therapistId/disponibilidade', () => {
    const url = (id: string) => `/agenda/terapeutas/${id}/disponibilidade`;

    it('answers an empty schedule before the first save', async () => {
      const fresh = newTherapist();
      const res = await t.call({ method: 'GET', url: url(fresh.sub), user: fresh });
      expect(res.statusCode).toBe(200);
      // the profile's defaults: 50-minute sessions, no buffer, 12 h notice
      expect(res.json()).toEqual({ id: '', therapistId: fresh.sub, schedule: [], sessionDuration: 50, bufferMinutes: 0, minNoticeHours: 12, createdAt: '', updatedAt: '' });
    });

    it('saves the product.md#data record (+ sessionDuration); id, therapistId and timestamps come from the server', async () => {
      const me = newTherapist();
      const schedule = [...weekdaySchedule('08:00', '17:00')].reverse();
      const res = await t.call({
        method: 'POST',
        url: url(me.sub),
        user: me,
        body: { id: 'x', therapistId: 'outro', schedule, sessionDuration: 45, createdAt: '1999-01-01', updatedAt: 'ontem' },
      });
      expect(res.statusCode).toBe(200);
      const saved = res.json();
      expect(saved).toEqual({
        id: String(Date.parse('2030-01-16T13:00:00.000Z')),
        therapistId: me.sub,
        schedule: weekdaySchedule('08:00', '17:00'),
        sessionDuration: 45,
        bufferMinutes: 0,
        minNoticeHours: 12,
        createdAt: '2030-01-16T13:00:00.000Z',
        updatedAt: '2030-01-16T13:00:00.000Z',
      });
      t.clock.set('2030-01-20T12:00:00.000Z');
      const again = await t.call({ method: 'POST', url: url(me.sub), user: me, body: { schedule, sessionDuration: 60 } });
      expect(again.json()).toMatchObject({ sessionDuration: 60, createdAt: '2030-01-16T13:00:00.000Z', updatedAt: '2030-01-20T12:00:00.000Z' });
      const read = await t.call({ method: 'GET', url: url(me.sub), user: me });
      expect(read.json()).toEqual(again.json());
    });

    it('one session length: saved here it is the profile’s; absent, the profile’s stays', async () => {
      const me = await createReadyTherapist(t, { profile: { sessionDuration: 50 }, sessionDuration: 45 });
      const profile = await t.call({ method: 'GET', url: `/terapeutas/${me.sub}`, user: me });
      expect(profile.json().sessionDuration).toBe(45);
      expect((await t.call({ method: 'GET', url: `/public-terapeutas/${me.sub}` })).json().sessionDuration).toBe(45);
      const res = await t.call({ method: 'POST', url: url(me.sub), user: me, body: { schedule: weekdaySchedule(), bufferMinutes: 15, minNoticeHours: 24 } });
      expect(res.json()).toMatchObject({ sessionDuration: 45, bufferMinutes: 15, minNoticeHours: 24 });
      expect((await t.call({ method: 'GET', url: `/terapeutas/${me.sub}`, user: me })).json()).toMatchObject({ sessionDuration: 45, bufferMinutes: 15, minNoticeHours: 24 });
    });

    it('POST by a client → 403 "Only therapists can set availability"', async () => {
      const res = await t.call({ method: 'POST', url: url(therapist.sub), user: newClient(), body: { schedule: weekdaySchedule() } });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ message: 'Only therapists can set availability' });
    });

    it('another therapist → 403 on read and write; unknown id → 404; no token → 401', async () => {
      const intruder = newTherapist();
      const post = await t.call({ method: 'POST', url: url(therapist.sub), user: intruder, body: { schedule: weekdaySchedule() } });
      expect(post.statusCode).toBe(403);
      expect(post.json()).toEqual({ message: 'Acesso negado.' });
      expect((await t.call({ method: 'GET', url: url(therapist.sub), user: intruder })).statusCode).toBe(403);
      expect((await t.call({ method: 'GET', url: url(therapist.sub), user: newClient() })).statusCode).toBe(403);
      expect((await t.call({ method: 'GET', url: url('nao-existe'), user: intruder })).statusCode).toBe(404);
      expect((await t.call({ method: 'POST', url: url('nao-existe'), user: intruder, body: { schedule: weekdaySchedule() } })).statusCode).toBe(404);
      expect((await t.call({ method: 'GET', url: url(therapist.sub) })).statusCode).toBe(401);
    });

    it.each([
      ['six days', { schedule: weekdaySchedule().slice(0, 6) }, 'schedule', 'Informe a disponibilidade dos 7 dias da semana.'],
      ['a repeated day', { schedule: [...weekdaySchedule().slice(0, 6), { ...weekdaySchedule()[0]! }] }, 'schedule', 'Informe a disponibilidade dos 7 dias da semana.'],
      ['end before start', { schedule: weekdaySchedule('12:00', '09:00') }, 'schedule.1.workingHours.end', 'O horário final deve ser depois do inicial.'],
      ['a malformed time', { schedule: weekdaySchedule('9h', '12:00') }, 'schedule.0.workingHours.start', 'Informe um horário válido (HH:MM).'],
      ['duration 10', { schedule: weekdaySchedule(), sessionDuration: 10 }, 'sessionDuration', 'Duração mínima de 15 minutos'],
      ['duration 52', { schedule: weekdaySchedule(), sessionDuration: 52 }, 'sessionDuration', 'A duração deve ser um múltiplo de 5 minutos.'],
      ['duration 185', { schedule: weekdaySchedule(), sessionDuration: 185 }, 'sessionDuration', 'Duração máxima de 180 minutos.'],
      ['buffer 20', { schedule: weekdaySchedule(), bufferMinutes: 20 }, 'bufferMinutes', 'Escolha um intervalo de 0, 5, 10 ou 15 minutos.'],
      ['notice 100 h', { schedule: weekdaySchedule(), minNoticeHours: 100 }, 'minNoticeHours', 'A antecedência mínima deve ser de 0 a 72 horas.'],
      ['no schedule', {}, 'schedule', 'Informe a disponibilidade dos 7 dias da semana.'],
    ])('400 for %s', async (_name, body, field, message) => {
      const me = newTherapist();
      const res = await t.call({ method: 'POST', url: url(me.sub), user: me, body });
      expect(res.statusCode).toBe(400);
      expect(res.json().fieldErrors[field]).toBe(message);
    });
  });

  describe('POST /agenda/terapeutas/:therapistId/bloqueios — a stretch already over', () => {
    const url = (id: string) => `/agenda/terapeutas/${id}/bloqueios`;
    const past = { message: VALIDATION_MESSAGES.blockPast, fieldErrors: { end: VALIDATION_MESSAGES.blockPast } };

    it.each([
      ['a block on 01/11/2029', { start: '2029-11-01T00:00', end: '2029-11-02T00:00', kind: 'bloqueio' }],
      ['a block ending now (10:00 in São Paulo)', { start: '2030-01-16T08:00', end: '2030-01-16T10:00', kind: 'bloqueio' }],
      ['extra hours this morning', { start: '2030-01-16T07:00', end: '2030-01-16T08:00', kind: 'extra' }],
    ])('%s → 400 at its end, in pt-BR, and nothing saved', async (_name, body) => {
      const me = newTherapist();
      const res = await t.call({ method: 'POST', url: url(me.sub), user: me, body });
      expect([res.statusCode, res.json()]).toEqual([400, past]);
      expect((await t.call({ method: 'GET', url: url(me.sub), user: me })).json()).toEqual([]);
    });

    it('a block that began earlier and ends later is kept (only the end decides)', async () => {
      const me = newTherapist();
      const res = await t.call({ method: 'POST', url: url(me.sub), user: me, body: { start: '2030-01-16T08:00', end: '2030-01-16T10:01' } });
      expect(res.statusCode).toBe(201);
    });
  });
});
