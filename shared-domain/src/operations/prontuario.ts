// The rows of the prontuario slice (docs/decisions/0047-one-operation-table.md): the therapist's
// clinical records (entries and their versions, the PDF) and the client's copy requests. Every
// answer is `Cache-Control: private, no-store`. A row with a body keeps `conta`: its body is read
// (400) before the role is refused (403), as it always was; the others refuse the other role first.
import * as v from 'valibot';
import {
  pedidoCopiaAnswer,
  pedidoCopiaClienteAnswer,
  prontuarioAnswer,
  prontuarioResumoAnswer,
  registroEvolucaoAnswer,
} from '../answers';
import { cabecalhoSchema, pedidoCopiaSchema, PRONTUARIO_MESSAGES as M, registroSchema, registroVersaoSchema } from '../prontuario/prontuario';
import { defineOperation } from './define';

const tags = ['prontuario'];
/** the refusals every therapist row shares (assertTherapistOf in api/src/prontuario/service.ts) */
const therapistRefusals =
  'Sem token: 401. Quem não é terapeuta: 403 (o cliente lê só a cópia liberada). Terapeuta que não atendeu o cliente: 404 (não revela se o cliente existe).';

const clienteParams = v.object({ clienteId: v.string() });

export const listRecords = /* @__PURE__ */ defineOperation({
  operationId: 'listRecords',
  method: 'GET',
  path: '/prontuario',
  access: 'terapeuta',
  refusal: M.onlyTherapist,
  tags,
  summary: 'Clientes atendidos (com prontuário)',
  description: 'Só os nomes: nada do prontuário é aberto. Sem token: 401. Quem não é terapeuta: 403.',
  answers: { 200: v.array(prontuarioResumoAnswer) },
});

export const getRecord = /* @__PURE__ */ defineOperation({
  operationId: 'getRecord',
  method: 'GET',
  path: '/prontuario/{clienteId}',
  access: 'terapeuta',
  refusal: M.onlyTherapist,
  tags,
  summary: 'O prontuário do cliente (só o terapeuta que o atendeu; a leitura fica registrada)',
  description: therapistRefusals,
  params: clienteParams,
  answers: { 200: prontuarioAnswer },
});

export const saveRecordHeader = /* @__PURE__ */ defineOperation({
  operationId: 'saveRecordHeader',
  method: 'PUT',
  path: '/prontuario/{clienteId}',
  access: 'conta',
  tags,
  summary: 'Identificação e demanda',
  description: `Responde o prontuário inteiro. Corpo inválido: 400 com fieldErrors. ${therapistRefusals}`,
  params: clienteParams,
  body: cabecalhoSchema,
  answers: { 200: prontuarioAnswer },
});

export const exportRecordPdf = /* @__PURE__ */ defineOperation({
  operationId: 'exportRecordPdf',
  method: 'GET',
  path: '/prontuario/{clienteId}/prontuario.pdf',
  access: 'terapeuta',
  refusal: M.onlyTherapist,
  tags,
  summary: 'O prontuário em PDF (a exportação fica registrada)',
  description: `application/pdf, como download \`prontuario-AAAA-MM-DD.pdf\`. ${therapistRefusals}`,
  params: clienteParams,
  answers: { 200: 'pdf' },
});

export const addRecordEntry = /* @__PURE__ */ defineOperation({
  operationId: 'addRecordEntry',
  method: 'POST',
  path: '/prontuario/{clienteId}/registros',
  access: 'conta',
  tags,
  summary: 'Novo registro de evolução { sessaoId?, texto }',
  description:
    `Sem sessaoId, o registro é do dia. Corpo inválido: 400 com fieldErrors. ${therapistRefusals} ` +
    'Sessão que não é deste par, ou não confirmada nem realizada, ou que já tem registro: 409.',
  params: clienteParams,
  body: registroSchema,
  answers: { 201: registroEvolucaoAnswer },
});

export const reviseRecordEntry = /* @__PURE__ */ defineOperation({
  operationId: 'reviseRecordEntry',
  method: 'PUT',
  path: '/prontuario/{clienteId}/registros/{registroId}',
  access: 'conta',
  tags,
  summary: 'Nova versão do registro (as anteriores ficam no histórico)',
  description: `O mesmo texto da versão atual não cria outra. Corpo inválido: 400 com fieldErrors. ${therapistRefusals} Registro que não é deste prontuário: 404.`,
  params: v.object({ clienteId: v.string(), registroId: v.string() }),
  body: registroVersaoSchema,
  answers: { 200: registroEvolucaoAnswer },
});

export const releaseRecordCopy = /* @__PURE__ */ defineOperation({
  operationId: 'releaseRecordCopy',
  method: 'POST',
  path: '/prontuario/{clienteId}/copias/{copiaId}/liberar',
  access: 'terapeuta',
  refusal: M.onlyTherapist,
  tags,
  summary: 'Libera ao cliente a cópia pedida',
  description: `Uma cópia já liberada é respondida como está. ${therapistRefusals} Pedido que não é deste prontuário: 404.`,
  params: v.object({ clienteId: v.string(), copiaId: v.string() }),
  answers: { 200: pedidoCopiaAnswer },
});

export const listRecordCopyRequests = /* @__PURE__ */ defineOperation({
  operationId: 'listRecordCopyRequests',
  method: 'GET',
  path: '/prontuario-copias',
  access: 'cliente',
  refusal: M.semAtendimento,
  tags,
  summary: 'Os pedidos de cópia do cliente',
  description: 'Sem token: 401. Quem não é cliente: 403.',
  answers: { 200: v.array(pedidoCopiaClienteAnswer) },
});

export const requestRecordCopy = /* @__PURE__ */ defineOperation({
  operationId: 'requestRecordCopy',
  method: 'POST',
  path: '/prontuario-copias',
  access: 'conta',
  tags,
  summary: 'Pede ao terapeuta uma cópia do prontuário { terapeutaId }',
  description:
    '201 com o novo pedido; 200 com o pedido ainda aberto (um segundo clique não cria outro). Corpo inválido: 400. ' +
    'Sem token: 401. Quem não é cliente: 403. Terapeuta que não atendeu quem pede: 404.',
  body: pedidoCopiaSchema,
  answers: { 200: pedidoCopiaClienteAnswer, 201: pedidoCopiaClienteAnswer },
});

export const downloadRecordCopyPdf = /* @__PURE__ */ defineOperation({
  operationId: 'downloadRecordCopyPdf',
  method: 'GET',
  path: '/prontuario-copias/{copiaId}/prontuario.pdf',
  access: 'cliente',
  refusal: M.semAtendimento,
  tags,
  summary: 'A cópia liberada, em PDF',
  description:
    'application/pdf, como download `copia-prontuario-AAAA-MM-DD.pdf`: o prontuário como estava quando foi liberado (o download fica registrado). ' +
    'Sem token: 401. Quem não é cliente: 403. Pedido de outra pessoa ou inexistente: 404. Ainda não liberada: 409.',
  params: v.object({ copiaId: v.string() }),
  answers: { 200: 'pdf' },
});
