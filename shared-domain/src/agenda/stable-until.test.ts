import type { AvailabilityDay } from '../types';
import { monthSlots, slotsStableUntil, type AgendaRules } from './index';

const everyDay: AvailabilityDay[] = ([0, 1, 2, 3, 4, 5, 6] as const).map((dayOfWeek) => ({
  dayOfWeek,
  isAvailable: true,
  workingHours: { start: '08:00', end: '18:00' },
}));
const rules = (now: Date, over: Partial<AgendaRules> = {}): AgendaRules => ({
  schedule: everyDay,
  sessionDuration: 50,
  bufferMinutes: 10,
  minNoticeHours: 12,
  busy: [],
  blocks: [],
  extras: [],
  closedDates: new Set(),
  now,
  ...over,
});
const at = (r: AgendaRules, t: number) => ({ ...r, now: new Date(t) });

// a deterministic spread of instants in [from, to)
function instants(from: number, to: number, n = 40): number[] {
  const out = [from, to - 1];
  let seed = 17;
  for (let i = 0; i < n; i++) {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    out.push(from + Math.floor((seed / 2 ** 31) * (to - from)));
  }
  return out;
}

describe('slotsStableUntil: how long a month of slots stays the same answer', () => {
  const cases: [string, Date, Partial<AgendaRules>][] = [
    ['12 h notice, mid-morning', new Date('2030-01-16T13:07:00.000Z'), {}],
    ['no notice: the next slot start', new Date('2030-01-16T13:07:00.000Z'), { minNoticeHours: 0 }],
    ['late evening: only midnight turns the horizon', new Date('2030-01-16T23:30:00.000Z'), { minNoticeHours: 0, schedule: [] }],
    [
      'busy and blocked periods',
      new Date('2030-01-20T10:59:00.000Z'),
      {
        busy: [{ start: new Date('2030-01-21T12:00:00.000Z'), end: new Date('2030-01-21T13:00:00.000Z') }],
        blocks: [{ start: new Date('2030-01-25T11:00:00.000Z'), end: new Date('2030-01-26T21:00:00.000Z') }],
      },
    ],
    ['the last days of the month, horizon crossing into it', new Date('2029-12-01T02:59:00.000Z'), { minNoticeHours: 72 }],
  ];

  it.each(cases)('%s: the answer is the same at every instant before it', (_name, now, over) => {
    const r = rules(now, over);
    const answer = monthSlots(r, 2030, 1);
    const until = slotsStableUntil(r, answer).getTime();
    expect(until).toBeGreaterThan(now.getTime());
    for (const t of instants(now.getTime(), until)) expect(monthSlots(at(r, t), 2030, 1)).toEqual(answer);
  });

  it('is not longer than needed: just after it, a slot has changed when the flip is a slot', () => {
    const now = new Date('2030-01-16T13:07:00.000Z'); // 10:07 in São Paulo
    const r = rules(now, { minNoticeHours: 0 });
    const until = slotsStableUntil(r, monthSlots(r, 2030, 1));
    // the 10:00 slot has started; the next one starts at 11:00 (50 min + 10 min buffer)
    expect(until.toISOString()).toBe('2030-01-16T14:00:00.000Z');
    expect(monthSlots(at(r, until.getTime() + 1), 2030, 1)).not.toEqual(monthSlots(r, 2030, 1));
  });

  it('with notice, the flip is the start minus the notice', () => {
    const now = new Date('2030-01-16T13:07:00.000Z');
    const until = slotsStableUntil(rules(now), monthSlots(rules(now), 2030, 1));
    // 10:07 in São Paulo + 12 h = 22:07: the first open slot is 17/01 08:00, inside the notice from 16/01 20:00
    expect(until.toISOString()).toBe('2030-01-16T23:00:00.000Z');
    expect(monthSlots(at(rules(now), until.getTime() + 1), 2030, 1)).not.toEqual(monthSlots(rules(now), 2030, 1));
  });

  it('with no slot ahead, the São Paulo midnight (the horizon moves a day)', () => {
    const now = new Date('2030-01-16T23:30:00.000Z'); // 20:30 in São Paulo
    const r = rules(now, { schedule: [] });
    const until = slotsStableUntil(r, monthSlots(r, 2030, 1));
    expect(until.toISOString()).toBe('2030-01-17T03:00:00.000Z');
  });
});
