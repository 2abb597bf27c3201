// Finance answers (issue 34 items 3–5): the therapist's month, one payment's receipt mark, and a
// payment statement as its public check shows it.
import * as v from 'valibot';
import { SESSION_FORMATS } from '../enums';
import { PAYMENT_STATES } from '../pix/pagamento';
import { DECLARACAO_SITUACOES } from '../financeiro/declaracao';

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
  canceladaEm: v.nullable(v.string()),
  recibo: v.strictObject({ emitido: v.boolean(), numero: v.string(), emitidoEm: v.nullable(v.string()) }),
});

const financeMonthAnswer = v.strictObject({
  mes: v.string(),
  sessoes: v.number(),
  realizadas: v.number(),
  recebido: v.number(),
  pendente: v.number(),
  gratuitas: v.number(),
  aReembolsar: v.number(),
  reembolsado: v.number(),
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

/** GET /declaracoes/{codigo}: valid or cancelled, people as initials and the CPF's last digits. */
const pessoaMascaradaAnswer = v.strictObject({ iniciais: v.string(), cpf: v.string() });
export const declaracaoPublicaAnswer = v.strictObject({
  codigo: v.string(),
  situacao: v.picklist(DECLARACAO_SITUACOES),
  anuladaEm: v.nullable(v.string()),
  emitidaEm: v.string(),
  terapeuta: pessoaMascaradaAnswer,
  cliente: pessoaMascaradaAnswer,
  data: v.string(),
  hora: v.string(),
  duracaoMinutos: v.number(),
  modalidade: v.picklist(SESSION_FORMATS),
  valor: v.number(),
  dataPagamento: v.string(),
});
