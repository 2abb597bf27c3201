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
 * therapist: 'Recebido') or nao_recebido ('Não recebi'), from which the client may inform again. */
export const PAYMENT_STATES = ['pendente', 'informado', 'confirmado', 'nao_recebido'] as const;
export type PaymentState = (typeof PAYMENT_STATES)[number];
export const PAYMENT_STATE_LABELS: Readonly<Record<PaymentState, string>> = {
  pendente: 'Pagamento pendente',
  informado: 'Pagamento informado',
  confirmado: 'Pagamento recebido',
  nao_recebido: 'Pagamento não recebido',
};

export const PAYMENT_ACTIONS = ['informar', 'confirmar', 'nao_recebido'] as const;
export type PaymentAction = (typeof PAYMENT_ACTIONS)[number];
/** POST /sessoes/{id}/pagamento */
export const paymentActionSchema = v.object({ acao: v.picklist(PAYMENT_ACTIONS, M.acao) }, M.acao);

/** Who may take each action, and from which states (the database enforces the same). */
export const PAYMENT_TRANSITIONS: Readonly<Record<PaymentAction, { by: 'cliente' | 'terapeuta'; from: readonly PaymentState[]; to: PaymentState }>> = {
  informar: { by: 'cliente', from: ['pendente', 'nao_recebido'], to: 'informado' },
  confirmar: { by: 'terapeuta', from: ['informado'], to: 'confirmado' },
  nao_recebido: { by: 'terapeuta', from: ['informado'], to: 'nao_recebido' },
};

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
