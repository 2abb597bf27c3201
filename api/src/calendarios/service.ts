// The therapist's external calendars (issue 45): connect (read first — a wrong password, an
// unreachable server or a file that is not iCalendar is a 400 and nothing is kept), list, choose
// which collections block time, remove, and sync (on demand and by the sweep). Only busy intervals
// are stored; the secret is sealed (./segredo.ts). Writing intervals takes the lock the booking's
// function takes for the therapist, so a booking sees a sync whole or not at all.
import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import { externalCalendarLabel, type ExternalCalendarConnectInput, type ExternalCalendarUpdateInput } from '@acolhe/shared-domain';
import type * as v from 'valibot';
import type { externalCalendarAnswer } from '@acolhe/shared-domain';
import type { Database, Executor } from '../db/client';
import { calendariosExternos, calendariosExternosColecoes, ocupacoesExternas } from '../db/schema';
import type { EventBus, Publish } from '../eventos/bus';
import { badRequest, conflict, notFound } from '../lib/errors';
import type { SafeFetch } from '../lib/saida/saida';
import type { Keyring } from '../prontuario/crypto';
import type { BusyInterval } from './intervalos';
import { failingWrite } from './envios';
import { LeituraError, readCaldav, readIcs, type ColecaoConhecida, type ColecaoLida, type Janela } from './leitura';
import { CALENDARIOS_MSG as M } from './mensagens';
import { seal, unseal, type Segredo } from './segredo';
import { takeTherapistTurn } from '../sessoes/reserva';

export type ExternalCalendar = v.InferOutput<typeof externalCalendarAnswer>;
type CalendarioRow = typeof calendariosExternos.$inferSelect;
type ColecaoRow = typeof calendariosExternosColecoes.$inferSelect;

/** At most this many calendars per therapist. */
export const MAX_CALENDARIOS = 10;
/** The sweep reads a calendar again after this long (a failing one too, no sooner). */
export const SYNC_INTERVAL_MS = 10 * 60_000;
/** Calendars one sweep reads (on one replica: each is claimed first). */
const SWEEP_BATCH = 20;
const DAY_MS = 86_400_000;
/** What is read: from a day ago (a session of today) to 180 days ahead (the booking horizon and more). */
export const janelaDe = (now: Date): Janela => ({ from: new Date(now.getTime() - DAY_MS), to: new Date(now.getTime() + 180 * DAY_MS) });

export interface CalendariosDeps {
  db: Database;
  bus: EventBus;
  keys: Keyring;
  fetch: SafeFetch;
}

// ---------------------------------------------------------------- answers

function answerOf(row: CalendarioRow, colecoes: readonly ColecaoRow[], erroEnvio: ExternalCalendar['erroEnvio'] = null): ExternalCalendar {
  const receives = colecoes.some((c) => c.recebeSessoes);
  return {
    ...(receives ? { erroEnvio } : {}),
    id: row.id,
    tipo: row.tipo as ExternalCalendar['tipo'],
    rotulo: row.rotulo,
    estado: row.estado as ExternalCalendar['estado'],
    sincronizadoEm: row.sincronizadoEm?.toISOString() ?? null,
    erro: row.erro && row.erroDesde ? { mensagem: row.erro, desde: row.erroDesde.toISOString() } : null,
    colecoes: colecoes.map((c) => ({ id: c.id, nome: c.nome, bloqueia: c.bloqueia, recebeSessoes: c.recebeSessoes })),
  };
}

async function colecoesOf(db: Executor, ids: readonly string[]): Promise<Map<string, ColecaoRow[]>> {
  const byCalendar = new Map<string, ColecaoRow[]>();
  if (ids.length === 0) return byCalendar;
  const rows = await db
    .select()
    .from(calendariosExternosColecoes)
    .where(inArray(calendariosExternosColecoes.calendarioId, [...ids]))
    .orderBy(asc(calendariosExternosColecoes.posicao), asc(calendariosExternosColecoes.nome));
  for (const row of rows) byCalendar.set(row.calendarioId, [...(byCalendar.get(row.calendarioId) ?? []), row]);
  return byCalendar;
}

export async function listCalendars(db: Executor, terapeutaId: string): Promise<ExternalCalendar[]> {
  const rows = await db.select().from(calendariosExternos).where(eq(calendariosExternos.terapeutaId, terapeutaId)).orderBy(asc(calendariosExternos.createdAt), asc(calendariosExternos.id));
  const colecoes = await colecoesOf(
    db,
    rows.map((r) => r.id),
  );
  const erroEnvio = rows.length > 0 ? await failingWrite(db, terapeutaId) : null;
  return rows.map((r) => answerOf(r, colecoes.get(r.id) ?? [], erroEnvio));
}

async function findCalendar(db: Executor, terapeutaId: string, calId: string): Promise<CalendarioRow> {
  const [row] = await db
    .select()
    .from(calendariosExternos)
    .where(and(eq(calendariosExternos.id, calId), eq(calendariosExternos.terapeutaId, terapeutaId)));
  if (!row) throw notFound(M.naoEncontradoAqui);
  return row;
}

async function calendarAnswer(db: Executor, terapeutaId: string, calId: string): Promise<ExternalCalendar> {
  const row = await findCalendar(db, terapeutaId, calId);
  return answerOf(row, (await colecoesOf(db, [row.id])).get(row.id) ?? [], await failingWrite(db, terapeutaId));
}

// ---------------------------------------------------------------- writing intervals

// Intervals are written under the booking's turn of the therapist's agenda (the lock
// acolhe_reservar_sessao takes, sessoes/reserva.ts), so a booking sees them all or none.

async function replaceIntervals(tx: Executor, row: Pick<CalendarioRow, 'id' | 'terapeutaId'>, colecaoId: string | null, intervalos: readonly BusyInterval[]): Promise<void> {
  await tx
    .delete(ocupacoesExternas)
    .where(and(eq(ocupacoesExternas.calendarioId, row.id), colecaoId === null ? isNull(ocupacoesExternas.colecaoId) : eq(ocupacoesExternas.colecaoId, colecaoId)));
  // in slices: a calendar may hold thousands of intervals
  for (let i = 0; i < intervalos.length; i += 500) {
    await tx.insert(ocupacoesExternas).values(intervalos.slice(i, i + 500).map((b) => ({ terapeutaId: row.terapeutaId, calendarioId: row.id, colecaoId, inicio: b.start, fim: b.end })));
  }
}

const changed = (publish: Publish, row: Pick<CalendarioRow, 'id' | 'terapeutaId'>, now: Date) => {
  const janela = janelaDe(now);
  return publish('OcupacoesExternasAlteradas', { therapistId: row.terapeutaId, calendarioId: row.id, start: janela.from.toISOString(), end: janela.to.toISOString(), effect: 'both' });
};

/** Writes what a CalDAV read found: new collections (blocking), gone ones removed, the intervals
 * of those read again. True when any interval may have changed. */
async function writeCaldav(tx: Executor, row: CalendarioRow, lidas: readonly ColecaoLida[], existing: readonly ColecaoRow[]): Promise<boolean> {
  let any = false;
  const byUrl = new Map(existing.map((c) => [c.url, c]));
  const seen = new Set(lidas.map((l) => l.url));
  const gone = existing.filter((c) => !seen.has(c.url));
  if (gone.length > 0) {
    await tx.delete(calendariosExternosColecoes).where(inArray(calendariosExternosColecoes.id, gone.map((c) => c.id)));
    any = true;
  }
  const receives = existing.some((c) => c.recebeSessoes && seen.has(c.url));
  for (const [posicao, lida] of lidas.entries()) {
    let colecao = byUrl.get(lida.url);
    if (!colecao) {
      // the account's first calendar receives the sessions unless one already does
      const recebeSessoes = !receives && posicao === 0;
      [colecao] = await tx
        .insert(calendariosExternosColecoes)
        .values({ id: randomUUID(), calendarioId: row.id, url: lida.url, nome: lida.nome, bloqueia: true, recebeSessoes, ctag: lida.ctag, syncToken: lida.syncToken, posicao })
        .returning();
    } else {
      await tx.update(calendariosExternosColecoes).set({ nome: lida.nome, ctag: lida.ctag, syncToken: lida.syncToken, posicao }).where(eq(calendariosExternosColecoes.id, colecao.id));
    }
    if (lida.intervalos && colecao!.bloqueia) {
      await replaceIntervals(tx, row, colecao!.id, lida.intervalos);
      any = true;
    }
  }
  return any;
}

// ---------------------------------------------------------------- connect

export async function connect(deps: CalendariosDeps, terapeutaId: string, input: ExternalCalendarConnectInput, now: Date): Promise<ExternalCalendar> {
  const [{ count } = { count: 0 }] = await deps.db
    .select({ count: sql<number>`count(*)::int` })
    .from(calendariosExternos)
    .where(eq(calendariosExternos.terapeutaId, terapeutaId));
  if (count >= MAX_CALENDARIOS) throw conflict(M.limite(MAX_CALENDARIOS));
  const segredo: Segredo = input.tipo === 'ics' ? { url: input.url } : { url: input.url, usuario: input.usuario, senha: input.senha };
  const janela = janelaDe(now);
  // read before anything is kept: a failure is the 400 and leaves no row
  let leitura: { ics?: Awaited<ReturnType<typeof readIcs>>; caldav?: ColecaoLida[] };
  try {
    leitura = input.tipo === 'ics' ? { ics: await readIcs(deps.fetch, input.url, {}, janela) } : { caldav: await readCaldav(deps.fetch, segredo, new Map(), janela) };
  } catch (error) {
    // the field to fix: the password the server refused, else the address
    if (error instanceof LeituraError) throw badRequest(error.message, { [error.message === M.senhaRecusada ? 'senha' : 'url']: error.message });
    throw error;
  }
  const id = randomUUID();
  const rotulo = externalCalendarLabel({ tipo: input.tipo, url: input.url, usuario: input.tipo === 'caldav' ? input.usuario : undefined });
  await deps.bus.transaction(deps.db, now, async (tx, publish) => {
    await takeTherapistTurn(tx, terapeutaId);
    const ics = leitura.ics?.mudou ? leitura.ics : null;
    const [row] = await tx
      .insert(calendariosExternos)
      .values({ id, terapeutaId, tipo: input.tipo, rotulo, ...seal(deps.keys, id, segredo), estado: 'ok', sincronizadoEm: now, tentadoEm: now, etag: ics?.etag ?? null, ultimaModificacao: ics?.ultimaModificacao ?? null, createdAt: now })
      .returning();
    if (ics) await replaceIntervals(tx, row!, null, ics.intervalos);
    if (leitura.caldav) await writeCaldav(tx, row!, leitura.caldav, []);
    await changed(publish, row!, now);
  });
  return calendarAnswer(deps.db, terapeutaId, id);
}

// ---------------------------------------------------------------- sync

/**
 * Reads a calendar again. Success: 'ok', its intervals replaced where the server says something
 * changed. Failure: 'erro' with the message, since the first failure; nothing new is kept (what
 * it blocked stays) and the first failure since it last worked publishes CalendarioExternoFalhou
 * (the therapist's e-mail), claimed by one UPDATE so two replicas never both send it.
 */
export async function syncCalendar(deps: CalendariosDeps, row: CalendarioRow, now: Date): Promise<void> {
  const segredo = unseal(deps.keys, row.id, row);
  const janela = janelaDe(now);
  const existing = (await colecoesOf(deps.db, [row.id])).get(row.id) ?? [];
  try {
    if (row.tipo === 'ics') {
      const lida = await readIcs(deps.fetch, segredo.url, row, janela);
      await deps.bus.transaction(deps.db, now, async (tx, publish) => {
        await takeTherapistTurn(tx, row.terapeutaId);
        await tx
          .update(calendariosExternos)
          .set({ estado: 'ok', sincronizadoEm: now, tentadoEm: now, erro: null, erroDesde: null, erroAvisado: false, ...(lida.mudou ? { etag: lida.etag, ultimaModificacao: lida.ultimaModificacao } : {}) })
          .where(eq(calendariosExternos.id, row.id));
        if (lida.mudou) {
          await replaceIntervals(tx, row, null, lida.intervalos);
          await changed(publish, row, now);
        }
      });
    } else {
      const known = new Map<string, ColecaoConhecida>(existing.map((c) => [c.url, { ctag: c.ctag, syncToken: c.syncToken, bloqueia: c.bloqueia }]));
      const lidas = await readCaldav(deps.fetch, segredo, known, janela);
      await deps.bus.transaction(deps.db, now, async (tx, publish) => {
        await takeTherapistTurn(tx, row.terapeutaId);
        await tx.update(calendariosExternos).set({ estado: 'ok', sincronizadoEm: now, tentadoEm: now, erro: null, erroDesde: null, erroAvisado: false }).where(eq(calendariosExternos.id, row.id));
        if (await writeCaldav(tx, row, lidas, existing)) await changed(publish, row, now);
      });
    }
  } catch (error) {
    if (!(error instanceof LeituraError)) throw error;
    await deps.bus.transaction(deps.db, now, async (tx, publish) => {
      await tx
        .update(calendariosExternos)
        .set({ estado: 'erro', erro: error.message, erroDesde: sql`coalesce(${calendariosExternos.erroDesde}, ${now.toISOString()}::timestamptz)`, tentadoEm: now })
        .where(eq(calendariosExternos.id, row.id));
      const [told] = await tx
        .update(calendariosExternos)
        .set({ erroAvisado: true })
        .where(and(eq(calendariosExternos.id, row.id), eq(calendariosExternos.erroAvisado, false)))
        .returning({ desde: calendariosExternos.erroDesde });
      if (told) await publish('CalendarioExternoFalhou', { terapeutaId: row.terapeutaId, calendarioId: row.id, rotulo: row.rotulo, mensagem: error.message, desde: (told.desde ?? now).toISOString() });
    });
  }
}

/** POST …/sincronizar: reads now; answers the calendar with its new state. */
export async function syncNow(deps: CalendariosDeps, terapeutaId: string, calId: string, now: Date): Promise<ExternalCalendar> {
  const row = await findCalendar(deps.db, terapeutaId, calId);
  await syncCalendar(deps, row, now);
  return calendarAnswer(deps.db, terapeutaId, calId);
}

/**
 * The sweep: the calendars not tried for SYNC_INTERVAL_MS, claimed in one UPDATE (their
 * `tentado_em` set; a concurrent replica's claim skips the locked rows), then read one by one.
 */
export async function syncDueCalendars(deps: CalendariosDeps, at: Date, log: (calendarioId: string) => void = () => {}): Promise<number> {
  const due = new Date(at.getTime() - SYNC_INTERVAL_MS);
  const claimed = await deps.db
    .update(calendariosExternos)
    .set({ tentadoEm: at })
    .where(
      inArray(
        calendariosExternos.id,
        deps.db
          .select({ id: calendariosExternos.id })
          .from(calendariosExternos)
          .where(or(isNull(calendariosExternos.tentadoEm), lt(calendariosExternos.tentadoEm, due)))
          .orderBy(sql`${calendariosExternos.tentadoEm} asc nulls first`)
          .limit(SWEEP_BATCH)
          .for('update', { skipLocked: true }),
      ),
    )
    .returning();
  for (const row of claimed) {
    try {
      await syncCalendar(deps, row, at);
    } catch {
      // never the error's text: it could carry the address
      log(row.id);
    }
  }
  return claimed.length;
}

// ---------------------------------------------------------------- choose, remove

export async function updateCalendar(deps: CalendariosDeps, terapeutaId: string, calId: string, input: ExternalCalendarUpdateInput, now: Date): Promise<ExternalCalendar> {
  const row = await findCalendar(deps.db, terapeutaId, calId);
  if (row.tipo !== 'caldav') throw badRequest(M.soCaldav);
  const existing = (await colecoesOf(deps.db, [row.id])).get(row.id) ?? [];
  const ids = new Set(existing.map((c) => c.id));
  const asked = [...(input.colecoes ?? []).map((c) => c.id), ...(input.recebeSessoes ? [input.recebeSessoes] : [])];
  if (asked.some((id) => !ids.has(id))) throw badRequest(M.colecaoNaoEncontrada, { colecoes: M.colecaoNaoEncontrada });
  let reread = false;
  await deps.bus.transaction(deps.db, now, async (tx, publish) => {
    await takeTherapistTurn(tx, terapeutaId);
    let intervalsChanged = false;
    for (const choice of input.colecoes ?? []) {
      const before = existing.find((c) => c.id === choice.id)!;
      if (before.bloqueia === choice.bloqueia) continue;
      // unticked: its intervals go now; ticked: read on the next sync (its ctag forgotten)
      await tx.update(calendariosExternosColecoes).set({ bloqueia: choice.bloqueia, ...(choice.bloqueia ? { ctag: null, syncToken: null } : {}) }).where(eq(calendariosExternosColecoes.id, choice.id));
      if (!choice.bloqueia) {
        await tx.delete(ocupacoesExternas).where(eq(ocupacoesExternas.colecaoId, choice.id));
        intervalsChanged = true;
      } else reread = true;
    }
    if (input.recebeSessoes !== undefined) {
      await tx.update(calendariosExternosColecoes).set({ recebeSessoes: false }).where(eq(calendariosExternosColecoes.calendarioId, row.id));
      if (input.recebeSessoes) await tx.update(calendariosExternosColecoes).set({ recebeSessoes: true }).where(eq(calendariosExternosColecoes.id, input.recebeSessoes));
    }
    if (intervalsChanged) await changed(publish, row, now);
  });
  // a calendar ticked again blocks from now on, not from the next sweep
  if (reread) await syncCalendar(deps, await findCalendar(deps.db, terapeutaId, calId), now);
  return calendarAnswer(deps.db, terapeutaId, calId);
}

export async function removeCalendar(deps: CalendariosDeps, terapeutaId: string, calId: string, now: Date): Promise<void> {
  await deps.bus.transaction(deps.db, now, async (tx, publish) => {
    await takeTherapistTurn(tx, terapeutaId);
    const [gone] = await tx
      .delete(calendariosExternos)
      .where(and(eq(calendariosExternos.id, calId), eq(calendariosExternos.terapeutaId, terapeutaId)))
      .returning({ id: calendariosExternos.id, terapeutaId: calendariosExternos.terapeutaId });
    if (!gone) throw notFound(M.naoEncontradoAqui);
    await changed(publish, gone, now);
  });
}
