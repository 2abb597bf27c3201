// A client's entries in therapists' waiting lists, and a therapist's view of their own list (issue
// 46). The limits that must hold under concurrency are the database's (migration 0036): at most
// ESPERA_MAX_ENTRADAS active entries per client (trigger acolhe_espera_limite, 'AC461'), one active
// entry per client and therapist (a unique index). The line is the therapist's active entries in
// created order.
import { randomUUID } from 'node:crypto';
import { and, asc, eq, gt, sql } from 'drizzle-orm';
import {
  ESPERA_MESSAGES,
  ESPERA_VALIDADE_DIAS,
  firstName,
  type EsperaEntrada,
  type EsperaJoinInput,
  type EsperaSettingsInput,
  type EsperaTerapeuta,
} from '@acolhe/shared-domain';
import type { AuthUser } from '../auth/verifier';
import type { Database, Executor } from '../db/client';
import { clientes, esperaConfiguracoes, esperaEntradas, esperaOfertas, terapeutas } from '../db/schema';
import { holdsOfferedTime } from '../db/statuses';
import type { EventBus } from '../eventos/bus';
import { badRequest, conflict, notFound, pgErrorCode } from '../lib/errors';
import { MSG } from '../lib/messages';
import { publicadoColumn } from '../perfis/publicacao';
import { assertOwnAgenda } from '../agenda/service';
import { settingsOf } from './configuracao';
import { endLiveOffers } from './ofertas';

/** SQLSTATE of acolhe_espera_limite: the client already waits in ESPERA_MAX_ENTRADAS lists. */
export const ESPERA_LIMIT_SQLSTATE = 'AC461';

const DAY = 86_400_000;

/** An entry still in line at `now` (the sweep marks the expired ones later). */
const activeAt = (now: Date) => and(eq(esperaEntradas.estado, 'ativa'), gt(esperaEntradas.expiraEm, now));

/** The caller's active entries (all, or one), each with its place in its therapist's line and its live offer. */
async function entriesOf(db: Executor, clientId: string, now: Date, entryId?: string): Promise<EsperaEntrada[]> {
  const ahead = sql<number>`(SELECT count(*)::int FROM espera_entradas o WHERE o.terapeuta_id = ${esperaEntradas.terapeutaId}
    AND o.estado = 'ativa' AND o.expira_em > ${now.toISOString()}::timestamptz
    AND o.ordem <= ${esperaEntradas.ordem})`;
  const rows = await db
    .select({
      entry: esperaEntradas,
      therapistName: terapeutas.fullName,
      posicao: ahead,
      oferta: { id: esperaOfertas.id, date: esperaOfertas.date, time: esperaOfertas.time, expiraEm: esperaOfertas.expiraEm },
    })
    .from(esperaEntradas)
    .innerJoin(terapeutas, eq(terapeutas.id, esperaEntradas.terapeutaId))
    .leftJoin(esperaOfertas, and(eq(esperaOfertas.entradaId, esperaEntradas.id), holdsOfferedTime(esperaOfertas.estado), gt(esperaOfertas.expiraEm, now)))
    .where(and(eq(esperaEntradas.clienteId, clientId), activeAt(now), entryId ? eq(esperaEntradas.id, entryId) : undefined))
    .orderBy(asc(esperaEntradas.ordem));
  return rows.map(({ entry, therapistName, posicao, oferta }) => ({
    id: entry.id,
    therapistId: entry.terapeutaId,
    therapistName,
    diasDaSemana: [...entry.diasSemana].sort((a, b) => a - b),
    inicio: entry.inicio,
    fim: entry.fim,
    modalidade: entry.modalidade === 'online' || entry.modalidade === 'presencial' ? entry.modalidade : null,
    observacao: entry.observacao,
    criadaEm: entry.createdAt.toISOString(),
    expiraEm: entry.expiraEm.toISOString(),
    posicao: Number(posicao),
    oferta: oferta?.id ? { id: oferta.id, date: oferta.date!, time: oferta.time!, expiraEm: oferta.expiraEm!.toISOString() } : null,
  }));
}

/** POST /terapeutas/{id}/lista-de-espera (clients: the row's access). */
export async function joinWaitingList(db: Database, caller: AuthUser, therapistId: string, input: EsperaJoinInput, now: Date): Promise<EsperaEntrada> {
  const [therapist] = await db
    .select({ offersOnline: terapeutas.offersOnline, offersPresencial: terapeutas.offersPresencial, publicado: publicadoColumn() })
    .from(terapeutas)
    .where(eq(terapeutas.id, therapistId))
    .limit(1);
  // only a public profile has a list to join (perfis/publicacao.ts)
  if (!therapist?.publicado) throw notFound(MSG.therapistNotFound);
  const modalidade = input.modalidade ?? null;
  if (modalidade && !(modalidade === 'online' ? therapist.offersOnline : therapist.offersPresencial)) {
    throw badRequest(MSG.modalityNotOffered, { modalidade: MSG.modalityNotOffered });
  }
  const id = randomUUID();
  try {
    await db.transaction(async (tx) => {
      // the caller's entries past their 60 days leave first: they count for nothing any more
      await tx
        .update(esperaEntradas)
        .set({ estado: 'expirada', encerradaEm: now })
        .where(and(eq(esperaEntradas.clienteId, caller.sub), eq(esperaEntradas.estado, 'ativa'), sql`${esperaEntradas.expiraEm} <= ${now.toISOString()}::timestamptz`));
      await tx.insert(esperaEntradas).values({
        id,
        clienteId: caller.sub,
        terapeutaId: therapistId,
        diasSemana: [...input.diasDaSemana],
        inicio: input.inicio,
        fim: input.fim,
        modalidade,
        observacao: input.observacao,
        createdAt: now,
        expiraEm: new Date(now.getTime() + ESPERA_VALIDADE_DIAS * DAY),
      });
    });
  } catch (error) {
    if (pgErrorCode(error) === ESPERA_LIMIT_SQLSTATE) throw conflict(ESPERA_MESSAGES.tooMany);
    if (pgErrorCode(error) === '23505') throw conflict(ESPERA_MESSAGES.alreadyWaiting);
    throw error;
  }
  const [entry] = await entriesOf(db, caller.sub, now, id);
  return entry!;
}

/** GET /me/lista-de-espera */
export function listMyEntries(db: Executor, caller: AuthUser, now: Date): Promise<EsperaEntrada[]> {
  return entriesOf(db, caller.sub, now);
}

/** DELETE /lista-de-espera/{id}: the caller's own active entry (anybody else's, or none: 404). Its
 * live offer ends ('retirada') and the time goes to the next in line. */
export async function leaveWaitingList(db: Database, bus: EventBus, caller: AuthUser, id: string, now: Date): Promise<void> {
  await bus.transaction(db, now, async (tx, publish) => {
    const [left] = await tx
      .update(esperaEntradas)
      .set({ estado: 'saiu', encerradaEm: now })
      .where(and(eq(esperaEntradas.id, id), eq(esperaEntradas.clienteId, caller.sub), eq(esperaEntradas.estado, 'ativa')))
      .returning({ id: esperaEntradas.id });
    if (!left) throw notFound(ESPERA_MESSAGES.notFoundEntry);
    await endLiveOffers(tx, publish, eq(esperaOfertas.entradaId, id), 'retirada', now);
  });
}

/** The therapist's own list: settings and active entries in line order, first names only. */
export async function therapistView(db: Executor, therapistId: string, now: Date): Promise<EsperaTerapeuta> {
  const settings = await settingsOf(db, therapistId);
  const rows = await db
    .select({ name: clientes.name, entry: esperaEntradas })
    .from(esperaEntradas)
    .innerJoin(clientes, eq(clientes.id, esperaEntradas.clienteId))
    .where(and(eq(esperaEntradas.terapeutaId, therapistId), activeAt(now)))
    .orderBy(asc(esperaEntradas.ordem));
  return {
    pausada: settings.pausada,
    aceitarAutomaticamente: settings.aceitarAutomaticamente,
    duracaoOfertaMin: settings.duracaoOfertaMin,
    entradas: rows.map(({ name, entry }) => ({
      primeiroNome: firstName(name),
      diasDaSemana: [...entry.diasSemana].sort((a, b) => a - b),
      inicio: entry.inicio,
      fim: entry.fim,
      modalidade: entry.modalidade === 'online' || entry.modalidade === 'presencial' ? entry.modalidade : null,
      desde: entry.createdAt.toISOString(),
    })),
  };
}

/** GET /agenda/terapeutas/{therapistId}/lista-de-espera (the therapist only: 404 unknown, 403 anybody else). */
export async function getTherapistList(db: Executor, caller: AuthUser, therapistId: string, now: Date): Promise<EsperaTerapeuta> {
  await assertOwnAgenda(db, caller, therapistId);
  return therapistView(db, therapistId, now);
}

/** PATCH …/lista-de-espera: what is sent changes. Paused, no freed time is offered (the live offers
 * stay until they end). */
export async function updateSettings(db: Executor, caller: AuthUser, therapistId: string, input: EsperaSettingsInput, now: Date): Promise<EsperaTerapeuta> {
  await assertOwnAgenda(db, caller, therapistId);
  const current = await settingsOf(db, therapistId);
  const next = {
    pausada: input.pausada ?? current.pausada,
    aceitarAutomaticamente: input.aceitarAutomaticamente ?? current.aceitarAutomaticamente,
    duracaoOfertaMin: input.duracaoOfertaMin ?? current.duracaoOfertaMin,
  };
  await db
    .insert(esperaConfiguracoes)
    .values({ terapeutaId: therapistId, ...next, updatedAt: now })
    .onConflictDoUpdate({ target: esperaConfiguracoes.terapeutaId, set: { ...next, updatedAt: now } });
  return therapistView(db, therapistId, now);
}
