// The inbox (GET /notificacoes) lists a person's notifications newest-due first: it filters by
// conta_id and orders by agendada_para (a reminder is written days ahead and counts from when it
// is due). The index must serve that order, on PGlite and on PostgreSQL alike.
import { sql } from 'drizzle-orm';
import { createTestDatabase } from '../../testing/helpers';
import type { DatabaseHandle } from '../db/client';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(async () => handle.close());

it('notificacoes_conta_idx is (conta_id, agendada_para DESC), the inbox order', async () => {
  const result = await handle.db.execute(sql`SELECT indexdef FROM pg_indexes WHERE indexname = 'notificacoes_conta_idx'`);
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as { indexdef: string }[];
  expect(rows).toHaveLength(1);
  expect(rows[0]!.indexdef).toMatch(/\(conta_id, agendada_para DESC\)$/);
});
