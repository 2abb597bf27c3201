import { arrivals, dueCount, openLoopFigures, scheduledAt, type Outcome } from './open-loop';

describe('the open-loop schedule', () => {
  it('offers rate × seconds requests, none for a rate or duration that is not positive', () => {
    expect(arrivals(300, 30)).toBe(9000);
    expect(arrivals(2.5, 3)).toBe(7);
    expect(arrivals(0, 30)).toBe(0);
    expect(arrivals(100, 0)).toBe(0);
    expect(arrivals(Number.NaN, 10)).toBe(0);
  });

  it('spaces the requests 1 / rate apart from the start, whatever the answers do', () => {
    expect(scheduledAt(0, 200)).toBe(0);
    expect(scheduledAt(1, 200)).toBe(5);
    expect(scheduledAt(200, 200)).toBe(1000);
  });

  it('counts the requests due at an instant: the first at once, one more per interval, never past the total', () => {
    expect(dueCount(-1, 100, 50)).toBe(0);
    expect(dueCount(0, 100, 50)).toBe(1);
    expect(dueCount(9.99, 100, 50)).toBe(1);
    expect(dueCount(10, 100, 50)).toBe(2);
    expect(dueCount(1000 / 3, 3, 10)).toBe(2); // 1/3 s × 3 is 1, not 0.999…
    expect(dueCount(60_000, 100, 50)).toBe(50);
    expect(dueCount(5, 100, 0)).toBe(0);
  });

  it('a late tick sends every request already due (a busy thread catches up instead of skipping)', () => {
    // a tick 95 ms late at 100 req/s: ten requests were due
    expect(dueCount(95, 100, 1000) - dueCount(0, 100, 1000)).toBe(9);
  });
});

describe('the figures of an open-loop run', () => {
  const outcome = (index: number, status: number, sendLagMs = 1): Outcome => ({ index, latencyMs: 10 + index, sendLagMs, status });

  it('sorts the failures apart: non-2xx answers, socket errors (0) and time-outs (-1)', () => {
    const f = openLoopFigures([outcome(0, 201), outcome(1, 200), outcome(2, 409), outcome(3, 0), outcome(4, -1), outcome(5, 500)], 10, 6, 2);
    expect(f).toMatchObject({ offered: 6, offeredRate: 10, answered: 4, non2xx: 2, socketErrors: 1, timeouts: 1 });
    expect(f.achievedRate).toBe(2);
  });

  it("reports the generator's own largest lag behind the schedule", () => {
    expect(openLoopFigures([outcome(0, 200, 3), outcome(1, 200, 42), outcome(2, 200, 7)], 10, 3, 1).maxSendLagMs).toBe(42);
  });

  it('a run without wall time has no rate', () => {
    expect(openLoopFigures([], 10, 0, 0).achievedRate).toBe(0);
  });
});
