// A therapist's agenda: the weekly hours, the one session length (in the profile) with its buffer
// and minimum notice, blocked periods and extra hours, the national holidays they keep closed, and
// the month's slots computed from all of it by shared-domain's monthSlots — the same rules
// POST /sessoes applies (slotProblem), so the calendar never offers what the api would refuse.
// Its writes publish the agenda's events (./events.ts) in their transaction; the caches hear them.
import { randomUUID } from 'node:crypto';
import { and, asc, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import {
  appointmentStartsAt,
  datesOfMonth,
  instantToWallClock,
  wallClockToInstant,
  VALIDATION_MESSAGES,
  monthSlots as computeMonthSlots,
  slotsStableUntil,
  type AgendaBlock,
  type AgendaBlockInput,
  type AgendaHoliday,
  type AgendaRules,
  type AvailabilityDay,
  type AvailabilityInput,
  type AvailabilityRecord,
  type ExtraHours,
  type TimeRange,
} from '@acolhe/shared-domain';
import type { Database, Executor } from '../db/client';
import { prepared } from '../db/prepared';
import type { EventBus } from '../eventos/bus';
import { publicadoColumn } from '../perfis/publicacao';
import { agendaBloqueios, bloqueios, disponibilidades, esperaOfertas, feriadosAbertos, sessoes, TERAPEUTA_COLUMNS, terapeutas, type BloqueioRow, type TerapeutaRow } from '../db/schema';
import { holdsOfferedTime, holdsSlot } from '../db/statuses';
import { badRequest, forbidden, notFound } from '../lib/errors';
import { MSG } from '../lib/messages';
import type { MonthOfSlots } from './slots-cache';
import { findTherapistRow } from '../perfis/mapper';
import type { AgendaStretch } from './events';
import { nationalHolidays } from './holidays';

/** 'YYYY-MM-DD' → the next date. */
const nextDay = (date: string) => new Date(Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10)) + 1)).toISOString().slice(0, 10);

/** Only the therapist reads or writes their own agenda: anybody else hears 403, or 404 when the
 * therapist does not exist (decided before the 403, as the api always answered). */
export async function assertOwnAgenda(db: Executor, caller: { sub: string; tipo: string }, therapistId: string): Promise<void> {
  if (caller.tipo === 'terapeuta' && caller.sub === therapistId) return;
  if (!(await findTherapistRow(db, therapistId))) throw notFound(MSG.therapistNotFound);
  throw forbidden(MSG.forbidden);
}

export async function findAvailability(db: Executor, therapistId: string) {
  const [row] = await prepared(db, 'disponibilidade', (d, name) =>
    d.select().from(disponibilidades).where(eq(disponibilidades.terapeutaId, sql.placeholder('therapistId'))).limit(1).prepare(name),
  ).execute({ therapistId });
  return row;
}

/** The saved record with the profile's length, buffer and notice; a therapist who never saved
 * one gets `schedule: []` (the editor then shows its default) with `id: ''`. */
export async function getAvailability(db: Executor, therapistId: string): Promise<AvailabilityRecord> {
  const therapist = await findTherapistRow(db, therapistId);
  if (!therapist) throw notFound(MSG.therapistNotFound);
  const row = await findAvailability(db, therapistId);
  return {
    id: row?.recordId ?? '',
    therapistId,
    schedule: row ? [...row.schedule].sort((a, b) => a.dayOfWeek - b.dayOfWeek) : [],
    sessionDuration: therapist.sessionDuration,
    bufferMinutes: therapist.bufferMinutes,
    minNoticeHours: therapist.minNoticeHours,
    createdAt: row?.createdAt.toISOString() ?? '',
    updatedAt: row?.updatedAt.toISOString() ?? '',
  };
}

/** Saves the weekly hours; length, buffer and notice, when sent, go to the profile (one value).
 * Existing appointments keep the length they were booked with. Publishes DisponibilidadeSalva
 * (the profile and the cards show the session length; an open day decides publication). */
export async function saveAvailability(db: Database, bus: EventBus, therapistId: string, input: AvailabilityInput, now: Date): Promise<AvailabilityRecord> {
  const schedule = [...input.schedule]
    .sort((a, b) => a.dayOfWeek - b.dayOfWeek)
    .map((d) => ({ dayOfWeek: d.dayOfWeek, isAvailable: d.isAvailable, workingHours: { ...d.workingHours } }));
  await bus.transaction(db, now, async (tx, publish) => {
    await tx
      .insert(disponibilidades)
      .values({ terapeutaId: therapistId, recordId: String(now.getTime()), schedule, createdAt: now, updatedAt: now })
      .onConflictDoUpdate({ target: disponibilidades.terapeutaId, set: { recordId: String(now.getTime()), schedule, updatedAt: now } });
    const profile: Partial<TerapeutaRow> = {};
    if (input.sessionDuration !== undefined) profile.sessionDuration = input.sessionDuration;
    if (input.bufferMinutes !== undefined) profile.bufferMinutes = input.bufferMinutes;
    if (input.minNoticeHours !== undefined) profile.minNoticeHours = input.minNoticeHours;
    if (Object.keys(profile).length > 0) await tx.update(terapeutas).set({ ...profile, updatedAt: now }).where(eq(terapeutas.id, therapistId));
    await publish('DisponibilidadeSalva', { therapistId, start: now.toISOString(), end: null, effect: 'both' });
  });
  return getAvailability(db, therapistId);
}

// ---------------------------------------------------------------- blocks and extra hours

// São Paulo wall clock ↔ instant: shared-domain's wallClockToInstant / instantToWallClock (one offset).

function toBlock(row: BloqueioRow): AgendaBlock {
  return { id: row.id, start: instantToWallClock(row.inicio), end: instantToWallClock(row.fim), reason: row.motivo, kind: row.tipo as AgendaBlock['kind'] };
}

/** Blocks and extra hours that have not ended yet, in order. */
export async function listBlocks(db: Executor, therapistId: string, now: Date): Promise<AgendaBlock[]> {
  const rows = await db
    .select()
    .from(bloqueios)
    .where(and(eq(bloqueios.terapeutaId, therapistId), gt(bloqueios.fim, now)))
    .orderBy(asc(bloqueios.inicio), asc(bloqueios.id));
  return rows.map(toBlock);
}

/** The stretch a block or an extra period covers, and what creating it does (removing it: the
 * opposite). */
function blockStretch(therapistId: string, row: Pick<BloqueioRow, 'inicio' | 'fim' | 'tipo'>, created: boolean): AgendaStretch {
  const opens = (row.tipo === 'extra') === created;
  return { therapistId, start: row.inicio.toISOString(), end: row.fim.toISOString(), effect: opens ? 'opened' : 'closed' };
}

/** Creates a block or an extra period; publishes BloqueioCriado. One that has already ended is
 * refused (400 at its end): it would change nothing and reads as if it had (issue 44). */
export async function createBlock(db: Database, bus: EventBus, therapistId: string, input: AgendaBlockInput, now: Date): Promise<AgendaBlock> {
  if (wallClockToInstant(input.end) <= now) throw badRequest(VALIDATION_MESSAGES.blockPast, { end: VALIDATION_MESSAGES.blockPast });
  return bus.transaction(db, now, async (tx, publish) => {
    const [row] = await tx
      .insert(bloqueios)
      .values({ id: randomUUID(), terapeutaId: therapistId, inicio: wallClockToInstant(input.start), fim: wallClockToInstant(input.end), motivo: input.reason, tipo: input.kind, createdAt: now })
      .returning();
    const block = toBlock(row!);
    await publish('BloqueioCriado', { ...blockStretch(therapistId, row!, true), blockId: block.id, kind: block.kind });
    return block;
  });
}

/** Removes one of the therapist's blocks or extra periods (404 when it is not theirs); publishes
 * BloqueioRemovido. */
export async function deleteBlock(db: Database, bus: EventBus, therapistId: string, blockId: string, now: Date): Promise<void> {
  await bus.transaction(db, now, async (tx, publish) => {
    const [deleted] = await tx
      .delete(bloqueios)
      .where(and(eq(bloqueios.id, blockId), eq(bloqueios.terapeutaId, therapistId)))
      .returning({ id: bloqueios.id, inicio: bloqueios.inicio, fim: bloqueios.fim, tipo: bloqueios.tipo });
    if (!deleted) throw notFound(MSG.blockNotFound);
    await publish('BloqueioRemovido', { ...blockStretch(therapistId, deleted, false), blockId: deleted.id, kind: deleted.tipo as AgendaBlock['kind'] });
  });
}

// ---------------------------------------------------------------- holidays

export async function listHolidays(db: Executor, therapistId: string, year: number): Promise<AgendaHoliday[]> {
  const holidays = nationalHolidays(year);
  const open = await openHolidayDates(db, therapistId, holidays.map((h) => h.date));
  return holidays.map((h) => ({ ...h, open: open.has(h.date) }));
}

async function openHolidayDates(db: Executor, therapistId: string, dates: string[]): Promise<Set<string>> {
  if (dates.length === 0) return new Set();
  const rows = await db
    .select({ data: feriadosAbertos.data })
    .from(feriadosAbertos)
    .where(and(eq(feriadosAbertos.terapeutaId, therapistId), inArray(feriadosAbertos.data, dates)));
  return new Set(rows.map((r) => r.data));
}

/** Opens (or closes again) a national holiday in the therapist's agenda; publishes FeriadoAlterado
 * when that changed anything (its whole São Paulo day). */
export async function setHolidayOpen(db: Database, bus: EventBus, therapistId: string, date: string, open: boolean, now: Date): Promise<AgendaHoliday> {
  const holiday = nationalHolidays(Number(date.slice(0, 4))).find((h) => h.date === date);
  if (!holiday) throw notFound(MSG.holidayNotFound);
  await bus.transaction(db, now, async (tx, publish) => {
    const changed = open
      ? await tx.insert(feriadosAbertos).values({ terapeutaId: therapistId, data: date }).onConflictDoNothing().returning({ data: feriadosAbertos.data })
      : await tx
          .delete(feriadosAbertos)
          .where(and(eq(feriadosAbertos.terapeutaId, therapistId), eq(feriadosAbertos.data, date)))
          .returning({ data: feriadosAbertos.data });
    if (changed.length === 0) return;
    const start = appointmentStartsAt(date, '00:00');
    const end = appointmentStartsAt(nextDay(date), '00:00');
    await publish('FeriadoAlterado', { therapistId, start: start.toISOString(), end: end.toISOString(), effect: open ? 'opened' : 'closed', date, open });
  });
  return { ...holiday, open };
}

// ---------------------------------------------------------------- the rules of a period

/** Sessions holding time of a therapist that overlap (after, before), and the times held for
 * someone of the waiting list (issue 46: live offers, src/espera) — busy to everybody else — in one
 * query (one round trip on PGlite's thread), as the search's next free slot reads them. */
const busyQuery = (db: Executor) =>
  prepared(db, 'agenda_ocupado', (d, name) =>
    d
      .select({ id: sessoes.id, startsAt: sessoes.startsAt, occupiedUntil: sessoes.occupiedUntil })
      .from(sessoes)
      .where(
        and(
          eq(sessoes.terapeutaId, sql.placeholder('therapistId')),
          holdsSlot(sessoes.status),
          lt(sessoes.startsAt, sql.placeholder('before')),
          gt(sessoes.occupiedUntil, sql.placeholder('after')),
        ),
      )
      .unionAll(
        d
          .select({ id: esperaOfertas.id, startsAt: esperaOfertas.startsAt, occupiedUntil: esperaOfertas.occupiedUntil })
          .from(esperaOfertas)
          .where(
            and(
              eq(esperaOfertas.terapeutaId, sql.placeholder('therapistId')),
              holdsOfferedTime(esperaOfertas.estado),
              lt(esperaOfertas.startsAt, sql.placeholder('before')),
              gt(esperaOfertas.occupiedUntil, sql.placeholder('after')),
            ),
          ),
      )
      .prepare(name),
  );

/** Blocks and extra hours of a therapist that overlap (after, before), with the busy intervals of
 * their external calendars as blocks (the view agenda_bloqueios, migration 0035). */
const blocksQuery = (db: Executor) =>
  prepared(db, 'agenda_bloqueios', (d, name) =>
    d
      .select({ tipo: agendaBloqueios.tipo, inicio: agendaBloqueios.inicio, fim: agendaBloqueios.fim })
      .from(agendaBloqueios)
      .where(
        and(eq(agendaBloqueios.terapeutaId, sql.placeholder('therapistId')), lt(agendaBloqueios.inicio, sql.placeholder('before')), gt(agendaBloqueios.fim, sql.placeholder('after'))),
      )
      .prepare(name),
  );

/** What agendaRules reads for [from, to): the sessions holding time in it (a day more on each
 * side: a session of the day before may run into it) and the blocks and extra hours overlapping it.
 * Also the bounds sessoes/reserva.ts bookingContext reads them with, in the same query. */
export function agendaBounds(from: string, to: string) {
  const start = appointmentStartsAt(from, '00:00');
  const end = appointmentStartsAt(to, '00:00');
  return {
    busyBefore: new Date(end.getTime() + 86_400_000).toISOString(),
    busyAfter: new Date(start.getTime() - 86_400_000).toISOString(),
    blocksBefore: end.toISOString(),
    blocksAfter: start.toISOString(),
  };
}

/** The sessions and blocks of a period as agendaRules uses them. */
export interface AgendaReads {
  busy: { id: string; startsAt: Date; occupiedUntil: Date }[];
  blocks: Pick<BloqueioRow, 'tipo' | 'inicio' | 'fim'>[];
}

/** Everything slotProblem/monthSlots need for [from, to) ('YYYY-MM-DD', to exclusive), or null
 * for a therapist without weekly hours. `exceptAppointment` leaves one session out of what is
 * busy (it is being moved), or one offer of the waiting list (the time it holds is being checked). */
export async function agendaRules(
  db: Executor,
  therapist: TerapeutaRow,
  from: string,
  to: string,
  now: Date,
  exceptAppointment?: string,
  /** the weekly hours when the caller already read them, and the period's sessions and blocks when
   * it read those too, with agendaBounds(from, to) (sessoes/reserva.ts bookingContext) */
  known?: { schedule: AvailabilityDay[] | null; reads?: AgendaReads },
): Promise<AgendaRules | null> {
  const schedule = known ? known.schedule : ((await findAvailability(db, therapist.id))?.schedule ?? null);
  if (!schedule) return null;
  const bounds = agendaBounds(from, to);
  // a booking reads its own (sessions only: acolhe_reservar_sessao decides a held time itself)
  const [busyRows, blockRows] = known?.reads
    ? [known.reads.busy, known.reads.blocks]
    : await Promise.all([
        busyQuery(db).execute({ therapistId: therapist.id, before: bounds.busyBefore, after: bounds.busyAfter }),
        blocksQuery(db).execute({ therapistId: therapist.id, before: bounds.blocksBefore, after: bounds.blocksAfter }),
      ]);
  const years = [...new Set([Number(from.slice(0, 4)), Number(to.slice(0, 4))])];
  const holidays = years.flatMap((y) => nationalHolidays(y)).filter((h) => h.date >= from && h.date < to);
  const open = await openHolidayDates(db, therapist.id, holidays.map((h) => h.date));
  const busy: TimeRange[] = busyRows.filter((r) => r.id !== exceptAppointment).map((r) => ({ start: r.startsAt, end: r.occupiedUntil }));
  const blocks: TimeRange[] = blockRows.filter((b) => b.tipo === 'bloqueio').map((b) => ({ start: b.inicio, end: b.fim }));
  const extras: ExtraHours[] = blockRows.filter((b) => b.tipo === 'extra').map(extraHoursOf);
  return {
    schedule,
    sessionDuration: therapist.sessionDuration,
    bufferMinutes: therapist.bufferMinutes,
    minNoticeHours: therapist.minNoticeHours,
    busy,
    blocks,
    extras,
    closedDates: new Set(holidays.filter((h) => !open.has(h.date)).map((h) => h.date)),
    now,
  };
}

/** An extra-hours period as the window it opens on its first date (a period running past
 * midnight opens that date until 23:59). The next free slot of the search reads it too. */
export function extraHoursOf(row: Pick<BloqueioRow, 'inicio' | 'fim'>): ExtraHours {
  const start = instantToWallClock(row.inicio);
  const end = instantToWallClock(row.fim);
  return { date: start.slice(0, 10), start: start.slice(11), end: start.slice(0, 10) === end.slice(0, 10) ? end.slice(11) : '23:59' };
}

/** A therapist's record with their weekly hours (null: never saved), in one query. */
async function therapistWithSchedule(
  db: Executor,
  therapistId: string,
): Promise<{ therapist: TerapeutaRow; schedule: AvailabilityDay[] | null; publicado: boolean } | undefined> {
  const [row] = await prepared(db, 'terapeuta_disponibilidade', (d, name) =>
    d
      .select({ therapist: TERAPEUTA_COLUMNS, schedule: disponibilidades.schedule, publicado: publicadoColumn() })
      .from(terapeutas)
      .leftJoin(disponibilidades, eq(disponibilidades.terapeutaId, terapeutas.id))
      .where(eq(terapeutas.id, sql.placeholder('therapistId')))
      .limit(1)
      .prepare(name),
  ).execute({ therapistId });
  return row ? { therapist: row.therapist, schedule: row.schedule ?? null, publicado: row.publicado === true } : undefined;
}

/** Every offered slot of the month with its `available` flag, and until when that holds if
 * nothing is written (the api caches it: ./slots-cache.ts). */
export async function monthSlots(db: Database, therapistId: string, year: number, month: number, now: Date): Promise<MonthOfSlots> {
  const found = await therapistWithSchedule(db, therapistId);
  if (!found) throw notFound(MSG.therapistNotFound);
  // a profile that is not public (not verified, suspended…) offers no slot (perfis/publicacao.ts)
  if (!found.publicado) return { slots: [], validUntil: new Date(now.getTime() + 60 * 60_000) };
  const dates = datesOfMonth(year, month);
  const rules = await agendaRules(db, found.therapist, dates[0]!, nextDay(dates[dates.length - 1]!), now, undefined, found);
  if (!rules) return { slots: [], validUntil: new Date(now.getTime() + 60 * 60_000) };
  const slots = computeMonthSlots(rules, year, month);
  return { slots, validUntil: slotsStableUntil(rules, slots) };
}

/** The rules around one date (a booking or a move). */
export function rulesForDate(
  db: Executor,
  therapist: TerapeutaRow,
  date: string,
  now: Date,
  exceptAppointment?: string,
  known?: { schedule: AvailabilityDay[] | null; reads?: AgendaReads },
) {
  return agendaRules(db, therapist, date, nextDay(date), now, exceptAppointment, known);
}

/** agendaBounds of one date (what rulesForDate reads). */
export const dateBounds = (date: string) => agendaBounds(date, nextDay(date));

