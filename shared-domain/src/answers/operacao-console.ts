// Answers of the verification, moderation, therapists and overview routes (issue 32).
import * as v from 'valibot';
import { ESTADOS_VERIFICACAO } from '../operacao/verificacao';
import { MOTIVOS_DENUNCIA } from '../operacao/moderacao';
import { instantText, isoDateText } from './common';

const documentoAnswer = v.strictObject({ tipo: v.string(), tamanho: v.number(), enviadoEm: instantText });

/** GET /terapeutas/{id}/verificacao (the therapist) — and the answer of a submission. */
export const verificacaoAnswer = v.strictObject({
  estado: v.picklist(ESTADOS_VERIFICACAO),
  crp: v.string(),
  /** 'CRP-06 (SP)' */
  conselho: v.nullable(v.string()),
  enviadoEm: v.nullable(instantText),
  decididoEm: v.nullable(instantText),
  /** the reason of a refusal, shown to the therapist */
  motivo: v.nullable(v.string()),
  documento: v.nullable(documentoAnswer),
  /** suspended by an operator: since when and the reason given (told in the e-mail too); null otherwise */
  suspensao: v.nullable(v.strictObject({ desde: instantText, motivo: v.nullable(v.string()) })),
});

/** One therapist in the verification queue (GET /operacao/verificacoes?estado=em_analise). */
export const verificacaoFilaItemAnswer = v.strictObject({
  terapeutaId: v.string(),
  nome: v.string(),
  email: v.string(),
  crp: v.string(),
  conselho: v.nullable(v.string()),
  /** masked: 529.***.***-25 */
  cpf: v.string(),
  estado: v.picklist(ESTADOS_VERIFICACAO),
  enviadoEm: v.nullable(instantText),
  decididoEm: v.nullable(instantText),
  motivo: v.nullable(v.string()),
  /** with `id`: the submission's document, which the decision names back (issue 40 item 3) */
  documento: v.nullable(v.strictObject({ ...documentoAnswer.entries, id: v.string() })),
  /** the CFP register to confirm the CRP by hand */
  cadastroCfpUrl: v.string(),
});
export const verificacaoFilaAnswer = v.strictObject({ content: v.array(verificacaoFilaItemAnswer), totalElements: v.number() });

/** One reported review (GET /operacao/denuncias). */
export const denunciaFilaItemAnswer = v.strictObject({
  avaliacaoId: v.string(),
  terapeutaId: v.string(),
  terapeutaNome: v.string(),
  autorNome: v.string(),
  nota: v.number(),
  comentario: v.string(),
  dataAvaliacao: isoDateText,
  oculta: v.boolean(),
  denuncias: v.array(v.strictObject({ motivo: v.picklist(MOTIVOS_DENUNCIA), texto: v.string(), em: instantText })),
});
export const denunciaFilaAnswer = v.strictObject({ content: v.array(denunciaFilaItemAnswer), totalElements: v.number() });

/** One therapist in the console's search (GET /operacao/terapeutas?q=). */
export const terapeutaOperacaoAnswer = v.strictObject({
  id: v.string(),
  nome: v.string(),
  email: v.string(),
  crp: v.string(),
  verificacao: v.picklist(ESTADOS_VERIFICACAO),
  suspenso: v.boolean(),
  suspensoMotivo: v.nullable(v.string()),
  publicado: v.boolean(),
  criadoEm: instantText,
});
export const terapeutasOperacaoAnswer = v.strictObject({ content: v.array(terapeutaOperacaoAnswer), totalElements: v.number() });

/** GET /operacao/resumo: the overview's charts, by ISO week ('2026-W48') over the last 12 weeks. */
export const resumoOperacaoAnswer = v.strictObject({
  semanas: v.array(
    v.strictObject({
      semana: v.string(),
      /** Monday of that week, YYYY-MM-DD */
      inicio: isoDateText,
      novosClientes: v.number(),
      novosTerapeutas: v.number(),
      sessoesSolicitadas: v.number(),
      sessoesConfirmadas: v.number(),
      sessoesRealizadas: v.number(),
      verificacoesDecididas: v.number(),
    }),
  ),
  verificacoesPendentes: v.number(),
  denunciasPendentes: v.number(),
  emailsFalhos: v.number(),
});
