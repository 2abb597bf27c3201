// What the client sees of a session's payment (docs/product.md "Pagamentos"): pure, from the
// session and its payment as the api answers them, and the moment it is read.
import { isPaymentDestination, tookPlace, type Appointment, type SessionPayment } from '@acolhe/shared-domain';

export const PAGAMENTO_TEXTS = {
  payPix: 'Pagar com Pix',
  payLink: 'Pagar pelo link',
  informed: 'Já paguei',
  dialogTitle: 'Pagar com Pix',
  copy: 'Copiar código Pix',
  copied: 'Código Pix copiado',
  copiedMessage: 'Cole no app do seu banco, em Pix copia e cola.',
  copyFailed: 'Não foi possível copiar. Selecione o código e copie.',
  copyLabel: 'Pix copia e cola',
  qrAlt: 'QR code do Pix desta sessão',
  noFee: 'O pagamento vai direto para o(a) terapeuta. O Acolhe não cobra taxas.',
  afterPaying: 'Depois de pagar, marque "Já paguei": o(a) terapeuta confere e confirma o recebimento.',
  informedToast: 'Pagamento informado',
  informedToastMessage: 'Avisamos o(a) terapeuta. Você verá aqui quando ele(a) confirmar o recebimento.',
  informFailed: 'Não foi possível informar o pagamento.',
  pixFailed: 'Não foi possível gerar o código Pix.',
  // settled with the therapist, no button: where follows the session's format (issue 44: an online
  // session never says 'no consultório', even when the therapist's method is the office)
  direct: 'Pagamento combinado diretamente com o(a) terapeuta.',
  office: 'Pagamento combinado diretamente com o(a) terapeuta (no consultório).',
  free: 'Sessão gratuita: não há nada a pagar.',
  // the CPF asked once before the first payment (issue 34: the Receita Saúde receipt needs it)
  cpfTitle: 'Informe seu CPF',
  cpfWhy: 'O(a) terapeuta precisa do CPF de quem paga para emitir o recibo no Receita Saúde (Receita Federal). Pedimos uma vez só; você pode alterá-lo no seu perfil.',
  cpfLabel: 'CPF',
  cpfInvalid: 'CPF inválido',
  cpfSave: 'Salvar e continuar',
  cpfCancel: 'Cancelar',
  cpfFailed: 'Não foi possível salvar o CPF.',
  // the payment statement for refunds (issue 34)
  statement: 'Baixar declaração',
  statementHint: 'Declaração de atendimento e pagamento, para pedir reembolso ao plano de saúde.',
  statementFailed: 'Não foi possível baixar a declaração.',
  // issue 41: it declares a session that took place, so it waits for it
  statementLater: 'A declaração de atendimento e pagamento fica disponível aqui depois da sessão.',
} as const;

/** The line about the payment's state. */
export const PAYMENT_STATE_TEXT: Readonly<Record<SessionPayment['estado'], string>> = {
  pendente: 'Pagamento pendente',
  informado: 'Pagamento informado: aguardando a confirmação do(a) terapeuta',
  confirmado: 'Pagamento recebido pelo(a) terapeuta',
  nao_recebido: 'O(a) terapeuta ainda não recebeu o pagamento. Confira no seu banco e informe de novo.',
  // a received payment of a session cancelled since (issue 41): what the therapist marked
  a_reembolsar: 'Sessão cancelada depois do pagamento: o valor será reembolsado pelo(a) terapeuta.',
  reembolsado: 'Sessão cancelada: o(a) terapeuta informou que reembolsou o valor.',
  retido: 'Sessão cancelada: o(a) terapeuta reteve o valor, conforme a política de cancelamento combinada.',
};

export interface PaymentView {
  gratuita: boolean;
  estadoText: string;
  /** 'Pagar com Pix' opens the code */
  pix: boolean;
  /** 'Pagar pelo link' */
  link: string;
  /** settled directly with the therapist (no Pix key, or the office chosen): the sentence, '' otherwise */
  direct: string;
  /** 'Já paguei' */
  canInform: boolean;
  /** 'Baixar declaração': the therapist confirmed the payment and the session took place */
  statement: boolean;
  /** paid, the session still to come: a line saying the statement comes after it */
  statementLater: boolean;
}

const NOTHING_TO_DO = { pix: false, link: '', direct: '', canInform: false, statement: false, statementLater: false } as const;

/** The payment of a session that has one (confirmed or done, or cancelled after it was received);
 * undefined for the others. */
export function paymentViewOf(appointment: Appointment, payment: SessionPayment | undefined, now: Date): PaymentView | undefined {
  if (!payment) return undefined;
  // a cancelled session: only a payment received before it stays, with what became of it
  if (appointment.status === 'CANCELLED') {
    return isPaymentDestination(payment.estado) ? { gratuita: false, estadoText: PAYMENT_STATE_TEXT[payment.estado], ...NOTHING_TO_DO } : undefined;
  }
  if (appointment.status !== 'CONFIRMED' && appointment.status !== 'COMPLETED') return undefined;
  if (payment.gratuita) return { gratuita: true, estadoText: PAGAMENTO_TEXTS.free, ...NOTHING_TO_DO };
  const open = payment.estado === 'pendente' || payment.estado === 'nao_recebido';
  const held = tookPlace(appointment, now);
  return {
    gratuita: false,
    estadoText: PAYMENT_STATE_TEXT[payment.estado],
    pix: open && payment.forma === 'pix' && payment.pixDisponivel,
    link: open && payment.forma === 'link' ? payment.linkPagamento : '',
    direct: payment.forma === 'consultorio' || (payment.forma === 'pix' && !payment.pixDisponivel) ? directText(appointment) : '',
    canInform: open,
    statement: payment.estado === 'confirmado' && held,
    statementLater: payment.estado === 'confirmado' && !held,
  };
}

/** How a payment settled with the therapist reads: 'no consultório' only for a session held there. */
function directText(appointment: Appointment): string {
  return appointment.modality === 'presencial' ? PAGAMENTO_TEXTS.office : PAGAMENTO_TEXTS.direct;
}

/** The file name of a downloaded statement: the api's Content-Disposition, or a plain one. */
export function statementFileName(contentDisposition: string | null): string {
  const m = /filename="?([^";]+)"?/i.exec(contentDisposition ?? '');
  return m?.[1] ?? 'declaracao.pdf';
}
