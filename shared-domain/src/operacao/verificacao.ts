// Professional verification of a psychologist (issue 32): the CRP's regional council, the states of
// a verification and what the therapist's settings, the console and the api say about them.
import * as v from 'valibot';
import { optionalText } from '../schemas/fields';
import { crpParts } from '../therapist-publication';
import type { UfCode } from '../enums';
import { object } from '../schemas/fields';
import { paginaDoFiltro } from './filtros';
import { OPERACAO_MSG } from './messages';

/** The 24 regional councils of psychology (Conselhos Regionais de Psicologia) and their states. */
export const CONSELHOS_REGIONAIS: Record<string, { nome: string; ufs: readonly UfCode[] }> = {
  '01': { nome: 'CRP-01', ufs: ['DF'] },
  '02': { nome: 'CRP-02', ufs: ['PE'] },
  '03': { nome: 'CRP-03', ufs: ['BA'] },
  '04': { nome: 'CRP-04', ufs: ['MG'] },
  '05': { nome: 'CRP-05', ufs: ['RJ'] },
  '06': { nome: 'CRP-06', ufs: ['SP'] },
  '07': { nome: 'CRP-07', ufs: ['RS'] },
  '08': { nome: 'CRP-08', ufs: ['PR'] },
  '09': { nome: 'CRP-09', ufs: ['GO'] },
  '10': { nome: 'CRP-10', ufs: ['PA', 'AP'] },
  '11': { nome: 'CRP-11', ufs: ['CE'] },
  '12': { nome: 'CRP-12', ufs: ['SC'] },
  '13': { nome: 'CRP-13', ufs: ['PB'] },
  '14': { nome: 'CRP-14', ufs: ['MS'] },
  '15': { nome: 'CRP-15', ufs: ['AL'] },
  '16': { nome: 'CRP-16', ufs: ['ES'] },
  '17': { nome: 'CRP-17', ufs: ['RN'] },
  '18': { nome: 'CRP-18', ufs: ['MT'] },
  '19': { nome: 'CRP-19', ufs: ['SE'] },
  '20': { nome: 'CRP-20', ufs: ['AM', 'RR'] },
  '21': { nome: 'CRP-21', ufs: ['PI'] },
  '22': { nome: 'CRP-22', ufs: ['MA'] },
  '23': { nome: 'CRP-23', ufs: ['TO'] },
  '24': { nome: 'CRP-24', ufs: ['AC', 'RO'] },
};

/** 'CRP-06 (SP)' for a CRP of that region; null for a malformed CRP or an unknown region. */
export function conselhoDoCrp(crp: string): { codigo: string; nome: string; ufs: readonly UfCode[]; rotulo: string } | null {
  const parts = crpParts(crp);
  const conselho = parts ? CONSELHOS_REGIONAIS[parts.region] : undefined;
  if (!parts || !conselho) return null;
  return { codigo: parts.region, ...conselho, rotulo: `${conselho.nome} (${conselho.ufs.join(', ')})` };
}

/** A CPF as the operators' queue shows it: the first three and the two check digits ('529.***.***-25'). */
export function cpfOculto(cpf: string): string {
  const d = cpf.replace(/\D/g, '');
  return d.length === 11 ? `${d.slice(0, 3)}.***.***-${d.slice(9)}` : '';
}

/** The CFP's national register, where an operator confirms a CRP (cadastro.cfp.org.br). */
export const CFP_CADASTRO_URL = 'https://cadastro.cfp.org.br/';

export const ESTADOS_VERIFICACAO = ['nao_enviado', 'em_analise', 'verificado', 'recusado'] as const;
export type EstadoVerificacao = (typeof ESTADOS_VERIFICACAO)[number];

/** What an operator decides of a verification em_analise (the one list: the decision's body, the
 * audit log's actions `verificacao.<decisão>`, the overview's count), and the state each leads to. */
export const DECISOES_VERIFICACAO = ['aprovar', 'recusar'] as const;
export type TipoDecisaoVerificacao = (typeof DECISOES_VERIFICACAO)[number];
export const ESTADO_APOS_DECISAO: Readonly<Record<TipoDecisaoVerificacao, EstadoVerificacao>> = { aprovar: 'verificado', recusar: 'recusado' };

export const ESTADO_VERIFICACAO_LABELS: Record<EstadoVerificacao, string> = {
  nao_enviado: 'Não enviada',
  em_analise: 'Em análise',
  verificado: 'CRP verificado',
  recusado: 'Recusada',
};

/** The professional ID's document: a photo (JPEG, PNG, WebP) or a PDF, checked by content. */
export const DOCUMENTO_VERIFICACAO_MAX_BYTES = 5 * 1024 * 1024;
export const DOCUMENTO_VERIFICACAO_TIPOS = ['image/jpeg', 'image/png', 'image/webp', 'application/pdf'] as const;
/** Days a verification document is kept after the decision, then deleted. */
export const DOCUMENTO_VERIFICACAO_RETENCAO_DIAS = 90;

export const VERIFICACAO_MSG = {
  documentoObrigatorio: 'Envie uma foto ou PDF da sua carteira do CRP.',
  documentoTipo: 'O documento deve ser uma imagem (JPG, PNG ou WebP) ou um PDF.',
  documentoGrande: 'O documento deve ter no máximo 5 MB.',
  crpEmUso: 'Este CRP já está cadastrado por outro(a) psicólogo(a). Se ele é seu, fale com o suporte.',
  cpfEmUso: 'Este CPF já está cadastrado por outro(a) psicólogo(a). Se ele é seu, fale com o suporte.',
  jaDecidida: 'Esta verificação já foi decidida.',
  naoEmAnalise: 'Não há verificação em análise para este perfil.',
  motivoRecusa: 'Informe o motivo da recusa.',
  emAnalise: 'Recebemos seus dados. A verificação leva até 2 dias úteis; avisaremos por e-mail.',
  aprovada: 'CRP verificado. Seu perfil pode aparecer nas buscas.',
  crpInvalido: 'CRP inválido: use RR/NNNNN ou RR/NNNNNN, com a região do seu conselho (01 a 24).',
  cpfNecessario: 'Cadastre no seu perfil um CPF válido antes de enviar a verificação.',
  jaVerificado: 'Seu CRP já está verificado.',
  documentoInexistente: 'Não há documento de verificação guardado para este perfil.',
  /** the profile's save while the verification is em_analise (issue 40 item 3) */
  crpEmAnalise:
    'Seu CRP está em análise pela equipe do Acolhe e não pode ser alterado agora. Aguarde a decisão (até 2 dias úteis) ou, se ele estiver errado, envie o CRP certo com a carteira em “Verificação profissional”.',
  /** the operator's decision names what they reviewed; the therapist sent something else since */
  verificacaoMudou:
    'O CRP ou o documento desta verificação mudou depois que você abriu a fila. A fila foi atualizada: confira os dados novos antes de decidir.',
  decisaoSemConferencia: 'Informe o CRP e o documento que você conferiu (recarregue a fila).',
} as const;

/** POST /operacao/verificacoes/{therapistId}'s body. `crp` and `documentoId` are what the operator
 * reviewed (the queue's `crp` and `documento.id`, null without a document): the api decides only
 * if they are still the verification's (issue 40 item 3), so a CRP changed after the review is never
 * approved unseen. */
export const decisaoVerificacaoSchema = v.pipe(
  object({
    decisao: v.picklist(DECISOES_VERIFICACAO, 'Decisão inválida.'),
    motivo: optionalText(500, 'Motivo muito longo (máximo 500 caracteres).', { multiline: true }),
    crp: v.pipe(v.string(VERIFICACAO_MSG.decisaoSemConferencia), v.trim(), v.minLength(1, VERIFICACAO_MSG.decisaoSemConferencia), v.maxLength(20, VERIFICACAO_MSG.decisaoSemConferencia)),
    documentoId: v.nullable(v.pipe(v.string(VERIFICACAO_MSG.decisaoSemConferencia), v.maxLength(100, VERIFICACAO_MSG.decisaoSemConferencia)), VERIFICACAO_MSG.decisaoSemConferencia),
  }),
  v.forward(
    v.check((d) => d.decisao === 'aprovar' || d.motivo.length > 0, VERIFICACAO_MSG.motivoRecusa),
    ['motivo'],
  ),
);
export type DecisaoVerificacao = v.InferOutput<typeof decisaoVerificacaoSchema>;

/** GET /operacao/verificacoes's query: the state (em_analise by default), page, size (≤ 200). */
export const filaVerificacoesQuerySchema = v.object({
  estado: v.optional(v.picklist(ESTADOS_VERIFICACAO, OPERACAO_MSG.filtroInvalido), 'em_analise'),
  page: paginaDoFiltro(0, 100_000),
  size: paginaDoFiltro(50, 200),
});
