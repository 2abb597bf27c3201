// The booking's reads and its write, in as few trips to the database as the rules allow: one read
// of the therapist with their weekly hours, both parties, and the sessions and blocks around the
// date (what the slot rules and the notification need; issue 35: one function call,
// acolhe_contexto_reserva, since PGlite plans every query it is sent again), and one write —
// acolhe_reservar_sessao (./sql), which takes the client's lock and the therapist's turn,
// counts the client's pending requests (with this therapist, and overall), and inserts the session
// and the outbox rows the SessaoSolicitada subscribers prepared (eventos/bus.ts `prepared`) in a
// single statement (the rows through the outbox's one write, acolhe_escrever_notificacoes). On
// PGlite every trip is ~0.5 ms of the api's one thread; on PostgreSQL the locks are no longer held
// across round trips.
import { sql } from 'drizzle-orm';
import type { AvailabilityDay, SeriesTerms } from '@acolhe/shared-domain';
import type { Executor } from '../db/client';
import { firstRowOf, fromColumnNames, toColumnNames } from '../db/columns';
import { contas, sessoes, terapeutas, type SessaoRow, type TerapeutaRow } from '../db/schema';
import { officeRowOf } from '../perfis/office';
import { dateBounds, type AgendaReads } from '../agenda/service';
import type { OutboxJsonRow } from '../eventos/bus';
import type { Parties, SessionParties } from './partes';

/** SQLSTATE acolhe_reservar_sessao raises when the client already has the maximum of pending
 * requests with this therapist. */
export const PENDING_LIMIT_SQLSTATE = 'AC001';
/** …and when the client already has the maximum of pending requests overall (migration 0015). */
export const PENDING_TOTAL_LIMIT_SQLSTATE = 'AC002';
/** …and when the therapist was suspended or lost its verification after the service's read of it
 * (checked again under a share lock of the therapist's row). */
export const NOT_TAKING_REQUESTS_SQLSTATE = 'AC004';
/** SQLSTATE acolhe_reservar_sessao raises when the time is busy in an external calendar (issue 45). */
export const EXTERNAL_BUSY_SQLSTATE = 'AC005';
/** …and when the time is held for another client of the therapist's waiting list (a live offer,
 * issue 46: src/espera). */
export const HELD_FOR_WAITING_LIST_SQLSTATE = 'AC462';

/** One booking of this therapist at a time, as acolhe_reservar_sessao takes it (migration 0013):
 * overlapping inserts would otherwise deadlock on the exclusion constraint. A series' occurrences
 * (series/occurrences.ts) take the same turn. */
export const takeTherapistTurn = (tx: Executor, therapistId: string) =>
  tx.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${`acolhe_agenda:${therapistId}`}, 0))`);

/** Under the turn (takeTherapistTurn, in the same transaction): raises EXTERNAL_BUSY_SQLSTATE or
 * HELD_FOR_WAITING_LIST_SQLSTATE when [start, end) is busy in an external calendar or held for
 * another client than `clientId` — acolhe_horario_livre (./sql), the text the booking uses too. */
export const checkRangeFree = (tx: Executor, therapistId: string, clientId: string, range: { start: Date; end: Date }, now: Date) =>
  tx.execute(
    sql`select acolhe_horario_livre(${therapistId}, ${clientId}, ${range.start.toISOString()}::timestamptz, ${range.end.toISOString()}::timestamptz, ${now.toISOString()}::timestamptz)`,
  );

/** What a booking writes; every other column takes its default. */
export type NewSession = Required<
  Pick<
    typeof sessoes.$inferInsert,
    | 'id'
    | 'terapeutaId'
    | 'clienteId'
    | 'clientName'
    | 'date'
    | 'time'
    | 'status'
    | 'notes'
    | 'paymentMethod'
    | 'modality'
    | 'durationMinutes'
    | 'bufferMinutes'
    | 'startsAt'
    | 'occupiedUntil'
    | 'createdAt'
    | 'updatedAt'
  >
> &
  // the first session of a series (issue 33)
  Partial<Pick<typeof sessoes.$inferInsert, 'serieId' | 'serieData'>>;

export interface BookingContext {
  therapist: TerapeutaRow;
  /** perfis/publicacao.ts: only a public profile takes a new booking */
  publicado: boolean;
  schedule: AvailabilityDay[] | null;
  parties: Parties;
  /** the sessions holding time and the blocks around the date, as agendaRules reads them */
  reads: AgendaReads;
}

/** acolhe_contexto_reserva's value (db/functions): rows keyed by column name, as JSON. */
interface ContextJson {
  terapeuta: Record<string, unknown>;
  publicado: boolean;
  schedule: AvailabilityDay[] | null;
  cliente: { name: string; email: string } | null;
  conta_terapeuta: Record<string, unknown> | null;
  conta_cliente: Record<string, unknown> | null;
  ocupadas: { id: string; starts_at: string; occupied_until: string }[];
  bloqueios: { tipo: string; inicio: string; fim: string }[];
}

/** The therapist (with weekly hours), both sides of a booking by `clientId`, and the therapist's
 * sessions and blocks around `date`, in one call of acolhe_contexto_reserva (db/functions: on
 * PGlite a function keeps its plan, a query is planned again every time). */
export async function bookingContext(db: Executor, therapistId: string, clientId: string, date: string): Promise<BookingContext | undefined> {
  const bounds = dateBounds(date);
  const result = await db.execute(
    sql`select acolhe_contexto_reserva(${therapistId}, ${clientId}, ${bounds.busyBefore}::timestamptz, ${bounds.busyAfter}::timestamptz, ${bounds.blocksBefore}::timestamptz, ${bounds.blocksAfter}::timestamptz) as contexto`,
  );
  const [row] = (result as unknown as { rows: { contexto: ContextJson | string | null }[] }).rows;
  const value = row?.contexto;
  if (!value) return undefined;
  // node-postgres and PGlite parse jsonb; a string is parsed here in case
  const context = typeof value === 'string' ? (JSON.parse(value) as ContextJson) : value;
  const { busca: _busca, ...therapist } = fromColumnNames(terapeutas, context.terapeuta);
  const contaTerapeuta = context.conta_terapeuta && fromColumnNames(contas, context.conta_terapeuta);
  const contaCliente = context.conta_cliente && fromColumnNames(contas, context.conta_cliente);
  const parties: Parties = {
    therapistName: therapist.fullName,
    preferenciaSala: therapist.preferenciaSala,
    therapistEmail: therapist.email,
    office: officeRowOf(therapist),
    clientName: context.cliente?.name ?? '',
    clientEmail: context.cliente?.email ?? '',
    therapistErasedAt: contaTerapeuta?.erasedAt ?? null,
    clientErasedAt: contaCliente?.erasedAt ?? null,
    therapistReminders: contaTerapeuta?.lembretesEmail ?? null,
    clientReminders: contaCliente?.lembretesEmail ?? null,
  };
  return {
    therapist,
    publicado: context.publicado === true,
    schedule: context.schedule ?? null,
    parties,
    reads: {
      busy: context.ocupadas.map((b) => ({ id: b.id, startsAt: new Date(b.starts_at), occupiedUntil: new Date(b.occupied_until) })),
      blocks: context.bloqueios.map((b) => ({ tipo: b.tipo, inicio: new Date(b.inicio), fim: new Date(b.fim) })),
    },
  };
}

/** The session as its messages see it, before it is written (the context of SessaoSolicitada). */
export function withSession(parties: Parties, session: NewSession, serie?: SeriesTerms): SessionParties {
  return {
    ...(serie ? { serie } : {}),
    ...parties,
    id: session.id,
    terapeutaId: session.terapeutaId,
    clienteId: session.clienteId,
    date: session.date,
    time: session.time,
    status: session.status,
    modality: session.modality,
    durationMinutes: session.durationMinutes,
    startsAt: session.startsAt,
    calendarSequence: 0,
    meetingLink: '',
    lateCancellation: false,
    sessionClientName: session.clientName,
    serieId: session.serieId ?? null,
  };
}

/** Writes the new session and the outbox rows prepared for it in one statement (see the file's
 * comment). Throws the database's error: 23P01 for an overlap, PENDING_LIMIT_SQLSTATE /
 * PENDING_TOTAL_LIMIT_SQLSTATE for the pending limits, NOT_TAKING_REQUESTS_SQLSTATE. */
export async function reserveSession(
  db: Executor,
  session: NewSession,
  rows: readonly OutboxJsonRow[],
  limits: { perTherapist: number; overall: number },
): Promise<SessaoRow> {
  return firstRowOf(
    sessoes,
    await db.execute(
      sql`select * from acolhe_reservar_sessao(${JSON.stringify(toColumnNames(sessoes, session))}::jsonb, ${JSON.stringify(rows)}::jsonb, ${limits.perTherapist}, ${limits.overall})`,
    ),
  );
}
