import { floorSlot } from './floor';

describe("the database floor's booking-shaped rows", () => {
  const base = Date.UTC(2031, 0, 1);

  it('takes the therapists and the clients in turn', () => {
    expect([0, 1, 2, 3, 4].map((i) => floorSlot(i, 3, 2, base)).map((s) => [s.therapist, s.client])).toEqual([
      [0, 0],
      [1, 1],
      [2, 0],
      [0, 1],
      [1, 0],
    ]);
  });

  it("never overlaps two rows of one therapist (the exclusion constraint checks, never refuses)", () => {
    const byTherapist = new Map<number, [number, number][]>();
    for (let i = 0; i < 500; i++) {
      const s = floorSlot(i, 7, 5, base);
      byTherapist.set(s.therapist, [...(byTherapist.get(s.therapist) ?? []), [s.startsAt.getTime(), s.occupiedUntil.getTime()]]);
    }
    for (const ranges of byTherapist.values()) {
      ranges.sort((a, b) => a[0] - b[0]);
      for (let k = 1; k < ranges.length; k++) expect(ranges[k]![0]).toBeGreaterThanOrEqual(ranges[k - 1]![1]);
    }
  });

  it('writes the date and time columns of its instant', () => {
    const s = floorSlot(7, 3, 1, base);
    expect([s.date, s.time, s.occupiedUntil.getTime() - s.startsAt.getTime()]).toEqual(['2031-01-01', '02:00', 50 * 60_000]);
  });
});
