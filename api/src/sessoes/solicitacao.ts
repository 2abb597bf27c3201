// A client's request of a session (POST /sessoes). A session occupies [starts_at, occupied_until) =
// its length + the therapist's buffer; the exclusion constraint sessoes_sem_sobreposicao refuses two
// active (PENDING or CONFIRMED) sessions of one therapist that overlap, whatever their lengths —
// that, not a check here, is what keeps two clients out of one time under concurrency. The checks
// here give the pt-BR reason (notice, horizon, blocks) with shared-domain's slotProblem, the rule
// slots-mes uses. The request publishes SessaoSolicitada: its subscribers prepare their outbox rows
// from the booking's context BEFORE the write, and acolhe_reservar_sessao writes the session and
// those rows in one statement (issue 47 item 2: no round trip is added by the events). A series'
// request (issue 33) publishes SerieSolicitada first, in the same transaction: the series slice
// writes the series' row the first session points at.
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import {
  BOOKING_HORIZON_DAYS,
  MAX_PENDING_PER_CLIENT,
  MAX_PENDING_PER_THERAPIST,
  MODERACAO_MSG,
  VALIDATION_MESSAGES,
  occupiedRange,
  reservedOnAcceptance,
  slotProblem,
  todayIso,
  type Appointment,
  type BookingRequest,
  type SeriesTerms,
  type SessionFormat,
  type SlotProblem,
} from '@acolhe/shared-domain';
import { rulesForDate } from '../agenda/service';
import type { AuthUser } from '../auth/verifier';
import type { Database, Executor } from '../db/client';
import { sessoes, type SessaoRow, type TerapeutaRow } from '../db/schema';
import { holdsSlot } from '../db/statuses';
import type { EventBus } from '../eventos/bus';
import { HttpError, badRequest, conflict, notFound, pgErrorCode } from '../lib/errors';
import { MSG } from '../lib/messages';
import type { SessaoRef } from './events';
import { sessoesComPartes, vistaDe, type SessaoVista } from './partes';
import { seriesWeekdayProblem } from './recorrencia';
import { EXTERNAL_BUSY_SQLSTATE, HELD_FOR_WAITING_LIST_SQLSTATE, NOT_TAKING_REQUESTS_SQLSTATE, PENDING_LIMIT_SQLSTATE, PENDING_TOTAL_LIMIT_SQLSTATE, bookingContext, reserveSession, withSession, type NewSession } from './reserva';
import { appointmentFor } from './resposta';

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

export const isOverlap = (error: unknown) => pgErrorCode(error) === '23P01';

/** The answer to acolhe_horario_livre's refusal (the booking's and a move's alike), if it is one:
 * busy in an external calendar reads as a block; a time held for someone of the waiting list is, to
 * anybody else, simply not free (issue 46). */
export function rangeTakenError(error: unknown, therapist: TerapeutaRow): HttpError | undefined {
  if (pgErrorCode(error) === EXTERNAL_BUSY_SQLSTATE) return slotError('blocked', therapist);
  if (pgErrorCode(error) === HELD_FOR_WAITING_LIST_SQLSTATE) return conflict(MSG.slotUnavailable);
  return undefined;
}

/** The caller's own active appointment at exactly this slot, if any (a retried booking). */
async function heldByCaller(db: Executor, caller: AuthUser, therapistId: string, date: string, time: string): Promise<SessaoVista | undefined> {
  const [r] = await sessoesComPartes(db)
    .where(and(eq(sessoes.terapeutaId, therapistId), eq(sessoes.clienteId, caller.sub), eq(sessoes.date, date), eq(sessoes.time, time), holdsSlot(sessoes.status)))
    .limit(1);
  return r ? vistaDe(r) : undefined;
}

export interface Created {
  appointment: Appointment;
  /** false when the caller already held this exact slot (a retry): 200, not 201 */
  created: boolean;
}

export async function createAppointment(db: Database, bus: EventBus, caller: AuthUser, input: BookingRequest, now: Date): Promise<Created> {
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
  const recurrence = input.recorrencia;
  const serieId = recurrence ? randomUUID() : null;
  if (serieId) Object.assign(session, { serieId, serieData: input.date });
  const ref: SessaoRef = { sessaoId: session.id, terapeutaId: session.terapeutaId, clienteId: session.clienteId, serieId };
  // what its reactions write with it (the therapist's message, the client's receipt), rendered
  // from what the context read: the session and those rows commit together, in one statement
  // a series' request says what the series commits to (issue 44 item 1): accepted today, what it reserves
  const terms: SeriesTerms | undefined = recurrence
    ? { recorrencia: recurrence, inicio: session.date, hora: session.time, preco: therapist.sessionPrice > 0 ? therapist.sessionPrice : null, reserva: { ...reservedOnAcceptance(recurrence, session.date, todayIso(now)), prevista: true } }
    : undefined;
  const { event, rows } = bus.prepared('SessaoSolicitada', ref, withSession(found.parties, session, terms), now);
  const limits = { perTherapist: MAX_PENDING_PER_THERAPIST, overall: MAX_PENDING_PER_CLIENT };
  let inserted: SessaoRow;
  try {
    inserted =
      recurrence && serieId
        ? await bus.transaction(db, now, async (tx, publish) => {
            await publish('SerieSolicitada', { serieId, sessaoId: session.id, terapeutaId: session.terapeutaId, clienteId: session.clienteId, data: session.date, hora: session.time, recorrencia: recurrence, modalidade: modality });
            return reserveSession(tx, session, rows, limits);
          })
        : await reserveSession(db, session, rows, limits);
  } catch (error) {
    if (pgErrorCode(error) === PENDING_LIMIT_SQLSTATE) throw conflict(MSG.tooManyPending(MAX_PENDING_PER_THERAPIST));
    if (pgErrorCode(error) === PENDING_TOTAL_LIMIT_SQLSTATE) throw conflict(MSG.tooManyPendingOverall(MAX_PENDING_PER_CLIENT));
    if (pgErrorCode(error) === NOT_TAKING_REQUESTS_SQLSTATE) throw conflict(MODERACAO_MSG.suspensoIndisponivel);
    const taken = rangeTakenError(error, therapist);
    if (taken) throw taken;
    if (isOverlap(error)) {
      // A concurrent request of the same client for this slot won: answer it, not a 409.
      const own = await heldByCaller(db, caller, input.therapistId, input.date, input.time);
      if (own) return { appointment: appointmentFor(own, 'cliente'), created: false };
      throw conflict(MSG.slotUnavailable);
    }
    throw error;
  }
  await bus.afterCommitOf([event]);
  // the row as stored and the therapist's side as the context read it: no read back (one round trip fewer)
  const { therapistName, preferenciaSala, office } = found.parties;
  return { appointment: appointmentFor({ ...inserted, therapistName, preferenciaSala, office }, 'cliente'), created: true };
}
