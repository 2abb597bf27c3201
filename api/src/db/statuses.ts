// Session statuses as SQL, built from shared-domain's lists (the one owner of which statuses
// exist and which of them hold a slot), so no query spells them out by hand.
import { inArray, sql, type Column, type SQL } from 'drizzle-orm';
import { ACTIVE_APPOINTMENT_STATUSES, APPOINTMENT_STATUSES } from '@acolhe/shared-domain';

/** `'A', 'B', …` — the statuses are fixed upper-case words, never input, so inlining is safe. */
function literals(values: readonly string[]): SQL {
  for (const value of values) if (!/^[A-Z_]+$/.test(value)) throw new Error(`not a status: ${value}`);
  return sql.raw(values.map((value) => `'${value}'`).join(', '));
}

/** Every status a session may have (the CHECK sessoes_status_valid). */
export const SESSAO_STATUSES_SQL = literals(APPOINTMENT_STATUSES);

/** `status` is one that holds a therapist's slot (PENDING, CONFIRMED). The exclusion constraint
 * sessoes_sem_sobreposicao (migration 0004) spells the same list; statuses.test.ts checks that
 * the two agree. */
export function holdsSlot(status: Column): SQL {
  return inArray(status, [...ACTIVE_APPOINTMENT_STATUSES]);
}

/** The sessions that make a therapist one who has seen the client (issue 34, 40): confirmed by the
 * therapist and standing, or completed. Who may hold the client's prontuário (acolhe_atendeu). */
export const ATTENDED_STATUSES = ['CONFIRMED', 'COMPLETED'] as const;

/** `status` is one of ATTENDED_STATUSES. */
export function attended(status: Column): SQL {
  return inArray(status, [...ATTENDED_STATUSES]);
}
