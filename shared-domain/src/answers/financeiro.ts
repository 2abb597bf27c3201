// Finance answers (issue 34 items 3–5): the therapist's month, one payment's receipt mark, and a
// payment statement as its public check shows it.
import * as v from 'valibot';
import { SESSION_FORMATS } from '../enums';
import { PAYMENT_STATES } from '../pix/pagamento';

export const financeEntryAnswer = v.strictObject({
  sessaoId: v.string(),
  data: v.string(),
  hora: v.string(),
  duracaoMinutos: v.number(),
  modalidade: v.picklist(SESSION_FORMATS),
  realizada: v.boolean(),
  clienteId: v.string(),
  clienteNome: v.string(),
  clienteCpf: v.string(),
  valor: v.number(),
  gratuita: v.boolean(),
  estado: v.picklist(PAYMENT_STATES),
  confirmadoEm: v.nullable(v.string()),
  recibo: v.strictObject({ emitido: v.boolean(), numero: v.string(), emitidoEm: v.nullable(v.string()) }),
});

const financeMonthAnswer = v.strictObject({
  mes: v.string(),
  sessoes: v.number(),
  realizadas: v.number(),
  recebido: v.number(),
  pendente: v.number(),
  gratuitas: v.number(),
  recibosPendentes: v.number(),
});

export const financeiroAnswer = v.strictObject({
  mes: v.string(),
  cliente: v.string(),
  resumo: financeMonthAnswer,
  meses: v.array(financeMonthAnswer),
  clientes: v.array(v.strictObject({ id: v.string(), nome: v.string() })),
  pagamentos: v.array(financeEntryAnswer),
});

/** GET /declaracoes/{codigo}: the statement, CPFs masked. */
export const declaracaoPublicaAnswer = v.strictObject({
  codigo: v.string(),
  emitidaEm: v.string(),
  terapeuta: v.strictObject({ nome: v.string(), cpf: v.string(), crp: v.string() }),
  cliente: v.strictObject({ nome: v.string(), cpf: v.string() }),
  data: v.string(),
  hora: v.string(),
  duracaoMinutos: v.number(),
  modalidade: v.picklist(SESSION_FORMATS),
  valor: v.number(),
  valorPorExtenso: v.string(),
  formaPagamento: v.string(),
  local: v.string(),
});
