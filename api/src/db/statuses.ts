// Session statuses as SQL, built from shared-domain's lists (the one owner of which statuses
// exist and which of them hold a slot), so no query spells them out by hand.
import { and, inArray, lte, sql, type Column, type SQL } from 'drizzle-orm';
import { ACTIVE_APPOINTMENT_STATUSES, APPOINTMENT_STATUSES, PAYABLE_APPOINTMENT_STATUSES } from '@acolhe/shared-domain';
// schema.ts imports this file (the CHECK's list): `sessoes` is read only inside functions, at call time
import { sqlLiterals } from './literals';
import { sessoes } from './schema';

/** Every status a session may have (the CHECK sessoes_status_valid). */
export const SESSAO_STATUSES_SQL = sqlLiterals(APPOINTMENT_STATUSES);

/** `status` is one that holds a therapist's slot (PENDING, CONFIRMED). The exclusion constraint
 * sessoes_sem_sobreposicao (migration 0004) spells the same list; statuses.test.ts checks that
 * the two agree. */
export function holdsSlot(status: Column): SQL {
  return inArray(status, [...ACTIVE_APPOINTMENT_STATUSES]);
}

/** A waiting list's offer holds its time for its client (issue 46, src/espera): 'viva'. Nobody else
 * sees that time free (slots-mes, the next free slot) or books it (acolhe_reservar_sessao). */
export function holdsOfferedTime(estado: Column): SQL {
  return sql`${estado} = 'viva'`;
}

/** `status` is one of a session that is on or was held — it has a payment (shared-domain
 * PAYABLE_APPOINTMENT_STATUSES: CONFIRMED, COMPLETED). */
export function isPayable(status: Column): SQL {
  return inArray(status, [...PAYABLE_APPOINTMENT_STATUSES]);
}

/** The instant a `sessoes` row ends: its start plus its length. */
export function sessionEnd(): SQL {
  return sql`(${sessoes.startsAt} + make_interval(mins => ${sessoes.durationMinutes}))`;
}

/** The `sessoes` row took place by `now` (shared-domain tookPlace, as SQL): payable and ended. */
export function tookPlace(now: Date): SQL {
  return and(isPayable(sessoes.status), lte(sessionEnd(), now))!;
}
