// The avaliacoes slice's rules that its database functions share with its queries, rendered once as
// SQL text (db/fragments.ts renderFragment; the composition root src/database.ts hands them to the
// migrator): a function's file says `{{NAME}}`.
import { sql } from 'drizzle-orm';
import { renderFragment } from '../db/fragments';
import { hadCompletedSession } from './mapper';

export const AVALIACOES_FRAGMENTS: Readonly<Record<string, string>> = {
  /** the new review's client had a COMPLETED session with its therapist (mapper.ts hadCompletedSession:
   * what makes a review possible and verified), over acolhe_avaliar's record `r` */
  AVALIACAO_APOS_SESSAO: renderFragment(hadCompletedSession(sql.raw('r.cliente_id'), sql.raw('r.terapeuta_id'))),
};
