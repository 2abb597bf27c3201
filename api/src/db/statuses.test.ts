// Which session statuses hold a slot has one owner, shared-domain's ACTIVE_APPOINTMENT_STATUSES;
// the database's own rules are written as SQL text in the migrations (the baseline's constraints)
// and in the function files (a trigger's WHEN, rendered from shared-domain). These tests keep them
// in agreement: the migrations' text, the function files, the migrated database, and the runtime SQL.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { ACTIVE_APPOINTMENT_STATUSES, APPOINTMENT_STATUSES, PAYABLE_APPOINTMENT_STATUSES, appointmentStartsAt, tookPlace as heldInTs } from '@acolhe/shared-domain';
import { migrationsDir } from '../lib/paths';
import { DATABASE_FUNCTIONS } from '../database';
import { databaseFunctions } from './functions';
import { createTestDatabase } from '../../testing/helpers';
import type { DatabaseHandle } from './client';
import { sessoes } from './schema';
import { holdsSlot, isPayable, SESSAO_STATUSES_SQL, tookPlace } from './statuses';

const sorted = (list: readonly string[]) => [...list].sort();
const quoted = (text: string) => [...text.matchAll(/'([A-Z_]+)'/g)].map((m) => m[1]!);

/** Every statement of the migrations, in the order they run. */
function migrationStatements(): string[] {
  const files = readdirSync(migrationsDir()).filter((f) => f.endsWith('.sql')).sort();
  return files.flatMap((f) => readFileSync(path.join(migrationsDir(), f), 'utf8').split('--> statement-breakpoint'));
}

/** The last statement that defines `name` (a constraint or an index). */
function lastDefinition(name: string): string {
  const defining = migrationStatements().filter((s) => new RegExp(`(CONSTRAINT|INDEX) "?${name}\\b`).test(s) && !/DROP (CONSTRAINT|INDEX)/.test(s));
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
    const check = statement.slice(statement.search(/"?sessoes_status_valid\b/));
    const list = check.slice(0, check.indexOf(')'));
    expect(sorted(quoted(list))).toEqual(sorted(APPOINTMENT_STATUSES));
  });

  it('the trigger that writes a payment fires for exactly the payable statuses (its file, as the migrator renders it)', () => {
    const file = databaseFunctions(DATABASE_FUNCTIONS).find((fn) => fn.name === 'acolhe_pagamento_da_sessao')!.sql;
    const trigger = /CREATE OR REPLACE TRIGGER sessoes_pagamento [^;]*/.exec(file)![0];
    expect(sorted(quoted(trigger.slice(trigger.indexOf('WHEN'), trigger.indexOf('EXECUTE'))))).toEqual(sorted(PAYABLE_APPOINTMENT_STATUSES));
  });

  it('the runtime SQL takes its lists from shared-domain', () => {
    const dialect = new PgDialect();
    expect(dialect.sqlToQuery(holdsSlot(sessoes.status)).params).toEqual([...ACTIVE_APPOINTMENT_STATUSES]);
    expect(dialect.sqlToQuery(isPayable(sessoes.status)).params).toEqual([...PAYABLE_APPOINTMENT_STATUSES]);
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

    it('the trigger sessoes_pagamento fires for exactly the payable statuses', async () => {
      const result = await handle.db.execute(sql`SELECT pg_get_triggerdef(oid) AS def FROM pg_trigger WHERE tgname = 'sessoes_pagamento'`);
      const def = (result as unknown as { rows: { def: string }[] }).rows[0]!.def;
      expect(sorted(quoted(def.slice(def.indexOf('WHEN'), def.indexOf('EXECUTE'))))).toEqual(sorted(PAYABLE_APPOINTMENT_STATUSES));
    });

    it('sessoes_status_valid allows exactly the statuses of shared-domain', async () => {
      expect(sorted(quoted(await definition('sessoes_status_valid')))).toEqual(sorted(APPOINTMENT_STATUSES));
    });

    it('“took place” answers in SQL as in shared-domain: every status, just before, at and after the end', async () => {
      // 05/02/2030 09:00 in São Paulo, 50 minutes: it ends at 12:50 UTC
      const session = { date: '2030-02-05', time: '09:00', durationMinutes: 50 };
      const startsAt = appointmentStartsAt(session.date, session.time).toISOString();
      for (const now of ['2030-02-05T12:00:00Z', '2030-02-05T12:49:59Z', '2030-02-05T12:50:00Z', '2030-02-06T00:00:00Z'].map((at) => new Date(at))) {
        for (const status of APPOINTMENT_STATUSES) {
          // the fragment reads "sessoes"."status", "starts_at", "duration_minutes": a one-row table of that name
          const result = (await handle.db.execute(
            sql`SELECT ${tookPlace(now)} AS held FROM (VALUES (${status}::text, ${startsAt}::timestamptz, ${session.durationMinutes}::int)) AS sessoes (status, starts_at, duration_minutes)`,
          )) as unknown as { rows: { held: boolean }[] };
          expect({ status, now, held: result.rows[0]!.held }).toEqual({ status, now, held: heldInTs({ ...session, status }, now) });
        }
      }
    });
  });
});
