// A series' move waiting for an answer (issue 40, migration 0031): kept on the series row (one at a
// time), read into the answers and cleared by whatever decides it or ends the series.
import { firstOnWeekday, type SeriesChange } from '@acolhe/shared-domain';
import type { SerieRow } from '../db/schema';

/** The move of `row` waiting for an answer (issue 40), or null. */
export function pendingChangeOf(row: SerieRow): SeriesChange | null {
  if (row.mudancaAPartirDe === null || row.mudancaDiaSemana === null || row.mudancaHora === null || row.mudancaPedidaEm === null) return null;
  return {
    aPartirDe: row.mudancaAPartirDe,
    diaSemana: row.mudancaDiaSemana,
    hora: row.mudancaHora,
    primeiraData: firstOnWeekday(row.mudancaAPartirDe, row.mudancaDiaSemana),
    pedidaPor: row.mudancaPedidaPor === 'terapeuta' ? 'terapeuta' : 'cliente',
    pedidaEm: row.mudancaPedidaEm.toISOString(),
  };
}

/** The columns of a series' pending change, cleared: in every UPDATE that decides it or ends the
 * series (the CHECK series_mudanca_so_ativa lets only an active series hold one). */
export const NO_PENDING_CHANGE = {
  mudancaAPartirDe: null,
  mudancaDiaSemana: null,
  mudancaHora: null,
  mudancaPedidaPor: null,
  mudancaPedidaEm: null,
} as const;
