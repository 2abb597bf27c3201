import { perWorkerCount, workerDatabaseUrl } from './worker-database';

describe('one PostgreSQL database per jest worker', () => {
  it('names the worker database after the base one, on the same server and credentials', () => {
    expect(workerDatabaseUrl('postgres://postgres:pw@127.0.0.1:5433/acolhe_test', 2)).toBe('postgres://postgres:pw@127.0.0.1:5433/acolhe_test_w2');
    expect(workerDatabaseUrl('postgres://u@h/acolhe_test?sslmode=disable', 1)).toBe('postgres://u@h/acolhe_test_w1?sslmode=disable');
  });
  it('spreads only when asked, with a sane count', () => {
    expect(perWorkerCount({})).toBe(0);
    expect(perWorkerCount({ ACOLHE_TEST_PG_WORKERS: '2' })).toBe(2);
    expect(perWorkerCount({ ACOLHE_TEST_PG_WORKERS: 'x' })).toBe(0);
    expect(perWorkerCount({ ACOLHE_TEST_PG_WORKERS: '99' })).toBe(0);
  });
});
