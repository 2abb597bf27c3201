import { HTTPError, type NormalizedOptions } from 'ky';
import { act, renderHook } from '@testing-library/react';
import { createIdempotentAttempts, fingerprintOf, isOutcomeUnknown, newIdempotencyKey, useIdempotentAttempt } from './idempotency';

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

/** Attempts whose keys are k1, k2, …; `call(fail?)` is a request that records the key it carries, then fails with `fail` or answers 'ok'. */
function countingAttempts() {
  let n = 0;
  const attempts = createIdempotentAttempts(() => `k${++n}`);
  const sent: string[] = [];
  const call = (fail?: unknown) => (headers: Record<string, string>) => {
    sent.push(headers['Idempotency-Key']!);
    return fail ? Promise.reject(fail) : Promise.resolve('ok');
  };
  return { attempts, sent, call };
}

it('send: one key per attempt, reused while its outcome is unknown, a new one once it settled', async () => {
  const { attempts, sent, call } = countingAttempts();
  const at16 = { id: 'a1', date: '2030-03-14', time: '16:00' };
  await expect(attempts.send(at16, call(answered(503)))).rejects.toBeInstanceOf(HTTPError);
  await expect(attempts.send({ ...at16 }, call(new TypeError('Failed to fetch')))).rejects.toBeInstanceOf(TypeError); // retried
  await attempts.send({ time: '16:00', date: '2030-03-14', id: 'a1' }, call()); // retried again, other key order
  await attempts.send(at16, call()); // settled: a new attempt
  const at09 = { ...at16, time: '09:00' };
  await expect(attempts.send(at09, call(answered(409)))).rejects.toBeInstanceOf(HTTPError);
  await attempts.send(at09, call()); // a refusal settled it too
  expect(sent).toEqual(['k1', 'k1', 'k1', 'k2', 'k3', 'k4']);
});

it('a changed request is another attempt; an attempt still unknown keeps its key when the user goes back to it', async () => {
  const { attempts, sent, call } = countingAttempts();
  await expect(attempts.send({ slot: '16:00' }, call(new TypeError('Failed to fetch')))).rejects.toBeInstanceOf(TypeError);
  await attempts.send({ slot: '17:00' }, call());
  await attempts.send({ slot: '16:00' }, call()); // maybe applied already: the api replays it, never twice
  await attempts.send({ slot: '16:00' }, call()); // known now: a new booking
  expect(sent).toEqual(['k1', 'k2', 'k1', 'k3']);
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
  result.current.settle(answered(503));
  expect(result.current.keyFor({ slot: '17:00' })).not.toBe(first);
  const second = result.current.keyFor({ slot: '17:00' });
  result.current.settle(null);
  expect(result.current.keyFor({ slot: '17:00' })).not.toBe(second);
  result.current.settle(answered(422));
  const third = result.current.keyFor({ slot: '17:00' });
  expect([first, second]).not.toContain(third);
  result.current.settle(answered(409));
  expect(result.current.keyFor({ slot: '17:00' })).not.toBe(third);
});

it('the hook keeps its attempts across renders', async () => {
  const { result, rerender } = renderHook(() => useIdempotentAttempt());
  const keys: string[] = [];
  const failing = (headers: Record<string, string>) => {
    keys.push(headers['Idempotency-Key']!);
    return Promise.reject(new TypeError('Failed to fetch'));
  };
  await expect(result.current.send({ id: 'b1' }, failing)).rejects.toBeInstanceOf(TypeError);
  rerender();
  await expect(result.current.send({ id: 'b1' }, failing)).rejects.toBeInstanceOf(TypeError);
  expect(keys[1]).toBe(keys[0]);
});
