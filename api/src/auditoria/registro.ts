// The operators' audit log (migration 0024): written in the same transaction as the action it
// records, so an action without its line cannot commit; append-only in the database itself
// (sql/acolhe_auditoria_somente_insercao.sql). Every slice whose operators act writes through
// `registrarAuditoria`; the console reads it through `listarAuditoria` (GET /operacao/auditoria).
import { randomUUID } from 'node:crypto';
import { and, count, desc, eq, gte, inArray, lt, type SQL } from 'drizzle-orm';
import type { AcaoAuditoria, AlvoAuditoria } from '@acolhe/shared-domain';
import type { Database } from '../db/client';
import { auditoriaOperacao, avaliacoes, terapeutas, type AuditoriaOperacaoRow } from '../db/schema';
import { nomeDoAlvo } from '@acolhe/shared-domain';
import type { Operador } from '../auth/operador';

/** A transaction or the database: whatever drizzle's insert works on. */
type Writer = Pick<Database, 'insert'>;

export interface AcaoRegistrada {
  acao: AcaoAuditoria;
  alvoTipo: AlvoAuditoria;
  alvoId: string;
  motivo?: string | null;
  detalhes?: Record<string, unknown>;
}

export async function registrarAuditoria(tx: Writer, operador: Operador, entrada: AcaoRegistrada, em: Date): Promise<void> {
  await tx.insert(auditoriaOperacao).values({
    id: randomUUID(),
    em,
    operadorSub: operador.sub,
    operadorEmail: operador.email,
    acao: entrada.acao,
    alvoTipo: entrada.alvoTipo,
    alvoId: entrada.alvoId,
    motivo: entrada.motivo ?? null,
    detalhes: entrada.detalhes ?? {},
  });
}

export interface FiltroAuditoria {
  acao?: string;
  alvoTipo?: string;
  alvoId?: string;
  operadorEmail?: string;
  /** São Paulo instants bounding `em`: [desde, ate) */
  desde?: Date;
  ate?: Date;
  page: number;
  size: number;
}

export function entradaDeAuditoria(row: AuditoriaOperacaoRow, alvoNome: string | null = null) {
  return {
    id: row.id,
    em: row.em.toISOString(),
    operadorEmail: row.operadorEmail,
    acao: row.acao,
    alvoTipo: row.alvoTipo,
    alvoId: row.alvoId,
    alvoNome,
    motivo: row.motivo,
    detalhes: row.detalhes,
  };
}

export async function listarAuditoria(db: Database, filtro: FiltroAuditoria) {
  const conditions: SQL[] = [];
  if (filtro.acao) conditions.push(eq(auditoriaOperacao.acao, filtro.acao));
  if (filtro.alvoTipo) conditions.push(eq(auditoriaOperacao.alvoTipo, filtro.alvoTipo));
  if (filtro.alvoId) conditions.push(eq(auditoriaOperacao.alvoId, filtro.alvoId));
  if (filtro.operadorEmail) conditions.push(eq(auditoriaOperacao.operadorEmail, filtro.operadorEmail));
  if (filtro.desde) conditions.push(gte(auditoriaOperacao.em, filtro.desde));
  if (filtro.ate) conditions.push(lt(auditoriaOperacao.em, filtro.ate));
  const where = conditions.length ? and(...conditions) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(auditoriaOperacao)
      .where(where)
      .orderBy(desc(auditoriaOperacao.em), desc(auditoriaOperacao.id))
      .limit(filtro.size)
      .offset(filtro.page * filtro.size),
    db.select({ n: count() }).from(auditoriaOperacao).where(where),
  ]);
  const nomes = await nomesDosAlvos(db, rows);
  return { content: rows.map((row) => entradaDeAuditoria(row, nomes.get(`${row.alvoTipo}:${row.alvoId}`) ?? null)), totalElements: Number(total?.n ?? 0), page: filtro.page, size: filtro.size };
}

/** The readable names of a page's targets (issue 44: an operator reads names, not UUIDs): a
 * therapist by name, a review by its author and therapist (shared-domain's nomeDoAlvo words them).
 * A target no longer found (an erased account) has none: the line keeps its id. */
async function nomesDosAlvos(db: Database, rows: readonly AuditoriaOperacaoRow[]): Promise<Map<string, string>> {
  const idsOf = (tipo: string) => [...new Set(rows.filter((r) => r.alvoTipo === tipo && r.alvoId).map((r) => r.alvoId!))];
  const terapeutaIds = idsOf('terapeuta');
  const avaliacaoIds = idsOf('avaliacao');
  const [pessoas, reviews] = await Promise.all([
    terapeutaIds.length ? db.select({ id: terapeutas.id, nome: terapeutas.fullName }).from(terapeutas).where(inArray(terapeutas.id, terapeutaIds)) : [],
    avaliacaoIds.length
      ? db
          .select({ id: avaliacoes.id, autor: avaliacoes.clientName, terapeuta: terapeutas.fullName })
          .from(avaliacoes)
          .innerJoin(terapeutas, eq(terapeutas.id, avaliacoes.terapeutaId))
          .where(inArray(avaliacoes.id, avaliacaoIds))
      : [],
  ]);
  const nomes = new Map<string, string>();
  for (const p of pessoas) nomes.set(`terapeuta:${p.id}`, nomeDoAlvo({ tipo: 'terapeuta', nome: p.nome }));
  for (const r of reviews) nomes.set(`avaliacao:${r.id}`, nomeDoAlvo({ tipo: 'avaliacao', autor: r.autor, terapeuta: r.terapeuta }));
  return nomes;
}
