// The next free slot of many therapists at once, with the agenda's own rules (shared-domain
// dayTimes/slotProblem; the agenda slice's national holidays, read bounds and extra hours): the
// same answer slots-mes would give, read in five queries for the whole batch instead of four per
// therapist. Bounded: NEXT_SLOT_DAYS ahead.
import { and, gt, inArray, lt, sql } from 'drizzle-orm';
import {
  dayTimes,
  instantToWallClock,
  slotProblem,
  todayIso,
  wallClockToInstant,
  type AgendaRules,
  type AvailabilityDay,
  type TimeRange,
} from '@acolhe/shared-domain';
import type { Executor } from '../db/client';
import { agendaBloqueios, disponibilidades, feriadosAbertos, sessoes, terapeutas } from '../db/schema';
import { holdsSlot } from '../db/statuses';
import { nationalHolidays } from '../agenda/holidays';
import { agendaBounds, extraHoursOf } from '../agenda/service';

/** The stored next slot ('YYYY-MM-DDTHH:MM', São Paulo) as the cards show it. */
export const storedNextSlot = (stored: Date | null): string | null => (stored ? instantToWallClock(stored) : null);

/** How far the cards look for a free slot (issue 19: 14 days). */
export const NEXT_SLOT_DAYS = 14;
/** 'Atende esta semana': a free slot within this many days. */
export const THIS_WEEK_DAYS = 7;
/** A stored next slot is recomputed after this long (bookings elsewhere do not tell the search). */
export const NEXT_SLOT_TTL_MS = 5 * 60_000;
/** At most this many therapists are recomputed by one search (batches of NEXT_SLOT_BATCH). */
export const NEXT_SLOT_REFRESH_MAX = 2000;
const NEXT_SLOT_BATCH = 500;

export interface AgendaHead {
  id: string;
  sessionDuration: number;
  bufferMinutes: number;
  minNoticeHours: number;
}

const addDays = (iso: string, n: number) =>
  new Date(Date.UTC(Number(iso.slice(0, 4)), Number(iso.slice(5, 7)) - 1, Number(iso.slice(8, 10)) + n)).toISOString().slice(0, 10);

/** id → the next free slot ('YYYY-MM-DDTHH:MM', São Paulo) within `days`, or null. */
export async function nextSlotsFor(db: Executor, heads: readonly AgendaHead[], now: Date, days = NEXT_SLOT_DAYS): Promise<Map<string, string | null>> {
  const out = new Map<string, string | null>();
  if (heads.length === 0) return out;
  const ids = heads.map((h) => h.id);
  const from = todayIso(now);
  const to = addDays(from, days); // exclusive
  // the same bounds the agenda reads one therapist with (a session of the day before may run into it)
  const bounds = agendaBounds(from, to);
  const holidays = [...new Set([from.slice(0, 4), to.slice(0, 4)])]
    .flatMap((y) => nationalHolidays(Number(y)))
    .filter((h) => h.date >= from && h.date < to)
    .map((h) => h.date);
  const [schedules, busyRows, blockRows, openRows] = await Promise.all([
    db
      .select({ id: disponibilidades.terapeutaId, schedule: disponibilidades.schedule })
      .from(disponibilidades)
      .where(inArray(disponibilidades.terapeutaId, ids)),
    db
      .select({ id: sessoes.terapeutaId, start: sessoes.startsAt, end: sessoes.occupiedUntil })
      .from(sessoes)
      .where(
        and(
          inArray(sessoes.terapeutaId, ids),
          holdsSlot(sessoes.status),
          lt(sessoes.startsAt, new Date(bounds.busyBefore)),
          gt(sessoes.occupiedUntil, new Date(bounds.busyAfter)),
        ),
      ),
    db
      // blocks and extra hours, with the external calendars' busy intervals as blocks (migration 0035)
      .select({ id: agendaBloqueios.terapeutaId, inicio: agendaBloqueios.inicio, fim: agendaBloqueios.fim, tipo: agendaBloqueios.tipo })
      .from(agendaBloqueios)
      .where(and(inArray(agendaBloqueios.terapeutaId, ids), lt(agendaBloqueios.inicio, new Date(bounds.blocksBefore)), gt(agendaBloqueios.fim, new Date(bounds.blocksAfter)))),
    holidays.length === 0
      ? Promise.resolve([] as { id: string; data: string }[])
      : db
          .select({ id: feriadosAbertos.terapeutaId, data: feriadosAbertos.data })
          .from(feriadosAbertos)
          .where(and(inArray(feriadosAbertos.terapeutaId, ids), inArray(feriadosAbertos.data, holidays))),
  ]);
  const group = <T extends { id: string }>(rows: readonly T[]) => {
    const map = new Map<string, T[]>();
    for (const r of rows) map.set(r.id, [...(map.get(r.id) ?? []), r]);
    return map;
  };
  const scheduleOf = new Map(schedules.map((s) => [s.id, s.schedule as AvailabilityDay[]]));
  const busyOf = group(busyRows);
  const blocksOf = group(blockRows);
  const openOf = group(openRows);
  const dates = Array.from({ length: days }, (_, i) => addDays(from, i));
  for (const head of heads) {
    const schedule = scheduleOf.get(head.id);
    if (!schedule) {
      out.set(head.id, null);
      continue;
    }
    const open = new Set((openOf.get(head.id) ?? []).map((o) => o.data));
    const blocks = blocksOf.get(head.id) ?? [];
    const rules: AgendaRules = {
      schedule,
      sessionDuration: head.sessionDuration,
      bufferMinutes: head.bufferMinutes,
      minNoticeHours: head.minNoticeHours,
      busy: (busyOf.get(head.id) ?? []).map((b): TimeRange => ({ start: b.start, end: b.end })),
      blocks: blocks.filter((b) => b.tipo === 'bloqueio').map((b): TimeRange => ({ start: b.inicio, end: b.fim })),
      extras: blocks.filter((b) => b.tipo === 'extra').map(extraHoursOf),
      closedDates: new Set(holidays.filter((d) => !open.has(d))),
      now,
    };
    let found: string | null = null;
    for (const date of dates) {
      const time = dayTimes(rules, date).find((t) => slotProblem(rules, date, t) === null);
      if (time) {
        found = `${date}T${time}`;
        break;
      }
    }
    out.set(head.id, found);
  }
  return out;
}

const HEAD_COLUMNS = {
  id: terapeutas.id,
  sessionDuration: terapeutas.sessionDuration,
  bufferMinutes: terapeutas.bufferMinutes,
  minNoticeHours: terapeutas.minNoticeHours,
};

/** Recomputes the stored next slot of the therapists matching `where` whose value is missing,
 * older than NEXT_SLOT_TTL_MS or already inside their notice (at most `max`, by default
 * NEXT_SLOT_REFRESH_MAX). Returns how many were recomputed. */
export async function refreshStoredNextSlots(db: Executor, where: ReturnType<typeof and>, now: Date, max = NEXT_SLOT_REFRESH_MAX): Promise<number> {
  const staleBefore = new Date(now.getTime() - NEXT_SLOT_TTL_MS);
  let done = 0;
  while (done < max) {
    const heads = await db
      .select(HEAD_COLUMNS)
      .from(terapeutas)
      .where(
        and(
          where,
          sql`(${terapeutas.proximoHorarioEm} IS NULL OR ${terapeutas.proximoHorarioEm} < ${staleBefore.toISOString()}::timestamptz
            OR ${terapeutas.proximoHorario} < ${now.toISOString()}::timestamptz + make_interval(hours => ${terapeutas.minNoticeHours}))`,
        ),
      )
      .limit(NEXT_SLOT_BATCH);
    if (heads.length === 0) break;
    const next = await nextSlotsFor(db, heads, now);
    const json = JSON.stringify(heads.map((h) => ({ id: h.id, p: next.get(h.id) ? wallClockToInstant(next.get(h.id)!).toISOString() : null })));
    await db.execute(sql`UPDATE ${terapeutas} t SET proximo_horario = x.p, proximo_horario_em = ${now.toISOString()}::timestamptz
      FROM json_to_recordset(${json}::json) AS x(id text, p timestamptz) WHERE t.id = x.id`);
    done += heads.length;
    if (heads.length < NEXT_SLOT_BATCH) break;
  }
  return done;
}
