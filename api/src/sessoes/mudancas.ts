// The changes of a session after its request: its answer, cancellation and completion (the shared
// status machine, canTransition, with a compare-and-set), a move to another slot, and the meeting
// link. Each writes its state and publishes what happened in the same transaction (./events.ts):
// the messages and reminders, the series' reactions and the caches are subscribers, so both commit
// or neither does. A change of the calendar event bumps calendar_sequence in the same UPDATE
// (moved, cancelled, declined, a new meeting link).
import { and, eq, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import {
  appointmentStartsAt,
  canTransition,
  isLateCancellationBy,
  isLateClientMove,
  occupiedRange,
  slotProblem,
  statusLabel,
  toAppointmentStatus,
  type Appointment,
  type AppointmentDetailsInput,
  type AppointmentStatus,
  type RescheduleInput,
} from '@acolhe/shared-domain';
import { rulesForDate } from '../agenda/service';
import type { AuthUser } from '../auth/verifier';
import type { Database } from '../db/client';
import { sessoes } from '../db/schema';
import type { EventBus } from '../eventos/bus';
import { badRequest, conflict, notFound } from '../lib/errors';
import { MSG } from '../lib/messages';
import { findTherapistRow } from '../perfis/mapper';
import type { SessaoRef } from './events';
import { sessaoVisivelPara, type SessaoVista } from './partes';
import { appointmentFor } from './resposta';
import { checkRangeFree, takeTherapistTurn } from './reserva';
import { isOverlap, rangeTakenError, slotError } from './solicitacao';

/** calendar_sequence + 1, in the UPDATE that changes the event (RFC 5545: a newer SEQUENCE
 * replaces the event the recipient's calendar holds). */
const nextSequence = sql`${sessoes.calendarSequence} + 1`;

export const refOf = (row: Pick<SessaoVista, 'id' | 'terapeutaId' | 'clienteId' | 'serieId'>): SessaoRef => ({
  sessaoId: row.id,
  terapeutaId: row.terapeutaId,
  clienteId: row.clienteId,
  serieId: row.serieId,
});

export async function changeStatus(
  db: Database,
  bus: EventBus,
  caller: AuthUser,
  id: string,
  to: AppointmentStatus,
  now: Date,
  declineReason = '',
): Promise<Appointment> {
  // a reason belongs to a decline only (declineReasonSchema has trimmed and measured it)
  if (declineReason && to !== 'REJECTED') throw badRequest(MSG.declineReasonOnlyForDecline, { declineReason: MSG.declineReasonOnlyForDecline });
  const current = await sessaoVisivelPara(db, caller, id);
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
  // a decided request is no longer a reschedule request
  const set: PgUpdateSetSource<typeof sessoes> = { status: to, updatedAt: now, rescheduledFrom: '' };
  if (to === 'REJECTED') set.declineReason = declineReason;
  // a cancellation or a decline is an update of the calendar event (its CANCEL must outrank any
  // invitation sent before, even one of a confirmed session moved back to a request)
  if (to === 'CANCELLED' || to === 'REJECTED') set.calendarSequence = nextSequence;
  // Free until FREE_CANCELLATION_HOURS before the start; after that a client may still cancel, and
  // the therapist sees it marked late (the one rule: shared-domain isLateCancellationBy).
  const tardia = to === 'CANCELLED' && isLateCancellationBy(caller.tipo, current.date, current.time, now);
  if (to === 'CANCELLED') Object.assign(set, { cancelledBy: caller.tipo, lateCancellation: tardia });
  const ref = refOf(current);
  await bus.transaction(db, now, async (tx, publish) => {
    // Compare-and-set: only if nobody changed the status in between.
    const updated = await tx
      .update(sessoes)
      .set(set)
      .where(and(eq(sessoes.id, id), eq(sessoes.status, from)))
      .returning({ id: sessoes.id });
    if (updated.length === 0) throw conflict(MSG.conflict);
    if (to === 'CONFIRMED') await publish('SessaoConfirmada', ref);
    else if (to === 'REJECTED') await publish('SessaoRecusada', ref);
    else if (to === 'CANCELLED') await publish('SessaoCancelada', { ...ref, por: caller.tipo, tardia, eraConfirmada: from === 'CONFIRMED' });
    else if (to === 'COMPLETED') await publish('SessaoConcluida', { sessoes: [ref], por: 'terapeuta' });
  });
  return appointmentFor(await sessaoVisivelPara(db, caller, id), caller.tipo);
}

/**
 * Moves a PENDING or CONFIRMED session to another slot in one statement: the new range is checked
 * by the same exclusion constraint and the old one is freed with it; busy intervals of external
 * calendars and waiting-list holds, under the therapist's turn, as the booking checks them. The client's move needs the
 * therapist's confirmation again (PENDING); the therapist's keeps the status.
 */
export async function reschedule(db: Database, bus: EventBus, caller: AuthUser, id: string, input: RescheduleInput, now: Date): Promise<Appointment> {
  const current = await sessaoVisivelPara(db, caller, id);
  const from = toAppointmentStatus(current.status);
  if (from !== 'PENDING' && from !== 'CONFIRMED') throw conflict(MSG.notReschedulable(statusLabel(from)));
  if (current.date === input.date && current.time === input.time) throw conflict(MSG.sameSlot);
  // moving it out of the late window, then cancelling, would escape the late mark
  if (caller.tipo === 'cliente' && isLateClientMove(from, current.date, current.time, now)) throw conflict(MSG.lateMove);
  const therapist = (await findTherapistRow(db, current.terapeutaId))!;
  const rules = await rulesForDate(db, therapist, input.date, now, id);
  const problem = rules ? slotProblem(rules, input.date, input.time) : 'not-offered';
  if (problem) throw slotError(problem, therapist);
  const range = occupiedRange(input.date, input.time, therapist.sessionDuration, therapist.bufferMinutes);
  const status = caller.tipo === 'cliente' ? 'PENDING' : from;
  try {
    await bus.transaction(db, now, async (tx, publish) => {
      // the slots were read before this transaction: under the turn every writer of busy intervals
      // and waiting-list holds takes, the new range is checked again by the booking's own text
      await takeTherapistTurn(tx, current.terapeutaId);
      await checkRangeFree(tx, current.terapeutaId, current.clienteId, range, now);
      const updated = await tx
        .update(sessoes)
        .set({
          date: input.date,
          time: input.time,
          durationMinutes: therapist.sessionDuration,
          bufferMinutes: therapist.bufferMinutes,
          startsAt: range.start,
          occupiedUntil: range.end,
          status,
          updatedAt: now,
          // the client's move is a request the therapist must see as one (from the first slot asked)
          rescheduledFrom: caller.tipo === 'cliente' ? current.rescheduledFrom || `${current.date}T${current.time}` : '',
          // a confirmed session's event moves (or, back to PENDING, is no longer a given)
          ...(from === 'CONFIRMED' ? { calendarSequence: nextSequence } : {}),
        })
        .where(and(eq(sessoes.id, id), eq(sessoes.status, from), eq(sessoes.date, current.date), eq(sessoes.time, current.time)))
        .returning({ id: sessoes.id });
      if (updated.length === 0) throw conflict(MSG.conflict);
      await publish('SessaoRemarcada', {
        ...refOf(current),
        por: caller.tipo,
        de: { data: current.date, hora: current.time },
        para: { data: input.date, hora: input.time },
        eraConfirmada: from === 'CONFIRMED',
        confirmada: status === 'CONFIRMED',
      });
    });
  } catch (error) {
    if (isOverlap(error)) throw conflict(MSG.slotUnavailable);
    throw rangeTakenError(error, therapist) ?? error;
  }
  return appointmentFor(await sessaoVisivelPara(db, caller, id), caller.tipo);
}

/**
 * The therapist's meeting link (clinical notes are the prontuário's: the schema refuses
 * `therapistNotes` before this runs — issue 40 item 4). A new link on a CONFIRMED session is news:
 * LinkDaSessaoAlterado, in the transaction of the change (the client's message, with the calendar
 * event updated, and the reminders still to come, which carry the link). The same link again tells
 * nobody anything.
 */
export async function updateDetails(db: Database, bus: EventBus, caller: AuthUser, id: string, input: AppointmentDetailsInput, now: Date): Promise<Appointment> {
  const current = await sessaoVisivelPara(db, caller, id);
  await bus.transaction(db, now, async (tx, publish) => {
    // locked: two concurrent edits of the link announce each new link once, in order
    const [before] = await tx
      .select({ status: sessoes.status, modality: sessoes.modality, meetingLink: sessoes.meetingLink })
      .from(sessoes)
      .where(eq(sessoes.id, id))
      .for('update');
    if (!before) throw notFound(MSG.appointmentNotFound);
    const set: PgUpdateSetSource<typeof sessoes> = { updatedAt: now };
    if (input.meetingLink !== undefined) set.meetingLink = input.meetingLink;
    const newLink = input.meetingLink?.trim();
    const linkChanged = newLink !== undefined && newLink !== before.meetingLink.trim();
    const confirmed = before.status === 'CONFIRMED';
    if (linkChanged && confirmed) set.calendarSequence = nextSequence;
    await tx.update(sessoes).set(set).where(eq(sessoes.id, id));
    if (linkChanged && confirmed) {
      await publish('LinkDaSessaoAlterado', { ...refOf(current), online: before.modality === 'online', comLink: Boolean(newLink), haviaLink: before.meetingLink.trim() !== '' });
    }
  });
  return appointmentFor(await sessaoVisivelPara(db, caller, id), caller.tipo);
}
