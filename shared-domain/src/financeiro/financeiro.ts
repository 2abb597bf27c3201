// The therapist's finances and the Receita Saúde receipts (issue 34 items 3 and 5): the wire
// shapes of GET /financeiro and PUT /sessoes/{id}/recibo, the fields the Receita Saúde app asks
// for, the month's totals and the CSV a Brazilian spreadsheet opens. Pure, shared by api and UI.
import * as v from 'valibot';
import { optionalText } from '../schemas/fields';
import type { SessionFormat } from '../enums';
import { todayIso } from '../dates';
import { formatDate, formatDecimal } from '../format';
import { maskCpf, onlyDigits } from '../masks';
import { spreadsheetCsv } from '../csv';
import { PAYMENT_STATE_LABELS, isReceivedPayment, type PaymentState } from '../pix/pagamento';

/** 'YYYY-MM' */
export const MES_PATTERN = /^\d{4}-(0[1-9]|1[0-2])$/;

export const FINANCEIRO_MESSAGES = {
  mes: 'Informe o mês como AAAA-MM (ex.: 2030-02).',
  cliente: 'Cliente inválido.',
  emitido: 'Informe se o recibo foi emitido.',
  numero: 'O número do recibo tem no máximo 40 caracteres.',
  clientCpf: 'Informe seu CPF antes de pagar: o(a) terapeuta precisa dele para emitir o recibo no Receita Saúde.',
} as const;
const M = FINANCEIRO_MESSAGES;

/** GET /financeiro?mes=AAAA-MM&cliente=<id>: both optional (this month, every client). */
export const financeiroQuerySchema = v.object({
  mes: v.optional(v.pipe(v.string(M.mes), v.regex(MES_PATTERN, M.mes))),
  cliente: v.optional(v.pipe(v.string(M.cliente), v.maxLength(100, M.cliente))),
});

/** PUT /sessoes/{id}/recibo: 'Recibo emitido no Receita Saúde' (optionally its number), or undone. */
export const reciboSchema = v.object(
  {
    emitido: v.boolean(M.emitido),
    numero: optionalText(40, M.numero),
  },
  M.emitido,
);
export type ReciboInput = v.InferOutput<typeof reciboSchema>;

/** One session's payment in the therapist's finances: a confirmed or done session, or a cancelled
 * one whose payment had been received (issue 41: a received payment never vanishes). */
export interface FinanceEntry {
  sessaoId: string;
  /** 'YYYY-MM-DD', 'HH:MM' (São Paulo) */
  data: string;
  hora: string;
  duracaoMinutos: number;
  modalidade: SessionFormat;
  /** the session took place (shared-domain tookPlace: confirmed or done, and ended) */
  realizada: boolean;
  clienteId: string;
  clienteNome: string;
  /** digits only; '' when the client has not given it */
  clienteCpf: string;
  valor: number;
  gratuita: boolean;
  estado: PaymentState;
  /** when the therapist confirmed the payment (ISO), the receipt's date */
  confirmadoEm: string | null;
  /** when the session was cancelled after the payment was received (ISO); null otherwise */
  canceladaEm: string | null;
  recibo: { emitido: boolean; numero: string; emitidoEm: string | null };
}

/** One month's totals (R$ and counts). */
export interface FinanceMonth {
  /** 'YYYY-MM' */
  mes: string;
  /** the month's entries (financeMonthOf) */
  sessoes: number;
  realizadas: number;
  /** received in the month (cash basis), whatever became of it after a cancellation */
  recebido: number;
  /** not free and not received yet */
  pendente: number;
  gratuitas: number;
  /** of `recebido`: cancelled sessions whose value is still to be refunded, and refunded */
  aReembolsar: number;
  reembolsado: number;
  /** payments whose Receita Saúde receipt is due (receiptDue) without its mark */
  recibosPendentes: number;
}

/** GET /financeiro */
export interface Financeiro {
  mes: string;
  /** the client filter ('' = every client) */
  cliente: string;
  resumo: FinanceMonth;
  /** the six months up to `mes`, oldest first (the chart) */
  meses: FinanceMonth[];
  /** every client with a confirmed session, for the filter */
  clientes: { id: string; nome: string }[];
  pagamentos: FinanceEntry[];
}

export const sessionReceiptPath = (sessionId: string): string => `/sessoes/${encodeURIComponent(sessionId)}/recibo`;

/** This month in Brazil, 'YYYY-MM'. */
export const currentMonth = (now: Date = new Date()): string => todayIso(now).slice(0, 7);

/** 'YYYY-MM' moved by `delta` months. */
export function addMonths(mes: string, delta: number): string {
  const [y, m] = mes.split('-').map(Number) as [number, number];
  const index = y * 12 + (m - 1) + delta;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

const MONTH_NAMES = ['janeiro', 'fevereiro', 'março', 'abril', 'maio', 'junho', 'julho', 'agosto', 'setembro', 'outubro', 'novembro', 'dezembro'];
/** '2030-02' → 'fevereiro de 2030' */
export function monthLabel(mes: string): string {
  const [y, m] = mes.split('-').map(Number) as [number, number];
  return `${MONTH_NAMES[m - 1] ?? ''} de ${y}`;
}
/** '2030-02' → 'fev/30' (the chart's axis) */
export const monthShortLabel = (mes: string): string => `${monthLabel(mes).slice(0, 3)}/${mes.slice(2, 4)}`;

/**
 * The month an entry counts in: a received payment in the month it was received (São Paulo) — the
 * cash basis of the carnê-leão and of the Receita Saúde receipt, so a payment whose session is
 * cancelled or moved stays where the money came in — and any other in its session's month.
 */
export function financeMonthOf(e: Pick<FinanceEntry, 'data' | 'estado' | 'confirmadoEm'>): string {
  return e.confirmadoEm && isReceivedPayment(e.estado) ? todayIso(new Date(e.confirmadoEm)).slice(0, 7) : e.data.slice(0, 7);
}

/** Payments whose Receita Saúde receipt is due: received and kept (confirmado, or retido after a
 * cancellation). One to refund waits for the therapist's mark; one refunded has none (a receipt
 * already issued is cancelled in the Receita Saúde app). */
export const RECEIPT_DUE_STATES = ['confirmado', 'retido'] as const satisfies readonly PaymentState[];
export const receiptDue = (e: Pick<FinanceEntry, 'gratuita' | 'estado'>): boolean => !e.gratuita && (RECEIPT_DUE_STATES as readonly string[]).includes(e.estado);

const cents = (n: number) => Math.round(n * 100) / 100;

/** The month's totals of `entries` (already of that month). */
export function summarize(mes: string, entries: readonly FinanceEntry[]): FinanceMonth {
  const out: FinanceMonth = { mes, sessoes: 0, realizadas: 0, recebido: 0, pendente: 0, gratuitas: 0, aReembolsar: 0, reembolsado: 0, recibosPendentes: 0 };
  for (const e of entries) {
    out.sessoes++;
    if (e.realizada) out.realizadas++;
    if (e.gratuita) out.gratuitas++;
    else if (isReceivedPayment(e.estado)) {
      out.recebido += e.valor;
      if (e.estado === 'a_reembolsar') out.aReembolsar += e.valor;
      if (e.estado === 'reembolsado') out.reembolsado += e.valor;
    } else out.pendente += e.valor;
    if (receiptDue(e) && !e.recibo.emitido) out.recibosPendentes++;
  }
  return { ...out, recebido: cents(out.recebido), pendente: cents(out.pendente), aReembolsar: cents(out.aReembolsar), reembolsado: cents(out.reembolsado) };
}

/** The session as the receipt describes it. */
export function receiptDescription(e: Pick<FinanceEntry, 'data' | 'hora' | 'duracaoMinutos' | 'modalidade'>): string {
  return `Sessão de psicoterapia (${e.modalidade === 'presencial' ? 'presencial' : 'online'}) em ${formatDate(e.data)} às ${e.hora}, ${e.duracaoMinutos} minutos`;
}

/** The payment's date (São Paulo) for the receipt: the day the therapist confirmed it. */
export const paymentDate = (e: Pick<FinanceEntry, 'confirmadoEm'>): string => (e.confirmadoEm ? formatDate(todayIso(new Date(e.confirmadoEm))) : '');

export interface ReceiptField {
  label: string;
  value: string;
  /** false: a fact to tick in the app, not a text to paste (the beneficiary is the payer) */
  copy?: false;
}

/**
 * What the Receita Saúde app asks for a receipt, in its order, each ready to paste: the payer's
 * CPF and name, the beneficiary (the client themselves: Acolhe books for the person who pays),
 * the value (digits with a comma), the payment's date and the description.
 */
export function receitaSaudeFields(e: FinanceEntry): ReceiptField[] {
  return [
    { label: 'CPF do pagador', value: e.clienteCpf ? maskCpf(e.clienteCpf) : '' },
    { label: 'Nome do pagador', value: e.clienteNome },
    { label: 'Beneficiário', value: 'O próprio pagador', copy: false },
    { label: 'Valor (R$)', value: formatDecimal(e.valor, 2) },
    { label: 'Data do pagamento', value: paymentDate(e) },
    { label: 'Descrição', value: receiptDescription(e) },
  ];
}

/** A CPF as a stranger holding a statement's code may see it: its last two digits only. */
export function maskCpfPublic(cpf: string): string {
  const d = onlyDigits(cpf);
  return d.length === 11 ? `***.***.***-${d.slice(9)}` : '';
}

export const FINANCE_CSV_HEADER = [
  'Data',
  'Hora',
  'Cliente',
  'CPF',
  'Modalidade',
  'Valor (R$)',
  'Situação',
  'Data do pagamento',
  'Recibo Receita Saúde',
  'Número do recibo',
] as const;

/** The payments as CSV for a Brazilian spreadsheet: ';' between cells, decimal comma, CRLF lines,
 * a BOM so Excel reads UTF-8. */
export function financeCsv(entries: readonly FinanceEntry[]): string {
  const rows = entries.map((e) => [
    formatDate(e.data),
    e.hora,
    e.clienteNome,
    e.clienteCpf ? maskCpf(e.clienteCpf) : '',
    e.modalidade === 'presencial' ? 'Presencial' : 'Online',
    formatDecimal(e.gratuita ? 0 : e.valor, 2),
    e.gratuita ? 'Gratuita' : PAYMENT_STATE_LABELS[e.estado],
    paymentDate(e),
    e.gratuita ? '' : e.recibo.emitido ? 'Emitido' : receiptDue(e) ? 'A emitir' : '',
    e.recibo.numero,
  ]);
  return spreadsheetCsv(FINANCE_CSV_HEADER, rows);
}
