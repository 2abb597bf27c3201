// Appointments. A session occupies [starts_at, occupied_until) = its length + the therapist's
// buffer; the exclusion constraint sessoes_sem_sobreposicao refuses two active (PENDING or
// CONFIRMED) sessions of one therapist that overlap, whatever their lengths — that, not a check
// here, is what keeps two clients out of one time under concurrency. The checks here give the
// pt-BR reason (notice, horizon, blocks) with shared-domain's slotProblem, the rule slots-mes uses.
// Status changes follow the shared status machine (canTransition) with a compare-and-set.
// Every change (booking, status, reschedule, the completion sweep) writes its notification for the
// other side in its own transaction (notificacoes/service.ts): both commit or neither does.
// The same transactions keep the reminders in step (written at confirmation, cancelled when the
// session is cancelled, declined, completed or moved) and bump calendar_sequence whenever a
// confirmed session's calendar event changes (moved, cancelled, new meeting link).
import type { CacheEvents } from '../lib/cache-events';
import { randomUUID } from 'node:crypto';
import { and, asc, desc, eq, lte, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import {
  BOOKING_HORIZON_DAYS,
  MAX_PENDING_PER_CLIENT,
  MAX_PENDING_PER_THERAPIST,
  appointmentStartsAt,
  canTransition,
  isLateCancellationBy,
  isLateClientMove,
  minutesToTime,
  occupiedRange,
  slotProblem,
  statusLabel,
  timeToMinutes,
  toAppointmentStatus,
  type Appointment,
  type TherapistAppointment,
  type AppointmentDetailsInput,
  type AppointmentStatus,
  type BookingRequest,
  type CancelReason,
  type NotificationType,
  type PaymentMethod,
  type RescheduleInput,
  type SessionFormat,
  type SlotProblem,
  type UserType,
  MODERACAO_MSG,
  VALIDATION_MESSAGES,
} from '@acolhe/shared-domain';
import { salaUrlOf } from './sala-url';
import type { AuthUser } from '../auth/verifier';
import type { Database, Executor } from '../db/client';
import { avaliacoes, sessoes, terapeutas, type SessaoRow, type TerapeutaRow } from '../db/schema';
import { holdsSlot, sessionEnd } from '../db/statuses';
import { rulesForDate } from '../agenda/service';
import { HttpError, badRequest, conflict, notFound, pgErrorCode } from '../lib/errors';
import { MSG } from '../lib/messages';
import { cancelReminders, notificationRows, notifySessions, refreshReminders, scheduleReminders } from '../notificacoes/service';
import { NOT_TAKING_REQUESTS_SQLSTATE, PENDING_LIMIT_SQLSTATE, PENDING_TOTAL_LIMIT_SQLSTATE, bookingContext, reserveSession, withSession, type NewSession } from './reserva';
import { endPendingSeriesOf, seriesAfterMove, seriesAfterStatusChange } from '../series/lifecycle';
import { insertPendingSeries, seriesWeekdayProblem } from '../series/requests';
import { findTherapistRow } from '../perfis/mapper';
import { OFFICE_COLUMNS, officeAddressFor, type OfficeRow as Office } from '../perfis/office';

/** calendar_sequence + 1, in the UPDATE that changes the event (RFC 5545: a newer SEQUENCE
 * replaces the event the recipient's calendar holds). */
const nextSequence = sql`${sessoes.calendarSequence} + 1`;

type Row = SessaoRow & { therapistName: string | null; office: Office | null; preferenciaSala: string | null };

/**
 * The one place a session becomes an answer, shaped for who reads it. Every route, the export and
 * anything else that hands a session to a person goes through here: the client of a CONFIRMED
 * presencial session gets the office address, nobody else needs it. No session carries clinical
 * notes (the prontuário holds them, encrypted — issue 40 item 4).
 */
export function appointmentFor(row: Row, viewer: 'terapeuta'): TherapistAppointment;
export function appointmentFor(row: Row, viewer: UserType): Appointment;
export function appointmentFor(row: Row, viewer: UserType): Appointment | TherapistAppointment {
  const status = toAppointmentStatus(row.status);
  const appointment: Appointment = {
    id: row.id,
    therapistId: row.terapeutaId,
    therapistName: row.therapistName ?? '',
    clientId: row.clienteId,
    clientName: row.clientName,
    cliente: { name: row.clientName },
    date: row.date,
    time: row.time,
    endTime: minutesToTime((timeToMinutes(row.time) + row.durationMinutes) % (24 * 60)),
    durationMinutes: row.durationMinutes,
    modality: row.modality as SessionFormat,
    status,
    notes: row.notes,
    createdAt: row.createdAt.toISOString(),
    meetingLink: row.meetingLink,
    salaUrl: salaUrlOf(row),
    lateCancellation: row.lateCancellation,
    serieId: row.serieId,
  };
  if (row.paymentMethod) appointment.paymentMethod = row.paymentMethod as PaymentMethod;
  if (row.cancelReason) appointment.cancelReason = row.cancelReason as CancelReason;
  if (row.cancelledBy) appointment.cancelledBy = row.cancelledBy as UserType;
  if (status === 'REJECTED' && row.declineReason) appointment.declineReason = row.declineReason;
  const from = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})$/.exec(row.rescheduledFrom);
  if (status === 'PENDING' && from) appointment.rescheduledFrom = { date: from[1]!, time: from[2]! };
  if (viewer === 'terapeuta') return appointment;
  const office = officeAddressFor(viewer, { status, modality: row.modality }, row.office);
  if (office) appointment.officeAddress = office;
  return appointment;
}

function selectWithNames(db: Executor) {
  return db
    .select({
      s: sessoes,
      therapistName: terapeutas.fullName,
      preferenciaSala: terapeutas.preferenciaSala,
      office: OFFICE_COLUMNS,
    })
    .from(sessoes)
    .innerJoin(terapeutas, eq(terapeutas.id, sessoes.terapeutaId));
}

const flatten = (r: { s: SessaoRow; therapistName: string | null; preferenciaSala: string | null; office: Office | null }): Row => ({
  ...r.s,
  therapistName: r.therapistName,
  preferenciaSala: r.preferenciaSala,
  office: r.office,
});


async function findAppointment(db: Executor, id: string): Promise<Row | undefined> {
  const [r] = await selectWithNames(db).where(eq(sessoes.id, id)).limit(1);
  return r ? flatten(r) : undefined;
}

/** 409 with the reason a slot cannot be booked. */
export function slotError(problem: SlotProblem, therapist: TerapeutaRow): HttpError {
  switch (problem) {
    case 'notice':
      return conflict(MSG.slotNotice(therapist.minNoticeHours));
    case 'horizon':
      return conflict(MSG.beyondHorizon(BOOKING_HORIZON_DAYS));
    case 'blocked':
      return conflict(MSG.slotBlocked);
    default:
      return conflict(MSG.slotUnavailable);
  }
}

/** The format of a booking: the one the therapist offers, or the client's choice when both are. */
function modalityFor(therapist: TerapeutaRow, asked: SessionFormat | undefined): SessionFormat {
  const offered = (['online', 'presencial'] as const).filter((f) => (f === 'online' ? therapist.offersOnline : therapist.offersPresencial));
  if (asked) {
    if (!offered.includes(asked)) throw badRequest(MSG.modalityNotOffered, { modality: MSG.modalityNotOffered });
    return asked;
  }
  if (offered.length === 1) return offered[0]!;
  if (offered.length === 0) return 'online';
  throw badRequest(VALIDATION_MESSAGES.modality, { modality: VALIDATION_MESSAGES.modality });
}

const isOverlap = (error: unknown) => pgErrorCode(error) === '23P01';

/** The caller's own active appointment at exactly this slot, if any (a retried booking). */
async function heldByCaller(db: Executor, caller: AuthUser, therapistId: string, date: string, time: string): Promise<Row | undefined> {
  const [r] = await selectWithNames(db)
    .where(
      and(
        eq(sessoes.terapeutaId, therapistId),
        eq(sessoes.clienteId, caller.sub),
        eq(sessoes.date, date),
        eq(sessoes.time, time),
        holdsSlot(sessoes.status),
      ),
    )
    .limit(1);
  return r ? flatten(r) : undefined;
}

export interface Created {
  appointment: Appointment;
  /** false when the caller already held this exact slot (a retry): 200, not 201 */
  created: boolean;
}

export async function createAppointment(db: Database, events: CacheEvents, caller: AuthUser, input: BookingRequest, now: Date): Promise<Created> {
  if (input.therapistId === caller.sub) throw conflict(MSG.ownAppointment);
  const found = await bookingContext(db, input.therapistId, caller.sub, input.date);
  if (!found) throw notFound(MSG.therapistNotFound);
  // only a public profile (verified, not suspended: perfis/publicacao.ts) takes a new request
  if (!found.publicado) throw conflict(MODERACAO_MSG.suspensoIndisponivel);
  const { therapist } = found;
  const modality = modalityFor(therapist, input.modality);
  // a series on a weekday the therapist does not work: said in its words, before anything else
  if (input.recorrencia) seriesWeekdayProblem(found.schedule, input.date);
  const rules = await rulesForDate(db, therapist, input.date, now, undefined, found);
  const problem = rules ? slotProblem(rules, input.date, input.time) : 'not-offered';
  if (problem === 'taken') {
    const own = await heldByCaller(db, caller, input.therapistId, input.date, input.time);
    if (own) return { appointment: appointmentFor(own, 'cliente'), created: false };
  }
  if (problem) throw slotError(problem, therapist);
  const range = occupiedRange(input.date, input.time, therapist.sessionDuration, therapist.bufferMinutes);
  const session: NewSession = {
    id: randomUUID(),
    terapeutaId: input.therapistId,
    clienteId: caller.sub,
    // the stored name wins (the write reads it under the client's lock); the token's otherwise
    clientName: found.parties.clientName || caller.name,
    date: input.date,
    time: input.time,
    status: 'PENDING',
    notes: input.notes,
    paymentMethod: input.paymentMethod ?? null,
    modality,
    durationMinutes: therapist.sessionDuration,
    bufferMinutes: therapist.bufferMinutes,
    startsAt: range.start,
    occupiedUntil: range.end,
    createdAt: now,
    updatedAt: now,
  };
  // the first session of a series is its request (issue 33): the series is written with it
  if (input.recorrencia) Object.assign(session, { serieId: randomUUID(), serieData: input.date });
  let inserted: SessaoRow;
  try {
    // the session and the therapist's notification of it commit together, in one statement
    // (and the client's own confirmation that the request went out, issue 30)
    const parties = withSession(found.parties, session);
    const rows = [...notificationRows('sessao-solicitada', parties, now), ...notificationRows('solicitacao-enviada', parties, now)];
    const limits = { perTherapist: MAX_PENDING_PER_THERAPIST, overall: MAX_PENDING_PER_CLIENT };
    const recurrence = input.recorrencia;
    inserted = recurrence
      ? await db.transaction(async (tx) => {
          await insertPendingSeries(tx, session, recurrence, now);
          return reserveSession(tx, session, rows, limits);
        })
      : await reserveSession(db, session, rows, limits);
  } catch (error) {
    if (pgErrorCode(error) === PENDING_LIMIT_SQLSTATE) throw conflict(MSG.tooManyPending(MAX_PENDING_PER_THERAPIST));
    if (pgErrorCode(error) === PENDING_TOTAL_LIMIT_SQLSTATE) throw conflict(MSG.tooManyPendingOverall(MAX_PENDING_PER_CLIENT));
    if (pgErrorCode(error) === NOT_TAKING_REQUESTS_SQLSTATE) throw conflict(MODERACAO_MSG.suspensoIndisponivel);
    if (isOverlap(error)) {
      // A concurrent request of the same client for this slot won: answer it, not a 409.
      const own = await heldByCaller(db, caller, input.therapistId, input.date, input.time);
      if (own) return { appointment: appointmentFor(own, 'cliente'), created: false };
      throw conflict(MSG.slotUnavailable);
    }
    throw error;
  }
  events.agendaChanged(input.therapistId);
  // the row as stored and the therapist's side as the context read it: no read back (one round trip fewer)
  const { therapistName, preferenciaSala, office } = found.parties;
  return { appointment: appointmentFor({ ...inserted, therapistName, preferenciaSala, office }, 'cliente'), created: true };
}

export async function listForTherapist(db: Database, therapistId: string): Promise<TherapistAppointment[]> {
  const rows = await selectWithNames(db)
    .where(eq(sessoes.terapeutaId, therapistId))
    .orderBy(asc(sessoes.date), asc(sessoes.time), asc(sessoes.createdAt));
  return rows.map((r) => appointmentFor(flatten(r), 'terapeuta'));
}

export async function listForClient(db: Database, clientId: string): Promise<Appointment[]> {
  const [rows, reviewed] = await Promise.all([
    selectWithNames(db)
      .where(eq(sessoes.clienteId, clientId))
      .orderBy(desc(sessoes.date), desc(sessoes.time), desc(sessoes.createdAt)),
    db.select({ terapeutaId: avaliacoes.terapeutaId }).from(avaliacoes).where(eq(avaliacoes.clienteId, clientId)),
  ]);
  const reviewedTherapists = new Set(reviewed.map((r) => r.terapeutaId));
  return rows.map((r) => {
    const appointment = appointmentFor(flatten(r), 'cliente');
    // one review per client and therapist: 'Avaliar' only where none exists yet (issue 30)
    if (appointment.status === 'COMPLETED' && !reviewedTherapists.has(appointment.therapistId)) appointment.canReview = true;
    return appointment;
  });
}

/** The appointment when `caller` is its client or its therapist; 404 otherwise (somebody
 * else's appointment is not revealed). */
export async function ownAppointment(db: Executor, caller: AuthUser, id: string): Promise<Row> {
  const row = await findAppointment(db, id);
  const owns = row && (caller.tipo === 'terapeuta' ? row.terapeutaId === caller.sub : row.clienteId === caller.sub);
  if (!row || !owns) throw notFound(MSG.appointmentNotFound);
  return row;
}

/** The message a status change sends to the other side. */
function statusChangeNotification(by: UserType, to: AppointmentStatus): NotificationType | undefined {
  if (by === 'cliente') return to === 'CANCELLED' ? 'sessao-cancelada-pelo-cliente' : undefined;
  switch (to) {
    case 'CONFIRMED':
      return 'sessao-confirmada';
    case 'REJECTED':
      return 'sessao-recusada';
    case 'CANCELLED':
      return 'sessao-cancelada-pelo-terapeuta';
    case 'COMPLETED':
      return 'sessao-concluida';
    default:
      return undefined;
  }
}

export async function changeStatus(
  db: Database,
  events: CacheEvents,
  caller: AuthUser,
  id: string,
  to: AppointmentStatus,
  now: Date,
  declineReason = '',
): Promise<Appointment> {
  // a reason belongs to a decline only (declineReasonSchema has trimmed and measured it)
  if (declineReason && to !== 'REJECTED') throw badRequest(MSG.declineReasonOnlyForDecline, { declineReason: MSG.declineReasonOnlyForDecline });
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
  // a decided request is no longer a reschedule request
  const set: PgUpdateSetSource<typeof sessoes> = { status: to, updatedAt: now, rescheduledFrom: '' };
  if (to === 'REJECTED') set.declineReason = declineReason;
  // a cancellation or a decline is an update of the calendar event (its CANCEL must outrank any
  // invitation sent before, even one of a confirmed session moved back to a request)
  if (to === 'CANCELLED' || to === 'REJECTED') set.calendarSequence = nextSequence;
  if (to === 'CANCELLED') {
    set.cancelledBy = caller.tipo;
    // Free until 24 h before the start; after that a client may still cancel, and the therapist
    // sees it marked late.
    set.lateCancellation = isLateCancellationBy(caller.tipo, current.date, current.time, now);
  }
  const tipo = statusChangeNotification(caller.tipo, to);
  await db.transaction(async (tx) => {
    // Compare-and-set: only if nobody changed the status in between.
    const updated = await tx
      .update(sessoes)
      .set(set)
      .where(and(eq(sessoes.id, id), eq(sessoes.status, from)))
      .returning({ id: sessoes.id });
    if (updated.length === 0) throw conflict(MSG.conflict);
    if (to === 'CONFIRMED') await scheduleReminders(tx, [id], now);
    else await cancelReminders(tx, [id]); // cancelled, declined or completed: nothing to remind
    // the first session of a pending series answers for the series (issue 33)
    await seriesAfterStatusChange(tx, current, to, now);
    const change = {
      eraSolicitacao: from === 'PENDING',
      eraConfirmada: from === 'CONFIRMED',
      ...(to === 'REJECTED' && declineReason ? { motivoRecusa: declineReason } : {}),
    };
    if (tipo) await notifySessions(tx, tipo, [id], now, change);
    // the client's own cancellation: their e-mail says it was done and drops the calendar event
    if (to === 'CANCELLED' && caller.tipo === 'cliente') await notifySessions(tx, 'cancelamento-registrado', [id], now, change);
  });
  // the client's review of this therapist, if any, is now verified: a badge on the profile only
  if (to === 'COMPLETED') events.publicReadsChanged({ profiles: [current.terapeutaId], lists: 'unchanged' });
  events.agendaChanged(current.terapeutaId); // this replica's calendars at once; the others hear the trigger
  return appointmentFor((await findAppointment(db, id))!, caller.tipo);
}

/**
 * Moves a PENDING or CONFIRMED session to another slot in one statement: the new range is checked
 * by the same exclusion constraint and the old one is freed with it. The client's move needs the
 * therapist's confirmation again (PENDING); the therapist's keeps the status.
 */
export async function reschedule(db: Database, events: CacheEvents, caller: AuthUser, id: string, input: RescheduleInput, now: Date): Promise<Appointment> {
  const current = await ownAppointment(db, caller, id);
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
    await db.transaction(async (tx) => {
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
      // the reminders follow the session: those of the old time go, the new time gets its own
      // while it stays confirmed (the therapist's move); a client's move waits for confirmation
      if (from === 'CONFIRMED') await cancelReminders(tx, [id]);
      if (status === 'CONFIRMED') await scheduleReminders(tx, [id], now);
      await seriesAfterMove(tx, current, input.date, input.time, now);
      const tipo = caller.tipo === 'cliente' ? 'sessao-remarcada-pelo-cliente' : 'sessao-remarcada-pelo-terapeuta';
      const change = { dataAnterior: current.date, horaAnterior: current.time, eraConfirmada: from === 'CONFIRMED' };
      await notifySessions(tx, tipo, [id], now, change);
      // the client's own move: told what became of the old slot (freed) and of the new (a request)
      if (caller.tipo === 'cliente') await notifySessions(tx, 'remarcacao-enviada', [id], now, change);
    });
  } catch (error) {
    if (isOverlap(error)) throw conflict(MSG.slotUnavailable);
    throw error;
  }
  events.agendaChanged(current.terapeutaId);
  return appointmentFor((await findAppointment(db, id))!, caller.tipo);
}

/**
 * The therapist's meeting link (clinical notes are the prontuário's: the schema refuses
 * `therapistNotes` before this runs — issue 40 item 4). A new link on a CONFIRMED online session is news for the
 * client: the message ('link-da-sessao-alterado', with the calendar event updated) and the
 * reminders still to come (they carry the link) are written in the transaction of the change.
 * The same link again tells nobody anything.
 */
export async function updateDetails(db: Database, caller: AuthUser, id: string, input: AppointmentDetailsInput, now: Date): Promise<Appointment> {
  await ownAppointment(db, caller, id);
  await db.transaction(async (tx) => {
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
      await refreshReminders(tx, [id], now);
      if (newLink && before.modality === 'online') {
        await notifySessions(tx, 'link-da-sessao-alterado', [id], now, { haviaLink: before.meetingLink.trim() !== '' });
      }
    }
  });
  return appointmentFor((await findAppointment(db, id))!, caller.tipo);
}

/** PENDING requests the therapist has not answered by their start minus the therapist's minimum
 * notice expire: CANCELLED with the platform's reason 'solicitacao-expirada' (nobody cancelled
 * them), the slot freed, and both sides told in the same transaction. Past that moment no client
 * could book the slot any more, so nobody may keep it on hold either. A sweep like the completion
 * below: restart-safe, and idempotent on any number of replicas (the UPDATE takes PENDING rows
 * only, so a therapist's confirmation racing it wins or loses whole). */
export async function expireUnansweredRequests(db: Executor, events: CacheEvents, now: Date): Promise<number> {
  const expired = await db.transaction(async (tx) => {
    const rows = await tx
      .update(sessoes)
      .set({ status: 'CANCELLED', cancelReason: 'solicitacao-expirada', updatedAt: now })
      .where(
        and(
          eq(sessoes.status, 'PENDING'),
          sql`${sessoes.startsAt} - make_interval(hours => (SELECT t.min_notice_hours FROM terapeutas t WHERE t.id = ${sessoes.terapeutaId})) <= ${now}`,
        ),
      )
      .returning({ id: sessoes.id, terapeutaId: sessoes.terapeutaId });
    await endPendingSeriesOf(
      tx,
      rows.map((r) => r.id),
      now,
    );
    await notifySessions(
      tx,
      'solicitacao-expirada',
      rows.map((r) => r.id),
      now,
      { eraSolicitacao: true },
    );
    return rows;
  });
  for (const terapeutaId of new Set(expired.map((r) => r.terapeutaId))) events.agendaChanged(terapeutaId);
  return expired.length;
}

/** CONFIRMED sessions that have ended become COMPLETED (the therapist may still do it by hand),
 * and their clients get the review invitation with it. A sweep, not a timer per session:
 * restart-safe and idempotent on any number of replicas (a session completes, and is announced,
 * once: the UPDATE only takes CONFIRMED rows). */
export async function completeEndedSessions(db: Executor, events: CacheEvents, now: Date): Promise<number> {
  const done = await db.transaction(async (tx) => {
    const rows = await tx
      .update(sessoes)
      .set({ status: 'COMPLETED', updatedAt: now })
      .where(and(eq(sessoes.status, 'CONFIRMED'), lte(sessionEnd(), now)))
      .returning({ id: sessoes.id, terapeutaId: sessoes.terapeutaId });
    // a reminder not sent by now has nothing left to remind (a worker that was down)
    await cancelReminders(
      tx,
      rows.map((r) => r.id),
    );
    // each client is invited to review, in the same transaction as the completion
    await notifySessions(
      tx,
      'sessao-concluida',
      rows.map((r) => r.id),
      now,
    );
    return rows;
  });
  // reviews of these clients are now verified: a badge on their therapists' profiles only
  if (done.length > 0) events.publicReadsChanged({ profiles: [...new Set(done.map((r) => r.terapeutaId))], lists: 'unchanged' });
  return done.length;
}
