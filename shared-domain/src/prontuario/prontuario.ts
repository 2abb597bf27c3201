// The prontuário (clinical record, Resolução CFP 01/2009; issue 34 item 6): the wire shapes of
// /prontuario/*, the schemas the therapist's forms and the api share, and the texts both sides show.
import * as v from 'valibot';
import { optionalText, textField } from '../schemas/fields';

/** Entries and the demand: long enough for a session's evolution, short enough for one request. */
export const PRONTUARIO_TEXTO_MAX = 10_000;
/** CFP 01/2009 art. 8 and LGPD art. 11 II-a: kept at least this long after the last session. */
export const PRONTUARIO_RETENCAO_ANOS = 5;

export const PRONTUARIO_MESSAGES = {
  texto: 'Escreva o registro (até 10.000 caracteres).',
  demanda: 'A demanda deve ter no máximo 10.000 caracteres.',
  nome: 'Informe o nome (até 120 caracteres).',
  contato: 'O contato deve ter no máximo 200 caracteres.',
  dataNascimento: 'Informe a data de nascimento como AAAA-MM-DD, ou deixe em branco.',
  sessaoId: 'Sessão inválida.',
  notFound: 'Prontuário não encontrado.',
  onlyTherapist: 'Só o(a) terapeuta que atendeu este cliente pode ler ou escrever o prontuário.',
  sessaoNaoAtendida: 'Só é possível registrar uma sessão confirmada ou realizada com este cliente.',
  sessaoJaRegistrada: 'Esta sessão já tem um registro de evolução: edite-o para criar uma nova versão.',
  registroNotFound: 'Registro não encontrado.',
  copiaNaoLiberada: 'A cópia ainda não foi liberada pelo(a) terapeuta.',
  pedidoNotFound: 'Pedido de cópia não encontrado.',
  semAtendimento: 'Só é possível pedir a cópia do prontuário a um(a) terapeuta que já atendeu você.',
} as const;
const M = PRONTUARIO_MESSAGES;

/** What the client reads before erasing the account (the erase dialog), and docs/product.md. */
export const PRONTUARIO_RETENCAO_AVISO =
  'Os prontuários que seus terapeutas mantêm sobre os seus atendimentos não são apagados: a lei (LGPD art. 11, II, a, e a ' +
  'Resolução CFP 01/2009) exige guardá-los por pelo menos 5 anos após a última sessão. Eles ficam sem o seu nome e ' +
  'legíveis só pelo(a) terapeuta que os escreveu.';

/** 'YYYY-MM-DD' that names a real day (not 30 Feb). */
function isRealDate(s: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(s)) return false;
  const d = new Date(`${s}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
}

const text = (message: string, min: number, max: number, multiline = true) => textField({ message, min, max, multiline });

/** POST /prontuario/{clientId}/registros */
export const registroSchema = v.object(
  {
    sessaoId: v.optional(v.pipe(v.string(M.sessaoId), v.trim(), v.maxLength(100, M.sessaoId))),
    texto: text(M.texto, 1, PRONTUARIO_TEXTO_MAX),
  },
  M.texto,
);
export type RegistroInput = v.InferOutput<typeof registroSchema>;

/** PUT /prontuario/{clientId}/registros/{id}: a new version of the entry */
export const registroVersaoSchema = v.object({ texto: text(M.texto, 1, PRONTUARIO_TEXTO_MAX) }, M.texto);

/** POST /prontuario-copias: the client asks the therapist who saw them for a copy */
export const pedidoCopiaSchema = v.object(
  { terapeutaId: v.pipe(v.string(M.semAtendimento), v.trim(), v.minLength(1, M.semAtendimento), v.maxLength(100, M.semAtendimento)) },
  M.semAtendimento,
);

/** PUT /prontuario/{clientId}: identification and demand (the whole header, one version kept) */
export const cabecalhoSchema = v.object(
  {
    nome: text(M.nome, 1, 120, false),
    contato: optionalText(200, M.contato),
    dataNascimento: v.optional(
      v.pipe(
        v.string(M.dataNascimento),
        v.trim(),
        v.check((s) => s === '' || isRealDate(s), M.dataNascimento),
      ),
      '',
    ),
    demanda: optionalText(PRONTUARIO_TEXTO_MAX, M.demanda, { multiline: true }),
  },
  M.nome,
);
export type CabecalhoInput = v.InferOutput<typeof cabecalhoSchema>;

export interface ProntuarioIdentificacao {
  nome: string;
  contato: string;
  /** 'YYYY-MM-DD' or '' */
  dataNascimento: string;
}

export interface RegistroVersao {
  versao: number;
  texto: string;
  /** ISO instant the version was written */
  criadoEm: string;
}

export interface RegistroEvolucao {
  id: string;
  sessaoId: string | null;
  /** 'YYYY-MM-DD': the session's date, or the day it was written */
  data: string;
  versaoAtual: number;
  texto: string;
  atualizadoEm: string;
  /** every version, newest first (the current one included) */
  versoes: RegistroVersao[];
}

export const PRONTUARIO_ACOES = ['leitura', 'exportacao', 'copia'] as const;
export type ProntuarioAcao = (typeof PRONTUARIO_ACOES)[number];
export const PRONTUARIO_ACAO_LABELS: Record<ProntuarioAcao, string> = {
  leitura: 'Leitura',
  exportacao: 'Exportação em PDF',
  copia: 'Cópia baixada pelo cliente',
};

export interface ProntuarioAcesso {
  quem: string;
  acao: ProntuarioAcao;
  em: string;
}

export const PEDIDO_COPIA_ESTADOS = ['solicitada', 'liberada'] as const;
export type PedidoCopiaEstado = (typeof PEDIDO_COPIA_ESTADOS)[number];

export interface PedidoCopia {
  id: string;
  estado: PedidoCopiaEstado;
  solicitadaEm: string;
  liberadaEm: string | null;
}

/** GET /prontuario/{clientId} */
export interface Prontuario {
  id: string;
  clienteId: string;
  identificacao: ProntuarioIdentificacao;
  demanda: string;
  /** the client erased the account: their identity is replaced */
  pseudonimizado: boolean;
  /** the sessions of this pair the therapist may write an entry for (confirmed or done), newest
   * first; `realizada`: it already took place (completed, or confirmed and its end has passed) */
  sessoes: { id: string; date: string; time: string; status: string; registrada: boolean; realizada: boolean }[];
  registros: RegistroEvolucao[];
  acessos: ProntuarioAcesso[];
  pedidosCopia: PedidoCopia[];
  /** 'YYYY-MM-DD': the last session held plus PRONTUARIO_RETENCAO_ANOS (CFP 01/2009); null while no
   * session has taken place yet (a confirmed future session starts no count) */
  guardarAte: string | null;
}

/** GET /prontuario: the therapist's clients with a record (or a session that opens one) */
export interface ProntuarioResumo {
  clienteId: string;
  nome: string;
  /** the last session held (never a future date); null before the first */
  ultimaSessao: string | null;
  registros: number;
  copiaPendente: boolean;
}

/** GET /prontuario-copias (the client): their requests, one per therapist */
export interface PedidoCopiaCliente extends PedidoCopia {
  terapeutaId: string;
  terapeutaNome: string;
}

/** The day `anos` years after `isoDate` ('YYYY-MM-DD'; 29 Feb → 28 Feb when needed). */
export function retencaoAte(isoDate: string, anos = PRONTUARIO_RETENCAO_ANOS): string {
  const [y, m, d] = isoDate.split('-').map(Number) as [number, number, number];
  const last = new Date(Date.UTC(y + anos, m, 0)).getUTCDate();
  return `${String(y + anos).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(Math.min(d, last)).padStart(2, '0')}`;
}
