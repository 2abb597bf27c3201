// The rows of the pagamentos slice (docs/decisions/0047-one-operation-table.md): how a therapist is
// paid, each session's payment (Pix, 'Já paguei', 'Recebido', 'Não recebi', the destination of a
// cancelled session's payment), Financeiro, the Receita Saúde receipt mark and the statement
// (declaração) with its public check.
import * as v from 'valibot';
import { declaracaoPublicaAnswer, financeEntryAnswer, financeiroAnswer } from '../answers/financeiro';
import { paymentSettingsAnswer, sessionPaymentAnswer, sessionPixAnswer } from '../answers/payment';
import { financeiroQuerySchema, reciboSchema } from '../financeiro/financeiro';
import { paymentActionSchema, paymentDestinationSchema, paymentSettingsSchema } from '../pix/pagamento';
import { defineOperation } from './define';
import { idParams } from './params';
import { ROLE_REFUSALS } from './refusals';

// ------------------------------------------------------------------ pagamentos

export const getPaymentSettings = /* @__PURE__ */ defineOperation({
  operationId: 'getPaymentSettings',
  method: 'GET',
  path: '/terapeutas/{id}/pagamento',
  access: 'terapeuta',
  refusal: ROLE_REFUSALS.onlyTherapistsProfile,
  tags: ['pagamentos'],
  summary: 'Como o terapeuta recebe (somente o próprio)',
  params: idParams,
  answers: { 200: paymentSettingsAnswer },
});

export const savePaymentSettings = /* @__PURE__ */ defineOperation({
  operationId: 'savePaymentSettings',
  method: 'PUT',
  path: '/terapeutas/{id}/pagamento',
  access: 'terapeuta',
  refusal: ROLE_REFUSALS.onlyTherapistsProfile,
  tags: ['pagamentos'],
  summary: 'Salva a chave Pix, o nome e a cidade do recebedor e a forma de receber',
  description:
    "`forma`: 'pix' (Pix pelo Acolhe: chaveTipo, chave, nome e cidade obrigatórios; a chave é validada pelo tipo — CPF e " +
    "CNPJ pelos dígitos, telefone +55DDDNNNNNNNNN, chave aleatória um UUID), 'link' (linkPagamento obrigatório) ou 'consultorio'.",
  params: idParams,
  body: paymentSettingsSchema,
  answers: { 200: paymentSettingsAnswer },
  idempotent: true,
});

export const listSessionPayments = /* @__PURE__ */ defineOperation({
  operationId: 'listSessionPayments',
  method: 'GET',
  path: '/pagamentos',
  access: 'conta',
  tags: ['pagamentos'],
  summary: 'Pagamentos das sessões confirmadas de quem chama',
  answers: { 200: v.array(sessionPaymentAnswer) },
});

export const getSessionPix = /* @__PURE__ */ defineOperation({
  operationId: 'getSessionPix',
  method: 'GET',
  path: '/sessoes/{id}/pix',
  access: 'conta',
  tags: ['pagamentos'],
  summary: 'BR Code (Pix copia e cola) da sessão: seu cliente ou seu terapeuta',
  description: 'Sessão gratuita, não confirmada ou terapeuta sem Pix pelo Acolhe → 409. Sessão de outra pessoa → 404.',
  params: idParams,
  answers: { 200: sessionPixAnswer },
});

export const actOnSessionPayment = /* @__PURE__ */ defineOperation({
  operationId: 'actOnSessionPayment',
  method: 'POST',
  path: '/sessoes/{id}/pagamento',
  access: 'conta',
  tags: ['pagamentos'],
  summary: "'Já paguei' (cliente), 'Recebido' ou 'Não recebi' (terapeuta)",
  description:
    "`{ acao }`: 'informar' (cliente; de pendente ou nao_recebido; exige o CPF do cliente no perfil, senão 409 com fieldErrors.cpf), " +
    "'confirmar' e 'nao_recebido' (terapeuta; de informado). Pessoa errada → 403; fora de ordem → 409.",
  params: idParams,
  body: paymentActionSchema,
  answers: { 200: sessionPaymentAnswer },
  idempotent: true,
});

export const markPaymentDestination = /* @__PURE__ */ defineOperation({
  operationId: 'markPaymentDestination',
  method: 'PUT',
  path: '/sessoes/{id}/pagamento/destino',
  access: 'conta',
  tags: ['pagamentos'],
  summary: 'O que foi feito com o valor recebido de uma sessão cancelada (o(a) terapeuta da sessão)',
  description:
    "`{ destino }`: 'a_reembolsar', 'reembolsado' ou 'retido' (pela política de cancelamento), e pode ser corrigido. " +
    'Só um pagamento recebido cuja sessão foi cancelada (409 antes); cliente → 403; sessão de outra pessoa → 404.',
  params: idParams,
  body: paymentDestinationSchema,
  answers: { 200: sessionPaymentAnswer },
  idempotent: true,
});

// ------------------------------------------------------------------ Financeiro and the declaração

export const getFinances = /* @__PURE__ */ defineOperation({
  operationId: 'getFinances',
  method: 'GET',
  path: '/financeiro',
  access: 'terapeuta',
  refusal: ROLE_REFUSALS.onlyTherapistsProfile,
  tags: ['financeiro'],
  summary: 'Financeiro do(a) terapeuta: o mês (totais, gráfico de 6 meses, pagamentos), por cliente',
  description: '`mes` AAAA-MM (padrão: o mês atual em São Paulo), `cliente` o id de um cliente. Só as sessões do próprio terapeuta.',
  query: financeiroQuerySchema,
  answers: { 200: financeiroAnswer },
});

export const markReceipt = /* @__PURE__ */ defineOperation({
  operationId: 'markReceipt',
  method: 'PUT',
  path: '/sessoes/{id}/recibo',
  access: 'conta',
  tags: ['financeiro'],
  summary: "'Recibo emitido no Receita Saúde' (e o número, opcional) — o(a) terapeuta da sessão",
  description: 'Só um pagamento confirmado (409 antes). Cliente → 403; sessão de outra pessoa → 404.',
  params: idParams,
  body: reciboSchema,
  answers: { 200: financeEntryAnswer },
  idempotent: true,
});

export const downloadPaymentStatement = /* @__PURE__ */ defineOperation({
  operationId: 'downloadPaymentStatement',
  method: 'GET',
  path: '/sessoes/{id}/declaracao.pdf',
  access: 'conta',
  tags: ['financeiro'],
  summary: "PDF 'Declaração de atendimento e pagamento' da sessão (somente o cliente; sessão realizada e paga)",
  description:
    'Só depois que a sessão aconteceu (fim passado, não cancelada) e com o pagamento confirmado. Antes do fim, pagamento não ' +
    'confirmado, sessão gratuita ou cancelada (a declaração já emitida fica anulada) → 409; terapeuta → 403; sessão de outra pessoa → 404.',
  params: idParams,
  answers: { 200: 'pdf' },
});

export const verifyPaymentStatement = /* @__PURE__ */ defineOperation({
  operationId: 'verifyPaymentStatement',
  method: 'GET',
  path: '/declaracoes/{codigo}',
  access: 'guest',
  // public (whoever holds the statement), but a guessed code costs a request
  limit: 'auth',
  tags: ['financeiro'],
  summary: 'Confere uma declaração pelo código de verificação (público): válida ou cancelada (quando), iniciais e fim dos CPFs',
  description: 'Uma declaração emitida responde sempre (mesmo depois da exclusão de uma das contas, pelo prazo legal); código desconhecido → 404.',
  params: v.object({ codigo: v.string() }),
  answers: { 200: declaracaoPublicaAnswer },
});
