// Cognito's lock-out after failed sign-in attempts (pure; the fidelity layer keeps the state on
// the user record, so it outlives a restart). As Cognito documents it ("Lockout behavior for
// failed sign-in attempts", and the MFA page: "after five unsuccessful attempts to present an MFA
// code, Amazon Cognito begins the exponential-timeout lockout process"):
// - wrong passwords and wrong MFA codes count alike, per user, across sign-ins;
// - from the 5th failure the user is locked for 2^(n-5) s (n = failures), up to about 15 min;
// - attempts during a lock are refused ('Password attempts exceeded'), even with the right
//   password or code, and are not counted;
// - the count starts over after a successful sign-in (which a lock never allows) or after 15
//   minutes without any attempt.
// A right password on a pool with MFA is not a successful sign-in: the count stands until the
// code is right too (issue 40: a new password step must not buy 5 more guesses).

export const LOCKOUT_FREE_FAILURES = 4;
export const LOCKOUT_MAX_MS = 15 * 60_000;
/** No attempt for this long: the count starts over. */
export const LOCKOUT_IDLE_RESET_MS = 15 * 60_000;

export interface LockoutState {
  /** failures counted (attempts refused during a lock are not) */
  failures: number;
  /** epoch ms until which every attempt is refused (0: not locked) */
  lockedUntil: number;
  /** epoch ms of the last attempt, counted or not (the idle reset) */
  lastAttemptAt: number;
}

const FRESH: LockoutState = { failures: 0, lockedUntil: 0, lastAttemptAt: 0 };

/** The state as it stands at `now`: 15 idle minutes start the count over. */
export function lockoutAt(state: LockoutState | undefined, now: number): LockoutState {
  if (!state || now - state.lastAttemptAt >= LOCKOUT_IDLE_RESET_MS) return FRESH;
  return state;
}

/** How long a lock lasts after the `failures`-th failure (0 before the 5th). */
export function lockDurationMs(failures: number): number {
  if (failures <= LOCKOUT_FREE_FAILURES) return 0;
  return Math.min(1000 * 2 ** (failures - LOCKOUT_FREE_FAILURES - 1), LOCKOUT_MAX_MS);
}

export function isLockedOut(state: LockoutState | undefined, now: number): boolean {
  return lockoutAt(state, now).lockedUntil > now;
}

/** An attempt refused because of the lock: not counted, but it is an attempt (no idle reset). */
export function afterRefusedAttempt(state: LockoutState | undefined, now: number): LockoutState {
  return { ...lockoutAt(state, now), lastAttemptAt: now };
}

/** A wrong password or code; `locked` when the user is locked from now on. */
export function afterFailure(state: LockoutState | undefined, now: number): { state: LockoutState; locked: boolean } {
  const failures = lockoutAt(state, now).failures + 1;
  const duration = lockDurationMs(failures);
  return { state: { failures, lockedUntil: duration ? now + duration : 0, lastAttemptAt: now }, locked: duration > 0 };
}
