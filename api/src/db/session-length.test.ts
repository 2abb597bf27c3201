// The session length has one owner, shared-domain's SESSION_DURATION_* (agenda/rules.ts); the
// database's CHECK and default on terapeutas.session_duration were written as SQL in a migration
// (history), so this test holds them to it.
import { sql } from 'drizzle-orm';
import { SESSION_DURATION_DEFAULT, SESSION_DURATION_MAX, SESSION_DURATION_MIN } from '@acolhe/shared-domain';
import { createTestDatabase } from '../../testing/helpers';
import type { DatabaseHandle } from './client';

describe('session length: shared-domain and the database agree', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await createTestDatabase();
  });
  afterAll(async () => handle.close());

  const one = async <T>(query: ReturnType<typeof sql>): Promise<T> => {
    const result = (await handle.db.execute(query)) as unknown as { rows: T[] } | T[];
    return (Array.isArray(result) ? result : result.rows)[0]!;
  };

  it('the CHECK allows exactly SESSION_DURATION_MIN to SESSION_DURATION_MAX', async () => {
    const { def } = await one<{ def: string }>(sql`SELECT pg_get_constraintdef(oid) AS def FROM pg_constraint WHERE conname = 'terapeutas_session_duration_range'`);
    expect([...def.matchAll(/(\d+)/g)].map((m) => Number(m[1]))).toEqual([SESSION_DURATION_MIN, SESSION_DURATION_MAX]);
  });

  it('a new profile starts at SESSION_DURATION_DEFAULT', async () => {
    const { column_default } = await one<{ column_default: string }>(
      sql`SELECT column_default FROM information_schema.columns WHERE table_name = 'terapeutas' AND column_name = 'session_duration'`,
    );
    expect(Number(column_default)).toBe(SESSION_DURATION_DEFAULT);
  });
});
