// Appointments (sessões).
//   POST  /sessoes              client books { therapistId, date, time, notes?, paymentMethod? } → 201 PENDING
//   PATCH /sessoes              { id, status } — therapist: PENDING→CONFIRMED|REJECTED, CONFIRMED→COMPLETED
//                               (after start); client or therapist: PENDING|CONFIRMED→CANCELLED (before start)
//   PATCH /sessoes/:id          { status } — same, id in the path
//   GET   /sessoes              the calling therapist's appointments
//   GET   /sessoes/cliente      the calling client's appointments (client id from the token)
//   GET   /sessoes/:id          one appointment (its client or its therapist)
//   PUT   /sessoes/:id          { meetingLink?, therapistNotes? } — the owning therapist
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { appointmentDetailsSchema, appointmentStatusChangeSchema, bookingRequestSchema } from '@acolhe/shared-domain';
import { toJsonSchema } from '@valibot/to-json-schema';
import { requireRole, userOf } from '../auth/guard';
import type { AppContext } from '../context';
import { forbidden } from '../lib/errors';
import { MSG } from '../lib/messages';
import { parseWith } from '../lib/validation';
import { changeStatus, createAppointment, listForClient, listForTherapist, ownAppointment, toAppointment, updateDetails } from './service';

const security = [{ bearerAuth: [] }];
const idParam = { type: 'object', properties: { id: { type: 'string' } }, required: ['id'] } as const;

export function registerSessoesRoutes(app: FastifyInstance, ctx: AppContext) {
  const { requireUser } = ctx.guards;

  app.post(
    '/sessoes',
    {
      preHandler: requireUser,
      schema: {
        tags: ['sessoes'],
        summary: 'Solicita uma sessão (clientes)',
        description:
          'O horário precisa ser um dos horários gerados e futuros do terapeuta; ocupado ou inexistente → 409 ' +
          '"Este horário não está mais disponível.". clientId, clientName, status e createdAt vêm do token/servidor.',
        body: toJsonSchema(bookingRequestSchema, { errorMode: 'ignore' }),
        security,
      },
    },
    async (request, reply) => {
      const caller = requireRole(request, 'cliente', MSG.onlyClientsCreateAppointments);
      const input = parseWith(bookingRequestSchema, request.body);
      return reply.status(201).send(await createAppointment(ctx.db, caller, input, ctx.now()));
    },
  );

  async function patch(request: FastifyRequest, pathId?: string) {
    const caller = userOf(request);
    const body = request.body && typeof request.body === 'object' && !Array.isArray(request.body) ? request.body : {};
    const { id, status } = parseWith(
      appointmentStatusChangeSchema,
      pathId === undefined ? request.body : { ...(body as object), id: pathId },
    );
    // Clients may only cancel their own appointments; every other change is the therapist's.
    if (caller.tipo !== 'terapeuta' && status !== 'CANCELLED') throw forbidden(MSG.onlyTherapistsUpdateStatus);
    return changeStatus(ctx.db, caller, id, status, ctx.now());
  }

  const patchDoc = {
    tags: ['sessoes'],
    summary: 'Muda o status de uma sessão',
    body: toJsonSchema(appointmentStatusChangeSchema, { errorMode: 'ignore' }),
    security,
  };
  app.patch('/sessoes', { preHandler: requireUser, schema: patchDoc }, async (request) => patch(request));
  app.patch<{ Params: { id: string } }>(
    '/sessoes/:id',
    { preHandler: requireUser, schema: { ...patchDoc, params: idParam } },
    async (request) => patch(request, request.params.id),
  );

  app.get(
    '/sessoes',
    {
      preHandler: requireUser,
      config: { rateLimitKind: 'auth' },
      schema: { tags: ['sessoes'], summary: 'Sessões do terapeuta autenticado', security },
    },
    async (request) => {
      const caller = requireRole(request, 'terapeuta', MSG.onlyTherapistsAppointments);
      return listForTherapist(ctx.db, caller.sub);
    },
  );

  app.get(
    '/sessoes/cliente',
    {
      preHandler: requireUser,
      config: { rateLimitKind: 'auth' },
      schema: { tags: ['sessoes'], summary: 'Sessões do cliente autenticado', security },
    },
    async (request) => {
      const caller = requireRole(request, 'cliente', MSG.onlyClientsAppointments);
      return listForClient(ctx.db, caller.sub);
    },
  );

  app.get<{ Params: { id: string } }>(
    '/sessoes/:id',
    {
      preHandler: requireUser,
      config: { rateLimitKind: 'auth' },
      schema: { tags: ['sessoes'], summary: 'Uma sessão (seu cliente ou seu terapeuta)', params: idParam, security },
    },
    async (request) => toAppointment(await ownAppointment(ctx.db, userOf(request), request.params.id)),
  );

  app.put<{ Params: { id: string } }>(
    '/sessoes/:id',
    {
      preHandler: requireUser,
      schema: {
        tags: ['sessoes'],
        summary: 'Link da reunião e anotações do terapeuta',
        params: idParam,
        body: toJsonSchema(appointmentDetailsSchema, { errorMode: 'ignore' }),
        security,
      },
    },
    async (request) => {
      const caller = requireRole(request, 'terapeuta', MSG.onlyTherapistsUpdateDetails);
      const input = parseWith(appointmentDetailsSchema, request.body);
      return updateDetails(ctx.db, caller, request.params.id, input, ctx.now());
    },
  );
}
