// The words of the statement's public check (issue 41; docs/product.md "Recibos, declaração e financeiro").
import { formatCurrency, formatDate, todayIso, type DeclaracaoPublica } from '@acolhe/shared-domain';

const day = (iso: string) => formatDate(todayIso(new Date(iso)));

export const DECLARACAO_PAGE_TEXTS = {
  title: 'Conferir declaração',
  code: (codigo: string) => `Código de verificação: ${codigo}`,
  loading: 'Conferindo a declaração…',
  valid: 'Declaração válida',
  validText: (d: DeclaracaoPublica) =>
    `Esta declaração de atendimento e pagamento foi emitida pelo Acolhe em ${day(d.emitidaEm)} e é válida: a sessão aconteceu e o pagamento foi recebido pelo(a) psicólogo(a).`,
  cancelled: 'Declaração cancelada',
  cancelledText: (d: DeclaracaoPublica) =>
    `A sessão desta declaração foi cancelada: a declaração foi anulada em ${d.anuladaEm ? day(d.anuladaEm) : ''} e não vale como comprovante de atendimento.`,
  unknown: 'Declaração não encontrada',
  unknownText: 'Nenhuma declaração emitida pelo Acolhe tem este código. Confira se ele foi digitado como está impresso na declaração.',
  failed: 'Não foi possível conferir a declaração agora. Tente novamente em instantes.',
  retry: 'Tentar novamente',
  privacy: 'Para proteger os dados pessoais, a conferência mostra só as iniciais e os dois últimos dígitos do CPF de cada pessoa.',
} as const;

/** What the statement says, as rows to compare with the paper in hand. */
export function statementRows(d: DeclaracaoPublica): [string, string][] {
  return [
    ['Psicólogo(a)', `${d.terapeuta.iniciais} · CPF ${d.terapeuta.cpf}`],
    ['Cliente', `${d.cliente.iniciais} · CPF ${d.cliente.cpf}`],
    ['Data da sessão', `${formatDate(d.data)} às ${d.hora} (${d.duracaoMinutos} minutos, ${d.modalidade === 'presencial' ? 'presencial' : 'online'})`],
    ['Valor', formatCurrency(d.valor)],
    ['Data do pagamento', d.dataPagamento ? formatDate(d.dataPagamento) : '—'],
  ];
}
