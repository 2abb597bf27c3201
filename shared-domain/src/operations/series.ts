// The rows of the series slice (docs/decisions/0047-one-operation-table.md). A series is requested
// with bookSession (`recorrencia`) and answered through its first session (changeSessionStatus);
// one occurrence is cancelled or moved with the session rows. Only its client or its therapist:
// 404 for anyone else.
import * as v from 'valibot';
import { FREE_CANCELLATION_TEXT } from '../agenda/rules';
import { seriesAnswer, seriesChangeItemAnswer } from '../answers';
import { serieSalaAnswer } from '../sala/respostas';
import { seriesCancelSchema, seriesMoveSchema } from '../series/schemas';
import { defineOperation } from './define';
import { idParams } from './params';

export const listSeriesChanges = /* @__PURE__ */ defineOperation({
  operationId: 'listSeriesChanges',
  method: 'GET',
  path: '/series/mudancas',
  access: 'conta',
  tags: ['series'],
  summary: 'As séries do usuário com uma mudança aguardando resposta',
  description: 'Para o(a) terapeuta, os pedidos de mudança a responder; para o(a) cliente, os que ele(a) fez e ainda aguardam.',
  answers: { 200: v.array(seriesChangeItemAnswer) },
});

export const getSeries = /* @__PURE__ */ defineOperation({
  operationId: 'getSeries',
  method: 'GET',
  path: '/series/{id}',
  access: 'conta',
  tags: ['series'],
  summary: 'Uma série de sessões, com as ocorrências e as datas puladas',
  params: idParams,
  answers: { 200: seriesAnswer },
});

export const cancelSeriesFrom = /* @__PURE__ */ defineOperation({
  operationId: 'cancelSeriesFrom',
  method: 'POST',
  path: '/series/{id}/cancelar',
  access: 'conta',
  tags: ['series'],
  summary: "Cancela 'esta e as próximas' sessões da série a partir de uma data",
  description: 'As sessões da série a partir de `aPartirDe` que ainda não começaram são canceladas (a regra de cancelamento tardio vale para cada uma) e a série termina nessa data.',
  params: idParams,
  body: seriesCancelSchema,
  answers: { 200: seriesAnswer },
  idempotent: true,
});

export const moveSeries = /* @__PURE__ */ defineOperation({
  operationId: 'moveSeries',
  method: 'POST',
  path: '/series/{id}/mover',
  access: 'conta',
  tags: ['series'],
  summary: 'Muda o dia da semana e o horário da série a partir de uma data (o pedido do cliente aguarda o terapeuta)',
  description:
    'A primeira nova data passa pelas regras de uma nova série (dia atendido, antecedência, horizonte, bloqueios, sobreposição). ' +
    'Do terapeuta: a série antiga termina em `aPartirDe` e a resposta é a nova série. Do cliente: um pedido que o terapeuta aceita ou recusa; ' +
    `a série continua como está (a resposta traz \`mudancaPedida\`), e uma sessão confirmada a menos de ${FREE_CANCELLATION_TEXT} que a mudança cancelaria faz o pedido ser recusado (409).`,
  params: idParams,
  body: seriesMoveSchema,
  answers: { 200: seriesAnswer },
  idempotent: true,
});

export const acceptSeriesChange = /* @__PURE__ */ defineOperation({
  operationId: 'acceptSeriesChange',
  method: 'POST',
  path: '/series/{id}/mudanca/aceitar',
  access: 'conta',
  tags: ['series'],
  summary: 'O terapeuta aceita a mudança de dia e horário pedida pelo cliente',
  description:
    'Numa transação: as sessões da série a partir da data pedida são canceladas e a nova série é criada com as sessões confirmadas. ' +
    'Se a primeira sessão no novo horário não puder ser marcada (ocupada, bloqueada, perto demais), 409 e nada muda. Responde a nova série.',
  params: idParams,
  answers: { 200: seriesAnswer },
  idempotent: true,
});

export const declineSeriesChange = /* @__PURE__ */ defineOperation({
  operationId: 'declineSeriesChange',
  method: 'POST',
  path: '/series/{id}/mudanca/recusar',
  access: 'conta',
  tags: ['series'],
  summary: 'O terapeuta recusa a mudança pedida pelo cliente (a série continua como está)',
  params: idParams,
  answers: { 200: seriesAnswer },
  idempotent: true,
});

export const withdrawSeriesChange = /* @__PURE__ */ defineOperation({
  operationId: 'withdrawSeriesChange',
  method: 'DELETE',
  path: '/series/{id}/mudanca',
  access: 'conta',
  tags: ['series'],
  summary: 'O cliente desiste da mudança que pediu (a série continua como está)',
  params: idParams,
  answers: { 200: seriesAnswer },
  idempotent: true,
});

export const endSeries = /* @__PURE__ */ defineOperation({
  operationId: 'endSeries',
  method: 'POST',
  path: '/series/{id}/encerrar',
  access: 'conta',
  tags: ['series'],
  summary: 'Encerra a série (as sessões ainda por vir são canceladas)',
  params: idParams,
  answers: { 200: seriesAnswer },
  idempotent: true,
});

export const getSeriesRoom = /* @__PURE__ */ defineOperation({
  operationId: 'getSeriesRoom',
  method: 'GET',
  path: '/series/{id}/sala',
  access: 'conta',
  tags: ['series'],
  summary: 'Qual sessão da série a página da sala da série abre (a primeira acontecendo cuja sala ainda não fechou)',
  description: 'O endereço da sala no evento de calendário da série (`/serie/{id}/sala`) leva à sala da sessão do dia. `sessaoId` nulo: nenhuma sessão da série ainda por acontecer.',
  params: idParams,
  answers: { 200: serieSalaAnswer },
});

export const downloadSeriesCalendar = /* @__PURE__ */ defineOperation({
  operationId: 'downloadSeriesCalendar',
  method: 'GET',
  path: '/series/{id}/calendario.ics',
  access: 'conta',
  tags: ['series'],
  summary: 'Arquivo .ics de uma série aceita: um evento com RRULE, EXDATE e ocorrências remarcadas',
  params: idParams,
  answers: { 200: { text: 'text/calendar' } },
});
