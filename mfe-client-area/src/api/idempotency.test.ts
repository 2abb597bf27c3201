import { attemptFor, fingerprintOf, newIdempotencyKey, settlesAttempt } from './idempotency';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('Idempotency-Key per attempt', () => {
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

  it('a retry of the open attempt keeps its key; another request gets a new one', () => {
    let n = 0;
    const key = () => `k${++n}`;
    const first = attemptFor(null, 'A', key);
    expect(first).toEqual({ key: 'k1', fingerprint: 'A' });
    expect(attemptFor(first, 'A', key)).toBe(first);
    expect(attemptFor(first, 'B', key)).toEqual({ key: 'k2', fingerprint: 'B' });
  });

  it('success and refusals close the attempt; no answer, 408, 429 and 5xx leave it open for a retry', () => {
    for (const status of [200, 201, 400, 404, 409, 422]) expect(settlesAttempt(status)).toBe(true);
    for (const status of [undefined, 408, 429, 500, 502, 503]) expect(settlesAttempt(status)).toBe(false);
  });
});
