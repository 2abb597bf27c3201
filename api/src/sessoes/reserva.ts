// The booking's reads and its write, in as few trips to the database as the rules allow: one read
// of the therapist with their weekly hours, both parties, and the sessions and blocks around the
// date (what the slot rules and the notification need; issue 35: those two were two more trips),
// and one write — acolhe_reservar_sessao (db/functions), which takes the client's lock and the
// therapist's turn, counts the client's pending requests (with this therapist, and overall), and
// inserts the session and its notifications in a single statement (the notifications through the
// outbox's one write, acolhe_escrever_notificacoes: notificacoes/outbox.ts). On PGlite every trip is
// ~0.5 ms of the api's one thread; on PostgreSQL the locks are no longer held across round trips.
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { AvailabilityDay } from '@acolhe/shared-domain';
import type { Executor } from '../db/client';
import { firstRowOf, toColumnNames } from '../db/columns';
import { prepared } from '../db/prepared';
import { bloqueios, clientes, disponibilidades, sessoes, TERAPEUTA_COLUMNS, terapeutas, type SessaoRow, type TerapeutaRow } from '../db/schema';
import { publicadoColumn } from '../terapeutas/publicacao';
import { holdsSlot } from '../db/statuses';
import { dateBounds, type AgendaReads } from '../agenda/service';
import { PARTY_COLUMNS, contaCliente, contaTerapeuta, type SessionParties } from '../notificacoes/service';
import { outboxParameter, type OutboxRow } from '../notificacoes/outbox';

/** SQLSTATE acolhe_reservar_sessao raises when the client already has the maximum of pending
 * requests with this therapist. */
export const PENDING_LIMIT_SQLSTATE = 'AC001';
/** …and when the client already has the maximum of pending requests overall (migration 0015). */
export const PENDING_TOTAL_LIMIT_SQLSTATE = 'AC002';
/** …and when the therapist was suspended or lost its verification after the service's read of it
 * (checked again under a share lock of the therapist's row). */
export const NOT_TAKING_REQUESTS_SQLSTATE = 'AC004';

type Parties = Omit<SessionParties, keyof SessionOfParties>;
type SessionOfParties = Pick<
  SessionParties,
  | 'id'
  | 'terapeutaId'
  | 'clienteId'
  | 'date'
  | 'time'
  | 'status'
  | 'modality'
  | 'durationMinutes'
  | 'startsAt'
  | 'calendarSequence'
  | 'meetingLink'
  | 'lateCancellation'
  | 'sessionClientName'
  | 'serieId'
>;

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
  /** terapeutas/publicacao.ts: only a public profile takes a new booking */
  publicado: boolean;
  schedule: AvailabilityDay[] | null;
  parties: Parties;
  /** the sessions holding time and the blocks around the date, as agendaRules reads them */
  reads: AgendaReads;
}

type Json<T> = T[] | string | null;
/** json_agg's rows (node-postgres and PGlite parse json; a string is parsed here in case), with
 * the instants made Dates again. */
function rowsOf<T>(value: Json<T>): T[] {
  if (value === null) return [];
  return typeof value === 'string' ? (JSON.parse(value) as T[]) : value;
}

// Correlated subqueries of the context's one read: the same rows as agenda/service.ts busyQuery and
// blocksQuery, with the same bounds (agendaBounds).
const BUSY = sql<Json<{ id: string; startsAt: string; occupiedUntil: string }>>`(select json_agg(json_build_object('id', ${sessoes.id}, 'startsAt', ${sessoes.startsAt}, 'occupiedUntil', ${sessoes.occupiedUntil})) from ${sessoes} where ${and(
  eq(sessoes.terapeutaId, terapeutas.id),
  holdsSlot(sessoes.status),
  lt(sessoes.startsAt, sql.placeholder('busyBefore')),
  gt(sessoes.occupiedUntil, sql.placeholder('busyAfter')),
)})`;
const BLOCKS = sql<Json<{ tipo: string; inicio: string; fim: string }>>`(select json_agg(json_build_object('tipo', ${bloqueios.tipo}, 'inicio', ${bloqueios.inicio}, 'fim', ${bloqueios.fim})) from ${bloqueios} where ${and(
  eq(bloqueios.terapeutaId, terapeutas.id),
  lt(bloqueios.inicio, sql.placeholder('blocksBefore')),
  gt(bloqueios.fim, sql.placeholder('blocksAfter')),
)})`;

/** The therapist (with weekly hours), both sides of a booking by `clientId`, and the therapist's
 * sessions and blocks around `date`, in one read. */
export async function bookingContext(db: Executor, therapistId: string, clientId: string, date: string): Promise<BookingContext | undefined> {
  const [row] = await prepared(db, 'reserva_contexto_agenda', (d, name) =>
    d
      .select({ therapist: TERAPEUTA_COLUMNS, schedule: disponibilidades.schedule, publicado: publicadoColumn(), busy: BUSY, blocks: BLOCKS, ...PARTY_COLUMNS })
      .from(terapeutas)
      .leftJoin(disponibilidades, eq(disponibilidades.terapeutaId, terapeutas.id))
      .leftJoin(contaTerapeuta, eq(contaTerapeuta.id, terapeutas.id))
      .leftJoin(clientes, eq(clientes.id, sql.placeholder('clientId')))
      .leftJoin(contaCliente, eq(contaCliente.id, sql.placeholder('clientId')))
      .where(eq(terapeutas.id, sql.placeholder('therapistId')))
      .limit(1)
      .prepare(name),
  ).execute({ therapistId, clientId, ...dateBounds(date) });
  if (!row) return undefined;
  const { therapist, schedule, publicado, busy, blocks, ...parties } = row;
  return {
    therapist,
    publicado: publicado === true,
    schedule: schedule ?? null,
    parties: { ...parties, clientName: parties.clientName ?? '', clientEmail: parties.clientEmail ?? '' },
    reads: {
      busy: rowsOf(busy).map((b) => ({ id: b.id, startsAt: new Date(b.startsAt), occupiedUntil: new Date(b.occupiedUntil) })),
      blocks: rowsOf(blocks).map((b) => ({ tipo: b.tipo, inicio: new Date(b.inicio), fim: new Date(b.fim) })),
    },
  };
}

/** The session as its notification sees it, before it is written. */
export function withSession(parties: Parties, session: NewSession): SessionParties {
  return {
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

/** Writes the new session and its notifications in one statement (see the file's comment). Throws
 * the database's error: 23P01 for an overlap, PENDING_LIMIT_SQLSTATE / PENDING_TOTAL_LIMIT_SQLSTATE
 * for the pending limits. */
export async function reserveSession(
  db: Executor,
  session: NewSession,
  rows: OutboxRow[],
  limits: { perTherapist: number; overall: number },
): Promise<SessaoRow> {
  return firstRowOf(
    sessoes,
    await db.execute(
      sql`select * from acolhe_reservar_sessao(${JSON.stringify(toColumnNames(sessoes, session))}::jsonb, ${outboxParameter(rows)}::jsonb, ${limits.perTherapist}, ${limits.overall})`,
    ),
  );
}
