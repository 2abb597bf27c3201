// Retries never double-book: every state-changing call carries an Idempotency-Key. One key per
// user attempt; while the attempt's outcome is unknown (no answer, a 5xx, a time-out, a rate limit,
// or the api's 409 + Retry-After for a key still being processed) trying the same thing again
// reuses the key, so the api applies it at most once. A definitive answer (2xx, any other 4xx —
// the api replays those for the key) ends the attempt: the next one gets a new key. A changed
// request is another attempt (its own key); an attempt whose outcome is still unknown keeps its
// key, so going back to it cannot apply it twice either.
//
// The one helper every remote uses (docs/decisions/0009-one-way-to-call-the-api.md):
// `useIdempotentAttempt()` in the hook that sends — `send(request, call)` around the call, or
// `keyFor(request)` before and `settle(error | null)` after when the key goes through a mutation.
import { useState } from 'react';
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

/** The headers a state-changing call carries for its attempt. */
export type IdempotencyHeaders = { [IDEMPOTENCY_HEADER]: string };

export interface IdempotentAttempts {
  /** The key of this request's attempt: the one still open for the same request, or a new one. */
  keyFor(request: unknown): string;
  /** After the call of the request last given to keyFor: null on success, else its error. */
  settle(error: unknown): void;
  /** keyFor(request), `call` with the key's header, then settles that request's attempt. */
  send<T>(request: unknown, call: (headers: IdempotencyHeaders) => Promise<T>): Promise<T>;
}

/** Open attempts by the request's fingerprint (the pure part of useIdempotentAttempt). */
export function createIdempotentAttempts(newKey: () => string = newIdempotencyKey): IdempotentAttempts {
  const open = new Map<string, string>();
  let last: string | null = null;
  const settleFingerprint = (fingerprint: string, error: unknown) => {
    if (error === null || !isOutcomeUnknown(error)) open.delete(fingerprint);
  };
  const keyOf = (fingerprint: string) => {
    let key = open.get(fingerprint);
    if (!key) {
      key = newKey();
      open.set(fingerprint, key);
    }
    return key;
  };
  return {
    keyFor(request) {
      last = fingerprintOf(request);
      return keyOf(last);
    },
    settle(error) {
      if (last !== null) settleFingerprint(last, error);
    },
    async send(request, call) {
      const fingerprint = fingerprintOf(request);
      try {
        const result = await call({ [IDEMPOTENCY_HEADER]: keyOf(fingerprint) });
        settleFingerprint(fingerprint, null);
        return result;
      } catch (err) {
        settleFingerprint(fingerprint, err);
        throw err;
      }
    },
  };
}

/** The attempts of one form, dialog or mutation hook (they live as long as it is mounted; the
 * object and its functions are the same at every render). */
export function useIdempotentAttempt(): IdempotentAttempts {
  const [attempts] = useState(createIdempotentAttempts);
  return attempts;
}
