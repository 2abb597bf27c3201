// Cognito's lock-out rule (lockout.ts), pure: 4 free failures, then 1 s doubling up to 15 min,
// attempts during a lock not counted, 15 idle minutes start over.
import { LOCKOUT_MAX_MS, afterFailure, afterRefusedAttempt, isLockedOut, lockDurationMs, lockoutAt, type LockoutState } from './lockout';

const T = 1_800_000_000_000;

describe('lockDurationMs', () => {
  it('is 0 for the first 4 failures, then 1 s doubling per failure, at most 15 minutes', () => {
    expect([1, 2, 3, 4].map(lockDurationMs)).toEqual([0, 0, 0, 0]);
    expect([5, 6, 7, 8].map(lockDurationMs)).toEqual([1000, 2000, 4000, 8000]);
    expect(lockDurationMs(14)).toBe(512_000);
    expect(lockDurationMs(15)).toBe(LOCKOUT_MAX_MS); // 1024 s would be more than 15 min
    expect(lockDurationMs(60)).toBe(LOCKOUT_MAX_MS);
  });
});

describe('a user failing again and again', () => {
  it('is locked from the 5th failure, for growing periods; refused attempts do not lengthen the lock', () => {
    let state: LockoutState | undefined;
    for (let i = 1; i <= 4; i++) {
      const out = afterFailure(state, T);
      expect(out.locked).toBe(false);
      state = out.state;
    }
    const fifth = afterFailure(state, T);
    expect(fifth).toEqual({ state: { failures: 5, lockedUntil: T + 1000, lastAttemptAt: T }, locked: true });
    state = fifth.state;
    expect(isLockedOut(state, T + 999)).toBe(true);
    state = afterRefusedAttempt(state, T + 500);
    expect(state).toMatchObject({ failures: 5, lockedUntil: T + 1000, lastAttemptAt: T + 500 });
    expect(isLockedOut(state, T + 1000)).toBe(false);

    // the next failure after the lock: twice as long
    state = afterFailure(state, T + 1000).state;
    expect(state).toMatchObject({ failures: 6, lockedUntil: T + 3000 });
    state = afterFailure(state, T + 3000).state;
    expect(state).toMatchObject({ failures: 7, lockedUntil: T + 7000 });
  });

  it('starts over after 15 minutes without any attempt, not before', () => {
    const state = afterFailure({ failures: 9, lockedUntil: T + 16_000, lastAttemptAt: T }, T).state;
    expect(lockoutAt(state, T + 15 * 60_000 - 1).failures).toBe(10);
    expect(lockoutAt(state, T + 15 * 60_000)).toEqual({ failures: 0, lockedUntil: 0, lastAttemptAt: 0 });
    expect(afterFailure(state, T + 15 * 60_000).state.failures).toBe(1);
  });
});
