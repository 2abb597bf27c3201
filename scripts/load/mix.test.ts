import { pickAction, planner, WEIGHTS, type Action } from './mix';

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
    expect(slots.size).toBe(50); // all handed out, then no more bookings
    expect(pairs.size).toBe(6); // 2 clients × 3 therapists
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
