// Answers of the prontuário's routes (/prontuario*, /prontuario-copias*; api/src/prontuario/routes.ts).
// The PDFs (the export and the client's released copy) are documented as `'pdf'` answers, not here.
import * as v from 'valibot';
import { PEDIDO_COPIA_ESTADOS, PRONTUARIO_ACOES } from '../prontuario/prontuario';
import { hourMinuteText, instantText, isoDateText } from './common';

/** GET /prontuario: one of the therapist's clients (names only). */
export const prontuarioResumoAnswer = v.strictObject({
  clienteId: v.string(),
  nome: v.string(),
  ultimaSessao: v.nullable(isoDateText),
  registros: v.number(),
  copiaPendente: v.boolean(),
});

/** One version of an entry. */
export const registroVersaoAnswer = v.strictObject({ versao: v.number(), texto: v.string(), criadoEm: instantText });

/** An entry of evolution, its versions newest first (POST/PUT …/registros answer one). */
export const registroEvolucaoAnswer = v.strictObject({
  id: v.string(),
  sessaoId: v.nullable(v.string()),
  data: isoDateText,
  versaoAtual: v.number(),
  texto: v.string(),
  atualizadoEm: instantText,
  versoes: v.array(registroVersaoAnswer),
});

/** A copy request as its therapist sees it (and POST …/copias/{id}/liberar answers). */
export const pedidoCopiaAnswer = v.strictObject({
  id: v.string(),
  estado: v.picklist(PEDIDO_COPIA_ESTADOS),
  solicitadaEm: instantText,
  liberadaEm: v.nullable(instantText),
});

/** GET /prontuario-copias, POST /prontuario-copias: a copy request as its client sees it. */
export const pedidoCopiaClienteAnswer = v.strictObject({ ...pedidoCopiaAnswer.entries, terapeutaId: v.string(), terapeutaNome: v.string() });

/** GET and PUT /prontuario/{clienteId}: the whole record, opened for its therapist. */
export const prontuarioAnswer = v.strictObject({
  id: v.string(),
  clienteId: v.string(),
  identificacao: v.strictObject({ nome: v.string(), contato: v.string(), dataNascimento: v.string() }),
  demanda: v.string(),
  pseudonimizado: v.boolean(),
  sessoes: v.array(v.strictObject({ id: v.string(), date: isoDateText, time: hourMinuteText, status: v.string(), registrada: v.boolean(), realizada: v.boolean() })),
  registros: v.array(registroEvolucaoAnswer),
  acessos: v.array(v.strictObject({ quem: v.string(), acao: v.picklist(PRONTUARIO_ACOES), em: instantText })),
  pedidosCopia: v.array(pedidoCopiaAnswer),
  guardarAte: v.nullable(isoDateText),
});
