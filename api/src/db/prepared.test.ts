import type { Executor } from './client';
import { prepared } from './prepared';

describe('prepared queries, one per executor', () => {
  it('builds a query once per executor and name, and separately for another executor (a transaction)', () => {
    const pool = {} as Executor;
    const transaction = {} as Executor;
    const build = jest.fn((db: Executor) => ({ db }));
    const first = prepared(pool, 'q', build);
    expect(prepared(pool, 'q', build)).toBe(first);
    expect(build).toHaveBeenCalledTimes(1);
    const inTransaction = prepared(transaction, 'q', build);
    expect(inTransaction).not.toBe(first);
    expect(inTransaction.db).toBe(transaction);
    expect(prepared(pool, 'other', build)).not.toBe(first);
    expect(build).toHaveBeenCalledTimes(3);
  });
});
