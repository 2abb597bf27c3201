// Appointments (sessões).
//   POST  /sessoes              client books { therapistId, date, time, notes?, paymentMethod?, modality? } → 201 PENDING
//                               (200 with the existing one when the client already holds exactly that slot)
//   PATCH /sessoes              { id, status, declineReason? } — therapist: PENDING→CONFIRMED|REJECTED, CONFIRMED→COMPLETED
//                               (after start); client or therapist: PENDING|CONFIRMED→CANCELLED (before start)
//   PATCH /sessoes/:id          { status } — same, id in the path
//   GET   /sessoes              the calling therapist's appointments
//   GET   /sessoes/cliente      the calling client's appointments (client id from the token)
//   GET   /sessoes/:id          one appointment (its client or its therapist)
//   PUT   /sessoes/:id          { meetingLink? } — the owning therapist (therapistNotes: 400, the prontuário holds them)
//   POST  /sessoes/:id/remarcar { date, time } — its client (→ PENDING) or its therapist (status kept)
// Every state-changing call honours an Idempotency-Key header (http/idempotency.ts).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import {
  appointmentAnswer,
  appointmentDetailsSchema,
  appointmentStatusChangeSchema,
  bookingRequestSchema,
  clientAppointmentAnswer,
  rescheduleSchema,
  therapistAppointmentAnswer,
} from '@acolhe/shared-domain';
import { requireRole, userOf } from '../auth/guard';
import type { AppContext } from '../context';
import { idParam } from '../http/contract';
import { signedIn, signedInRead } from '../http/signed-in';
import { forbidden } from '../lib/errors';
import { MSG } from '../lib/messages';
import { parseWith } from '../lib/validation';
import { changeStatus, createAppointment, listForClient, listForTherapist, ownAppointment, reschedule, appointmentFor, updateDetails } from './service';


export function registerSessoesRoutes(app: FastifyInstance, ctx: AppContext) {
  const { requireUser } = ctx.guards;

  app.post(
    '/sessoes',
    signedIn(
      requireUser,
      {
        operationId: 'bookSession',
        tags: ['sessoes'],
        summary: 'Solicita uma sessão (clientes)',
        answers: { 201: clientAppointmentAnswer, 200: clientAppointmentAnswer },
        description:
          'O horário precisa ser um dos horários gerados e futuros do terapeuta; ocupado ou inexistente → 409 ' +
          '"Este horário não está mais disponível.". clientId, clientName, status e createdAt vêm do token/servidor.',
        body: bookingRequestSchema,
      },
      { idempotent: true },
    ),
    async (request, reply) => {
      const caller = requireRole(request, 'cliente', MSG.onlyClientsCreateAppointments);
      const input = parseWith(bookingRequestSchema, request.body);
      const { appointment, created } = await createAppointment(ctx.db, ctx.events, caller, input, ctx.now());
      return reply.status(created ? 201 : 200).send(appointment);
    },
  );

  async function patch(request: FastifyRequest, pathId?: string) {
    const caller = userOf(request);
    const body = request.body && typeof request.body === 'object' && !Array.isArray(request.body) ? request.body : {};
    const { id, status, declineReason } = parseWith(
      appointmentStatusChangeSchema,
      pathId === undefined ? request.body : { ...(body as object), id: pathId },
    );
    // Clients may only cancel their own appointments; every other change is the therapist's.
    if (caller.tipo !== 'terapeuta' && status !== 'CANCELLED') throw forbidden(MSG.onlyTherapistsUpdateStatus);
    return changeStatus(ctx.db, ctx.events, caller, id, status, ctx.now(), declineReason);
  }

  const patchDoc = { tags: ['sessoes'], summary: 'Muda o status de uma sessão', body: appointmentStatusChangeSchema, answers: { 200: appointmentAnswer } };
  app.patch(
    '/sessoes',
    signedIn(requireUser, { ...patchDoc, operationId: 'changeSessionStatusById' }, { idempotent: true }),
    async (request) => patch(request),
  );
  app.patch<{ Params: { id: string } }>(
    '/sessoes/:id',
    signedIn(requireUser, { ...patchDoc, operationId: 'changeSessionStatus', params: idParam }, { idempotent: true }),
    async (request) => patch(request, request.params.id),
  );

  app.get(
    '/sessoes',
    signedInRead(requireUser, {
      operationId: 'listTherapistSessions',
      tags: ['sessoes'],
      summary: 'Sessões do terapeuta autenticado',
      answers: { 200: v.array(therapistAppointmentAnswer) },
    }),
    async (request) => {
      const caller = requireRole(request, 'terapeuta', MSG.onlyTherapistsAppointments);
      return listForTherapist(ctx.db, caller.sub);
    },
  );

  app.get(
    '/sessoes/cliente',
    signedInRead(requireUser, {
      operationId: 'listClientSessions',
      tags: ['sessoes'],
      summary: 'Sessões do cliente autenticado',
      answers: { 200: v.array(clientAppointmentAnswer) },
    }),
    async (request) => {
      const caller = requireRole(request, 'cliente', MSG.onlyClientsAppointments);
      return listForClient(ctx.db, caller.sub);
    },
  );

  app.get<{ Params: { id: string } }>(
    '/sessoes/:id',
    signedInRead(requireUser, {
      operationId: 'getSession',
      tags: ['sessoes'],
      summary: 'Uma sessão (seu cliente ou seu terapeuta)',
      params: idParam,
      answers: { 200: appointmentAnswer },
    }),
    async (request) => {
      const caller = userOf(request);
      return appointmentFor(await ownAppointment(ctx.db, caller, request.params.id), caller.tipo);
    },
  );

  app.post<{ Params: { id: string } }>(
    '/sessoes/:id/remarcar',
    signedIn(
      requireUser,
      {
        operationId: 'rescheduleSession',
        tags: ['sessoes'],
        summary: 'Remarca uma sessão PENDING ou CONFIRMED (seu cliente ou seu terapeuta)',
        answers: { 200: appointmentAnswer },
        description:
          '`{ date, time }`. O novo horário passa pelas mesmas regras do agendamento (antecedência, horizonte, bloqueios, ' +
          'sobreposição). Remarcada pelo cliente volta a PENDING; pelo terapeuta mantém o status.',
        params: idParam,
        body: rescheduleSchema,
      },
      { idempotent: true },
    ),
    async (request) => {
      const input = parseWith(rescheduleSchema, request.body);
      return reschedule(ctx.db, ctx.events, userOf(request), request.params.id, input, ctx.now());
    },
  );

  app.put<{ Params: { id: string } }>(
    '/sessoes/:id',
    signedIn(
      requireUser,
      {
        operationId: 'updateSessionDetails',
        tags: ['sessoes'],
        summary: 'Link da reunião da sessão',
        description:
          '`therapistNotes` é recusado (400, fieldErrors.therapistNotes): as anotações clínicas ficam só no prontuário do cliente, cifradas (POST /prontuario/{clienteId}/registros).',
        params: idParam,
        body: appointmentDetailsSchema,
        answers: { 200: therapistAppointmentAnswer },
      },
      { idempotent: true },
    ),
    async (request) => {
      const caller = requireRole(request, 'terapeuta', MSG.onlyTherapistsUpdateDetails);
      const input = parseWith(appointmentDetailsSchema, request.body);
      return updateDetails(ctx.db, caller, request.params.id, input, ctx.now());
    },
  );
}
