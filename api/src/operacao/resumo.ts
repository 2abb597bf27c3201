// GET /operacao/resumo (issue 32): the overview's charts — the last 12 ISO weeks in São Paulo.
//   novosClientes / novosTerapeutas   accounts created that week (clientes / terapeutas rows)
//   sessoesSolicitadas                requests made that week (sessoes.created_at)
//   sessoesConfirmadas                sessions of that week (start) that were confirmed: CONFIRMED or COMPLETED (db/statuses isPayable)
//   sessoesRealizadas                 sessions of that week (start) that took place by now (db/statuses tookPlace)
//   verificacoesDecididas             verification decisions that week (the audit log's verificacao.<decisão>)
// plus what waits now: verifications em_analise, reported reviews undecided, and the e-mails of those weeks that gave up ('falhou').
import { and, count, countDistinct, eq, gte, inArray, sql, type SQL } from 'drizzle-orm';
import { isPayable, tookPlace } from '../db/statuses';
import { DECISOES_VERIFICACAO, todayIso, wallClockToInstant } from '@acolhe/shared-domain';
import type { Database } from '../db/client';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { auditoriaOperacao, clientes, denunciasAvaliacao, notificacoes, sessoes, terapeutas } from '../db/schema';
import { DENUNCIA_PENDENTE } from '../avaliacoes/moderacao';
import { ultimasSemanas } from './semanas';

const SEMANAS = 12;

/** The audit log's actions of a verification decision. */
const DECISOES_DE_VERIFICACAO = DECISOES_VERIFICACAO.map((decisao) => `verificacao.${decisao}` as const);

/** Rows per São Paulo week (its Monday, YYYY-MM-DD) of `column`, from `desde`. */
async function porSemana(db: Database, table: PgTable, column: PgColumn, desde: Date, where?: SQL): Promise<Map<string, number>> {
  const week = sql<string>`to_char(date_trunc('week', ${column} AT TIME ZONE 'America/Sao_Paulo'), 'YYYY-MM-DD')`;
  const rows = await db
    .select({ semana: week, n: count() })
    .from(table)
    .where(and(gte(column, desde), where))
    .groupBy(week);
  return new Map(rows.map((r) => [r.semana, Number(r.n)]));
}

export async function resumoOperacao(db: Database, now: Date) {
  const semanas = ultimasSemanas(todayIso(now), SEMANAS);
  const desde = wallClockToInstant(`${semanas[0]!.inicio}T00:00`);
  const [clientesNovos, terapeutasNovos, solicitadas, confirmadas, realizadas, decididas, [pendentes], [falhos], [denunciadas]] = await Promise.all([
    porSemana(db, clientes, clientes.createdAt, desde),
    porSemana(db, terapeutas, terapeutas.createdAt, desde),
    porSemana(db, sessoes, sessoes.createdAt, desde),
    porSemana(db, sessoes, sessoes.startsAt, desde, isPayable(sessoes.status)),
    porSemana(db, sessoes, sessoes.startsAt, desde, tookPlace(now)),
    porSemana(db, auditoriaOperacao, auditoriaOperacao.em, desde, inArray(auditoriaOperacao.acao, DECISOES_DE_VERIFICACAO)),
    db.select({ n: count() }).from(terapeutas).where(eq(terapeutas.verificacaoEstado, 'em_analise')),
    db.select({ n: count() }).from(notificacoes).where(and(eq(notificacoes.status, 'falhou'), gte(notificacoes.createdAt, desde))),
    // reviews waiting for a decision (as the moderation queue counts them)
    db.select({ n: countDistinct(denunciasAvaliacao.avaliacaoId) }).from(denunciasAvaliacao).where(DENUNCIA_PENDENTE),
  ]);
  return {
    semanas: semanas.map(({ semana, inicio }) => ({
      semana,
      inicio,
      novosClientes: clientesNovos.get(inicio) ?? 0,
      novosTerapeutas: terapeutasNovos.get(inicio) ?? 0,
      sessoesSolicitadas: solicitadas.get(inicio) ?? 0,
      sessoesConfirmadas: confirmadas.get(inicio) ?? 0,
      sessoesRealizadas: realizadas.get(inicio) ?? 0,
      verificacoesDecididas: decididas.get(inicio) ?? 0,
    })),
    verificacoesPendentes: Number(pendentes?.n ?? 0),
    denunciasPendentes: Number(denunciadas?.n ?? 0),
    emailsFalhos: Number(falhos?.n ?? 0),
  };
}
