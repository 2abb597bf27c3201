import { http } from '@acolhe/shared-auth';
import { createAttemptKeys, isOutcomeUnknown } from './idempotency';
import { signIn, signOut } from '../test/fakeApi';

it('one key per attempt: reused while the attempt is open, a new one once it settled', () => {
  let n = 0;
  const keys = createAttemptKeys(() => `k${++n}`);
  expect(keys.keyFor('remarcar:a1:2030-03-14:16:00')).toBe('k1');
  expect(keys.keyFor('remarcar:a1:2030-03-14:16:00')).toBe('k1'); // the same attempt, retried
  expect(keys.keyFor('remarcar:a1:2030-03-15:09:00')).toBe('k2'); // another slot, another attempt
  keys.settle('remarcar:a1:2030-03-14:16:00');
  expect(keys.keyFor('remarcar:a1:2030-03-14:16:00')).toBe('k3');
});

it('keys are uuids by default', () => {
  expect(createAttemptKeys().keyFor('x')).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
});

it('keeps the attempt open only while its outcome is unknown', async () => {
  signIn();
  // the error the product's http client throws for an answer (POST is never retried by it)
  const answer = async (status: number, headers: Record<string, string> = {}) => {
    globalThis.fetch = jest.fn(async () => new Response(null, { status, headers })) as unknown as typeof fetch;
    return http.post('sessoes/a1/remarcar').catch((err: unknown) => err);
  };
  try {
    expect(isOutcomeUnknown(new TypeError('Failed to fetch'))).toBe(true);
    expect(isOutcomeUnknown(await answer(503))).toBe(true);
    expect(isOutcomeUnknown(await answer(429))).toBe(true);
    // the api still processing this key
    expect(isOutcomeUnknown(await answer(409, { 'retry-after': '1' }))).toBe(true);
    // decided: the slot was taken, the body was refused — the api replays these for the key
    expect(isOutcomeUnknown(await answer(409))).toBe(false);
    expect(isOutcomeUnknown(await answer(400))).toBe(false);
  } finally {
    signOut();
  }
});
