// Suspending a therapist (issue 32, item 7), and reactivating them. Suspended: off every list and
// the profile 404 (perfis/publicacao.ts), no new booking; the pending requests are declined with
// a message to their clients, confirmed sessions stay and their clients are told. One transaction
// under the therapist's row lock: the state, the declines, the audit line and the event (PerfilSuspenso /
// PerfilReativado, events.ts), whose subscribers write the messages in it and refresh the caches after it.
import { and, eq, gt, ilike, or, sql, asc, count } from 'drizzle-orm';
import { MODERACAO_MSG, normalizeText } from '@acolhe/shared-domain';
import type { Database } from '../db/client';
import { sessoes, terapeutas } from '../db/schema';
import { registrarAuditoria } from '../auditoria/registro';
import { naoSobreSiMesmo, type Operador } from '../auth/operador';
import type { EventBus } from '../eventos/bus';
import { conflict, notFound } from '../lib/errors';
import { MSG } from '../lib/messages';
import { publicadoColumn } from '../perfis/publicacao';

const OPERACAO_COLUMNS = {
  id: terapeutas.id,
  nome: terapeutas.fullName,
  email: terapeutas.email,
  crp: terapeutas.crp,
  verificacao: terapeutas.verificacaoEstado,
  suspensoEm: terapeutas.suspensoEm,
  suspensoMotivo: terapeutas.suspensoMotivo,
  publicado: publicadoColumn(),
  criadoEm: terapeutas.createdAt,
};

type OperacaoRow = {
  id: string;
  nome: string;
  email: string;
  crp: string;
  verificacao: (typeof terapeutas.$inferSelect)['verificacaoEstado'];
  suspensoEm: Date | null;
  suspensoMotivo: string | null;
  publicado: boolean;
  criadoEm: Date;
};

/** terapeutaOperacaoAnswer (shared-domain answers/operacao-console.ts). */
function toTerapeutaOperacao(r: OperacaoRow) {
  return {
    id: r.id,
    nome: r.nome,
    email: r.email,
    crp: r.crp,
    verificacao: r.verificacao,
    suspenso: r.suspensoEm !== null,
    suspensoMotivo: r.suspensoEm !== null ? r.suspensoMotivo : null,
    publicado: r.publicado === true,
    criadoEm: r.criadoEm.toISOString(),
  };
}

export const TERAPEUTAS_OPERACAO_PAGE_SIZE = 20;

/** GET /operacao/terapeutas?q=&page=: by name, e-mail or CRP (a part of any), by name. */
export async function buscarTerapeutas(db: Database, q: string, page: number, size = TERAPEUTAS_OPERACAO_PAGE_SIZE) {
  const text = q.trim();
  const like = `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const plain = `%${normalizeText(text).replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const where = text
    ? or(ilike(terapeutas.fullName, like), ilike(terapeutas.email, like), ilike(terapeutas.crp, like), sql`${terapeutas.searchText} LIKE ${plain}`)
    : undefined;
  const [rows, [total]] = await Promise.all([
    db.select(OPERACAO_COLUMNS).from(terapeutas).where(where).orderBy(asc(terapeutas.fullName), asc(terapeutas.id)).limit(size).offset(page * size),
    db.select({ n: count() }).from(terapeutas).where(where),
  ]);
  return { content: rows.map(toTerapeutaOperacao), totalElements: Number(total?.n ?? 0) };
}

async function umTerapeuta(db: Database, id: string) {
  const [row] = await db.select(OPERACAO_COLUMNS).from(terapeutas).where(eq(terapeutas.id, id)).limit(1);
  if (!row) throw notFound(MSG.therapistNotFound);
  return toTerapeutaOperacao(row);
}

/** The therapist's row, locked for the decision (404 when unknown). */
async function terapeutaTravado(tx: Pick<Database, 'select'>, id: string) {
  const [row] = await tx
    .select({ suspensoEm: terapeutas.suspensoEm })
    .from(terapeutas)
    .where(eq(terapeutas.id, id))
    .for('update');
  if (!row) throw notFound(MSG.therapistNotFound);
  return row;
}

/** POST /operacao/terapeutas/{id}/suspensao: 409 when already suspended. */
export async function suspenderTerapeuta(db: Database, bus: EventBus, operador: Operador, id: string, motivo: string, now: Date) {
  naoSobreSiMesmo(operador, id);
  await bus.transaction(db, now, async (tx, publish) => {
    const row = await terapeutaTravado(tx, id);
    if (row.suspensoEm) throw conflict(MODERACAO_MSG.jaSuspenso);
    await tx.update(terapeutas).set({ suspensoEm: now, suspensoMotivo: motivo, updatedAt: now }).where(eq(terapeutas.id, id));
    // the requests still waiting for an answer: declined (MODERACAO_MSG.recusaPorSuspensao: the
    // platform's reason, never the operators' own, is what their clients are told)
    const declined = await tx
      .update(sessoes)
      .set({ status: 'REJECTED', declineReason: MODERACAO_MSG.recusaPorSuspensao, rescheduledFrom: '', calendarSequence: sql`${sessoes.calendarSequence} + 1`, updatedAt: now })
      .where(and(eq(sessoes.terapeutaId, id), eq(sessoes.status, 'PENDING')))
      .returning({ id: sessoes.id });
    // confirmed sessions still ahead stay; their clients are told
    const ahead = await tx
      .select({ id: sessoes.id })
      .from(sessoes)
      .where(and(eq(sessoes.terapeutaId, id), eq(sessoes.status, 'CONFIRMED'), gt(sessoes.startsAt, now)));
    await registrarAuditoria(tx, operador, { acao: 'terapeuta.suspender', alvoTipo: 'terapeuta', alvoId: id, motivo, detalhes: { solicitacoesRecusadas: declined.length, sessoesConfirmadas: ahead.length } }, now);
    await publish('PerfilSuspenso', { terapeutaId: id, motivo, solicitacoesRecusadas: declined.map((s) => s.id), sessoesConfirmadas: ahead.map((s) => s.id) });
  });
  return umTerapeuta(db, id);
}

/** POST /operacao/terapeutas/{id}/reativacao: 409 when not suspended. */
export async function reativarTerapeuta(db: Database, bus: EventBus, operador: Operador, id: string, motivo: string, now: Date) {
  naoSobreSiMesmo(operador, id);
  await bus.transaction(db, now, async (tx, publish) => {
    const row = await terapeutaTravado(tx, id);
    if (!row.suspensoEm) throw conflict(MODERACAO_MSG.naoSuspenso);
    await tx.update(terapeutas).set({ suspensoEm: null, suspensoMotivo: null, updatedAt: now }).where(eq(terapeutas.id, id));
    await registrarAuditoria(tx, operador, { acao: 'terapeuta.reativar', alvoTipo: 'terapeuta', alvoId: id, motivo }, now);
    await publish('PerfilReativado', { terapeutaId: id });
  });
  return umTerapeuta(db, id);
}
