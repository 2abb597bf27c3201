// Paying a session: the therapist's payment settings (form and api use the same schema), the
// payment states of a session and the wire shapes of the payment routes.
import * as v from 'valibot';
import { optionalText } from '../schemas/fields';
import { isHttpUrl } from '../url';
import { PAYMENT_MODES, PIX_KEY_MESSAGES, PIX_KEY_TYPES, normalizePixKey, type PaymentMode, type PixKeyType } from './chave';

export const PAGAMENTO_MESSAGES = {
  forma: 'Escolha como você recebe o pagamento.',
  chaveTipo: 'Escolha o tipo da chave Pix.',
  chave: 'Informe a chave Pix.',
  nome: 'Informe o nome do recebedor (2 a 60 caracteres), como aparece no seu banco.',
  cidade: 'Informe a cidade do recebedor (2 a 60 caracteres).',
  link: 'Informe o link de pagamento (uma URL começando com https://).',
  acao: 'Ação de pagamento inválida.',
  destino: 'Escolha: a reembolsar, reembolsado ou retido.',
} as const;
const M = PAGAMENTO_MESSAGES;

const optionalString = (message: string, max: number) => optionalText(max, message);

/** PUT /terapeutas/{id}/pagamento. With 'pix' the key, its type, name and city are required; with
 * 'link', the link. A key given with another mode is still checked (it is kept for later). */
export const paymentSettingsSchema = v.pipe(
  v.object(
    {
      forma: v.picklist(PAYMENT_MODES, M.forma),
      chaveTipo: v.optional(v.union([v.picklist(PIX_KEY_TYPES, M.chaveTipo), v.literal('')], M.chaveTipo), ''),
      chave: optionalString(M.chave, 100),
      nome: optionalString(M.nome, 60),
      cidade: optionalString(M.cidade, 60),
      linkPagamento: v.optional(v.pipe(v.string(M.link), v.trim(), v.check((s) => s === '' || isHttpUrl(s), M.link)), ''),
    },
    M.forma,
  ),
  v.forward(
    v.check((s) => s.forma !== 'pix' || s.chaveTipo !== '', M.chaveTipo),
    ['chaveTipo'],
  ),
  v.forward(
    v.partialCheck(
      [['forma'], ['chave']],
      (s) => s.forma !== 'pix' || s.chave !== '',
      M.chave,
    ),
    ['chave'],
  ),
  v.forward(
    v.rawCheck(({ dataset, addIssue }) => {
      if (!dataset.typed) return;
      const { chaveTipo, chave } = dataset.value;
      if (chave !== '' && chaveTipo !== '' && normalizePixKey(chaveTipo, chave) === undefined) {
        addIssue({ message: PIX_KEY_MESSAGES[chaveTipo] });
      }
    }),
    ['chave'],
  ),
  v.forward(v.check((s) => s.forma !== 'pix' || s.nome.length >= 2, M.nome), ['nome']),
  v.forward(v.check((s) => s.forma !== 'pix' || s.cidade.length >= 2, M.cidade), ['cidade']),
  v.forward(v.check((s) => s.forma !== 'link' || s.linkPagamento !== '', M.link), ['linkPagamento']),
  v.transform((s) => ({
    ...s,
    chave: s.chaveTipo !== '' && s.chave !== '' ? (normalizePixKey(s.chaveTipo, s.chave) ?? s.chave) : s.chave,
  })),
);
export type PaymentSettingsInput = v.InferInput<typeof paymentSettingsSchema>;

/** GET /terapeutas/{id}/pagamento (the therapist's own). */
export interface PaymentSettings {
  forma: PaymentMode;
  chaveTipo: PixKeyType | '';
  chave: string;
  nome: string;
  cidade: string;
  linkPagamento: string;
}

/** A session's payment: pendente → informado (the client says 'Já paguei') → confirmado (the
 * therapist: 'Recebido') or nao_recebido ('Não recebi'), from which the client may inform again.
 * A received payment whose session is cancelled is never dropped (issue 41): it becomes
 * a_reembolsar, and its therapist marks what became of the money — reembolsado (given back) or
 * retido (kept, as the practice's cancellation policy says). */
export const PAYMENT_STATES = ['pendente', 'informado', 'confirmado', 'nao_recebido', 'a_reembolsar', 'reembolsado', 'retido'] as const;
export type PaymentState = (typeof PAYMENT_STATES)[number];
export const PAYMENT_STATE_LABELS: Readonly<Record<PaymentState, string>> = {
  pendente: 'Pagamento pendente',
  informado: 'Pagamento informado',
  confirmado: 'Pagamento recebido',
  nao_recebido: 'Pagamento não recebido',
  a_reembolsar: 'Sessão cancelada: a reembolsar',
  reembolsado: 'Sessão cancelada: reembolsado',
  retido: 'Sessão cancelada: valor retido',
};

/** What became of a received payment whose session was cancelled (the therapist marks it). */
export const PAYMENT_DESTINATIONS = ['a_reembolsar', 'reembolsado', 'retido'] as const satisfies readonly PaymentState[];
export type PaymentDestination = (typeof PAYMENT_DESTINATIONS)[number];
/** The therapist's choices, as the Financeiro tab names them. */
export const PAYMENT_DESTINATION_LABELS: Readonly<Record<PaymentDestination, string>> = {
  a_reembolsar: 'A reembolsar',
  reembolsado: 'Reembolsado ao cliente',
  retido: 'Retido (política de cancelamento)',
};
export const isPaymentDestination = (estado: string): estado is PaymentDestination => (PAYMENT_DESTINATIONS as readonly string[]).includes(estado);

/** The money reached the therapist (confirmadoEm is set): 'confirmado', or a destination after a
 * cancellation. Financeiro counts these as received, in the month they were received. */
export const RECEIVED_PAYMENT_STATES = ['confirmado', ...PAYMENT_DESTINATIONS] as const satisfies readonly PaymentState[];
export const isReceivedPayment = (estado: string): boolean => (RECEIVED_PAYMENT_STATES as readonly string[]).includes(estado);

export const PAYMENT_ACTIONS = ['informar', 'confirmar', 'nao_recebido'] as const;
export type PaymentAction = (typeof PAYMENT_ACTIONS)[number];
/** POST /sessoes/{id}/pagamento */
export const paymentActionSchema = v.object({ acao: v.picklist(PAYMENT_ACTIONS, M.acao) }, M.acao);

/** Who may take each action, and from which states. */
export const PAYMENT_TRANSITIONS: Readonly<Record<PaymentAction, { by: 'cliente' | 'terapeuta'; from: readonly PaymentState[]; to: PaymentState }>> = {
  informar: { by: 'cliente', from: ['pendente', 'nao_recebido'], to: 'informado' },
  confirmar: { by: 'terapeuta', from: ['informado'], to: 'confirmado' },
  nao_recebido: { by: 'terapeuta', from: ['informado'], to: 'nao_recebido' },
};

/** The session of a received payment is cancelled: the payment moves by itself, in the same
 * statement as the cancellation (the database's trigger acolhe_pagamento_cancelada). */
export const PAYMENT_ON_CANCEL = { from: 'confirmado', to: 'a_reembolsar' } as const satisfies { from: PaymentState; to: PaymentState };

/**
 * Every change of a payment's state, whoever makes it: the actions above, the cancellation, and the
 * therapist's marks among the destinations (changeable: a wrong click is undone). The one
 * definition of the machine: the database's wall (acolhe_pagamento_transicao) is rendered from it
 * (api/src/pagamentos/fragments.ts), and the api's guarded UPDATEs read PAYMENT_TRANSITIONS.
 */
export const PAYMENT_STATE_CHANGES: readonly (readonly [PaymentState, PaymentState])[] = [
  ...Object.values(PAYMENT_TRANSITIONS).flatMap((t) => t.from.map((from) => [from, t.to] as const)),
  [PAYMENT_ON_CANCEL.from, PAYMENT_ON_CANCEL.to],
  ...PAYMENT_DESTINATIONS.flatMap((from) => PAYMENT_DESTINATIONS.filter((to) => to !== from).map((to) => [from, to] as const)),
];

export const canChangePayment = (from: PaymentState, to: PaymentState): boolean =>
  from === to || PAYMENT_STATE_CHANGES.some(([a, b]) => a === from && b === to);

/** PUT /sessoes/{id}/pagamento/destino: the therapist marks what became of a cancelled session's payment. */
export const paymentDestinationSchema = v.object({ destino: v.picklist(PAYMENT_DESTINATIONS, M.destino) }, M.destino);
export type PaymentDestinationInput = v.InferOutput<typeof paymentDestinationSchema>;

/** One session's payment as both sides see it (GET /pagamentos lists them; POST answers one). */
export interface SessionPayment {
  sessaoId: string;
  /** a free first session (or a price of R$ 0): nothing to pay, no state shown */
  gratuita: boolean;
  /** R$, the therapist's price when the session was confirmed */
  valor: number;
  estado: PaymentState;
  /** how the therapist takes payment */
  forma: PaymentMode;
  /** 'link': the therapist's payment link */
  linkPagamento: string;
  /** 'pix': the therapist has a Pix key, so GET /sessoes/{id}/pix answers */
  pixDisponivel: boolean;
  informadoEm: string | null;
  confirmadoEm: string | null;
  /** when its session was cancelled after the payment was received (a_reembolsar and after) */
  canceladaEm: string | null;
}

/** GET /sessoes/{id}/pix */
export interface SessionPix {
  /** the copia-e-cola text; the QR code carries the same */
  brCode: string;
  txid: string;
  valor: number;
}

export const sessionPixPath = (sessionId: string): string => `/sessoes/${encodeURIComponent(sessionId)}/pix`;
export const sessionPaymentPath = (sessionId: string): string => `/sessoes/${encodeURIComponent(sessionId)}/pagamento`;
export const paymentDestinationPath = (sessionId: string): string => `${sessionPaymentPath(sessionId)}/destino`;
