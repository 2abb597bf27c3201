// The prontuário (issue 34 item 6; docs/product.md "Prontuário", docs/security.md "Prontuário").
// One record per therapist and client, opened the first time the therapist who has seen the client
// (a CONFIRMED or COMPLETED session of the pair: the database function acolhe_atendeu, whose
// trigger refuses any other record — sql/acolhe_prontuario_so_de_quem_atendeu.sql) reads it. Only that therapist reads or writes it;
// every read is logged (prontuario_acessos). Every text is sealed with the record's data key
// (crypto.ts) before it reaches the database, and opened only here, for that therapist (or, for a
// released copy, for its client). Nothing of it is logged, searched, e-mailed or cached.
import { randomUUID } from 'node:crypto';
import { and, asc, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import {
  ANONYMOUS_CLIENT_NAME,
  PRONTUARIO_MESSAGES as M,
  retencaoAte,
  todayIso,
  type CabecalhoInput,
  type PedidoCopia,
  type PedidoCopiaCliente,
  type Prontuario,
  type ProntuarioAcao,
  type ProntuarioIdentificacao,
  type ProntuarioResumo,
  type RegistroEvolucao,
  type RegistroInput,
} from '@acolhe/shared-domain';
import type { AuthUser } from '../auth/verifier';
import type { Database, Executor } from '../db/client';
import { clientes, prontuarioAcessos, prontuarioCopias, prontuarioRegistros, prontuarioVersoes, prontuarios, sessoes, terapeutas } from '../db/schema';
import { isPayable, tookPlace } from '../db/statuses';
import { conflict, forbidden, isUniqueViolation, notFound, pgErrorCode } from '../lib/errors';
import { newDataKey, openText, sealText, unwrapDataKey, wrapDataKey, type Keyring } from './crypto';

type ProntuarioRow = typeof prontuarios.$inferSelect;

/** The trigger of prontuarios refused a record for a pair the therapist never saw (sql/acolhe_prontuario_so_de_quem_atendeu.sql). */
export const NOT_ATTENDED_SQLSTATE = 'AC030';

// ---------------------------------------------------------------- who may read

/** The therapist has seen the client: the database's one rule (acolhe_atendeu). */
export async function hasSeen(db: Executor, terapeutaId: string, clienteId: string): Promise<boolean> {
  const { rows } = (await db.execute(sql`SELECT acolhe_atendeu(${terapeutaId}, ${clienteId}) AS seen`)) as unknown as { rows: { seen: boolean }[] };
  return rows[0]?.seen === true;
}

async function recordOf(db: Executor, terapeutaId: string, clienteId: string, lock = false): Promise<ProntuarioRow | undefined> {
  const q = db.select().from(prontuarios).where(and(eq(prontuarios.terapeutaId, terapeutaId), eq(prontuarios.clienteId, clienteId)));
  const [row] = lock ? await q.for('update') : await q;
  return row;
}

/**
 * The caller must be a therapist (403 otherwise: a client, even the record's own, reads only a
 * released copy) who has seen this client or already holds their record (404 otherwise: another
 * therapist learns nothing, not even whether the client exists).
 */
async function assertTherapistOf(db: Executor, caller: AuthUser, clienteId: string): Promise<void> {
  if (caller.tipo !== 'terapeuta') throw forbidden(M.onlyTherapist);
  if (await recordOf(db, caller.sub, clienteId)) return;
  if (!(await hasSeen(db, caller.sub, clienteId))) throw notFound(M.notFound);
}

// ---------------------------------------------------------------- sealing

const IDENT = 'identificacao';
const DEMANDA = 'demanda';
const REGISTRO = 'registro';

function dataKeyOf(keyring: Keyring, row: Pick<ProntuarioRow, 'id' | 'chaveId' | 'chaveDados'>): Buffer {
  return unwrapDataKey(keyring, row.id, { chaveId: row.chaveId, chaveDados: row.chaveDados });
}

function openIdent(key: Buffer, row: Pick<ProntuarioRow, 'id' | 'identificacao'>): ProntuarioIdentificacao {
  const parsed = JSON.parse(openText(key, row.id, IDENT, row.identificacao)) as Partial<ProntuarioIdentificacao>;
  return { nome: parsed.nome ?? '', contato: parsed.contato ?? '', dataNascimento: parsed.dataNascimento ?? '' };
}

/** Opens (creating on first use) the record of the pair, locked for the rest of the transaction;
 * a data key wrapped under an older master key is re-wrapped under the current one (rotation). */
export async function ensureRecord(tx: Executor, keyring: Keyring, terapeutaId: string, clienteId: string, now: Date): Promise<{ row: ProntuarioRow; key: Buffer }> {
  let row = await recordOf(tx, terapeutaId, clienteId, true);
  if (!row) {
    const [cliente] = await tx
      .select({ name: clientes.name, email: clientes.email, phone: clientes.phone, birthDate: clientes.birthDate })
      .from(clientes)
      .where(eq(clientes.id, clienteId));
    if (!cliente) throw notFound(M.notFound);
    const id = randomUUID();
    const { dataKey, wrapped } = newDataKey(keyring, id);
    const ident: ProntuarioIdentificacao = {
      nome: cliente.name,
      contato: [cliente.email, cliente.phone].filter(Boolean).join(' · '),
      dataNascimento: cliente.birthDate ?? '',
    };
    const opened = tx
      .insert(prontuarios)
      .values({
        id,
        terapeutaId,
        clienteId,
        ...wrapped,
        identificacao: sealText(dataKey, id, IDENT, JSON.stringify(ident)),
        demanda: sealText(dataKey, id, DEMANDA, ''),
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing();
    try {
      await opened;
    } catch (error) {
      // the database's own check: never a record of a client the therapist has not seen
      if (pgErrorCode(error) === NOT_ATTENDED_SQLSTATE) throw notFound(M.notFound);
      throw error;
    }
    // a read at the same moment may have opened it first: that one stands
    row = await recordOf(tx, terapeutaId, clienteId, true);
    if (!row) throw new Error('prontuário não criado');
  }
  const key = dataKeyOf(keyring, row);
  if (row.chaveId !== keyring.current) {
    const wrapped = wrapDataKey(keyring, row.id, key);
    await tx.update(prontuarios).set(wrapped).where(eq(prontuarios.id, row.id));
    row = { ...row, ...wrapped };
  }
  return { row, key };
}

async function logAccess(tx: Executor, prontuarioId: string, contaId: string, acao: ProntuarioAcao, now: Date) {
  await tx.insert(prontuarioAcessos).values({ id: randomUUID(), prontuarioId, contaId, acao, em: now });
}

// ---------------------------------------------------------------- reading

async function registrosOf(db: Executor, key: Buffer, row: ProntuarioRow, until?: Date): Promise<RegistroEvolucao[]> {
  const registros = await db
    .select()
    .from(prontuarioRegistros)
    .where(and(eq(prontuarioRegistros.prontuarioId, row.id), until ? lte(prontuarioRegistros.createdAt, until) : undefined))
    .orderBy(desc(prontuarioRegistros.data), desc(prontuarioRegistros.createdAt));
  if (registros.length === 0) return [];
  const versoes = await db
    .select()
    .from(prontuarioVersoes)
    .where(and(inArray(prontuarioVersoes.registroId, registros.map((r) => r.id)), until ? lte(prontuarioVersoes.createdAt, until) : undefined))
    .orderBy(desc(prontuarioVersoes.versao));
  return registros
    .map((r) => {
      const own = versoes
        .filter((v) => v.registroId === r.id)
        .map((v) => ({ versao: v.versao, texto: openText(key, row.id, `${REGISTRO}:${r.id}:${v.versao}`, v.texto), criadoEm: v.createdAt.toISOString() }));
      const current = own[0];
      return {
        id: r.id,
        sessaoId: r.sessaoId,
        data: r.data,
        versaoAtual: current?.versao ?? 0,
        texto: current?.texto ?? '',
        atualizadoEm: current?.criadoEm ?? r.createdAt.toISOString(),
        versoes: own,
      };
    })
    .filter((r) => r.versoes.length > 0);
}

/** The pair's confirmed and completed sessions, newest first, each saying whether it already took
 * place by `now` (issue 41 item 6: the dialog's default and the retention count from those). */
async function sessionsOfPair(db: Executor, terapeutaId: string, clienteId: string, now: Date) {
  return db
    .select({ id: sessoes.id, date: sessoes.date, time: sessoes.time, status: sessoes.status, realizada: sql<boolean>`${tookPlace(now)}` })
    .from(sessoes)
    .where(and(eq(sessoes.terapeutaId, terapeutaId), eq(sessoes.clienteId, clienteId), isPayable(sessoes.status)))
    .orderBy(desc(sessoes.date), desc(sessoes.time));
}

/** CFP 01/2009: kept PRONTUARIO_RETENCAO_ANOS after the last session held — never counted from a
 * session still to come; null before the first. */
function guardarAteOf(sessions: { date: string; realizada: boolean }[]): string | null {
  const last = sessions.find((s) => s.realizada === true)?.date;
  return last ? retencaoAte(last) : null;
}

const toPedido = (c: typeof prontuarioCopias.$inferSelect): PedidoCopia => ({
  id: c.id,
  estado: c.estado as PedidoCopia['estado'],
  solicitadaEm: c.solicitadaEm.toISOString(),
  liberadaEm: c.liberadaEm?.toISOString() ?? null,
});

async function acessosOf(db: Executor, prontuarioId: string, therapistId: string) {
  const rows = await db
    .select({ contaId: prontuarioAcessos.contaId, acao: prontuarioAcessos.acao, em: prontuarioAcessos.em, cliente: clientes.name, terapeuta: terapeutas.fullName })
    .from(prontuarioAcessos)
    .leftJoin(clientes, eq(clientes.id, prontuarioAcessos.contaId))
    .leftJoin(terapeutas, eq(terapeutas.id, prontuarioAcessos.contaId))
    .where(eq(prontuarioAcessos.prontuarioId, prontuarioId))
    .orderBy(desc(prontuarioAcessos.em), desc(prontuarioAcessos.id))
    .limit(200);
  return rows.map((a) => ({
    quem: a.contaId === therapistId ? 'Você' : (a.cliente ?? a.terapeuta ?? 'Conta removida'),
    acao: a.acao as ProntuarioAcao,
    em: a.em.toISOString(),
  }));
}

/** The whole record, opened, as its therapist reads it (the read itself logged first). */
async function readWhole(tx: Executor, keyring: Keyring, therapistId: string, clienteId: string, acao: ProntuarioAcao, now: Date): Promise<Prontuario> {
  const { row, key } = await ensureRecord(tx, keyring, therapistId, clienteId, now);
  await logAccess(tx, row.id, therapistId, acao, now);
  const registros = await registrosOf(tx, key, row);
  const sessions = await sessionsOfPair(tx, therapistId, clienteId, now);
  const registered = new Set(registros.map((r) => r.sessaoId).filter(Boolean));
  const copias = await tx.select().from(prontuarioCopias).where(eq(prontuarioCopias.prontuarioId, row.id)).orderBy(desc(prontuarioCopias.solicitadaEm));
  return {
    id: row.id,
    clienteId,
    identificacao: openIdent(key, row),
    demanda: openText(key, row.id, DEMANDA, row.demanda),
    pseudonimizado: row.pseudonimizadoEm !== null,
    sessoes: sessions.map((s) => ({ ...s, realizada: s.realizada === true, registrada: registered.has(s.id) })),
    registros,
    acessos: await acessosOf(tx, row.id, therapistId),
    pedidosCopia: copias.map(toPedido),
    guardarAte: guardarAteOf(sessions),
  };
}

/** GET /prontuario/{clientId} */
export async function getProntuario(db: Database, keyring: Keyring, caller: AuthUser, clienteId: string, now: Date): Promise<Prontuario> {
  await assertTherapistOf(db, caller, clienteId);
  return db.transaction((tx) => readWhole(tx, keyring, caller.sub, clienteId, 'leitura', now));
}

/** The record for the PDF export (logged as an export). */
export async function prontuarioForExport(db: Database, keyring: Keyring, caller: AuthUser, clienteId: string, now: Date): Promise<Prontuario> {
  await assertTherapistOf(db, caller, clienteId);
  return db.transaction((tx) => readWhole(tx, keyring, caller.sub, clienteId, 'exportacao', now));
}

/** GET /prontuario: the caller's clients with a record or a session that opens one (names only:
 * nothing sealed is opened, so nothing is logged). */
export async function listProntuarios(db: Executor, caller: AuthUser, now: Date): Promise<ProntuarioResumo[]> {
  if (caller.tipo !== 'terapeuta') throw forbidden(M.onlyTherapist);
  type Row = { cliente_id: string; nome: string; ultima: string | null; registros: number; copia: boolean };
  // 'Última sessão': the last one held — never a confirmed session still to come (issue 41 item 6)
  const { rows } = (await db.execute(sql`
    SELECT c.id AS cliente_id, c.name AS nome,
      (SELECT max(${sessoes.date})::text FROM ${sessoes} WHERE ${sessoes.terapeutaId} = ${caller.sub} AND ${sessoes.clienteId} = c.id AND ${tookPlace(now)}) AS ultima,
      (SELECT count(*)::int FROM ${prontuarioRegistros} r JOIN ${prontuarios} p ON p.id = r.prontuario_id WHERE p.terapeuta_id = ${caller.sub} AND p.cliente_id = c.id) AS registros,
      EXISTS (SELECT 1 FROM ${prontuarioCopias} k JOIN ${prontuarios} p ON p.id = k.prontuario_id WHERE p.terapeuta_id = ${caller.sub} AND p.cliente_id = c.id AND k.estado = 'solicitada') AS copia
    FROM ${clientes} c
    WHERE c.id IN (
      SELECT ${sessoes.clienteId} FROM ${sessoes} WHERE ${sessoes.terapeutaId} = ${caller.sub} AND ${isPayable(sessoes.status)}
      UNION SELECT cliente_id FROM ${prontuarios} WHERE terapeuta_id = ${caller.sub})
    ORDER BY ultima DESC NULLS LAST, c.name, c.id`)) as unknown as { rows: Row[] };
  return rows.map((r) => ({
    clienteId: r.cliente_id,
    nome: r.nome || ANONYMOUS_CLIENT_NAME,
    ultimaSessao: r.ultima,
    registros: Number(r.registros),
    copiaPendente: Boolean(r.copia),
  }));
}

// ---------------------------------------------------------------- writing

/** The session `sessaoId` of the pair, when an entry may be about it: one that took place or will
 * (CONFIRMED or COMPLETED — db/statuses.ts isPayable, the same rule as acolhe_atendeu). */
async function sessionOfPair(tx: Executor, sessaoId: string, terapeutaId: string, clienteId: string) {
  const [s] = await tx
    .select({ id: sessoes.id, date: sessoes.date })
    .from(sessoes)
    .where(and(eq(sessoes.id, sessaoId), eq(sessoes.terapeutaId, terapeutaId), eq(sessoes.clienteId, clienteId), isPayable(sessoes.status)));
  return s;
}

/** Inserts an entry with its first version (the caller holds the record's lock). */
export async function insertRegistro(
  tx: Executor,
  record: { row: ProntuarioRow; key: Buffer },
  input: { sessaoId: string | null; data: string; texto: string },
  now: Date,
): Promise<string> {
  const id = randomUUID();
  await tx.insert(prontuarioRegistros).values({ id, prontuarioId: record.row.id, sessaoId: input.sessaoId, data: input.data, versaoAtual: 1, createdAt: now, updatedAt: now });
  await tx.insert(prontuarioVersoes).values({ registroId: id, versao: 1, texto: sealText(record.key, record.row.id, `${REGISTRO}:${id}:1`, input.texto), createdAt: now });
  return id;
}

/** Adds version n+1 of an entry (the caller holds the record's lock); false when the text is the current one. */
export async function addVersion(tx: Executor, record: { row: ProntuarioRow; key: Buffer }, registroId: string, texto: string, now: Date): Promise<boolean> {
  const [reg] = await tx
    .select({ versaoAtual: prontuarioRegistros.versaoAtual })
    .from(prontuarioRegistros)
    .where(and(eq(prontuarioRegistros.id, registroId), eq(prontuarioRegistros.prontuarioId, record.row.id)));
  if (!reg) throw notFound(M.registroNotFound);
  const [current] = await tx
    .select({ texto: prontuarioVersoes.texto })
    .from(prontuarioVersoes)
    .where(and(eq(prontuarioVersoes.registroId, registroId), eq(prontuarioVersoes.versao, reg.versaoAtual)));
  if (current && openText(record.key, record.row.id, `${REGISTRO}:${registroId}:${reg.versaoAtual}`, current.texto) === texto) return false;
  const versao = reg.versaoAtual + 1;
  await tx.insert(prontuarioVersoes).values({ registroId, versao, texto: sealText(record.key, record.row.id, `${REGISTRO}:${registroId}:${versao}`, texto), createdAt: now });
  await tx.update(prontuarioRegistros).set({ versaoAtual: versao, updatedAt: now }).where(eq(prontuarioRegistros.id, registroId));
  await tx.update(prontuarios).set({ updatedAt: now }).where(eq(prontuarios.id, record.row.id));
  return true;
}

async function openedRegistro(tx: Executor, keyring: Keyring, therapistId: string, clienteId: string, registroId: string): Promise<RegistroEvolucao> {
  const row = await recordOf(tx, therapistId, clienteId);
  if (!row) throw notFound(M.notFound);
  const all = await registrosOf(tx, dataKeyOf(keyring, row), row);
  const found = all.find((r) => r.id === registroId);
  if (!found) throw notFound(M.registroNotFound);
  return found;
}

/** POST /prontuario/{clientId}/registros: a new entry, of a session of the pair or of a day. */
export async function addRegistro(db: Database, keyring: Keyring, caller: AuthUser, clienteId: string, input: RegistroInput, now: Date): Promise<RegistroEvolucao> {
  await assertTherapistOf(db, caller, clienteId);
  try {
    return await db.transaction(async (tx) => {
      const record = await ensureRecord(tx, keyring, caller.sub, clienteId, now);
      let data = todayIso(now);
      let sessaoId: string | null = null;
      if (input.sessaoId) {
        const s = await sessionOfPair(tx, input.sessaoId, caller.sub, clienteId);
        if (!s) throw conflict(M.sessaoNaoAtendida);
        data = s.date;
        sessaoId = s.id;
      }
      const id = await insertRegistro(tx, record, { sessaoId, data, texto: input.texto }, now);
      return openedRegistro(tx, keyring, caller.sub, clienteId, id);
    });
  } catch (error) {
    // the session already has an entry (unique per record and session): nothing was written
    if (isUniqueViolation(error)) throw conflict(M.sessaoJaRegistrada);
    throw error;
  }
}

/** PUT /prontuario/{clientId}/registros/{id}: the entry's new version (the old ones stay). */
export async function editRegistro(db: Database, keyring: Keyring, caller: AuthUser, clienteId: string, registroId: string, texto: string, now: Date): Promise<RegistroEvolucao> {
  await assertTherapistOf(db, caller, clienteId);
  return db.transaction(async (tx) => {
    const record = await ensureRecord(tx, keyring, caller.sub, clienteId, now);
    // the same text as the current version adds none (a retried save is harmless)
    await addVersion(tx, record, registroId, texto, now);
    return openedRegistro(tx, keyring, caller.sub, clienteId, registroId);
  });
}

/** PUT /prontuario/{clientId}: identification and demand. */
export async function saveCabecalho(db: Database, keyring: Keyring, caller: AuthUser, clienteId: string, input: CabecalhoInput, now: Date): Promise<Prontuario> {
  await assertTherapistOf(db, caller, clienteId);
  return db.transaction(async (tx) => {
    const { row, key } = await ensureRecord(tx, keyring, caller.sub, clienteId, now);
    const ident: ProntuarioIdentificacao = { nome: input.nome, contato: input.contato, dataNascimento: input.dataNascimento };
    await tx
      .update(prontuarios)
      .set({ identificacao: sealText(key, row.id, IDENT, JSON.stringify(ident)), demanda: sealText(key, row.id, DEMANDA, input.demanda), updatedAt: now })
      .where(eq(prontuarios.id, row.id));
    return readWhole(tx, keyring, caller.sub, clienteId, 'leitura', now);
  });
}

// ---------------------------------------------------------------- the client's copy

/** POST /prontuario-copias { terapeutaId }: the client asks the therapist who saw them for a copy.
 * An open request is answered as it is (a second click does not pile up requests): `created` false. */
export async function requestCopy(db: Database, keyring: Keyring, caller: AuthUser, terapeutaId: string, now: Date): Promise<{ pedido: PedidoCopiaCliente; created: boolean }> {
  if (caller.tipo !== 'cliente') throw forbidden(M.semAtendimento);
  if (!(await hasSeen(db, terapeutaId, caller.sub))) throw notFound(M.semAtendimento);
  let created = true;
  const id = await db.transaction(async (tx) => {
    const { row } = await ensureRecord(tx, keyring, terapeutaId, caller.sub, now);
    // the record's lock (ensureRecord) makes two requests at once take turns
    const [open] = await tx
      .select({ id: prontuarioCopias.id })
      .from(prontuarioCopias)
      .where(and(eq(prontuarioCopias.prontuarioId, row.id), eq(prontuarioCopias.estado, 'solicitada')));
    if (open) {
      created = false;
      return open.id;
    }
    const newId = randomUUID();
    await tx.insert(prontuarioCopias).values({ id: newId, prontuarioId: row.id, estado: 'solicitada', solicitadaEm: now });
    return newId;
  });
  const mine = await listCopies(db, caller);
  return { pedido: mine.find((c) => c.id === id)!, created };
}

/** GET /prontuario-copias: the client's requests, newest first. */
export async function listCopies(db: Executor, caller: AuthUser): Promise<PedidoCopiaCliente[]> {
  if (caller.tipo !== 'cliente') throw forbidden(M.semAtendimento);
  const rows = await db
    .select({ copia: prontuarioCopias, terapeutaId: prontuarios.terapeutaId, terapeutaNome: terapeutas.fullName })
    .from(prontuarioCopias)
    .innerJoin(prontuarios, eq(prontuarios.id, prontuarioCopias.prontuarioId))
    .innerJoin(terapeutas, eq(terapeutas.id, prontuarios.terapeutaId))
    .where(eq(prontuarios.clienteId, caller.sub))
    .orderBy(desc(prontuarioCopias.solicitadaEm), asc(prontuarioCopias.id));
  return rows.map((r) => ({ ...toPedido(r.copia), terapeutaId: r.terapeutaId, terapeutaNome: r.terapeutaNome }));
}

/** POST /prontuario/{clientId}/copias/{id}/liberar: the therapist releases the copy. */
export async function releaseCopy(db: Database, caller: AuthUser, clienteId: string, copiaId: string, now: Date): Promise<PedidoCopia> {
  await assertTherapistOf(db, caller, clienteId);
  const row = await recordOf(db, caller.sub, clienteId);
  if (!row) throw notFound(M.pedidoNotFound);
  const updated = await db
    .update(prontuarioCopias)
    .set({ estado: 'liberada', liberadaEm: now })
    .where(and(eq(prontuarioCopias.id, copiaId), eq(prontuarioCopias.prontuarioId, row.id), eq(prontuarioCopias.estado, 'solicitada')))
    .returning();
  if (updated[0]) return toPedido(updated[0]);
  // already released: answered as it is (its date stays the first release's)
  const [exists] = await db.select().from(prontuarioCopias).where(and(eq(prontuarioCopias.id, copiaId), eq(prontuarioCopias.prontuarioId, row.id)));
  if (!exists) throw notFound(M.pedidoNotFound);
  return toPedido(exists);
}

/** GET /prontuario-copias/{id}/prontuario.pdf: the released copy — the record as it stood when released. */
export async function copyForClient(db: Database, keyring: Keyring, caller: AuthUser, copiaId: string, now: Date): Promise<{ prontuario: Prontuario; terapeutaId: string; liberadaEm: Date }> {
  if (caller.tipo !== 'cliente') throw forbidden(M.semAtendimento);
  const [found] = await db
    .select({ copia: prontuarioCopias, record: prontuarios })
    .from(prontuarioCopias)
    .innerJoin(prontuarios, eq(prontuarios.id, prontuarioCopias.prontuarioId))
    .where(and(eq(prontuarioCopias.id, copiaId), eq(prontuarios.clienteId, caller.sub)));
  if (!found) throw notFound(M.pedidoNotFound);
  if (found.copia.estado !== 'liberada' || !found.copia.liberadaEm) throw conflict(M.copiaNaoLiberada);
  const liberadaEm = found.copia.liberadaEm;
  return db.transaction(async (tx) => {
    const row = found.record;
    const key = dataKeyOf(keyring, row);
    await logAccess(tx, row.id, caller.sub, 'copia', now);
    const sessions = await sessionsOfPair(tx, row.terapeutaId, caller.sub, now);
    return {
      terapeutaId: row.terapeutaId,
      liberadaEm,
      prontuario: {
        id: row.id,
        clienteId: caller.sub,
        identificacao: openIdent(key, row),
        demanda: openText(key, row.id, DEMANDA, row.demanda),
        pseudonimizado: row.pseudonimizadoEm !== null,
        sessoes: [],
        registros: await registrosOf(tx, key, row, liberadaEm),
        acessos: [],
        pedidosCopia: [],
        guardarAte: guardarAteOf(sessions),
      },
    };
  });
}

// ---------------------------------------------------------------- erasure

/** The client erased the account (privacidade/exclusao.ts): each of their records keeps its entries, for
 * its therapist only, with the identification replaced by a pseudonym. Runs in the erasure's
 * transaction. */
export async function pseudonymiseClient(tx: Executor, keyring: Keyring, clienteId: string, now: Date): Promise<number> {
  const rows = await tx.select().from(prontuarios).where(eq(prontuarios.clienteId, clienteId)).for('update');
  for (const row of rows) {
    const key = dataKeyOf(keyring, row);
    const ident: ProntuarioIdentificacao = { nome: `${ANONYMOUS_CLIENT_NAME} (ref. ${row.id.slice(0, 8)})`, contato: '', dataNascimento: '' };
    await tx
      .update(prontuarios)
      .set({ identificacao: sealText(key, row.id, IDENT, JSON.stringify(ident)), pseudonimizadoEm: now, updatedAt: now })
      .where(eq(prontuarios.id, row.id));
  }
  return rows.length;
}
