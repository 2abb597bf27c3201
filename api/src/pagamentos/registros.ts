// What the tax rules keep after an erasure (issue 41 item 3; shared-domain privacy/registros.ts):
// the payer of each payment already received stays on the payment, visible only in its therapist's
// Financeiro (the Receita Saúde receipt names the payer's CPF), and the statements already issued
// stay verifiable — both until taxRecordsKeptUntil (31/12 of the sixth year after the payment),
// then a sweep (jobs/scheduler.ts) forgets them.
import { and, eq, inArray, isNotNull, lt, or, sql } from 'drizzle-orm';
import { RECEIVED_PAYMENT_STATES, taxRecordsKeptUntil, todayIso } from '@acolhe/shared-domain';
import type { Database, Executor } from '../db/client';
import { clientes, contas, declaracoes, pagamentos, sessoes } from '../db/schema';

/** Inside the client's erasure, before the profile is blanked: the payer's name and CPF of every
 * payment already received from them are copied onto the payment. */
export async function keepPayerOfReceived(tx: Executor, clienteId: string): Promise<void> {
  await tx
    .update(pagamentos)
    .set({
      pagadorNome: sql`(SELECT COALESCE(NULLIF(${clientes.name}, ''), ${sessoes.clientName}) FROM ${sessoes} JOIN ${clientes} ON ${clientes.id} = ${sessoes.clienteId} WHERE ${sessoes.id} = ${pagamentos.sessaoId})`,
      pagadorCpf: sql`(SELECT ${clientes.cpf} FROM ${clientes} WHERE ${clientes.id} = ${clienteId})`,
    })
    .where(
      and(
        inArray(pagamentos.estado, [...RECEIVED_PAYMENT_STATES]),
        eq(pagamentos.gratuita, false),
        inArray(pagamentos.sessaoId, tx.select({ id: sessoes.id }).from(sessoes).where(eq(sessoes.clienteId, clienteId))),
      ),
    );
}

/** Oldest payments first; one sweep looks at this many at most. */
const BATCH = 500;
/** No record younger than this can be past its period (taxRecordsKeptUntil is ≥ 6 years later). */
const YOUNGEST_EXPIRED_MS = 6 * 365 * 86_400_000;

/**
 * The sweep: the kept payer of a payment, and the statement of its session, go once the payment's
 * period ended, when either side of the session has erased the account (an account that exists
 * keeps its own records). Idempotent on any number of replicas. Returns how many payments it
 * cleared.
 */
export async function forgetExpiredTaxRecords(db: Database, now: Date): Promise<number> {
  const today = todayIso(now);
  const erased = db.select({ id: contas.id }).from(contas).where(isNotNull(contas.erasedAt));
  const candidates = await db
    .select({ sessaoId: pagamentos.sessaoId, confirmadoEm: pagamentos.confirmadoEm })
    .from(pagamentos)
    .innerJoin(sessoes, eq(sessoes.id, pagamentos.sessaoId))
    .where(
      and(
        isNotNull(pagamentos.confirmadoEm),
        lt(pagamentos.confirmadoEm, new Date(now.getTime() - YOUNGEST_EXPIRED_MS)),
        or(inArray(sessoes.clienteId, erased), inArray(sessoes.terapeutaId, erased)),
        or(isNotNull(pagamentos.pagadorCpf), sql`EXISTS (SELECT 1 FROM ${declaracoes} WHERE ${declaracoes.sessaoId} = ${pagamentos.sessaoId})`),
      ),
    )
    .orderBy(pagamentos.confirmadoEm)
    .limit(BATCH);
  const expired = candidates.filter((c) => taxRecordsKeptUntil(c.confirmadoEm!) < today).map((c) => c.sessaoId);
  if (expired.length === 0) return 0;
  await db.transaction(async (tx) => {
    await tx.update(pagamentos).set({ pagadorNome: null, pagadorCpf: null }).where(inArray(pagamentos.sessaoId, expired));
    await tx.delete(declaracoes).where(inArray(declaracoes.sessaoId, expired));
  });
  return expired.length;
}
