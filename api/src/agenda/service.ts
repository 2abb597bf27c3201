// Weekly availability (SPEC §3 record + sessionDuration) and the month's slots.
// Slots come from the shared generateSlots (via slotsForMonth / slotsForDate), minus PENDING and
// CONFIRMED appointments, minus times that already started (Brazil wall clock,
// America/Sao_Paulo, UTC-3).
import { and, eq, gte, inArray, lte } from 'drizzle-orm';
import {
  ACTIVE_APPOINTMENT_STATUSES,
  appointmentStartsAt,
  datesOfMonth,
  slotsForDate,
  slotsForMonth,
  type AvailabilityInput,
  type AvailabilityRecord,
  type Slot,
} from '@acolhe/shared-domain';
import type { Database, Executor } from '../db/client';
import { disponibilidades, sessoes, type DisponibilidadeRow } from '../db/schema';
import { notFound } from '../lib/errors';
import { MSG } from '../lib/messages';
import { publicReadsChanged } from '../lib/public-cache';
import { findTherapistRow } from '../terapeutas/mapper';

export const AVAILABILITY_DEFAULT_DURATION = 60;

function toRecord(row: DisponibilidadeRow): AvailabilityRecord {
  return {
    id: row.recordId,
    therapistId: row.terapeutaId,
    schedule: [...row.schedule].sort((a, b) => a.dayOfWeek - b.dayOfWeek),
    sessionDuration: row.sessionDuration,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function findAvailability(db: Executor, therapistId: string): Promise<DisponibilidadeRow | undefined> {
  const [row] = await db.select().from(disponibilidades).where(eq(disponibilidades.terapeutaId, therapistId)).limit(1);
  return row;
}

/** The saved record; a therapist who never saved one gets `schedule: []` (the editor then shows
 * its default, SPEC §4) with `id: ''`. */
export async function getAvailability(db: Database, therapistId: string): Promise<AvailabilityRecord> {
  const row = await findAvailability(db, therapistId);
  if (row) return toRecord(row);
  return {
    id: '',
    therapistId,
    schedule: [],
    sessionDuration: AVAILABILITY_DEFAULT_DURATION,
    createdAt: '',
    updatedAt: '',
  };
}

export async function saveAvailability(
  db: Database,
  therapistId: string,
  input: AvailabilityInput,
  now: Date,
): Promise<AvailabilityRecord> {
  const schedule = [...input.schedule]
    .sort((a, b) => a.dayOfWeek - b.dayOfWeek)
    .map((d) => ({ dayOfWeek: d.dayOfWeek, isAvailable: d.isAvailable, workingHours: { ...d.workingHours } }));
  const [row] = await db
    .insert(disponibilidades)
    .values({
      terapeutaId: therapistId,
      recordId: String(now.getTime()),
      schedule,
      sessionDuration: input.sessionDuration,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoUpdate({
      target: disponibilidades.terapeutaId,
      set: { recordId: String(now.getTime()), schedule, sessionDuration: input.sessionDuration, updatedAt: now },
    })
    .returning();
  // No cached public read shows the weekly schedule today (slots are never cached); cleared
  // anyway so a card field derived from it could not go stale unnoticed. Saves are rare.
  publicReadsChanged();
  return toRecord(row!);
}

async function takenSlots(db: Executor, therapistId: string, from: string, to: string) {
  return db
    .select({ date: sessoes.date, time: sessoes.time })
    .from(sessoes)
    .where(
      and(
        eq(sessoes.terapeutaId, therapistId),
        gte(sessoes.date, from),
        lte(sessoes.date, to),
        inArray(sessoes.status, [...ACTIVE_APPOINTMENT_STATUSES]),
      ),
    );
}

/** Every slot of the month with its `available` flag (taken or already started → false).
 * A therapist without a saved availability has no slots. */
export async function monthSlots(db: Database, therapistId: string, year: number, month: number, now: Date): Promise<Slot[]> {
  const therapist = await findTherapistRow(db, therapistId);
  if (!therapist) throw notFound(MSG.therapistNotFound);
  const availability = await findAvailability(db, therapistId);
  if (!availability) return [];
  const dates = datesOfMonth(year, month);
  const taken = await takenSlots(db, therapistId, dates[0]!, dates[dates.length - 1]!);
  return slotsForMonth({
    schedule: availability.schedule,
    sessionDuration: availability.sessionDuration,
    year,
    month,
    taken,
    now,
  });
}

/** True when `time` on `date` is one of the therapist's generated slots and has not started.
 * Whether it is already taken is left to the database (partial unique index). */
export function isGeneratedFutureSlot(availability: DisponibilidadeRow | undefined, date: string, time: string, now: Date): boolean {
  if (!availability) return false;
  if (!slotsForDate(availability.schedule, availability.sessionDuration, date).includes(time)) return false;
  return appointmentStartsAt(date, time).getTime() > now.getTime();
}
