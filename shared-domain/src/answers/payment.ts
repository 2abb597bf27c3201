// Payment answers: the therapist's settings, one session's payment and its Pix BR Code.
import * as v from 'valibot';
import { PAYMENT_MODES, PIX_KEY_TYPES } from '../pix/chave';
import { PAYMENT_STATES } from '../pix/pagamento';

export const paymentSettingsAnswer = v.strictObject({
  forma: v.picklist(PAYMENT_MODES),
  chaveTipo: v.union([v.picklist(PIX_KEY_TYPES), v.literal('')]),
  chave: v.string(),
  nome: v.string(),
  cidade: v.string(),
  linkPagamento: v.string(),
});

export const sessionPaymentAnswer = v.strictObject({
  sessaoId: v.string(),
  gratuita: v.boolean(),
  valor: v.number(),
  estado: v.picklist(PAYMENT_STATES),
  forma: v.picklist(PAYMENT_MODES),
  linkPagamento: v.string(),
  pixDisponivel: v.boolean(),
  informadoEm: v.nullable(v.string()),
  confirmadoEm: v.nullable(v.string()),
  canceladaEm: v.nullable(v.string()),
});

export const sessionPixAnswer = v.strictObject({ brCode: v.string(), txid: v.string(), valor: v.number() });
