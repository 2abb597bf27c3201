// Which session statuses hold a slot has one owner, shared-domain's ACTIVE_APPOINTMENT_STATUSES;
// the database's own rules were written as SQL text in migrations (history, never rewritten).
// These tests keep the two in agreement: the migrations' text, the migrated database, and the
// runtime SQL.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { ACTIVE_APPOINTMENT_STATUSES, APPOINTMENT_STATUSES } from '@acolhe/shared-domain';
import { migrationsDir } from '../lib/paths';
import { createTestDatabase } from '../../testing/helpers';
import type { DatabaseHandle } from './client';
import { sessoes } from './schema';
import { holdsSlot, SESSAO_STATUSES_SQL } from './statuses';

const sorted = (list: readonly string[]) => [...list].sort();
const quoted = (text: string) => [...text.matchAll(/'([A-Z_]+)'/g)].map((m) => m[1]!);

/** Every statement of the migrations, in the order they run. */
function migrationStatements(): string[] {
  const files = readdirSync(migrationsDir()).filter((f) => f.endsWith('.sql')).sort();
  return files.flatMap((f) => readFileSync(path.join(migrationsDir(), f), 'utf8').split('--> statement-breakpoint'));
}

/** The last statement that defines `name` (a constraint or an index). */
function lastDefinition(name: string): string {
  const defining = migrationStatements().filter((s) => new RegExp(`(CONSTRAINT|INDEX) "${name}"`).test(s) && !/DROP (CONSTRAINT|INDEX)/.test(s));
  const last = defining.at(-1);
  if (!last) throw new Error(`no migration defines ${name}`);
  return last;
}

describe('session statuses: shared-domain, migrations and runtime SQL agree', () => {
  it('the exclusion constraint sessoes_sem_sobreposicao lists exactly the active statuses', () => {
    const statement = lastDefinition('sessoes_sem_sobreposicao');
    const where = statement.slice(statement.lastIndexOf('WHERE'));
    expect(sorted(quoted(where))).toEqual(sorted(ACTIVE_APPOINTMENT_STATUSES));
  });

  it('the CHECK sessoes_status_valid lists exactly the statuses of shared-domain', () => {
    const statement = lastDefinition('sessoes_status_valid');
    const check = statement.slice(statement.indexOf('"sessoes_status_valid"'));
    const list = check.slice(0, check.indexOf(')'));
    expect(sorted(quoted(list))).toEqual(sorted(APPOINTMENT_STATUSES));
  });

  it('the runtime SQL takes its lists from shared-domain', () => {
    const dialect = new PgDialect();
    expect(dialect.sqlToQuery(holdsSlot(sessoes.status)).params).toEqual([...ACTIVE_APPOINTMENT_STATUSES]);
    expect(quoted(dialect.sqlToQuery(sql`${SESSAO_STATUSES_SQL}`).sql)).toEqual([...APPOINTMENT_STATUSES]);
  });

  describe('in the migrated database', () => {
    let handle: DatabaseHandle;
    beforeAll(async () => {
      handle = await createTestDatabase();
    });
    afterAll(async () => handle.close());

    const definition = async (name: string) => {
      const result = await handle.db.execute(sql`SELECT pg_get_constraintdef(oid) AS def FROM pg_constraint WHERE conname = ${name}`);
      const [row] = (result as unknown as { rows: { def: string }[] }).rows;
      if (!row) throw new Error(`no constraint ${name}`);
      return row.def;
    };

    it('sessoes_sem_sobreposicao holds exactly the active statuses', async () => {
      const def = await definition('sessoes_sem_sobreposicao');
      expect(sorted(quoted(def.slice(def.indexOf('WHERE'))))).toEqual(sorted(ACTIVE_APPOINTMENT_STATUSES));
    });

    it('sessoes_status_valid allows exactly the statuses of shared-domain', async () => {
      expect(sorted(quoted(await definition('sessoes_status_valid')))).toEqual(sorted(APPOINTMENT_STATUSES));
    });
  });
});
