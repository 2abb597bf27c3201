// The reason rules of each decision, from shared-domain's schemas (the api validates the same).
import { decisaoAvaliacaoSchema, decisaoVerificacaoSchema, suspensaoSchema, validate, type TipoDecisaoAvaliacao, type TipoDecisaoVerificacao } from '@acolhe/shared-domain';

/** The message for `motivo` when the body would be refused, else undefined. */
const erroDoMotivo = (result: ReturnType<typeof validate>): string | undefined =>
  result.success ? undefined : (result.fieldErrors.motivo ?? result.message);

/** `conferido`: the CRP and document the decision names (the queue item's; issue 40 item 3). */
export const motivoDaVerificacao = (decisao: TipoDecisaoVerificacao, conferido: { crp: string; documentoId: string | null }) => (motivo: string) =>
  erroDoMotivo(validate(decisaoVerificacaoSchema, { decisao, motivo, ...conferido }));

export const motivoDaAvaliacao = (decisao: TipoDecisaoAvaliacao) => (motivo: string) =>
  erroDoMotivo(validate(decisaoAvaliacaoSchema, { decisao, motivo }));

export const motivoDaSuspensao = (motivo: string) => erroDoMotivo(validate(suspensaoSchema, { motivo }));
