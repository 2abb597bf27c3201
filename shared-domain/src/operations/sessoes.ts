// The rows of the sessoes slice (docs/decisions/0047-one-operation-table.md): a request, its
// answer, moves, cancellations, completion, the meeting link.
import * as v from 'valibot';
import { appointmentAnswer, clientAppointmentAnswer, therapistAppointmentAnswer } from '../answers';
import { rescheduleSchema } from '../schemas/agenda';
import { appointmentDetailsSchema, appointmentIdParams, appointmentStatusChangeBodySchema, appointmentStatusChangeSchema } from '../schemas/appointment';
import { bookingRequestSchema } from '../schemas/booking';
import { defineOperation } from './define';
import { idParams } from './params';

/** The 403s of the rows below for a signed-in caller of the other role (product.md#who-uses-it:
 * the product gives some in English and the fronts match them letter for letter). */
export const SESSOES_REFUSALS = {
  onlyClientsCreateAppointments: 'Only clients can create appointments',
  onlyTherapistsUpdateDetails: 'Only therapists can update appointment details',
  onlyTherapistsAppointments: 'Apenas terapeutas podem ver as solicitações de consulta.',
  onlyClientsAppointments: 'Apenas clientes podem ver suas consultas.',
} as const;

export const bookSession = /* @__PURE__ */ defineOperation({
  operationId: 'bookSession',
  method: 'POST',
  path: '/sessoes',
  access: 'cliente',
  refusal: SESSOES_REFUSALS.onlyClientsCreateAppointments,
  tags: ['sessoes'],
  summary: 'Solicita uma sessão (clientes)',
  description:
    'O horário precisa ser um dos horários gerados e futuros do terapeuta; ocupado ou inexistente → 409 ' +
    '"Este horário não está mais disponível.". clientId, clientName, status e createdAt vêm do token/servidor.',
  body: bookingRequestSchema,
  answers: { 201: clientAppointmentAnswer, 200: clientAppointmentAnswer },
  idempotent: true,
});

export const changeSessionStatusById = /* @__PURE__ */ defineOperation({
  operationId: 'changeSessionStatusById',
  method: 'PATCH',
  path: '/sessoes',
  access: 'conta',
  tags: ['sessoes'],
  summary: 'Muda o status de uma sessão',
  body: appointmentStatusChangeSchema,
  answers: { 200: appointmentAnswer },
  idempotent: true,
});

export const changeSessionStatus = /* @__PURE__ */ defineOperation({
  operationId: 'changeSessionStatus',
  method: 'PATCH',
  path: '/sessoes/{id}',
  access: 'conta',
  tags: ['sessoes'],
  summary: 'Muda o status de uma sessão',
  params: appointmentIdParams,
  body: appointmentStatusChangeBodySchema,
  answers: { 200: appointmentAnswer },
  idempotent: true,
});

export const listTherapistSessions = /* @__PURE__ */ defineOperation({
  operationId: 'listTherapistSessions',
  method: 'GET',
  path: '/sessoes',
  access: 'terapeuta',
  refusal: SESSOES_REFUSALS.onlyTherapistsAppointments,
  tags: ['sessoes'],
  summary: 'Sessões do terapeuta autenticado',
  answers: { 200: v.array(therapistAppointmentAnswer) },
});

export const listClientSessions = /* @__PURE__ */ defineOperation({
  operationId: 'listClientSessions',
  method: 'GET',
  path: '/sessoes/cliente',
  access: 'cliente',
  refusal: SESSOES_REFUSALS.onlyClientsAppointments,
  tags: ['sessoes'],
  summary: 'Sessões do cliente autenticado',
  answers: { 200: v.array(clientAppointmentAnswer) },
});

export const getSession = /* @__PURE__ */ defineOperation({
  operationId: 'getSession',
  method: 'GET',
  path: '/sessoes/{id}',
  access: 'conta',
  tags: ['sessoes'],
  summary: 'Uma sessão (seu cliente ou seu terapeuta)',
  params: idParams,
  answers: { 200: appointmentAnswer },
});

export const rescheduleSession = /* @__PURE__ */ defineOperation({
  operationId: 'rescheduleSession',
  method: 'POST',
  path: '/sessoes/{id}/remarcar',
  access: 'conta',
  tags: ['sessoes'],
  summary: 'Remarca uma sessão PENDING ou CONFIRMED (seu cliente ou seu terapeuta)',
  description:
    '`{ date, time }`. O novo horário passa pelas mesmas regras do agendamento (antecedência, horizonte, bloqueios, ' +
    'sobreposição). Remarcada pelo cliente volta a PENDING; pelo terapeuta mantém o status.',
  params: idParams,
  body: rescheduleSchema,
  answers: { 200: appointmentAnswer },
  idempotent: true,
});

export const updateSessionDetails = /* @__PURE__ */ defineOperation({
  operationId: 'updateSessionDetails',
  method: 'PUT',
  path: '/sessoes/{id}',
  access: 'terapeuta',
  refusal: SESSOES_REFUSALS.onlyTherapistsUpdateDetails,
  tags: ['sessoes'],
  summary: 'Link da reunião da sessão',
  description:
    '`therapistNotes` é recusado (400, fieldErrors.therapistNotes): as anotações clínicas ficam só no prontuário do cliente, cifradas (POST /prontuario/{clienteId}/registros).',
  params: idParams,
  body: appointmentDetailsSchema,
  answers: { 200: therapistAppointmentAnswer },
  idempotent: true,
});
