// Freed time → offers, in line order (issue 46). What freed time (a cancellation, a declined or
// expired request, a moved session's old time, a block removed, new hours, an offer that ended) is
// written to espera_liberacoes in the transaction of that change (./plugin.ts subscribes to the
// agenda's and the sessions' events); after the commit, and by the sweep on every replica,
// `processFreedTimes` claims those rows with FOR UPDATE SKIP LOCKED — each is turned into offers once,
// whichever replica gets it — and for each bookable slot of the stretch offers it to the earliest
// active entry that fits (shared-domain entryFits), whose client has no session or other hold then,
// and that has not been offered this time before. The offer holds the time (offerExpiresAt) under
// the therapist's booking turn — the same advisory lock acolhe_reservar_sessao takes — and the
// exclusion constraint espera_ofertas_sem_sobreposicao refuses two live holds over one time.
import { randomUUID } from 'node:crypto';
import { and, asc, eq, gt, inArray, isNull, lt, lte, sql, type SQL } from 'drizzle-orm';
import {
  ESPERA_MESSAGES,
  OFERTA_HORIZONTE_DIAS,
  dayOfWeekOf,
  dayTimes,
  entryFits,
  occupiedRange,
  offerExpiresAt,
  overlaps,
  slotProblem,
  todayIso,
  type Appointment,
  type SessionFormat,
} from '@acolhe/shared-domain';
import type { AuthUser } from '../auth/verifier';
import type { Database, Executor } from '../db/client';
import { esperaEntradas, esperaLiberacoes, esperaOfertas, sessoes, terapeutas, type TerapeutaRow } from '../db/schema';
import { holdsOfferedTime, holdsSlot } from '../db/statuses';
import type { EventBus, Publish } from '../eventos/bus';
import { conflict, notFound } from '../lib/errors';
import { publicadoColumn } from '../perfis/publicacao';
import { agendaRules } from '../agenda/service';
import { getAppointment } from '../sessoes/service';
import { changeStatus } from '../sessoes/mudancas';
import { takeTherapistTurn } from '../sessoes/reserva';
import { createAppointment } from '../sessoes/solicitacao';
import { settingsOf } from './configuracao';
import type { OfertaEncerradaPorque, OfertaRef } from './events';

const DAY = 86_400_000;
/** At most this many freed stretches per run (the sweep goes on with the rest). */
const BATCH = 50;

type OfertaRow = typeof esperaOfertas.$inferSelect;
const refOf = (o: OfertaRow): OfertaRef => ({ ofertaId: o.id, entradaId: o.entradaId, terapeutaId: o.terapeutaId, clienteId: o.clienteId, data: o.date, hora: o.time });

// ---------------------------------------------------------------- freed time, written with its change

/** Writes a freed stretch of `therapistId`'s agenda for the offers, in the transaction of the change
 * that freed it — only when someone waits for that therapist (one statement either way). */
export async function recordFreedTime(tx: Executor, therapistId: string, start: Date, end: Date | null, now: Date): Promise<boolean> {
  return written(
    await tx.execute(sql`INSERT INTO espera_liberacoes (id, terapeuta_id, inicio, fim, created_at)
    SELECT ${randomUUID()}, ${therapistId}, ${start.toISOString()}::timestamptz, ${end ? end.toISOString() : null}::timestamptz, ${now.toISOString()}::timestamptz
    WHERE EXISTS (SELECT 1 FROM espera_entradas e WHERE e.terapeuta_id = ${therapistId} AND e.estado = 'ativa') RETURNING id`),
  );
}

/** Whether an INSERT … RETURNING wrote a row (node-postgres and PGlite both give `rows`). */
const written = (result: unknown) => ((result as { rows?: unknown[] }).rows?.length ?? 0) > 0;

/** The times of these sessions, freed (cancelled, declined, expired). */
export async function recordFreedSessions(tx: Executor, ids: readonly string[], now: Date): Promise<boolean> {
  if (ids.length === 0) return false;
  return written(
    await tx.execute(sql`INSERT INTO espera_liberacoes (id, terapeuta_id, inicio, fim, created_at)
    SELECT gen_random_uuid()::text, s.terapeuta_id, s.starts_at, s.occupied_until, ${now.toISOString()}::timestamptz FROM sessoes s
    WHERE s.id IN (${sql.join(ids.map((id) => sql`${id}`), sql`, `)})
      AND EXISTS (SELECT 1 FROM espera_entradas e WHERE e.terapeuta_id = s.terapeuta_id AND e.estado = 'ativa') RETURNING id`),
  );
}

/** Ends the live offers `where` selects ('recusada', 'expirada', 'retirada'): their times are
 * freed for the next in line, and each end is told (OfertaEncerrada; `porque` when the therapist
 * closed the time, so its client is told why). */
export async function endLiveOffers(
  tx: Executor,
  publish: Publish,
  where: SQL | undefined,
  motivo: 'recusada' | 'expirada' | 'retirada',
  now: Date,
  porque?: OfertaEncerradaPorque,
): Promise<OfertaRow[]> {
  const ended = await tx
    .update(esperaOfertas)
    .set({ estado: motivo, encerradaEm: now })
    .where(and(holdsOfferedTime(esperaOfertas.estado), where))
    .returning();
  for (const o of ended) {
    await recordFreedTime(tx, o.terapeutaId, o.startsAt, o.occupiedUntil, now);
    await publish('OfertaEncerrada', { ...refOf(o), motivo, ...(porque ? { porque } : {}) });
  }
  return ended;
}

/** The therapist closed [start, end) of their agenda (a block, a holiday closed again): a live
 * offer over that time can no longer be taken, so it is withdrawn ('retirada', its client told)
 * in the same transaction — the entry keeps its place in line. */
export function withdrawOffersOver(tx: Executor, publish: Publish, therapistId: string, start: Date, end: Date | null, now: Date): Promise<OfertaRow[]> {
  const over = and(eq(esperaOfertas.terapeutaId, therapistId), gt(esperaOfertas.occupiedUntil, start), end ? lt(esperaOfertas.startsAt, end) : undefined);
  return endLiveOffers(tx, publish, over, 'retirada', now, 'horario-fechado');
}

// ---------------------------------------------------------------- offers

interface Candidate {
  id: string;
  clienteId: string;
  diasDaSemana: number[];
  inicio: string;
  fim: string;
  modalidade: SessionFormat | null;
}

const offeredFormats = (t: TerapeutaRow): SessionFormat[] => [...(t.offersOnline ? (['online'] as const) : []), ...(t.offersPresencial ? (['presencial'] as const) : [])];

const nextDate = (date: string) => new Date(Date.parse(`${date}T12:00:00Z`) + DAY).toISOString().slice(0, 10);

/** The client has a session (with anyone) or another live hold over [start, end). */
async function clientBusy(tx: Executor, clientId: string, start: Date, end: Date): Promise<boolean> {
  const [session] = await tx
    .select({ id: sessoes.id })
    .from(sessoes)
    .where(and(eq(sessoes.clienteId, clientId), holdsSlot(sessoes.status), lt(sessoes.startsAt, end), gt(sessoes.occupiedUntil, start)))
    .limit(1);
  if (session) return true;
  const [hold] = await tx
    .select({ id: esperaOfertas.id })
    .from(esperaOfertas)
    .where(and(eq(esperaOfertas.clienteId, clientId), holdsOfferedTime(esperaOfertas.estado), lt(esperaOfertas.startsAt, end), gt(esperaOfertas.occupiedUntil, start)))
    .limit(1);
  return hold !== undefined;
}

/** Offers the bookable slots of one freed stretch to the line, under the therapist's turn. Returns
 * how many offers were made. */
async function offerStretch(tx: Executor, publish: Publish, freed: typeof esperaLiberacoes.$inferSelect, now: Date): Promise<number> {
  const [found] = await tx
    .select({ therapist: terapeutas, publicado: publicadoColumn() })
    .from(terapeutas)
    .where(eq(terapeutas.id, freed.terapeutaId))
    .limit(1);
  if (!found?.publicado) return 0;
  const settings = await settingsOf(tx, freed.terapeutaId);
  if (settings.pausada) return 0;
  // the bookings' turn: a booking and an offer of this therapist never decide at the same time
  await takeTherapistTurn(tx, freed.terapeutaId);
  const entries: Candidate[] = (
    await tx
      .select()
      .from(esperaEntradas)
      .where(and(eq(esperaEntradas.terapeutaId, freed.terapeutaId), eq(esperaEntradas.estado, 'ativa'), gt(esperaEntradas.expiraEm, now)))
      .orderBy(asc(esperaEntradas.ordem))
  ).map((e) => ({
    id: e.id,
    clienteId: e.clienteId,
    diasDaSemana: e.diasSemana,
    inicio: e.inicio,
    fim: e.fim,
    modalidade: e.modalidade === 'online' || e.modalidade === 'presencial' ? e.modalidade : null,
  }));
  if (entries.length === 0) return 0;
  const { busca: _busca, ...therapist } = found.therapist;
  const horizon = new Date(now.getTime() + OFERTA_HORIZONTE_DIAS * DAY);
  const from = new Date(Math.max(freed.inicio.getTime(), now.getTime()));
  const until = freed.fim && freed.fim < horizon ? freed.fim : horizon;
  if (until <= from) return 0;
  const firstDate = todayIso(new Date(from.getTime() - DAY)); // a slot of the day before may run into it
  const lastDate = nextDate(todayIso(until));
  const read = await agendaRules(tx, therapist, firstDate, lastDate, now);
  if (!read) return 0;
  let rules = read;
  // who was offered what already: an entry with a live offer waits; nobody hears the same time twice
  const offers = await tx
    .select({ entradaId: esperaOfertas.entradaId, startsAt: esperaOfertas.startsAt, estado: esperaOfertas.estado })
    .from(esperaOfertas)
    .where(inArray(esperaOfertas.entradaId, entries.map((e) => e.id)));
  const withLive = new Set(offers.filter((o) => o.estado === 'viva').map((o) => o.entradaId));
  const offeredBefore = new Set(offers.map((o) => `${o.entradaId}@${o.startsAt.getTime()}`));
  const formats = offeredFormats(therapist);
  const stretch = { start: freed.inicio, end: freed.fim ?? horizon };
  let made = 0;
  for (let date = firstDate; date < lastDate; date = nextDate(date)) {
    for (const time of dayTimes(rules, date)) {
      const range = occupiedRange(date, time, rules.sessionDuration, rules.bufferMinutes);
      if (!overlaps(range, stretch) || slotProblem(rules, date, time) !== null) continue;
      const slot = { weekday: dayOfWeekOf(date), time, durationMinutes: rules.sessionDuration };
      let chosen: Candidate | undefined;
      for (const entry of entries) {
        if (withLive.has(entry.id) || offeredBefore.has(`${entry.id}@${range.start.getTime()}`)) continue;
        if (!entryFits(entry, slot, formats)) continue;
        if (await clientBusy(tx, entry.clienteId, range.start, range.end)) continue;
        chosen = entry;
        break;
      }
      if (!chosen) continue;
      const offer = {
        id: randomUUID(),
        entradaId: chosen.id,
        terapeutaId: freed.terapeutaId,
        clienteId: chosen.clienteId,
        date,
        time,
        startsAt: range.start,
        occupiedUntil: range.end,
        createdAt: now,
        expiraEm: offerExpiresAt(settings.duracaoOfertaMin, now, range.start),
      };
      await tx.insert(esperaOfertas).values(offer);
      withLive.add(chosen.id);
      rules = { ...rules, busy: [...rules.busy, range] }; // the next slot of the stretch sees this one held
      await publish('OfertaFeita', { ofertaId: offer.id, entradaId: offer.entradaId, terapeutaId: offer.terapeutaId, clienteId: offer.clienteId, data: date, hora: time, expiraEm: offer.expiraEm.toISOString() });
      made++;
    }
  }
  return made;
}

/** Turns the freed stretches still waiting into offers: each stretch once across replicas (claimed
 * with FOR UPDATE SKIP LOCKED, marked done in the same transaction as its offers). Returns how many
 * offers were made. */
export async function processFreedTimes(db: Database, bus: EventBus, now: Date): Promise<number> {
  let made = 0;
  for (let i = 0; i < BATCH; i++) {
    const done = await bus.transaction(db, now, async (tx, publish) => {
      const [freed] = await tx
        .select()
        .from(esperaLiberacoes)
        .where(isNull(esperaLiberacoes.processadaEm))
        .orderBy(asc(esperaLiberacoes.createdAt), asc(esperaLiberacoes.id))
        .limit(1)
        .for('update', { skipLocked: true });
      if (!freed) return null;
      const n = await offerStretch(tx, publish, freed, now);
      await tx.update(esperaLiberacoes).set({ processadaEm: now }).where(eq(esperaLiberacoes.id, freed.id));
      return n;
    });
    if (done === null) break;
    made += done;
  }
  return made;
}

/** The sweep (every replica; each row changes once): offers whose hold ran out expire and entries
 * past their 60 days leave the line (their live offers with them) — the times go to the next in
 * line — then the freed stretches still waiting are offered. */
export async function sweepWaitingList(db: Database, bus: EventBus, now: Date): Promise<number> {
  await bus.transaction(db, now, async (tx, publish) => {
    await endLiveOffers(tx, publish, lte(esperaOfertas.expiraEm, now), 'expirada', now);
    const expired = await tx
      .update(esperaEntradas)
      .set({ estado: 'expirada', encerradaEm: now })
      .where(and(eq(esperaEntradas.estado, 'ativa'), lte(esperaEntradas.expiraEm, now)))
      .returning({ id: esperaEntradas.id });
    if (expired.length > 0) await endLiveOffers(tx, publish, inArray(esperaOfertas.entradaId, expired.map((e) => e.id)), 'retirada', now);
  });
  return processFreedTimes(db, bus, now);
}

// ---------------------------------------------------------------- the client's answer

/** The caller's offer (anybody else's, or none: 404). */
async function ownOffer(db: Executor, caller: AuthUser, id: string) {
  const [row] = await db
    .select({ offer: esperaOfertas, observacao: esperaEntradas.observacao, modalidade: esperaEntradas.modalidade })
    .from(esperaOfertas)
    .innerJoin(esperaEntradas, eq(esperaEntradas.id, esperaOfertas.entradaId))
    .where(eq(esperaOfertas.id, id))
    .limit(1);
  if (!row || row.offer.clienteId !== caller.sub) throw notFound(ESPERA_MESSAGES.notFoundOffer);
  return row;
}

const isLive = (o: OfertaRow, now: Date) => o.estado === 'viva' && o.expiraEm > now;

/**
 * POST /ofertas/{id}/aceitar: the held time booked through the booking's own path (POST /sessoes'
 * rules and its one statement, acolhe_reservar_sessao, which lets the holder through, accepts the
 * offer and closes the entry with the session). When the therapist chose to accept the list
 * automatically, the request is confirmed right after, as the therapist's confirmation.
 */
export async function acceptOffer(db: Database, bus: EventBus, caller: AuthUser, id: string, now: Date): Promise<Appointment> {
  const { offer, observacao, modalidade } = await ownOffer(db, caller, id);
  if (!isLive(offer, now)) throw conflict(ESPERA_MESSAGES.offerGone);
  const [therapist] = await db.select({ offersOnline: terapeutas.offersOnline, offersPresencial: terapeutas.offersPresencial, fullName: terapeutas.fullName, email: terapeutas.email }).from(terapeutas).where(eq(terapeutas.id, offer.terapeutaId)).limit(1);
  const format: SessionFormat = modalidade === 'online' || modalidade === 'presencial' ? modalidade : therapist?.offersOnline ? 'online' : 'presencial';
  const { appointment } = await createAppointment(db, bus, caller, { therapistId: offer.terapeutaId, date: offer.date, time: offer.time, notes: observacao, modality: format }, now);
  const settings = await settingsOf(db, offer.terapeutaId);
  if (!settings.aceitarAutomaticamente || appointment.status !== 'PENDING' || !therapist) return appointment;
  const asTherapist: AuthUser = { sub: offer.terapeutaId, email: therapist.email, name: therapist.fullName, tipo: 'terapeuta' };
  await changeStatus(db, bus, asTherapist, appointment.id, 'CONFIRMED', now);
  return getAppointment(db, caller, appointment.id);
}

/** POST /ofertas/{id}/recusar: the offer ends and the time goes to the next in line (the entry stays). */
export async function declineOffer(db: Database, bus: EventBus, caller: AuthUser, id: string, now: Date): Promise<void> {
  const { offer } = await ownOffer(db, caller, id);
  if (!isLive(offer, now)) throw conflict(ESPERA_MESSAGES.offerGone);
  await bus.transaction(db, now, async (tx, publish) => {
    const ended = await endLiveOffers(tx, publish, and(eq(esperaOfertas.id, id), gt(esperaOfertas.expiraEm, now)), 'recusada', now);
    if (ended.length === 0) throw conflict(ESPERA_MESSAGES.offerGone);
  });
}
