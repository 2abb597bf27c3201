// Retries never double-book: every state-changing call carries an Idempotency-Key (the same
// module as the booking remote's; remotes share no source, see README). One key per
// user attempt; a retry of that attempt (same request after a network error or a 5xx, when the
// server may already have done it) sends the same key, and the api answers it with the original
// result. Any other request, or the same one after a definitive answer, is a new attempt.
import { useCallback, useRef } from 'react';
import { httpStatusOf } from '@acolhe/shared-auth';

export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

export interface Attempt {
  key: string;
  /** the request this key was made for */
  fingerprint: string;
}

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

/** The attempt a request belongs to: the open one when it is the same request, else a new one. */
export function attemptFor(open: Attempt | null, fingerprint: string, newKey: () => string = newIdempotencyKey): Attempt {
  return open && open.fingerprint === fingerprint ? open : { key: newKey(), fingerprint };
}

/** Whether an answer closes the attempt: `status` is the HTTP status (2xx success included), or
 * undefined when no answer came (network error). Success and a definitive refusal (4xx) do; no
 * answer, a time-out, 429 or a 5xx leave it open, so 'Tentar novamente' replays the same key. */
export function settlesAttempt(status: number | undefined): boolean {
  if (status === undefined) return false;
  return status < 500 && status !== 408 && status !== 429;
}

/** One open attempt per form or dialog: keyFor(request) before sending, settle(error|null) after. */
export function useIdempotentAttempt() {
  const open = useRef<Attempt | null>(null);
  const keyFor = useCallback((request: unknown) => {
    open.current = attemptFor(open.current, fingerprintOf(request));
    return open.current.key;
  }, []);
  /** After the call: null on success, else the error it failed with. */
  const settle = useCallback((error: unknown) => {
    if (settlesAttempt(error === null ? 200 : httpStatusOf(error))) open.current = null;
  }, []);
  return { keyFor, settle };
}
