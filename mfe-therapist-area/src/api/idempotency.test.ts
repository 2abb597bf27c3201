import { createAttemptKeys } from './idempotency';

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
