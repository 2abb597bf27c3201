// The notifications about sessions, and the inbox. Whoever changes a session writes the message about
// it with `notifySessions(tx, …)` inside the transaction of the change (rendered and written through
// the outbox's one write path, ./outbox.ts): the change and its message commit
// together or not at all, so nothing is lost between a decision and the message that reports it
// (and a change that rolls back leaves no message). The e-mail goes out later, from the outbox, by
// the delivery worker (worker.ts); the in-app inbox reads the same rows.
//
// Reminders (24 h and 1 h before a CONFIRMED session, to both sides) are rows written when the
// session is confirmed, due later (agendada_para): the inbox shows them, and the worker sends them,
// only from then on. Whatever un-confirms or moves the session marks its unsent reminders
// 'cancelada' in the same transaction, so a reminder never announces a session that is not there.
import { salaUrlOf, seriesPlaceOf } from '../sessoes/sala-url';
import { and, count, desc, eq, gt, inArray, isNull, lte, ne, sql } from 'drizzle-orm';
import {
  NOTIFICATIONS_PAGE_SIZE,
  EXPIRY_NOTIFICATION_TYPES,
  REMINDER_NOTIFICATION_TYPES,
  SERIES_NOTIFICATION_TYPES,
  SERIES_CHANGE_NOTIFICATION_TYPES,
  REMINDER_OFFSETS_MINUTES,
  THERAPIST_NOTIFICATION_TYPES,
  formatOfficeAddress,
  firstName,
  isOfficeAddressComplete,
  type NotificationInbox,
  type NotificationType,
  type SessionFormat,
  type UserType,
} from '@acolhe/shared-domain';
import type { Database, Executor } from '../db/client';
import { notificacoes, sessoes } from '../db/schema';
import { cancelsEvent } from './cancelling';
import { type CalendarPayload, type NotificationPayload } from './templates';
import { outboxRow, writeOutbox, type OutboxRow } from './outbox';
import { acceptedSeries, seriesCalendarData, type SeriesCalendarData } from '../calendario/series-data';
import { seriesTermsOf } from './series-terms';
import { officeAddressFor, placeFor } from '../perfis/office';
import { sessionsWithParties, type SessionParties } from '../sessoes/partes';

const THERAPIST_TYPES: ReadonlySet<string> = new Set(THERAPIST_NOTIFICATION_TYPES);
const REMINDER_TYPES: ReadonlySet<string> = new Set(REMINDER_NOTIFICATION_TYPES);
/** Told to both sides, each in its own words (the payload says who reads it). */
const BOTH_SIDES_TYPES: ReadonlySet<string> = new Set([
  ...REMINDER_NOTIFICATION_TYPES,
  ...EXPIRY_NOTIFICATION_TYPES,
  ...SERIES_NOTIFICATION_TYPES,
  ...SERIES_CHANGE_NOTIFICATION_TYPES,
]);
type ReminderType = (typeof REMINDER_NOTIFICATION_TYPES)[number];

export const isReminder = (tipo: string): tipo is ReminderType => REMINDER_TYPES.has(tipo);

/** Who receives a kind of notification: one side for the decisions, both for the reminders and
 * an expired request. */
export function recipientsOf(tipo: NotificationType): readonly UserType[] {
  if (BOTH_SIDES_TYPES.has(tipo)) return ['terapeuta', 'cliente'];
  return [THERAPIST_TYPES.has(tipo) ? 'terapeuta' : 'cliente'];
}

/** Messages that put the session in the recipient's calendar (an iCalendar REQUEST attached to
 * the e-mail) when the session is CONFIRMED after the change. */
const INVITE_TYPES: ReadonlySet<string> = new Set<NotificationType>([
  'sessao-confirmada',
  'link-da-sessao-alterado',
  'sessao-remarcada-pelo-terapeuta',
  'sessao-remarcada-pelo-cliente',
]);

/** What a state change knows that the session row no longer says. */
export interface SessionChange {
  /** the slot before a reschedule */
  dataAnterior?: string;
  horaAnterior?: string;
  /** the session was a request (PENDING) before the change */
  eraSolicitacao?: boolean;
  /** the session was CONFIRMED before the change (a client's move then takes it out of calendars) */
  eraConfirmada?: boolean;
  /** what the therapist told the client when declining */
  motivoRecusa?: string;
  /** a meeting link was already set before this one (the e-mail then says the old one is void) */
  haviaLink?: boolean;
  /** 'serie-datas-puladas': the dates of the series that were not made, with the reason */
  datasPuladas?: { data: string; motivo: string }[];
  /** 'serie-encerrada' / 'serie-movida': from which date, and how many sessions were cancelled */
  aPartirDe?: string;
  quantidade?: number;
  /** a client's move of a series (issue 40): the first session on the new rule */
  novaData?: string;
  novaHora?: string;
  /** 'serie-movida' of a client's request the therapist accepted */
  mudancaAceita?: boolean;
}

// Both sides of a session as a message needs them: the sessoes slice's one read model (its
// re-exports keep the names the notifications' callers use).
export { PARTY_COLUMNS, contaCliente, contaTerapeuta, type SessionParties } from '../sessoes/partes';

/** The product path a notification opens. */
function linkOf(tipo: NotificationType, side: UserType, s: SessionParties): string {
  if (side === 'terapeuta') return `/usuario/${s.terapeutaId}`;
  // a declined or expired request: another time with the same therapist; a completed session: the review
  if (tipo === 'sessao-recusada' || tipo === 'solicitacao-expirada' || tipo === 'sessao-concluida') return `/terapeuta/${s.terapeutaId}`;
  if (tipo === 'terapeuta-excluiu-conta') return '/terapeutas';
  return `/cliente/${s.clienteId}`;
}

const formatOf = (s: SessionParties): SessionFormat => (s.modality === 'presencial' ? 'presencial' : 'online');


/** What the calendar attachment of the e-mail needs, when the message carries one: a REQUEST for
 * a session that is confirmed after the change, a CANCEL for a confirmed one that was cancelled. */
function calendarOf(tipo: NotificationType, side: UserType, s: SessionParties, change: SessionChange, now: Date, series?: readonly SeriesCalendarData[]): CalendarPayload | undefined {
  // a session of an accepted series: its series' one event, updated (issue 33)
  if (series && series.length > 0) {
    // the Acolhe room: each series' room page (a path, made absolute by the e-mail); else the link or the office
    const localOf = (serieId: string) => seriesPlaceOf(serieId, s, () => placeFor(side, { status: 'CONFIRMED', modality: s.modality, meetingLink: s.meetingLink }, s.office) ?? undefined);
    return {
      sessaoId: s.id,
      inicio: s.startsAt.toISOString(),
      duracaoMinutos: s.durationMinutes,
      sequencia: s.calendarSequence,
      emitidoEm: now.toISOString(),
      series: series.map((d) => {
        const local = localOf(d.serieId);
        return local ? { ...d, local } : { ...d };
      }),
    };
  }
  const invite = INVITE_TYPES.has(tipo) && s.status === 'CONFIRMED';
  const cancel = cancelsEvent(tipo, change.eraConfirmada);
  if (!invite && !cancel) return undefined;
  const calendario: CalendarPayload = {
    sessaoId: s.id,
    inicio: s.startsAt.toISOString(),
    duracaoMinutos: s.durationMinutes,
    sequencia: s.calendarSequence,
    emitidoEm: now.toISOString(),
  };
  // the Acolhe room's page (a path, made absolute by the e-mail), else the link or the office
  const sala = invite ? salaUrlOf(s) : '';
  const local = invite ? (sala.startsWith('/') ? sala : placeFor(side, s, s.office)) : undefined;
  if (local) calendario.local = local;
  return calendario;
}

/** The facts the message shows, and nothing else: the other side's name (not when that side
 * erased its account), the slot, the format and, for the client of a confirmed session, how to
 * get there. Never a CPF, an e-mail, a phone or anybody's notes. */
function payloadOf(tipo: NotificationType, side: UserType, s: SessionParties, change: SessionChange, now: Date, series?: readonly SeriesCalendarData[]): NotificationPayload {
  const toTherapist = side === 'terapeuta';
  const modalidade = formatOf(s);
  const payload: NotificationPayload = {
    destinatario: firstName(toTherapist ? s.therapistName : s.clientName || s.sessionClientName),
    terapeuta: toTherapist || tipo === 'terapeuta-excluiu-conta' ? '' : s.therapistName,
    cliente: !toTherapist || tipo === 'cliente-excluiu-conta' ? '' : s.clientName || s.sessionClientName,
    data: s.date,
    hora: s.time,
    duracaoMinutos: s.durationMinutes,
    modalidade,
    status: s.status as NotificationPayload['status'],
  };
  // both sides get the same kind of reminder (or expiry): the text depends on who reads it
  if (BOTH_SIDES_TYPES.has(tipo)) payload.destinatarioTipo = side;
  if (change.dataAnterior) payload.dataAnterior = change.dataAnterior;
  if (change.horaAnterior) payload.horaAnterior = change.horaAnterior;
  if (change.eraSolicitacao !== undefined) payload.eraSolicitacao = change.eraSolicitacao;
  if (change.motivoRecusa && !toTherapist) payload.motivoRecusa = change.motivoRecusa;
  if (change.eraConfirmada !== undefined) payload.eraConfirmada = change.eraConfirmada;
  if (change.haviaLink !== undefined) payload.linkSubstituido = change.haviaLink;
  if (change.datasPuladas) payload.datasPuladas = change.datasPuladas;
  if (change.aPartirDe) payload.aPartirDe = change.aPartirDe;
  if (change.quantidade !== undefined) payload.quantidade = change.quantidade;
  if (change.novaData) payload.novaData = change.novaData;
  if (change.novaHora) payload.novaHora = change.novaHora;
  if (change.mudancaAceita) payload.mudancaAceita = true;
  if (s.lateCancellation) payload.cancelamentoTardio = true;
  if (s.serie && SERIES_TERMS_TYPES.has(tipo)) payload.serie = s.serie;
  // the Acolhe room ('/sessao/{id}/sala', made absolute by the e-mail) reaches both sides; the
  // therapist's own link only the client (the therapist set it)
  const sala = s.status === 'CONFIRMED' && modalidade === 'online' ? salaUrlOf(s) : '';
  if (toTherapist && sala.startsWith('/')) {
    payload.linkReuniao = sala;
    payload.salaDoAcolhe = true;
  }
  if (!toTherapist && s.status === 'CONFIRMED') {
    if (sala) payload.linkReuniao = sala;
    if (sala.startsWith('/')) payload.salaDoAcolhe = true;
    if (modalidade === 'presencial') {
      const office = officeAddressFor(side, s, s.office);
      if (office && isOfficeAddressComplete(office)) payload.endereco = formatOfficeAddress(office);
    }
  }
  const calendario = calendarOf(tipo, side, s, change, now, series);
  if (calendario) payload.calendario = calendario;
  return payload;
}

/** The outbox row of the message of `tipo` about `s` for its `side`, due at `dueAt`; a reminder of
 * an account that turned reminder e-mails off stays in the inbox only. */
function sessionRow(tipo: NotificationType, side: UserType, s: SessionParties, now: Date, dueAt: Date, change: SessionChange = {}, series?: readonly SeriesCalendarData[]): OutboxRow {
  const toTherapist = side === 'terapeuta';
  return outboxRow({
    tipo,
    contaId: toTherapist ? s.terapeutaId : s.clienteId,
    payload: payloadOf(tipo, side, s, change, now, series),
    link: linkOf(tipo, side, s),
    sessaoId: s.id,
    emailTo: toTherapist ? s.therapistEmail : s.clientEmail,
    now,
    dueAt,
    emailOff: isReminder(tipo) && (toTherapist ? s.therapistReminders : s.clientReminders) === false,
  });
}

const erasedSide = (side: UserType, s: SessionParties) => Boolean(side === 'terapeuta' ? s.therapistErasedAt : s.clientErasedAt);

/**
 * Writes the `tipo` notification of each session of `ids` for its recipient (the therapist or
 * the client, by `tipo`), with `tx` — the transaction of the change, so both commit together.
 * An erased recipient gets nothing; neither does a review invitation for an erased therapist.
 * Returns how many were written.
 */
export async function notifySessions(tx: Executor, tipo: NotificationType, ids: readonly string[], now: Date, change: SessionChange = {}): Promise<number> {
  if (ids.length === 0) return 0;
  const rows = await withSeriesTerms(tx, tipo, await sessionsWithParties(tx, [...new Set(ids)]), now);
  const series = await seriesEventsOf(tx, tipo, rows, change);
  const values = rows.flatMap((s) => notificationRows(tipo, s, now, change, s.serieId ? series.get(s.serieId) : undefined));
  return writeOutbox(tx, values);
}

/** The outbox rows of `tipo` about `s`, for whoever of its sides receives it (see notifySessions);
 * a booking renders them before its one-statement write (sessoes/reserva.ts). */
export function notificationRows(tipo: NotificationType, s: SessionParties, now: Date, change: SessionChange = {}, series?: readonly SeriesCalendarData[]): OutboxRow[] {
  if (tipo === 'sessao-concluida' && s.therapistErasedAt) return [];
  return recipientsOf(tipo)
    .filter((side) => !erasedSide(side, s))
    .map((side) => sessionRow(tipo, side, s, now, now, change, series));
}

/** The messages about a series' request and its acceptance: they say what the series commits to
 * (issue 44 item 1). */
const SERIES_TERMS_TYPES: ReadonlySet<string> = new Set<NotificationType>(['sessao-solicitada', 'solicitacao-enviada', 'sessao-confirmada']);

/** The confirmation of a series' first session is the series' acceptance: its message carries the
 * series' terms, read after the series slice made its occurrences in this transaction. (A first
 * session moved by the client and confirmed again is told as the series too: the terms still hold.) */
async function withSeriesTerms(tx: Executor, tipo: NotificationType, rows: SessionParties[], now: Date): Promise<SessionParties[]> {
  if (tipo !== 'sessao-confirmada' || !rows.some((r) => r.serieId)) return rows;
  const terms = await seriesTermsOf(tx, rows.flatMap((r) => (r.serieId ? [r.serieId] : [])), now);
  return rows.map((r) => {
    const t = r.serieId ? terms.get(r.serieId) : undefined;
    if (!t || t.primeiraSessao !== r.id) return r;
    const { primeiraSessao: _first, ...serie } = t;
    return { ...r, serie };
  });
}

const SERIES_TYPES: ReadonlySet<string> = new Set(SERIES_NOTIFICATION_TYPES);

/** For the sessions of accepted series whose message carries a calendar event: the events of their
 * series (a moved series' message also updates the series it continues), by series id. */
async function seriesEventsOf(tx: Executor, tipo: NotificationType, rows: readonly SessionParties[], change: SessionChange): Promise<Map<string, SeriesCalendarData[]>> {
  const carries = SERIES_TYPES.has(tipo) || INVITE_TYPES.has(tipo) || cancelsEvent(tipo, change.eraConfirmada);
  const ids = carries ? rows.flatMap((r) => (r.serieId ? [r.serieId] : [])) : [];
  const out = new Map<string, SeriesCalendarData[]>();
  if (ids.length === 0) return out;
  const accepted = await acceptedSeries(tx, ids, tipo === 'serie-movida');
  const data = (await seriesCalendarData(tx, accepted)).map((d) => d.data);
  for (const id of ids) {
    const own = accepted.find((a) => a.id === id);
    if (!own) continue;
    out.set(
      id,
      data.filter((d) => d.serieId === id || d.serieId === own.origemId),
    );
  }
  return out;
}

// ---------------------------------------------------------------- reminders

/** When each reminder of a session starting at `startsAt` is due. */
export function reminderTimes(startsAt: Date): { tipo: ReminderType; at: Date }[] {
  return REMINDER_NOTIFICATION_TYPES.map((tipo) => ({ tipo, at: new Date(startsAt.getTime() - REMINDER_OFFSETS_MINUTES[tipo] * 60_000) }));
}

/**
 * Writes the reminders of the CONFIRMED sessions of `ids` for both sides (erased ones excepted),
 * due 24 h and 1 h before the start; a reminder whose time has already passed is not written (a
 * session confirmed 3 h ahead gets only the 1-h one). Call it in the transaction that confirms.
 */
export async function scheduleReminders(tx: Executor, ids: readonly string[], now: Date): Promise<number> {
  if (ids.length === 0) return 0;
  const rows = await sessionsWithParties(tx, [...new Set(ids)]);
  const values: OutboxRow[] = [];
  for (const s of rows) {
    if (s.status !== 'CONFIRMED') continue;
    for (const { tipo, at } of reminderTimes(s.startsAt)) {
      if (at.getTime() <= now.getTime()) continue;
      for (const side of recipientsOf(tipo)) {
        if (!erasedSide(side, s)) values.push(sessionRow(tipo, side, s, now, at));
      }
    }
  }
  return writeOutbox(tx, values);
}

/**
 * Marks the reminders of `ids` that were not sent yet 'cancelada': never sent, never shown. With
 * `dueAfter`, only those due after that instant (the ones not yet in the inbox). Call it in the
 * transaction that cancels, declines, completes or moves the session.
 */
export async function cancelReminders(tx: Executor, ids: readonly string[], dueAfter?: Date): Promise<number> {
  if (ids.length === 0) return 0;
  const rows = await tx
    .update(notificacoes)
    .set({ status: 'cancelada' })
    .where(
      and(
        inArray(notificacoes.sessaoId, [...new Set(ids)]),
        inArray(notificacoes.tipo, [...REMINDER_NOTIFICATION_TYPES]),
        inArray(notificacoes.status, ['pendente', 'sem-email']),
        dueAfter ? gt(notificacoes.agendadaPara, dueAfter) : undefined,
      ),
    )
    .returning({ id: notificacoes.id });
  return rows.length;
}

/** The session's details changed (its meeting link): the reminders still to come are written
 * again with what they must say now; those already in the inbox stay as they were. */
export async function refreshReminders(tx: Executor, ids: readonly string[], now: Date): Promise<void> {
  await cancelReminders(tx, ids, now);
  await scheduleReminders(tx, ids, now);
}

/**
 * The account turned reminder e-mails off (or on again): its reminders still to come stay in the
 * inbox either way; off, they become 'sem-email'; on, those that have an address go back to
 * 'pendente'. Reminders already due are left as they are.
 */
export async function applyReminderPreference(tx: Executor, contaId: string, lembretesEmail: boolean, now: Date): Promise<void> {
  const future = and(eq(notificacoes.contaId, contaId), inArray(notificacoes.tipo, [...REMINDER_NOTIFICATION_TYPES]), gt(notificacoes.agendadaPara, now));
  if (lembretesEmail) {
    await tx
      .update(notificacoes)
      .set({ status: 'pendente', lastError: null })
      .where(and(future, eq(notificacoes.status, 'sem-email'), ne(notificacoes.emailTo, '')));
  } else {
    await tx.update(notificacoes).set({ status: 'sem-email' }).where(and(future, eq(notificacoes.status, 'pendente')));
  }
}

// ---------------------------------------------------------------- the in-app inbox

/** What the inbox shows of an account at `now`: its messages that are due (a reminder appears at
 * its time), except cancelled reminders. */
const visibleTo = (contaId: string, now: Date) =>
  and(eq(notificacoes.contaId, contaId), lte(notificacoes.agendadaPara, now), ne(notificacoes.status, 'cancelada'));

/** The caller's latest notifications and how many are unread. */
export async function listInbox(db: Database, contaId: string, now: Date): Promise<NotificationInbox> {
  const rows = await db
    .select({
      id: notificacoes.id,
      tipo: notificacoes.tipo,
      titulo: notificacoes.titulo,
      mensagem: notificacoes.mensagem,
      link: notificacoes.link,
      agendadaPara: notificacoes.agendadaPara,
      lidaEm: notificacoes.lidaEm,
    })
    .from(notificacoes)
    .where(visibleTo(contaId, now))
    .orderBy(desc(notificacoes.agendadaPara), desc(notificacoes.id))
    .limit(NOTIFICATIONS_PAGE_SIZE);
  const [unread] = await db
    .select({ n: count() })
    .from(notificacoes)
    .where(and(visibleTo(contaId, now), isNull(notificacoes.lidaEm)));
  return {
    content: rows.map((r) => ({
      id: r.id,
      tipo: r.tipo as NotificationType,
      titulo: r.titulo,
      mensagem: r.mensagem,
      link: r.link,
      // when it reached the inbox: for a reminder, its time, not the day it was written
      criadaEm: r.agendadaPara.toISOString(),
      lida: r.lidaEm !== null,
    })),
    naoLidas: Number(unread?.n ?? 0),
  };
}

/** Marks the caller's notifications of `ids` (all of them when absent) read. Ids of other
 * accounts, unknown ids, notifications already read and reminders not yet due (the caller has not
 * seen them) are left as they are. */
export async function markRead(db: Database, contaId: string, ids: readonly string[] | undefined, now: Date): Promise<void> {
  if (ids && ids.length === 0) return;
  await db
    .update(notificacoes)
    .set({ lidaEm: now })
    .where(and(visibleTo(contaId, now), isNull(notificacoes.lidaEm), ids ? inArray(notificacoes.id, [...new Set(ids)]) : undefined));
}

// ---------------------------------------------------------------- an erased account (LGPD)

/**
 * An account is erased: its own notifications go (with any e-mail still waiting to be sent to
 * it), and those the other side received about its sessions no longer name it.
 */
export async function forgetAccount(tx: Executor, side: UserType, contaId: string, name: string, anonymousName: string): Promise<void> {
  await tx.delete(notificacoes).where(eq(notificacoes.contaId, contaId));
  const trimmed = name.trim();
  if (!trimmed) return;
  const key = side === 'cliente' ? 'cliente' : 'terapeuta';
  const ofTheirSessions = tx
    .select({ id: sessoes.id })
    .from(sessoes)
    .where(eq(side === 'cliente' ? sessoes.clienteId : sessoes.terapeutaId, contaId));
  await tx
    .update(notificacoes)
    .set({
      titulo: sql`replace(${notificacoes.titulo}, ${trimmed}, ${anonymousName})`,
      mensagem: sql`replace(${notificacoes.mensagem}, ${trimmed}, ${anonymousName})`,
      payload: sql`CASE WHEN ${notificacoes.payload} ->> ${key} = '' THEN ${notificacoes.payload}
        ELSE jsonb_set(${notificacoes.payload}, ${`{${key}}`}::text[], to_jsonb(${anonymousName}::text)) END`,
    })
    .where(and(inArray(notificacoes.sessaoId, ofTheirSessions), ne(notificacoes.contaId, contaId)));
}
