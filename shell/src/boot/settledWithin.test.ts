import { settledWithin } from './settledWithin';

describe('settledWithin', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('resolves as soon as the work is fulfilled', async () => {
    let finished = false;
    const wait = settledWithin(Promise.resolve('ok'), 3000).then(() => (finished = true));
    await jest.advanceTimersByTimeAsync(0);
    expect(finished).toBe(true);
    await wait;
  });

  it('resolves (never rejects) when the work fails', async () => {
    await expect(settledWithin(Promise.reject(new Error('remote down')), 3000)).resolves.toBeUndefined();
  });

  it('stops waiting after the limit when the work never settles', async () => {
    let finished = false;
    void settledWithin(new Promise(() => undefined), 3000).then(() => (finished = true));
    await jest.advanceTimersByTimeAsync(2999);
    expect(finished).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    expect(finished).toBe(true);
  });
});
