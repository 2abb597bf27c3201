// The old per-session therapist notes (sessoes.therapist_notes) move into the prontuário.
//
// Decision: the move is TypeScript, not the SQL migration, because the notes must be encrypted
// with the record's data key, which only the api holds. It runs once when the api is ready (every
// start) and in each sweep (jobs/scheduler.ts), so notes a legacy client still sends through
// PUT /sessoes/{id} { therapistNotes } reach the prontuário within a sweep. Each session moves in
// its own transaction that locks it (FOR UPDATE SKIP LOCKED: replicas share the work), writes the
// entry (or the entry's next version when the session already has one) and clears the column:
// a crash before the commit leaves the note where it was, after it leaves nothing to move — so the
// move is restart-safe and idempotent, and never writes a note twice.
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { prontuarioRegistros, sessoes } from '../db/schema';
import type { Keyring } from './crypto';
import { addVersion, ensureRecord, insertRegistro } from './service';

/** Moves up to `limit` sessions' notes; returns how many moved. */
export async function moveTherapistNotes(db: Database, keyring: Keyring, now: Date, limit = 200): Promise<number> {
  let moved = 0;
  for (let i = 0; i < limit; i++) {
    const one = await db.transaction(async (tx) => {
      const [s] = await tx
        .select({ id: sessoes.id, terapeutaId: sessoes.terapeutaId, clienteId: sessoes.clienteId, date: sessoes.date, notes: sessoes.therapistNotes })
        .from(sessoes)
        .where(ne(sessoes.therapistNotes, ''))
        .orderBy(sessoes.startsAt, sessoes.id)
        .limit(1)
        .for('update', { skipLocked: true });
      if (!s) return false;
      const record = await ensureRecord(tx, keyring, s.terapeutaId, s.clienteId, now);
      const [existing] = await tx
        .select({ id: prontuarioRegistros.id })
        .from(prontuarioRegistros)
        .where(and(eq(prontuarioRegistros.prontuarioId, record.row.id), eq(prontuarioRegistros.sessaoId, s.id)));
      if (existing) await addVersion(tx, record, existing.id, s.notes, now);
      else await insertRegistro(tx, record, { sessaoId: s.id, data: s.date, texto: s.notes }, now);
      await tx.update(sessoes).set({ therapistNotes: '' }).where(eq(sessoes.id, s.id));
      return true;
    });
    if (!one) break;
    moved++;
  }
  return moved;
}

/** How many sessions still hold notes (tests, and the operator's check after an upgrade). */
export async function notesLeft(db: Database): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(sessoes).where(ne(sessoes.therapistNotes, ''));
  return Number(row?.n ?? 0);
}
