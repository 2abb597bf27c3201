// Retries never double-book: every state-changing call carries an Idempotency-Key. One key per
// user attempt; while the attempt's outcome is unknown (no answer, a 5xx, a time-out, a rate limit,
// or the api's 409 + Retry-After for a key still being processed) trying the same thing again
// reuses the key, so the api applies it at most once. A definitive answer (2xx, any other 4xx —
// the api replays those for the key) ends the attempt: the next one gets a new key.
import { useCallback, useRef } from 'react';
import { httpStatusOf, isHttpError } from './http';

export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

/** A fresh key: crypto.randomUUID where the page is a secure context, otherwise a v4 uuid from
 * getRandomValues (randomUUID is missing on plain-http origins other than localhost). */
export function newIdempotencyKey(): string {
  const c = globalThis.crypto;
  if (typeof c?.randomUUID === 'function') return c.randomUUID();
  const b = c.getRandomValues(new Uint8Array(16));
  b[6] = (b[6]! & 0x0f) | 0x40;
  b[8] = (b[8]! & 0x3f) | 0x80;
  const h = [...b].map((x) => x.toString(16).padStart(2, '0')).join('');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

/** The same request gives the same fingerprint whatever the order of its keys. */
export function fingerprintOf(request: unknown): string {
  return JSON.stringify(request, (_key, value: unknown) =>
    value && typeof value === 'object' && !Array.isArray(value)
      ? Object.fromEntries(Object.entries(value as Record<string, unknown>).sort(([a], [b]) => a.localeCompare(b)))
      : value,
  );
}

/** Whether an error leaves the outcome unknown (the same attempt may be retried with its key). */
export function isOutcomeUnknown(err: unknown): boolean {
  const status = httpStatusOf(err);
  if (status === 409) return isHttpError(err) && err.response.headers.has('retry-after');
  return status === undefined || status >= 500 || status === 408 || status === 429;
}

/** Open attempts by fingerprint (e.g. 'remarcar:a1:2030-03-14:16:00'). */
export function createAttemptKeys(newKey: () => string = newIdempotencyKey) {
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

/** Runs `send` with the Idempotency-Key of this attempt, settling it unless the outcome is unknown. */
export async function withAttempt<T>(
  attempts: ReturnType<typeof createAttemptKeys>,
  fingerprint: string,
  send: (headers: Record<string, string>) => Promise<T>,
): Promise<T> {
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

/** One open attempt per form or dialog: keyFor(request) before sending, settle(error|null) after. */
export function useIdempotentAttempt() {
  const open = useRef<{ key: string; fingerprint: string } | null>(null);
  const keyFor = useCallback((request: unknown) => {
    const fingerprint = fingerprintOf(request);
    if (open.current?.fingerprint !== fingerprint) open.current = { key: newIdempotencyKey(), fingerprint };
    return open.current.key;
  }, []);
  /** After the call: null on success, else the error it failed with. */
  const settle = useCallback((error: unknown) => {
    if (error === null || !isOutcomeUnknown(error)) open.current = null;
  }, []);
  return { keyFor, settle };
}

const pageAttempts = createAttemptKeys();

/** `withAttempt` over the page's own attempts (fingerprints name what they do, so rooms never clash). */
export function idempotent<T>(fingerprint: string, send: (headers: Record<string, string>) => Promise<T>): Promise<T> {
  return withAttempt(pageAttempts, fingerprint, send);
}
