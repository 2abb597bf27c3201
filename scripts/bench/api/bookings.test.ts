import { bookingPlan, type Slot } from './bookings';

const slots = (therapists: number, each: number): Slot[] =>
  Array.from({ length: therapists }, (_, t) => Array.from({ length: each }, (_, i) => ({ therapistId: `t${t}`, date: '2030-01-02', time: `${String(8 + i).padStart(2, '0')}:00` }))).flat();

describe('the booking plan of POST /sessoes', () => {
  it('books every slot once, therapists in turn', () => {
    const plan = bookingPlan(slots(3, 4), 10, 3);
    expect(plan).toHaveLength(12);
    expect(new Set(plan.map((b) => `${b.slot.therapistId} ${b.slot.time}`)).size).toBe(12);
    expect(plan.slice(0, 4).map((b) => b.slot.therapistId)).toEqual(['t0', 't1', 't2', 't0']);
  });

  it('never gives a client more than maxPerPair slots of one therapist (the product would answer 409)', () => {
    const plan = bookingPlan(slots(5, 40), 8, 3);
    const perPair = new Map<string, number>();
    for (const b of plan) perPair.set(`${b.client} ${b.slot.therapistId}`, (perPair.get(`${b.client} ${b.slot.therapistId}`) ?? 0) + 1);
    expect(Math.max(...perPair.values())).toBe(3);
    // 8 clients × 3 = 24 slots of each therapist's 40 can be booked
    expect(plan).toHaveLength(5 * 24);
  });

  it('the therapists of one round are booked by different clients (no single client row serialises the run)', () => {
    const plan = bookingPlan(slots(4, 6), 10, 3);
    for (let round = 0; round < 6; round++) {
      const clients = plan.slice(round * 4, round * 4 + 4).map((b) => b.client);
      expect(new Set(clients).size).toBe(4);
    }
  });

  it('never gives a client more than maxPerClient slots overall: the next client takes the slot, or nobody', () => {
    const plan = bookingPlan(slots(10, 3), 4, 3, 6);
    const perClient = new Map<number, number>();
    for (const b of plan) perClient.set(b.client, (perClient.get(b.client) ?? 0) + 1);
    expect(Math.max(...perClient.values())).toBe(6);
    // 4 clients × 6 = 24 of the 30 slots
    expect(plan).toHaveLength(24);
    expect(new Set(plan.map((b) => `${b.slot.therapistId} ${b.slot.time}`)).size).toBe(24);
  });

  it('no slots, no plan', () => {
    expect(bookingPlan([], 8, 3)).toEqual([]);
  });
});
