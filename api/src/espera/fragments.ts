// The waiting list's numbers its database function renders (src/database.ts hands them to the
// migrator): a function's file says `{{NAME}}`.
import { ESPERA_MAX_ENTRADAS } from '@acolhe/shared-domain';

export const ESPERA_FRAGMENTS: Readonly<Record<string, string>> = {
  /** at most this many active entries per client (acolhe_espera_limite) */
  ESPERA_MAX_ENTRADAS: String(ESPERA_MAX_ENTRADAS),
};
