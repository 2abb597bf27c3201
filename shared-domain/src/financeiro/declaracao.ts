// The payment statement for refunds (issue 34 item 4): 'Declaração de atendimento e pagamento',
// downloaded by the session's client as a PDF, and what its public verification shows. It states
// what happened (issue 41): it exists once the session took place and its payment was received,
// and a cancellation voids it.
import type { SessionFormat } from '../enums';
import { brazilTimeOfDay, todayIso } from '../dates';
import { formatDate } from '../format';
import { maskCpfPublic } from './financeiro';

export const DECLARACAO_MESSAGES = {
  notPaid: 'A declaração só pode ser emitida para uma sessão com pagamento confirmado pelo(a) terapeuta.',
  free: 'Esta sessão foi gratuita: não há pagamento a declarar.',
  onlyClient: 'Só o cliente da sessão pode baixar a declaração.',
  noClientCpf: 'Informe seu CPF no seu perfil para emitir a declaração.',
  notFound: 'Declaração não encontrada. Confira o código.',
  /** before the session's end: a statement of attendance is never issued ahead of it */
  notYet: (ends: Date) =>
    `A declaração de atendimento fica disponível depois da sessão, a partir de ${formatDate(todayIso(ends))} às ${brazilTimeOfDay(ends)}.`,
  /** the session was cancelled: a statement issued before is void */
  annulled: (at: string) => `Esta sessão foi cancelada: a declaração foi anulada em ${formatDate(todayIso(new Date(at)))}.`,
  /** the session was cancelled and no statement had been issued */
  cancelled: (at: string) => `Esta sessão foi cancelada em ${formatDate(todayIso(new Date(at)))}: não há atendimento a declarar.`,
} as const;

/** What a statement says, stored when it is first issued (the verification shows the same). */
export interface Declaracao {
  codigo: string;
  /** ISO instant of the first issue */
  emitidaEm: string;
  terapeuta: { nome: string; cpf: string; crp: string };
  cliente: { nome: string; cpf: string };
  /** 'YYYY-MM-DD', 'HH:MM' */
  data: string;
  hora: string;
  duracaoMinutos: number;
  modalidade: SessionFormat;
  valor: number;
  valorPorExtenso: string;
  /** how it was paid, in words ('Pix', 'link de pagamento do(a) terapeuta', ...) */
  formaPagamento: string;
  /** 'YYYY-MM-DD' (São Paulo): the day the therapist confirmed the payment — the Receita Saúde
   * receipt's date. Statements issued before issue 41 lack it: filled from the payment when read. */
  dataPagamento: string;
  /** the place the statement is signed at (the therapist's city) */
  local: string;
}

export const DECLARACAO_SITUACOES = ['valida', 'cancelada'] as const;
export type DeclaracaoSituacao = (typeof DECLARACAO_SITUACOES)[number];

/** A person on the public check: initials and the CPF's last two digits, nothing more. */
export interface PessoaMascarada {
  iniciais: string;
  cpf: string;
}

/**
 * GET /declaracoes/{codigo} (public): whether the statement holds ('valida') or its session was
 * cancelled ('cancelada', with when), and just enough to match it with the paper in hand — the
 * session's date, start, length and modality, the value, the date of payment — with both people
 * as initials and the last CPF digits. An unknown code is a 404.
 */
export interface DeclaracaoPublica {
  codigo: string;
  situacao: DeclaracaoSituacao;
  /** ISO instant the session was cancelled ('cancelada'); null while valid */
  anuladaEm: string | null;
  emitidaEm: string;
  terapeuta: PessoaMascarada;
  cliente: PessoaMascarada;
  data: string;
  hora: string;
  duracaoMinutos: number;
  modalidade: SessionFormat;
  valor: number;
  dataPagamento: string;
}

/** Connectives a name's initials leave out ('Maria da Silva' → 'M. S.'). */
const CONNECTIVES = new Set(['da', 'das', 'de', 'do', 'dos', 'e', "d'"]);

/** 'Rafael Lima' → 'R. L.'; '' for no name. */
export function nameInitials(name: string): string {
  return name
    .trim()
    .split(/\s+/)
    .filter((w) => w && !CONNECTIVES.has(w.toLocaleLowerCase('pt-BR')))
    .map((w) => `${w[0]!.toLocaleUpperCase('pt-BR')}.`)
    .join(' ');
}

/** What the public check shows of a stored statement; `anuladaEm` when its session was cancelled. */
export function publicStatement(d: Declaracao, anuladaEm: string | null): DeclaracaoPublica {
  return {
    codigo: d.codigo,
    situacao: anuladaEm ? 'cancelada' : 'valida',
    anuladaEm,
    emitidaEm: d.emitidaEm,
    terapeuta: { iniciais: nameInitials(d.terapeuta.nome), cpf: maskCpfPublic(d.terapeuta.cpf) },
    cliente: { iniciais: nameInitials(d.cliente.nome), cpf: maskCpfPublic(d.cliente.cpf) },
    data: d.data,
    hora: d.hora,
    duracaoMinutos: d.duracaoMinutos,
    modalidade: d.modalidade,
    valor: d.valor,
    dataPagamento: d.dataPagamento,
  };
}

export const statementPath = (sessionId: string): string => `/sessoes/${encodeURIComponent(sessionId)}/declaracao.pdf`;
export const statementVerifyPath = (codigo: string): string => `/declaracoes/${encodeURIComponent(codigo)}`;

/** 'ABCD-EFGH-JKLM': 12 characters of an alphabet without 0/O, 1/I/L (60 bits). */
export const DECLARACAO_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const DECLARACAO_CODE_PATTERN = /^[A-HJKMNP-Z2-9]{4}-[A-HJKMNP-Z2-9]{4}-[A-HJKMNP-Z2-9]{4}$/;

/** A verification code from 12 random bytes (the caller brings them: crypto on the server). */
export function declaracaoCode(bytes: Uint8Array): string {
  let out = '';
  for (let i = 0; i < 12; i++) {
    out += DECLARACAO_CODE_ALPHABET[(bytes[i] ?? 0) % DECLARACAO_CODE_ALPHABET.length];
    if (i === 3 || i === 7) out += '-';
  }
  return out;
}

/** A typed code as stored: upper case, dashes where they belong. */
export function normalizeDeclaracaoCode(raw: string): string {
  const s = raw.toUpperCase().replace(/[^A-Z0-9]/g, '');
  return s.length === 12 ? `${s.slice(0, 4)}-${s.slice(4, 8)}-${s.slice(8)}` : s;
}
