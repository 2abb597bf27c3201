// The rows of the calendarios slice (issue 45; docs/decisions/0047-one-operation-table.md): the
// therapist's external calendars (an ICS address or a CalDAV account) whose busy times block
// slots. `conta`, like the agenda's own rows: unknown therapist → 404 before anybody who is not
// its owner → 403, in the handler.
import * as v from 'valibot';
import { externalCalendarAnswer } from '../answers/calendarios';
import { externalCalendarConnectSchema, externalCalendarUpdateSchema } from '../schemas/calendarios';
import { defineOperation } from './define';
import { therapistIdParams } from './params';

const calendarParams = v.object({ therapistId: v.string(), calId: v.string() });

export const listExternalCalendars = /* @__PURE__ */ defineOperation({
  operationId: 'listExternalCalendars',
  method: 'GET',
  path: '/agenda/terapeutas/{therapistId}/calendarios-externos',
  access: 'conta',
  tags: ['calendarios'],
  summary: 'Calendários externos do terapeuta (somente o próprio) e o estado de cada um',
  description: 'Nunca o endereço completo, a senha ou o conteúdo dos eventos: um rótulo (host; host e usuário no CalDAV), o estado da última sincronização e as coleções de uma conta CalDAV.',
  params: therapistIdParams,
  answers: { 200: v.array(externalCalendarAnswer) },
});

export const connectExternalCalendar = /* @__PURE__ */ defineOperation({
  operationId: 'connectExternalCalendar',
  method: 'POST',
  path: '/agenda/terapeutas/{therapistId}/calendarios-externos',
  access: 'conta',
  tags: ['calendarios'],
  summary: 'Conecta um calendário externo (endereço iCal ou conta CalDAV) e o lê',
  description:
    "`{ tipo: 'ics', url }` ou `{ tipo: 'caldav', url, usuario, senha }` (senha de app). O calendário é lido antes de " +
    'responder: senha recusada, servidor inalcançável ou arquivo que não é iCalendar → 400 com a mensagem, e nada é guardado. ' +
    'Endereço e senha são guardados cifrados; só os intervalos ocupados dos eventos são guardados.',
  params: therapistIdParams,
  body: externalCalendarConnectSchema,
  idempotent: true,
  answers: { 201: externalCalendarAnswer },
});

export const updateExternalCalendar = /* @__PURE__ */ defineOperation({
  operationId: 'updateExternalCalendar',
  method: 'PATCH',
  path: '/agenda/terapeutas/{therapistId}/calendarios-externos/{calId}',
  access: 'conta',
  tags: ['calendarios'],
  summary: 'Escolhe quais calendários de uma conta CalDAV bloqueiam horários e qual recebe as sessões',
  description: '`{ colecoes?: [{ id, bloqueia }], recebeSessoes?: id | null }`; coleções não listadas ficam como estão.',
  params: calendarParams,
  body: externalCalendarUpdateSchema,
  answers: { 200: externalCalendarAnswer },
});

export const deleteExternalCalendar = /* @__PURE__ */ defineOperation({
  operationId: 'deleteExternalCalendar',
  method: 'DELETE',
  path: '/agenda/terapeutas/{therapistId}/calendarios-externos/{calId}',
  access: 'conta',
  tags: ['calendarios'],
  summary: 'Desconecta um calendário externo (seus horários ocupados deixam de bloquear)',
  params: calendarParams,
  answers: { 204: 'empty' },
});

export const syncExternalCalendar = /* @__PURE__ */ defineOperation({
  operationId: 'syncExternalCalendar',
  method: 'POST',
  path: '/agenda/terapeutas/{therapistId}/calendarios-externos/{calId}/sincronizar',
  access: 'conta',
  tags: ['calendarios'],
  summary: 'Lê o calendário externo agora',
  description: "200 com o calendário: estado 'ok', ou 'erro' com a mensagem (uma leitura que falha não apaga o que já bloqueava nem guarda nada novo).",
  params: calendarParams,
  answers: { 200: externalCalendarAnswer },
});
