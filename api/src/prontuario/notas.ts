// The notes an older version kept in plaintext beside each session (sessoes.therapist_notes) end in
// the prontuário, sealed (issue 40 item 4). Nothing writes plaintext notes any more: PUT /sessoes/{id}
// refuses `therapistNotes` and the database keeps the column empty (migration 0030).
//
// Decisions:
// - Migration 0030 moved the notes of pairs the therapist has seen (acolhe_atendeu: a CONFIRMED or
//   COMPLETED session of the pair) into notas_sessao_legadas and discarded the others — a request
//   that was only PENDING, then declined or expired, opens no record: the therapist never saw that
//   person. Only the api holds the data keys, so the sealing is TypeScript: moveLegacyNotes, at
//   every start (moveLegacyNotesAtStart) and in each sweep (the slice's plugin adds it to the
//   recurring sweeps) until the table is empty.
// - Each note moves in its own transaction that locks its row (FOR UPDATE SKIP LOCKED: replicas
//   share the work), writes the session's entry (or its next version when the session already has
//   one) and deletes the row: a crash before the commit leaves the note where it was, after it
//   leaves nothing to move — restart-safe and idempotent, never a note twice.
// - The text also stays in the database's files (dead row versions, the WAL) until they are
//   rewritten: purgeOldPlaintext does that on PGlite at the first start after the upgrade; on
//   PostgreSQL the operator runs the same steps (docs/operations.md, "Clinical text on disk").
import { and, count, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { manutencaoPendente, notasSessaoLegadas, prontuarioRegistros, sessoes } from '../db/schema';
import type { Keyring } from './crypto';
import { addVersion, ensureRecord, hasSeen, insertRegistro } from './service';

export interface LegacyNotesMoved {
  /** sealed into the prontuário */
  moved: number;
  /** of a pair the therapist never saw: deleted, no record opened */
  discarded: number;
}

/** Moves up to `limit` legacy notes into their prontuário entries. */
export async function moveLegacyNotes(db: Database, keyring: Keyring, now: Date, limit = 200): Promise<LegacyNotesMoved> {
  const done: LegacyNotesMoved = { moved: 0, discarded: 0 };
  for (let i = 0; i < limit; i++) {
    const outcome = await db.transaction(async (tx) => {
      const [n] = await tx
        .select({ sessaoId: notasSessaoLegadas.sessaoId, texto: notasSessaoLegadas.texto, terapeutaId: sessoes.terapeutaId, clienteId: sessoes.clienteId, date: sessoes.date })
        .from(notasSessaoLegadas)
        .innerJoin(sessoes, eq(sessoes.id, notasSessaoLegadas.sessaoId))
        .orderBy(sessoes.startsAt, sessoes.id)
        .limit(1)
        .for('update', { of: notasSessaoLegadas, skipLocked: true });
      if (!n) return null;
      await tx.delete(notasSessaoLegadas).where(eq(notasSessaoLegadas.sessaoId, n.sessaoId));
      // the pair may have changed since the migration (a confirmation cancelled): the same rule again
      if (!(await hasSeen(tx, n.terapeutaId, n.clienteId))) return 'discarded' as const;
      const record = await ensureRecord(tx, keyring, n.terapeutaId, n.clienteId, now);
      const [existing] = await tx
        .select({ id: prontuarioRegistros.id })
        .from(prontuarioRegistros)
        .where(and(eq(prontuarioRegistros.prontuarioId, record.row.id), eq(prontuarioRegistros.sessaoId, n.sessaoId)));
      if (existing) await addVersion(tx, record, existing.id, n.texto, now);
      else await insertRegistro(tx, record, { sessaoId: n.sessaoId, data: n.date, texto: n.texto }, now);
      return 'moved' as const;
    });
    if (!outcome) break;
    done[outcome]++;
  }
  return done;
}

/** Where the start's report goes (the app's logger). */
export interface StartLog {
  info: (object: object | string, message?: string) => void;
  warn: (object: object | string, message?: string) => void;
}

/**
 * At every start: moves every legacy note into the records, then, once none is left and the files
 * still may hold them, rewrites those files on PGlite (`driver` 'pglite': this process is the
 * database) or tells the operator to on PostgreSQL. A database that is away must not keep the
 * replica from starting: it then reports not ready, and the sweep moves the notes once it is back.
 */
export async function moveLegacyNotesAtStart(db: Database, keyring: Keyring, now: () => Date, driver: 'pglite' | 'pg', log: StartLog): Promise<void> {
  try {
    let round: LegacyNotesMoved;
    do {
      round = await moveLegacyNotes(db, keyring, now());
      if (round.moved + round.discarded > 0) log.info(round, 'prontuário: anotações antigas cifradas no prontuário (as de quem nunca foi atendido, descartadas)');
    } while (round.moved + round.discarded > 0);
    if ((await notesLeft(db)) === 0 && (await purgeDue(db))) {
      if (driver === 'pglite') {
        await purgeOldPlaintext(db);
        log.info('prontuário: arquivos do banco reescritos; nenhuma anotação antiga em claro permanece no diretório de dados');
      } else {
        log.warn('prontuário: este banco guardou anotações clínicas em claro (versão anterior) e seus arquivos (WAL, versões antigas das linhas) ainda podem contê-las — siga docs/operations.md, "Clinical text on disk"');
      }
    }
  } catch (error) {
    log.warn({ err: error }, 'prontuário: as anotações antigas não puderam ser movidas agora (a varredura tenta de novo)');
  }
}

/** How many legacy notes still wait (tests, and the operator's check after an upgrade). */
export async function notesLeft(db: Database): Promise<number> {
  const [row] = await db.select({ n: count() }).from(notasSessaoLegadas);
  return Number(row?.n ?? 0);
}

/** The maintenance task migration 0030 leaves on a database that held sessions (and so, perhaps,
 * plaintext notes, moved or not): its files must be rewritten. */
export const PURGE_TASK = 'purgar-notas-em-claro';

export async function purgeDue(db: Database): Promise<boolean> {
  const [row] = await db.select({ tarefa: manutencaoPendente.tarefa }).from(manutencaoPendente).where(eq(manutencaoPendente.tarefa, PURGE_TASK));
  return Boolean(row);
}

/**
 * PGlite (one process, the api stopped for everyone else): rewrites the tables that held the
 * plaintext (VACUUM FULL: new files, the old ones deleted) and makes PostgreSQL delete, not recycle,
 * the WAL segments written before (wal_recycle off; a segment switch and a checkpoint, three times,
 * so the segments holding the old records fall behind the checkpoint and are removed). Then the
 * task is done. docs/operations.md, "Clinical text on disk", gives the same steps for PostgreSQL.
 */
export async function purgeOldPlaintext(db: Database): Promise<void> {
  for (const table of ['sessoes', 'idempotencia', 'notas_sessao_legadas']) await db.execute(sql.raw(`VACUUM FULL ${table}`));
  await db.delete(manutencaoPendente).where(eq(manutencaoPendente.tarefa, PURGE_TASK));
  await db.execute(sql`SET wal_recycle = off`);
  try {
    for (let i = 0; i < 3; i++) {
      await db.execute(sql`SELECT pg_switch_wal()`);
      await db.execute(sql`CHECKPOINT`);
    }
  } finally {
    await db.execute(sql`RESET wal_recycle`);
  }
}
