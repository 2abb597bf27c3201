// The rows of the agenda slice (docs/decisions/0047-one-operation-table.md): the month's slots
// (public), and the therapist's own weekly hours, blocks and extra hours, and national holidays.
// The calendar feed (`/agenda/terapeutas/{id}/calendario.ics`) is the calendario slice's.
import * as v from 'valibot';
import { agendaBlockAnswer, agendaHolidayAnswer, availabilityAnswer, slotAnswer } from '../answers';
import { holidayToggleSchema, holidayYearQuerySchema, slotsMonthQuerySchema } from '../api-queries';
import { agendaBlockSchema } from '../schemas/agenda';
import { availabilitySchema } from '../schemas/availability';
import { ACTIVE_APPOINTMENT_STATUSES } from '../status';
import { defineOperation } from './define';
import { idParams, therapistIdParams } from './params';

/** The 403 of a client who saves weekly hours (product.md#who-uses-it: the product's English
 * words, which the fronts match letter for letter). */
export const AGENDA_REFUSALS = {
  onlyTherapistsSetAvailability: 'Only therapists can set availability',
} as const;

export const listMonthSlots = /* @__PURE__ */ defineOperation({
  operationId: 'listMonthSlots',
  method: 'GET',
  path: '/agenda/terapeutas/{id}/slots-mes',
  access: 'guest',
  tags: ['agenda'],
  summary: 'Horários do mês (month 1-based)',
  description:
    'Lista `{ date, time, available }` de todos os horários gerados pela disponibilidade semanal no mês; ' +
    `\`available\` é false para horários já ocupados (${ACTIVE_APPOINTMENT_STATUSES.join('/')}) ou que já começaram ` +
    '(horário de Brasília, America/Sao_Paulo).',
  params: idParams,
  query: slotsMonthQuerySchema,
  answers: { 200: v.array(slotAnswer), 304: 'empty' },
});

// The therapist's own agenda: `conta`, not `terapeuta` — the handlers answer 404 for an unknown
// therapist before the 403 of anybody who is not its owner (client or another therapist alike).

export const getAvailability = /* @__PURE__ */ defineOperation({
  operationId: 'getAvailability',
  method: 'GET',
  path: '/agenda/terapeutas/{therapistId}/disponibilidade',
  access: 'conta',
  tags: ['agenda'],
  summary: 'Disponibilidade semanal (somente o próprio terapeuta)',
  params: therapistIdParams,
  answers: { 200: availabilityAnswer },
});

/** A client hears the role's 403 before anything else (then: 404 unknown id, 403 not the owner). */
export const saveAvailability = /* @__PURE__ */ defineOperation({
  operationId: 'saveAvailability',
  method: 'POST',
  path: '/agenda/terapeutas/{therapistId}/disponibilidade',
  access: 'terapeuta',
  refusal: AGENDA_REFUSALS.onlyTherapistsSetAvailability,
  tags: ['agenda'],
  summary: 'Salva a disponibilidade semanal',
  description:
    'Corpo: `{ schedule: 7 × { dayOfWeek, workingHours: { start, end }, isAvailable }, sessionDuration }`. ' +
    'id, therapistId, createdAt e updatedAt enviados são ignorados (definidos pela api).',
  params: therapistIdParams,
  body: availabilitySchema,
  answers: { 200: availabilityAnswer },
});

export const listAgendaBlocks = /* @__PURE__ */ defineOperation({
  operationId: 'listAgendaBlocks',
  method: 'GET',
  path: '/agenda/terapeutas/{therapistId}/bloqueios',
  access: 'conta',
  tags: ['agenda'],
  summary: 'Bloqueios e horários extras que ainda não terminaram',
  params: therapistIdParams,
  answers: { 200: v.array(agendaBlockAnswer) },
});

export const createAgendaBlock = /* @__PURE__ */ defineOperation({
  operationId: 'createAgendaBlock',
  method: 'POST',
  path: '/agenda/terapeutas/{therapistId}/bloqueios',
  access: 'conta',
  tags: ['agenda'],
  summary: 'Bloqueia um período (kind bloqueio) ou abre horário extra (kind extra)',
  description: '`{ start, end, reason?, kind? }` com datas-horas `YYYY-MM-DDTHH:MM` no horário de Brasília.',
  params: therapistIdParams,
  body: agendaBlockSchema,
  answers: { 201: agendaBlockAnswer },
});

export const deleteAgendaBlock = /* @__PURE__ */ defineOperation({
  operationId: 'deleteAgendaBlock',
  method: 'DELETE',
  path: '/agenda/terapeutas/{therapistId}/bloqueios/{blockId}',
  access: 'conta',
  tags: ['agenda'],
  summary: 'Remove um bloqueio ou horário extra',
  params: v.object({ therapistId: v.string(), blockId: v.string() }),
  answers: { 204: 'empty' },
});

export const listHolidays = /* @__PURE__ */ defineOperation({
  operationId: 'listHolidays',
  method: 'GET',
  path: '/agenda/terapeutas/{therapistId}/feriados',
  access: 'conta',
  tags: ['agenda'],
  summary: 'Feriados nacionais do ano e se o terapeuta atende neles',
  params: therapistIdParams,
  query: holidayYearQuerySchema,
  answers: { 200: v.array(agendaHolidayAnswer) },
});

/** `{ open }`; the date travels in the path (an absent body reads as `{}`: "informe se…"). */
export const setHolidayOpen = /* @__PURE__ */ defineOperation({
  operationId: 'setHolidayOpen',
  method: 'PUT',
  path: '/agenda/terapeutas/{therapistId}/feriados/{date}',
  access: 'conta',
  tags: ['agenda'],
  summary: 'Abre (ou fecha) um feriado nacional na agenda',
  params: v.object({ therapistId: v.string(), date: holidayToggleSchema.entries.date }),
  // the default goes through the object schema too: an absent body answers open's own message
  body: v.optional(v.omit(holidayToggleSchema, ['date']), () => ({}) as { open: boolean }),
  answers: { 200: agendaHolidayAnswer },
});
