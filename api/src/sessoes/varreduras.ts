// The sessions' recurring sweeps (registered by ./plugin.ts): requests nobody answered expire, and
// confirmed sessions that ended are completed. Each is one UPDATE over the rows due, restart-safe
// and idempotent on any number of replicas, that publishes what it did in its transaction
// (SolicitacaoExpirada, SessaoConcluida): the messages, the series' end and the caches follow.
import { and, eq, lte, sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { sessoes } from '../db/schema';
import { sessionEnd } from '../db/statuses';
import type { EventBus } from '../eventos/bus';
import type { SessaoRef } from './events';

const REF_COLUMNS = { id: sessoes.id, terapeutaId: sessoes.terapeutaId, clienteId: sessoes.clienteId, serieId: sessoes.serieId };
const refs = (rows: readonly { id: string; terapeutaId: string; clienteId: string; serieId: string | null }[]): SessaoRef[] =>
  rows.map((r) => ({ sessaoId: r.id, terapeutaId: r.terapeutaId, clienteId: r.clienteId, serieId: r.serieId }));

/** PENDING requests the therapist has not answered by their start minus the therapist's minimum
 * notice expire: CANCELLED with the platform's reason 'solicitacao-expirada' (nobody cancelled
 * them), the slot freed, and both sides told in the same transaction. Past that moment no client
 * could book the slot any more, so nobody may keep it on hold either. Idempotent: the UPDATE takes
 * PENDING rows only, so a therapist's confirmation racing it wins or loses whole. */
export async function expireUnansweredRequests(db: Executor, bus: EventBus, now: Date): Promise<number> {
  return bus.transaction(db, now, async (tx, publish) => {
    const rows = await tx
      .update(sessoes)
      .set({ status: 'CANCELLED', cancelReason: 'solicitacao-expirada', updatedAt: now })
      .where(
        and(
          eq(sessoes.status, 'PENDING'),
          sql`${sessoes.startsAt} - make_interval(hours => (SELECT t.min_notice_hours FROM terapeutas t WHERE t.id = ${sessoes.terapeutaId})) <= ${now}`,
        ),
      )
      .returning(REF_COLUMNS);
    if (rows.length > 0) await publish('SolicitacaoExpirada', { sessoes: refs(rows) });
    return rows.length;
  });
}

/** CONFIRMED sessions that have ended become COMPLETED (the therapist may still do it by hand),
 * and their clients get the review invitation with it. A sweep, not a timer per session:
 * restart-safe and idempotent on any number of replicas (a session completes, and is announced,
 * once: the UPDATE only takes CONFIRMED rows). */
export async function completeEndedSessions(db: Executor, bus: EventBus, now: Date): Promise<number> {
  return bus.transaction(db, now, async (tx, publish) => {
    const rows = await tx
      .update(sessoes)
      .set({ status: 'COMPLETED', updatedAt: now })
      .where(and(eq(sessoes.status, 'CONFIRMED'), lte(sessionEnd(), now)))
      .returning(REF_COLUMNS);
    if (rows.length > 0) await publish('SessaoConcluida', { sessoes: refs(rows), por: 'varredura' });
    return rows.length;
  });
}
