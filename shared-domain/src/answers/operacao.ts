// Answers of the operators' routes (/operacao/*, issue 32).
import * as v from 'valibot';
import { instantText } from './common';

/** One line of the audit log. */
export const auditoriaEntradaAnswer = v.strictObject({
  id: v.string(),
  em: instantText,
  operadorEmail: v.string(),
  acao: v.string(),
  alvoTipo: v.string(),
  alvoId: v.nullable(v.string()),
  /** the target's readable name (a therapist's, a review's author and therapist); null when gone */
  alvoNome: v.nullable(v.string()),
  motivo: v.nullable(v.string()),
  detalhes: v.record(v.string(), v.unknown()),
});

/** GET /operacao/auditoria: newest first, one page. */
export const auditoriaAnswer = v.strictObject({
  content: v.array(auditoriaEntradaAnswer),
  totalElements: v.number(),
  page: v.number(),
  size: v.number(),
});
