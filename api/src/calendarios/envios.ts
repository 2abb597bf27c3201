// Confirmed sessions written to the therapist's chosen CalDAV calendar (issue 45 item 3). The
// sessions' events mark the session due (`calendarios_externos_envios`) in their own transaction —
// only when the therapist has a calendar that receives sessions, or a copy is already there to
// update or remove; the sweep write_sessions_to_calendars claims due rows (one replica each) and
// PUTs the session's VEVENT (its UID is the session's, so every change replaces it; the client by
// first name only; the room link or the office) or DELETEs it once the session is no longer
// confirmed. A failure is retried with back-off and kept as the row's `erro`; the booking never
// waits for it. A series' occurrences are written the same way, each its own event: marked due
// when the series makes them (SerieEstendida) or cancels them (SerieEncerrada, SerieMovida).
import { and, asc, eq, inArray, isNotNull, lte, sql } from 'drizzle-orm';
import { firstName } from '@acolhe/shared-domain';
import { buildCalendar } from '../calendario/ics';
import { sessionEventFor } from '../calendario/service';
import type { Database, Executor } from '../db/client';
import { calendariosExternos, calendariosExternosColecoes, calendariosExternosEnvios, sessoes, terapeutas } from '../db/schema';
import type { EventBus } from '../eventos/bus';
import { SaidaError, type SafeFetch } from '../lib/saida/saida';
import { OFFICE_COLUMNS } from '../perfis/office';
import type { Keyring } from '../prontuario/crypto';
import type { SessaoRef } from '../sessoes/events';
import '../series/events';
import { fromSaida, fromStatus } from './leitura';
import { CALENDARIOS_MSG as M } from './mensagens';
import { unseal } from './segredo';

export interface EnviosDeps {
  db: Database;
  keys: Keyring;
  fetch: SafeFetch;
  /** the site's address (the event's link back) */
  siteUrl: string;
}

const BATCH = 20;
/** A claimed row is left alone this long (the replica that claimed it is writing it). */
const LEASE_MS = 5 * 60_000;
/** Retries: 1, 2, 4 … minutes, at most 6 hours apart. */
export const retryDelayMs = (tentativas: number) => Math.min(6 * 3_600_000, 60_000 * 2 ** Math.max(0, tentativas - 1));

/**
 * Marks sessions due, in their change's transaction, when there is somewhere to write them (the
 * therapist's calendar that receives sessions) or a copy of one is already there to update or
 * remove. One rule for a single session and for a series' occurrences (each its own copy, its UID
 * the session's).
 */
async function markDue(tx: Executor, terapeutaId: string, sessaoIds: readonly string[], at: Date): Promise<void> {
  if (sessaoIds.length === 0) return;
  const ids = sql`ARRAY[${sql.join(
    sessaoIds.map((id) => sql`${id}`),
    sql`, `,
  )}]::text[]`;
  await tx.execute(sql`
    INSERT INTO calendarios_externos_envios (sessao_id, terapeuta_id, pendente, tentativas, proxima_em)
    SELECT s.id, ${terapeutaId}::text, true, 0, ${at.toISOString()}::timestamptz
    FROM unnest(${ids}) AS s(id)
    WHERE EXISTS (SELECT 1 FROM calendarios_externos_colecoes c JOIN calendarios_externos k ON k.id = c.calendario_id
                  WHERE k.terapeuta_id = ${terapeutaId} AND k.tipo = 'caldav' AND c.recebe_sessoes)
       OR EXISTS (SELECT 1 FROM calendarios_externos_envios e WHERE e.sessao_id = s.id AND e.href IS NOT NULL)
    ON CONFLICT (sessao_id) DO UPDATE SET pendente = true, tentativas = 0, proxima_em = excluded.proxima_em`);
}

/** The oldest failing copy of a therapist's sessions: shown with the account that receives them. */
export async function failingWrite(db: Executor, terapeutaId: string): Promise<{ mensagem: string; desde: string } | null> {
  const [row] = await db
    .select({ erro: calendariosExternosEnvios.erro, desde: calendariosExternosEnvios.erroDesde })
    .from(calendariosExternosEnvios)
    .where(and(eq(calendariosExternosEnvios.terapeutaId, terapeutaId), eq(calendariosExternosEnvios.pendente, true), isNotNull(calendariosExternosEnvios.erro)))
    .orderBy(asc(calendariosExternosEnvios.erroDesde))
    .limit(1);
  return row?.erro && row.desde ? { mensagem: row.erro, desde: row.desde.toISOString() } : null;
}

/** The changes that change a copy: a session confirmed, moved, cancelled, its link changed (an
 * occurrence of a series too); a series' occurrences made (on acceptance, each extension, a move's
 * new series) or cancelled (the series ended, or moved from a date on). */
export function subscribeEnvios(bus: EventBus): void {
  const one = (tx: Executor, ref: SessaoRef, at: Date) => markDue(tx, ref.terapeutaId, [ref.sessaoId], at);
  bus.withinTransaction('SessaoConfirmada', (tx, { payload, at }) => one(tx, payload, at));
  bus.withinTransaction('SessaoRemarcada', (tx, { payload, at }) => one(tx, payload, at));
  bus.withinTransaction('SessaoCancelada', (tx, { payload, at }) => one(tx, payload, at));
  bus.withinTransaction('LinkDaSessaoAlterado', (tx, { payload, at }) => one(tx, payload, at));
  bus.withinTransaction('SerieEstendida', (tx, { payload, at }) => markDue(tx, payload.terapeutaId, payload.sessoesCriadas, at));
  bus.withinTransaction('SerieEncerrada', (tx, { payload, at }) => markDue(tx, payload.terapeutaId, payload.sessoesCanceladas, at));
  bus.withinTransaction('SerieMovida', (tx, { payload, at }) => markDue(tx, payload.terapeutaId, payload.sessoesCanceladas, at));
}

class EnvioError extends Error {}

async function send(fetch: SafeFetch, url: string, auth: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(url, { ...init, headers: { ...(init.headers as Record<string, string>), authorization: auth } });
  } catch (error) {
    throw new EnvioError(error instanceof SaidaError ? fromSaida(error).message : M.inalcancavel);
  }
}

/** Writes or removes one session's copy; returns the row's new href. */
async function deliver(deps: EnviosDeps, row: typeof calendariosExternosEnvios.$inferSelect, at: Date): Promise<{ href: string | null; colecaoId: string | null }> {
  const [session] = await deps.db
    .select({ s: sessoes, preferenciaSala: terapeutas.preferenciaSala, ...OFFICE_COLUMNS })
    .from(sessoes)
    .innerJoin(terapeutas, eq(terapeutas.id, sessoes.terapeutaId))
    .where(eq(sessoes.id, row.sessaoId));
  const [target] = await deps.db
    .select({ colecao: calendariosExternosColecoes, calendario: calendariosExternos })
    .from(calendariosExternosColecoes)
    .innerJoin(calendariosExternos, eq(calendariosExternos.id, calendariosExternosColecoes.calendarioId))
    .where(and(eq(calendariosExternos.terapeutaId, row.terapeutaId), eq(calendariosExternos.tipo, 'caldav'), eq(calendariosExternosColecoes.recebeSessoes, true)));
  const credentials = async (colecaoId: string | null) => {
    const [found] = colecaoId
      ? await deps.db
          .select({ calendario: calendariosExternos })
          .from(calendariosExternosColecoes)
          .innerJoin(calendariosExternos, eq(calendariosExternos.id, calendariosExternosColecoes.calendarioId))
          .where(eq(calendariosExternosColecoes.id, colecaoId))
      : [];
    if (!found) return null;
    const segredo = unseal(deps.keys, found.calendario.id, found.calendario);
    return `Basic ${Buffer.from(`${segredo.usuario ?? ''}:${segredo.senha ?? ''}`).toString('base64')}`;
  };
  const wanted = session && session.s.status === 'CONFIRMED' && target ? target : null;
  const href = wanted ? new URL(`${encodeURIComponent(row.sessaoId)}.ics`, wanted.colecao.url).href : null;
  // the copy elsewhere (another collection chosen since, or no longer confirmed): removed
  if (row.href && row.href !== href) {
    const auth = await credentials(row.colecaoId);
    if (auth) {
      const removed = await send(deps.fetch, row.href, auth, { method: 'DELETE' });
      if (!removed.ok && removed.status !== 404 && removed.status !== 410) throw new EnvioError(fromStatus(removed.status).message);
    }
  }
  if (!wanted || !session || !href) return { href: null, colecaoId: null };
  const event = sessionEventFor({ ...session.s, preferenciaSala: session.preferenciaSala }, 'terapeuta', firstName(session.s.clientName), session, deps.siteUrl);
  const body = buildCalendar([event], { method: 'PUBLISH', stamp: at });
  const auth = await credentials(wanted.colecao.id);
  const written = await send(deps.fetch, href, auth!, { method: 'PUT', headers: { 'content-type': 'text/calendar; charset=utf-8' }, body });
  if (!written.ok) throw new EnvioError(fromStatus(written.status).message);
  return { href, colecaoId: wanted.colecao.id };
}

/** The sweep: due copies claimed (one replica each: the lease moves `proxima_em` on), each written. */
export async function writeDueSessions(deps: EnviosDeps, at: Date): Promise<number> {
  const claimed = await deps.db
    .update(calendariosExternosEnvios)
    .set({ proximaEm: new Date(at.getTime() + LEASE_MS) })
    .where(
      inArray(
        calendariosExternosEnvios.sessaoId,
        deps.db
          .select({ id: calendariosExternosEnvios.sessaoId })
          .from(calendariosExternosEnvios)
          .where(and(eq(calendariosExternosEnvios.pendente, true), lte(calendariosExternosEnvios.proximaEm, at)))
          .orderBy(calendariosExternosEnvios.proximaEm)
          .limit(BATCH)
          .for('update', { skipLocked: true }),
      ),
    )
    .returning();
  for (const row of claimed) {
    try {
      const done = await deliver(deps, row, at);
      await deps.db
        .update(calendariosExternosEnvios)
        .set({ pendente: false, tentativas: 0, erro: null, erroDesde: null, href: done.href, colecaoId: done.colecaoId, enviadoEm: at })
        .where(eq(calendariosExternosEnvios.sessaoId, row.sessaoId));
    } catch (error) {
      const tentativas = row.tentativas + 1;
      await deps.db
        .update(calendariosExternosEnvios)
        .set({
          tentativas,
          proximaEm: new Date(at.getTime() + retryDelayMs(tentativas)),
          erro: error instanceof EnvioError ? error.message : M.inalcancavel,
          erroDesde: sql`coalesce(${calendariosExternosEnvios.erroDesde}, ${at.toISOString()}::timestamptz)`,
        })
        .where(eq(calendariosExternosEnvios.sessaoId, row.sessaoId));
    }
  }
  return claimed.length;
}
