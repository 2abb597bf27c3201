import { MAX_PENDING_PER_CLIENT, MAX_PENDING_PER_THERAPIST } from '@acolhe/shared-domain';
import { inTurns, pickAction, planner, WEIGHTS, type Action } from './mix';

/** mulberry32, as the seed data */
const seeded = (seed: number) => () => {
  seed = (seed + 0x6d2b79f5) >>> 0;
  let t = seed;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};

const world = {
  therapistIds: ['t1', 't2', 't3'],
  slots: Array.from({ length: 50 }, (_, i) => ({ therapistId: `t${(i % 3) + 1}`, date: '2030-02-04', time: `${String(8 + (i % 10)).padStart(2, '0')}:${i < 10 ? '00' : String(i)}` })),
  clientTokens: ['c0', 'c1'],
  year: 2030,
  month: 2,
};

describe('load mix', () => {
  it('follows the weights', () => {
    expect(Object.values(WEIGHTS).reduce((a, b) => a + b, 0)).toBe(100);
    const random = seeded(1);
    const counts: Record<string, number> = {};
    for (let i = 0; i < 20_000; i++) {
      const a = pickAction(random);
      counts[a] = (counts[a] ?? 0) + 1;
    }
    for (const [action, weight] of Object.entries(WEIGHTS) as [Action, number][]) expect(Math.abs(counts[action]! / 200 - weight)).toBeLessThan(1.5);
  });

  it('never books a slot twice nor reviews a pair twice, and falls back to reads when they run out', () => {
    const next = planner(world, seeded(2));
    const slots = new Set<string>();
    const pairs = new Set<string>();
    for (let i = 0; i < 5000; i++) {
      const r = next();
      if (r.write?.kind === 'booking') {
        const key = `${r.write.slot.therapistId} ${r.write.slot.date} ${r.write.slot.time}`;
        expect(slots.has(key)).toBe(false);
        slots.add(key);
        expect(r.token).toBe(world.clientTokens[r.write.client]);
      }
      if (r.write?.kind === 'review') {
        const key = `${r.write.client} ${r.write.therapistId}`;
        expect(pairs.has(key)).toBe(false);
        pairs.add(key);
      }
    }
    // every client's pending requests used (3 per therapist, 6 overall: 2 clients × 6), then no more bookings
    expect(slots.size).toBe(2 * Math.min(3 * MAX_PENDING_PER_THERAPIST, MAX_PENDING_PER_CLIENT));
    expect(pairs.size).toBe(6); // 2 clients × 3 therapists
  });

  it('spreads the writes over the therapists: no two consecutive bookings nor reviews of one therapist while others have some left', () => {
    const grouped = { ...world, slots: [...world.slots].sort((a, b) => a.therapistId.localeCompare(b.therapistId)) };
    const next = planner(grouped, seeded(4));
    const booked: string[] = [];
    const reviewed: string[] = [];
    for (let i = 0; i < 5000; i++) {
      const r = next();
      if (r.write?.kind === 'booking') booked.push(r.write.slot.therapistId);
      if (r.write?.kind === 'review') reviewed.push(r.write.therapistId);
    }
    expect(booked.slice(0, 6)).toEqual(['t1', 't2', 't3', 't1', 't2', 't3']);
    expect(reviewed).toEqual(['t1', 't2', 't3', 't1', 't2', 't3']);
  });

  it('keeps each client within the pending requests a therapist allows (nobody answers during a run), consecutive bookings by different clients', () => {
    const oneTherapist = { ...world, slots: world.slots.map((slot) => ({ ...slot, therapistId: 't1' })) };
    const next = planner(oneTherapist, seeded(5));
    const clients: number[] = [];
    for (let i = 0; i < 5000; i++) {
      const r = next();
      if (r.write?.kind === 'booking') clients.push(r.write.client);
    }
    // 2 clients × MAX_PENDING_PER_THERAPIST, then reads
    expect(clients).toEqual(Array.from({ length: 2 * MAX_PENDING_PER_THERAPIST }, (_, i) => i % 2));
  });

  it('inTurns keeps every slot once, one therapist at a time in turn', () => {
    const s = (therapistId: string, time: string) => ({ therapistId, date: '2030-02-04', time });
    const slots = [s('a', '08:00'), s('a', '09:00'), s('a', '10:00'), s('b', '08:00'), s('c', '08:00'), s('c', '09:00')];
    expect(inTurns(slots).map((x) => `${x.therapistId} ${x.time}`)).toEqual(['a 08:00', 'b 08:00', 'c 08:00', 'a 09:00', 'c 09:00', 'a 10:00']);
  });

  it('asks for the slot’s format when it has one (a therapist offering both needs it), and none otherwise', () => {
    const withFormats = { ...world, slots: [{ therapistId: 't1', date: '2030-02-04', time: '09:00', modality: 'presencial' as const }, { therapistId: 't2', date: '2030-02-04', time: '10:00' }] };
    const next = planner(withFormats, seeded(3));
    const bodies: Record<string, unknown>[] = [];
    for (let i = 0; i < 500 && bodies.length < 2; i++) {
      const r = next();
      if (r.write?.kind === 'booking') bodies.push(JSON.parse(r.body!) as Record<string, unknown>);
    }
    expect(bodies).toEqual([
      { therapistId: 't1', date: '2030-02-04', time: '09:00', notes: 'carga', modality: 'presencial' },
      { therapistId: 't2', date: '2030-02-04', time: '10:00', notes: 'carga' },
    ]);
  });
});
