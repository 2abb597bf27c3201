// CRP and CPF are unique among therapists (partial unique indexes of migration 0025): concurrent
// saves cannot both win, and the loser gets a pt-BR 409 with its field — on the profile's save and
// on a verification's submission.
import { VERIFICACAO_MSG } from '@acolhe/shared-domain';
import { HttpError, isUniqueViolation, pgConstraint } from '../lib/errors';

/** A CRP or CPF already held by another therapist: the pt-BR 409 with its field; null for any other error. */
export function emUso(error: unknown): HttpError | null {
  if (!isUniqueViolation(error)) return null;
  const constraint = pgConstraint(error);
  if (constraint === 'terapeutas_crp_unico') return new HttpError(409, VERIFICACAO_MSG.crpEmUso, { crp: VERIFICACAO_MSG.crpEmUso });
  if (constraint === 'terapeutas_cpf_unico') return new HttpError(409, VERIFICACAO_MSG.cpfEmUso, { cpf: VERIFICACAO_MSG.cpfEmUso });
  return null;
}
