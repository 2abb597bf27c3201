// When a session took place, as SQL over the `sessoes` row (one rule for the completion sweep and
// the prontuário's 'última sessão' and retention — issue 41 item 6).
import { sql, type SQL } from 'drizzle-orm';
import { sessoes } from '../db/schema';

/** The session's end (start + its length) is at or before `now`: a CONFIRMED one is then completed
 * by the sweep (service.ts completeEndedSessions). */
export function sessionEndedBy(now: Date): SQL {
  return sql`${sessoes.startsAt} + make_interval(mins => ${sessoes.durationMinutes}) <= ${now}`;
}

/** The session took place by `now`: completed, or confirmed and ended (the sweep completes it within
 * minutes). A confirmed session still to come never counts as held. */
export function heldBy(now: Date): SQL {
  return sql`(${sessoes.status} = 'COMPLETED' OR (${sessoes.status} = 'CONFIRMED' AND ${sessionEndedBy(now)}))`;
}
