// The audit log's filters as the console keeps them, and as the query of the row listAuditLog takes them (pure).
import { AUDITORIA_MAX_PAGE_SIZE } from '@acolhe/shared-domain';

/** '' is "any". Dates are São Paulo days, 'YYYY-MM-DD'. */
export interface FiltroAuditoria {
  acao: string;
  alvoTipo: string;
  alvoId: string;
  operadorEmail: string;
  desde: string;
  ate: string;
}

export const FILTRO_VAZIO: FiltroAuditoria = { acao: '', alvoTipo: '', alvoId: '', operadorEmail: '', desde: '', ate: '' };

/** The query string of one page: only the filters set, trimmed. */
export function parametrosAuditoria(filtro: FiltroAuditoria, page: number, size?: number): Record<string, string> {
  const params: Record<string, string> = {};
  for (const [key, value] of Object.entries(filtro) as [keyof FiltroAuditoria, string][]) {
    const text = value.trim();
    if (text !== '') params[key] = text;
  }
  params.page = String(page);
  if (size !== undefined) params.size = String(size);
  return params;
}

/** The export reads the filtered log in pages of the largest size, up to `maxLinhas` lines. */
export const EXPORTACAO_MAX_LINHAS = 10_000;
export function paginasDaExportacao(total: number, maxLinhas = EXPORTACAO_MAX_LINHAS): number {
  return Math.ceil(Math.min(total, maxLinhas) / AUDITORIA_MAX_PAGE_SIZE);
}

/** The exported file's name: auditoria-acolhe-2026-11-26.csv (the São Paulo day of `agora`). */
export function nomeDoCsv(hojeIso: string): string {
  return `auditoria-acolhe-${hojeIso}.csv`;
}
