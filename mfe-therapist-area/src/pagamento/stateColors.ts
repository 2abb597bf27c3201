// The badge colour of each payment state, in the agenda and in Financeiro (one list).
import type { PaymentState } from '@acolhe/shared-domain';

export const PAYMENT_STATE_COLORS: Readonly<Record<PaymentState, string>> = {
  pendente: 'yellow',
  informado: 'blue',
  confirmado: 'teal',
  nao_recebido: 'red',
  // a cancelled session's received payment (issue 41)
  a_reembolsar: 'orange',
  reembolsado: 'gray',
  retido: 'teal',
};
