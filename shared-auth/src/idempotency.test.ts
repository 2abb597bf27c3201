import { HTTPError, type NormalizedOptions } from 'ky';
import { act, renderHook } from '@testing-library/react';
import { createAttemptKeys, fingerprintOf, isOutcomeUnknown, newIdempotencyKey, useIdempotentAttempt, withAttempt } from './idempotency';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
/** The error the product's http client throws for an answer. */
const answered = (status: number, headers: Record<string, string> = {}) =>
  new HTTPError(new Response(null, { status, headers }), new Request('http://api.test/sessoes'), {} as NormalizedOptions);

it('keys are v4 uuids, with or without crypto.randomUUID', () => {
  expect(newIdempotencyKey()).toMatch(UUID);
  const randomUUID = globalThis.crypto.randomUUID;
  try {
    Object.defineProperty(globalThis.crypto, 'randomUUID', { value: undefined, configurable: true });
    expect(newIdempotencyKey()).toMatch(UUID);
  } finally {
    Object.defineProperty(globalThis.crypto, 'randomUUID', { value: randomUUID, configurable: true });
  }
});

it('the same request is the same fingerprint whatever the key order', () => {
  expect(fingerprintOf({ a: 1, b: { c: 2, d: 3 } })).toBe(fingerprintOf({ b: { d: 3, c: 2 }, a: 1 }));
  expect(fingerprintOf({ a: 1 })).not.toBe(fingerprintOf({ a: 2 }));
});

it('the outcome is unknown without an answer, on 408, 429, 5xx and a 409 still being processed', () => {
  expect(isOutcomeUnknown(new TypeError('Failed to fetch'))).toBe(true);
  for (const status of [408, 429, 500, 503]) expect(isOutcomeUnknown(answered(status))).toBe(true);
  expect(isOutcomeUnknown(answered(409, { 'retry-after': '1' }))).toBe(true);
  // decided: the slot was taken, the body was refused — the api replays these for the key
  for (const status of [400, 404, 409, 422]) expect(isOutcomeUnknown(answered(status))).toBe(false);
});

it('one key per attempt: reused while the attempt is open, a new one once it settled', async () => {
  let n = 0;
  const keys = createAttemptKeys(() => `k${++n}`);
  const sent: string[] = [];
  const send = (fail?: unknown) => (headers: Record<string, string>) => {
    sent.push(headers['Idempotency-Key']!);
    return fail ? Promise.reject(fail) : Promise.resolve('ok');
  };
  await expect(withAttempt(keys, 'remarcar:a1:16:00', send(answered(503)))).rejects.toBeInstanceOf(HTTPError);
  await withAttempt(keys, 'remarcar:a1:16:00', send()); // the same attempt, retried
  await withAttempt(keys, 'remarcar:a1:16:00', send()); // settled: a new attempt
  await expect(withAttempt(keys, 'remarcar:a1:09:00', send(answered(409)))).rejects.toBeInstanceOf(HTTPError);
  await withAttempt(keys, 'remarcar:a1:09:00', send()); // a refusal settled it too
  expect(sent).toEqual(['k1', 'k1', 'k2', 'k3', 'k4']);
});

it('a form keeps its key across retries of the same request and drops it after a decision', () => {
  const { result } = renderHook(() => useIdempotentAttempt());
  let first = '';
  act(() => {
    first = result.current.keyFor({ slot: '16:00', notes: '' });
  });
  expect(first).toMatch(UUID);
  result.current.settle(new TypeError('Failed to fetch'));
  expect(result.current.keyFor({ notes: '', slot: '16:00' })).toBe(first);
  expect(result.current.keyFor({ slot: '17:00' })).not.toBe(first);
  const second = result.current.keyFor({ slot: '17:00' });
  result.current.settle(null);
  expect(result.current.keyFor({ slot: '17:00' })).not.toBe(second);
});
