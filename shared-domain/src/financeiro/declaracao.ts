// The payment statement for refunds (issue 34 item 4): 'Declaração de atendimento e pagamento',
// downloaded by the session's client as a PDF, and what its public verification shows.
import type { SessionFormat } from '../enums';

export const DECLARACAO_MESSAGES = {
  notPaid: 'A declaração só pode ser emitida para uma sessão com pagamento confirmado pelo(a) terapeuta.',
  free: 'Esta sessão foi gratuita: não há pagamento a declarar.',
  onlyClient: 'Só o cliente da sessão pode baixar a declaração.',
  noClientCpf: 'Informe seu CPF no seu perfil para emitir a declaração.',
  notFound: 'Declaração não encontrada. Confira o código.',
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
  /** the place the statement is signed at (the therapist's city) */
  local: string;
}

/** GET /declaracoes/{codigo} (public): the statement with both CPFs masked. */
export type DeclaracaoPublica = Declaracao;

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
