// The room of a series (issue 41 item 4): its ONE recurring calendar event can only give one
// address, the series' room page (/serie/{id}/sala), which asks here which session's room to open —
// the first of the series taking place whose room has not closed yet (shared-domain janelaDaSala:
// open until 15 minutes after the end), so the link of the calendar leads to today's session.
import { and, asc, eq, gt, sql } from 'drizzle-orm';
import { SALA_FECHA_MINUTOS_DEPOIS, type SerieSalaAnswer } from '@acolhe/shared-domain';
import type { AuthUser } from '../auth/verifier';
import type { Database } from '../db/client';
import { sessoes } from '../db/schema';
import { isPayable } from '../db/statuses';
import { ownSeries } from './service';

/** GET /series/{id}/sala: its client or its therapist (404 for anybody else). */
export async function serieSala(db: Database, caller: AuthUser, id: string, now: Date): Promise<SerieSalaAnswer> {
  const serie = await ownSeries(db, caller, id);
  const [next] = await db
    .select({ id: sessoes.id })
    .from(sessoes)
    .where(
      and(
        eq(sessoes.serieId, serie.id),
        // a room opens for a session that is on or was held (db/statuses isPayable), as sala/service.ts
        isPayable(sessoes.status),
        // the room closes SALA_FECHA_MINUTOS_DEPOIS after the session's end
        gt(sql`${sessoes.startsAt} + make_interval(mins => ${sessoes.durationMinutes} + ${SALA_FECHA_MINUTOS_DEPOIS})`, sql`${now.toISOString()}::timestamptz`),
      ),
    )
    .orderBy(asc(sessoes.startsAt))
    .limit(1);
  return { sessaoId: next?.id ?? null };
}
