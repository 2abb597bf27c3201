// The rows of the calendario slice (docs/decisions/0047-one-operation-table.md): a confirmed
// session's .ics, and the therapist's private feed — its address, its rotation and the feed itself.
import { calendarFeedAnswer } from '../answers/agenda';
import { defineOperation } from './define';
import { idParams } from './params';
import { ROLE_REFUSALS } from './refusals';

export const downloadSessionCalendar = /* @__PURE__ */ defineOperation({
  operationId: 'downloadSessionCalendar',
  method: 'GET',
  path: '/sessoes/{id}/calendario.ics',
  access: 'conta',
  tags: ['calendario'],
  summary: 'Arquivo .ics de uma sessão confirmada (seu cliente ou seu terapeuta)',
  description: 'text/calendar, como download `sessao-acolhe-DD-MM-YYYY.ics`. Sessão de outra pessoa → 404; não confirmada → 409.',
  params: idParams,
  answers: { 200: { text: 'text/calendar' } },
});

export const getCalendarFeed = /* @__PURE__ */ defineOperation({
  operationId: 'getCalendarFeed',
  method: 'GET',
  path: '/agenda/calendario',
  access: 'terapeuta',
  refusal: ROLE_REFUSALS.onlyTherapistsProfile,
  tags: ['calendario'],
  summary: 'Endereço da agenda privada do terapeuta (assinatura no Google/Apple/Outlook)',
  description: '`{ url }` com o segredo; criado na primeira chamada. Quem tiver o endereço vê as sessões: trate-o como uma senha.',
  answers: { 200: calendarFeedAnswer },
});

export const renewCalendarFeed = /* @__PURE__ */ defineOperation({
  operationId: 'renewCalendarFeed',
  method: 'POST',
  path: '/agenda/calendario/token',
  access: 'terapeuta',
  refusal: ROLE_REFUSALS.onlyTherapistsProfile,
  tags: ['calendario'],
  summary: 'Gera um novo endereço da agenda privada (o anterior deixa de funcionar)',
  answers: { 200: calendarFeedAnswer },
});

export const downloadTherapistCalendar = /* @__PURE__ */ defineOperation({
  operationId: 'downloadTherapistCalendar',
  method: 'GET',
  path: '/agenda/terapeutas/{id}/calendario.ics',
  access: 'guest',
  // public (a calendar app sends no token header), but a guessed secret costs a request
  limit: 'auth',
  tags: ['calendario'],
  summary: 'Agenda privada do terapeuta (iCalendar), com o segredo na URL',
  description: 'Sessões confirmadas (e concluídas) dos últimos 30 dias em diante; clientes como "Joana A.". Segredo errado ou ausente → 404.',
  // no query schema: `token` is compared as sent, so a repeated or odd value answers 404 like any
  // wrong one (never a 400 that would tell a guesser anything)
  params: idParams,
  answers: { 200: { text: 'text/calendar' } },
});
