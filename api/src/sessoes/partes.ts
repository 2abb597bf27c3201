// The one read of a session with the people around it (issue 43: the session⋈therapist⋈client join
// was written 11 times in 6 files). Every reader of the sessoes and series slices goes through
// `sessoesComPartes`, and the other slices take what they need from here:
// - `sessaoVisivelPara(db, caller, id)`: a session as its client or its therapist may see it (404
//   for anybody else — somebody else's session is never revealed), with its therapist's name, room
//   preference and office (what an answer, a calendar file or a payment shows);
// - `sessionsWithParties(db, ids)`: both sides as a message about the session needs them (names,
//   addresses, erased accounts, reminder preferences) — the notifications' read.
import { and, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { SeriesTerms, UserType } from '@acolhe/shared-domain';
import type { Executor } from '../db/client';
import { clientes, contas, esperaOfertas, sessoes, terapeutas, type SessaoRow } from '../db/schema';
import { notFound } from '../lib/errors';
import { MSG } from '../lib/messages';
import { OFFICE_COLUMNS } from '../perfis/office';

export const contaTerapeuta = alias(contas, 'conta_terapeuta');
export const contaCliente = alias(contas, 'conta_cliente');

/** Both sides of a session as a message about it needs them (names, addresses, erased accounts,
 * reminder preference); the session's own columns come from `sessoes`. */
export const PARTY_COLUMNS = {
  therapistName: terapeutas.fullName,
  /** where the therapist's online sessions happen (the answers' and e-mails' room link) */
  preferenciaSala: terapeutas.preferenciaSala,
  therapistEmail: terapeutas.email,
  office: OFFICE_COLUMNS,
  clientName: clientes.name,
  clientEmail: clientes.email,
  therapistErasedAt: contaTerapeuta.erasedAt,
  clientErasedAt: contaCliente.erasedAt,
  therapistReminders: contaTerapeuta.lembretesEmail,
  clientReminders: contaCliente.lembretesEmail,
} as const;

/** The waiting-list offer whose acceptance made the session (issue 46 item 4): the acceptance
 * writes `sessao_id` (sessoes/sql/acolhe_reservar_sessao.sql), one per session. */
const ofertaAceita = alias(esperaOfertas, 'oferta_aceita');
const ofertaAntes = alias(esperaOfertas, 'oferta_antes');

/** The offer's history as a session's answer tells it; the offers of the same time declined or
 * run out before it, counted on the offers' (terapeuta_id, starts_at) index. */
const ESPERA_COLUMNS = {
  espera: { ofertadaEm: ofertaAceita.createdAt, reservadaAte: ofertaAceita.expiraEm, aceitaEm: ofertaAceita.encerradaEm },
  esperaAntes: sql<number>`CASE WHEN ${ofertaAceita.id} IS NULL THEN 0 ELSE (
    SELECT count(*)::int FROM ${esperaOfertas} ${ofertaAntes}
    WHERE ${ofertaAntes.terapeutaId} = ${ofertaAceita.terapeutaId} AND ${ofertaAntes.startsAt} = ${ofertaAceita.startsAt}
      AND ${ofertaAntes.estado} IN ('recusada', 'expirada') AND ${ofertaAntes.createdAt} < ${ofertaAceita.createdAt}) END`.mapWith(Number),
} as const;

/** The sessions joined with their therapist, their client, both accounts and the waiting-list
 * offer that made them (if one did): the reader adds its own where and order. */
export function sessoesComPartes(db: Executor) {
  return db
    .select({ s: sessoes, ...PARTY_COLUMNS, ...ESPERA_COLUMNS })
    .from(sessoes)
    .innerJoin(terapeutas, eq(terapeutas.id, sessoes.terapeutaId))
    .innerJoin(clientes, eq(clientes.id, sessoes.clienteId))
    .leftJoin(contaTerapeuta, eq(contaTerapeuta.id, sessoes.terapeutaId))
    .leftJoin(contaCliente, eq(contaCliente.id, sessoes.clienteId))
    .leftJoin(ofertaAceita, and(eq(ofertaAceita.sessaoId, sessoes.id), eq(ofertaAceita.estado, 'aceita')));
}

/** One row of `sessoesComPartes`. */
export type SessaoComPartes = Awaited<ReturnType<typeof sessoesComPartes>>[number];

/** Both sides of a session, as its messages read them. */
export type Parties = Omit<SessaoComPartes, 's' | keyof typeof ESPERA_COLUMNS>;

/** The waiting-list offer a session came from, as its answer tells it (null: booked the ordinary way). */
export type EsperaDaSessao = { ofertadaEm: Date; reservadaAte: Date; aceitaEm: Date; ofertasAntes: number } | null;

/** A session as its people see it: its row (the client's name as the session keeps it) with its
 * therapist's name, room preference and office, and — when read through `sessoesComPartes` — the
 * waiting-list offer it came from (absent where a session is answered from its own row, e.g. the
 * booking's insert). */
export type SessaoVista = SessaoRow & Pick<Parties, 'therapistName' | 'preferenciaSala' | 'office'> & { espera?: EsperaDaSessao };

function esperaDe(r: SessaoComPartes): EsperaDaSessao {
  const { ofertadaEm, reservadaAte, aceitaEm } = r.espera ?? {};
  return ofertadaEm && reservadaAte && aceitaEm ? { ofertadaEm, reservadaAte, aceitaEm, ofertasAntes: r.esperaAntes } : null;
}

export const vistaDe = (r: SessaoComPartes): SessaoVista => ({
  ...r.s,
  therapistName: r.therapistName,
  preferenciaSala: r.preferenciaSala,
  office: r.office,
  espera: esperaDe(r),
});

/** The session `id` when `caller` is its client or its therapist; 404 otherwise (somebody else's
 * session is not revealed). */
export async function sessaoVisivelPara(db: Executor, caller: { sub: string; tipo: UserType }, id: string): Promise<SessaoVista> {
  const [r] = await sessoesComPartes(db).where(eq(sessoes.id, id)).limit(1);
  const owns = r && (caller.tipo === 'terapeuta' ? r.s.terapeutaId === caller.sub : r.s.clienteId === caller.sub);
  if (!r || !owns) throw notFound(MSG.appointmentNotFound);
  return vistaDe(r);
}

/** A session and both its sides as a message about it needs them. */
export type SessionParties = Pick<
  SessaoRow,
  'id' | 'terapeutaId' | 'clienteId' | 'date' | 'time' | 'status' | 'modality' | 'durationMinutes' | 'startsAt' | 'calendarSequence' | 'meetingLink' | 'lateCancellation' | 'serieId'
> & {
  /** the client's name as the session keeps it (clientName is the client's record) */
  sessionClientName: string;
  /** the request or the acceptance of a series (issue 44 item 1): what the series commits to, for
   * its messages (set by the booking and by notifySessions; absent otherwise) */
  serie?: SeriesTerms;
} & Parties;

export function partesDe({ s, espera: _espera, esperaAntes: _antes, ...parties }: SessaoComPartes): SessionParties {
  return {
    id: s.id,
    terapeutaId: s.terapeutaId,
    clienteId: s.clienteId,
    date: s.date,
    time: s.time,
    status: s.status,
    modality: s.modality,
    durationMinutes: s.durationMinutes,
    startsAt: s.startsAt,
    calendarSequence: s.calendarSequence,
    meetingLink: s.meetingLink,
    lateCancellation: s.lateCancellation,
    sessionClientName: s.clientName,
    serieId: s.serieId,
    ...parties,
  };
}

/** The sessions of `ids` with both sides, as a message needs them. */
export async function sessionsWithParties(db: Executor, ids: readonly string[]): Promise<SessionParties[]> {
  const rows = await sessoesComPartes(db).where(inArray(sessoes.id, [...ids]));
  return rows.map(partesDe);
}
