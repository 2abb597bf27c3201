// Idempotency-Key of the state-changing calls: one key per user attempt. An attempt is named by
// what it does (its fingerprint, e.g. 'remarcar:a1:2030-03-14:16:00'); while its outcome is
// unknown (no answer, a 5xx, a time-out, a rate limit, or the api's 409 + Retry-After for a key
// still being processed) trying the same thing again reuses the key, so the api applies it at most
// once. A definitive answer (2xx, any other 4xx — the api replays those for the key) ends the
// attempt: the next one gets a new key.
import { httpStatusOf, isHttpError } from '@acolhe/shared-auth';

export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

export function createAttemptKeys(newKey: () => string = () => crypto.randomUUID()) {
  const keys = new Map<string, string>();
  return {
    /** The key of this attempt: the one still open for `fingerprint`, or a new one. */
    keyFor(fingerprint: string): string {
      let key = keys.get(fingerprint);
      if (!key) {
        key = newKey();
        keys.set(fingerprint, key);
      }
      return key;
    },
    /** The api answered for good: the next attempt is a new one. */
    settle(fingerprint: string): void {
      keys.delete(fingerprint);
    },
  };
}

/** Whether an error leaves the outcome unknown (the same attempt may be retried with its key). */
export function isOutcomeUnknown(err: unknown): boolean {
  const status = httpStatusOf(err);
  if (status === 409) return isHttpError(err) && err.response.headers.has('retry-after');
  return status === undefined || status >= 500 || status === 408 || status === 429;
}

const attempts = createAttemptKeys();

/** Runs `send` with this attempt's Idempotency-Key header. */
export async function idempotent<T>(fingerprint: string, send: (headers: Record<string, string>) => Promise<T>): Promise<T> {
  const key = attempts.keyFor(fingerprint);
  try {
    const result = await send({ [IDEMPOTENCY_HEADER]: key });
    attempts.settle(fingerprint);
    return result;
  } catch (err) {
    if (!isOutcomeUnknown(err)) attempts.settle(fingerprint);
    throw err;
  }
}
