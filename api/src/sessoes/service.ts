// Appointments. Creation checks the slot against the therapist's generated future slots; the
// partial unique index (terapeuta_id, date, time) WHERE status IN ('PENDING','CONFIRMED') is
// what keeps two clients out of one slot under concurrency. Status changes follow the shared
// status machine (canTransition) and are applied with a compare-and-set on the old status.
import { randomUUID } from 'node:crypto';
import { and, asc, count, desc, eq } from 'drizzle-orm';
import {
  appointmentStartsAt,
  canTransition,
  statusLabel,
  toAppointmentStatus,
  type Appointment,
  type AppointmentDetailsInput,
  type AppointmentStatus,
  BOOKING_HORIZON_DAYS,
  MAX_PENDING_PER_THERAPIST,
  isWithinBookingHorizon,
  type BookingRequest,
  type CancelReason,
  type PaymentMethod,
} from '@acolhe/shared-domain';
import type { AuthUser } from '../auth/verifier';
import type { Database, Executor } from '../db/client';
import { clientes, sessoes, terapeutas, type SessaoRow } from '../db/schema';
import { findAvailability, isGeneratedFutureSlot } from '../agenda/service';
import { conflict, isUniqueViolation, notFound } from '../lib/errors';
import { MSG } from '../lib/messages';
import { findTherapistRow } from '../terapeutas/mapper';

type Row = SessaoRow & { therapistName: string | null };

export function toAppointment(row: Row): Appointment {
  const appointment: Appointment = {
    id: row.id,
    therapistId: row.terapeutaId,
    therapistName: row.therapistName ?? '',
    clientId: row.clienteId,
    clientName: row.clientName,
    cliente: { name: row.clientName },
    date: row.date,
    time: row.time,
    status: toAppointmentStatus(row.status),
    notes: row.notes,
    createdAt: row.createdAt.toISOString(),
    meetingLink: row.meetingLink,
    therapistNotes: row.therapistNotes,
  };
  if (row.paymentMethod) appointment.paymentMethod = row.paymentMethod as PaymentMethod;
  if (row.cancelReason) appointment.cancelReason = row.cancelReason as CancelReason;
  return appointment;
}

function selectWithNames(db: Executor) {
  return db
    .select({ s: sessoes, therapistName: terapeutas.fullName })
    .from(sessoes)
    .innerJoin(terapeutas, eq(terapeutas.id, sessoes.terapeutaId));
}

const flatten = (r: { s: SessaoRow; therapistName: string | null }): Row => ({ ...r.s, therapistName: r.therapistName });

async function findAppointment(db: Executor, id: string): Promise<Row | undefined> {
  const [r] = await selectWithNames(db).where(eq(sessoes.id, id)).limit(1);
  return r ? flatten(r) : undefined;
}

export async function createAppointment(db: Database, caller: AuthUser, input: BookingRequest, now: Date): Promise<Appointment> {
  if (input.therapistId === caller.sub) throw conflict(MSG.ownAppointment);
  const therapist = await findTherapistRow(db, input.therapistId);
  if (!therapist) throw notFound(MSG.therapistNotFound);
  if (!isWithinBookingHorizon(input.date, now)) throw conflict(MSG.beyondHorizon(BOOKING_HORIZON_DAYS));
  const availability = await findAvailability(db, input.therapistId);
  if (!isGeneratedFutureSlot(availability, input.date, input.time, now)) throw conflict(MSG.slotUnavailable);
  const id = randomUUID();
  try {
    await db.transaction(async (tx) => {
      // The client's row lock serialises this client's bookings, so the pending limit holds
      // under concurrent requests on any number of replicas.
      const [client] = await tx.select({ name: clientes.name }).from(clientes).where(eq(clientes.id, caller.sub)).for('update');
      const [pending] = await tx
        .select({ n: count() })
        .from(sessoes)
        .where(and(eq(sessoes.clienteId, caller.sub), eq(sessoes.terapeutaId, input.therapistId), eq(sessoes.status, 'PENDING')));
      if (Number(pending?.n ?? 0) >= MAX_PENDING_PER_THERAPIST) throw conflict(MSG.tooManyPending(MAX_PENDING_PER_THERAPIST));
      await tx.insert(sessoes).values({
        id,
        terapeutaId: input.therapistId,
        clienteId: caller.sub,
        clientName: client?.name || caller.name,
        date: input.date,
        time: input.time,
        status: 'PENDING',
        notes: input.notes,
        paymentMethod: input.paymentMethod ?? null,
        createdAt: now,
        updatedAt: now,
      });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(MSG.slotUnavailable);
    throw error;
  }
  return toAppointment((await findAppointment(db, id))!);
}

export async function listForTherapist(db: Database, therapistId: string): Promise<Appointment[]> {
  const rows = await selectWithNames(db)
    .where(eq(sessoes.terapeutaId, therapistId))
    .orderBy(asc(sessoes.date), asc(sessoes.time), asc(sessoes.createdAt));
  return rows.map((r) => toAppointment(flatten(r)));
}

export async function listForClient(db: Database, clientId: string): Promise<Appointment[]> {
  const rows = await selectWithNames(db)
    .where(eq(sessoes.clienteId, clientId))
    .orderBy(desc(sessoes.date), desc(sessoes.time), desc(sessoes.createdAt));
  return rows.map((r) => toAppointment(flatten(r)));
}

/** The appointment when `caller` is its client or its therapist; 404 otherwise (somebody
 * else's appointment is not revealed). */
export async function ownAppointment(db: Executor, caller: AuthUser, id: string): Promise<Row> {
  const row = await findAppointment(db, id);
  const owns = row && (caller.tipo === 'terapeuta' ? row.terapeutaId === caller.sub : row.clienteId === caller.sub);
  if (!row || !owns) throw notFound(MSG.appointmentNotFound);
  return row;
}

export async function changeStatus(
  db: Database,
  caller: AuthUser,
  id: string,
  to: AppointmentStatus,
  now: Date,
): Promise<Appointment> {
  const current = await ownAppointment(db, caller, id);
  const from = toAppointmentStatus(current.status);
  if (from === to) throw conflict(MSG.sameStatus(statusLabel(to)));
  const startsAt = appointmentStartsAt(current.date, current.time);
  if (!canTransition(from, to, caller.tipo, { startsAt, now })) {
    const started = now.getTime() >= startsAt.getTime();
    if (to === 'CANCELLED' && started && canTransition(from, to, caller.tipo, { startsAt, now: new Date(startsAt.getTime() - 1) })) {
      throw conflict(MSG.cancelAfterStart);
    }
    if (to === 'COMPLETED' && !started && canTransition(from, to, caller.tipo, { startsAt, now: startsAt })) {
      throw conflict(MSG.completeBeforeStart);
    }
    throw conflict(MSG.transitionNotAllowed(statusLabel(from), statusLabel(to)));
  }
  // Compare-and-set: only if nobody changed the status in between.
  const updated = await db
    .update(sessoes)
    .set({ status: to, updatedAt: now })
    .where(and(eq(sessoes.id, id), eq(sessoes.status, from)))
    .returning({ id: sessoes.id });
  if (updated.length === 0) throw conflict(MSG.conflict);
  return toAppointment((await findAppointment(db, id))!);
}

export async function updateDetails(
  db: Database,
  caller: AuthUser,
  id: string,
  input: AppointmentDetailsInput,
  now: Date,
): Promise<Appointment> {
  await ownAppointment(db, caller, id);
  const set: Partial<typeof sessoes.$inferInsert> = { updatedAt: now };
  if (input.meetingLink !== undefined) set.meetingLink = input.meetingLink;
  if (input.therapistNotes !== undefined) set.therapistNotes = input.therapistNotes;
  await db.update(sessoes).set(set).where(eq(sessoes.id, id));
  return toAppointment((await findAppointment(db, id))!);
}
