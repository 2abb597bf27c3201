// The console's list filters in the query string (every /operacao list): a page number or size, a
// pt-BR 'Filtro inválido.' when it is not one.
import * as v from 'valibot';
import { OPERACAO_MSG } from './messages';

/** A page number (or size) of at most 6 digits and `max`; absent → `fallback`. */
export const paginaDoFiltro = (fallback: number, max: number) =>
  v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d{1,6}$/, OPERACAO_MSG.filtroInvalido),
      v.transform(Number),
      v.maxValue(max, OPERACAO_MSG.filtroInvalido),
    ),
    String(fallback),
  );
