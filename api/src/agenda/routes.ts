// Agenda.
//   GET  /agenda/terapeutas/:id/slots-mes?year&month         public; every slot of the month with `available`
//   GET  /agenda/terapeutas/:therapistId/disponibilidade     the therapist's own record
//   POST /agenda/terapeutas/:therapistId/disponibilidade     save it (therapists only, own id)
import type { FastifyInstance } from 'fastify';
import { availabilitySchema, slotsMonthQuerySchema } from '@acolhe/shared-domain';
import { toJsonSchema } from '@valibot/to-json-schema';
import { requireRole, userOf } from '../auth/guard';
import type { AppContext } from '../context';
import { forbidden, notFound } from '../lib/errors';
import { MSG } from '../lib/messages';
import { parseWith } from '../lib/validation';
import { findTherapistRow } from '../terapeutas/mapper';
import { getAvailability, monthSlots, saveAvailability } from './service';

const security = [{ bearerAuth: [] }];
const therapistParam = {
  type: 'object',
  properties: { therapistId: { type: 'string' } },
  required: ['therapistId'],
} as const;

export function registerAgendaRoutes(app: FastifyInstance, ctx: AppContext) {
  const { requireUser } = ctx.guards;

  app.get<{ Params: { id: string } }>(
    '/agenda/terapeutas/:id/slots-mes',
    {
      schema: {
        tags: ['agenda'],
        summary: 'Horários do mês (month 1-based)',
        description:
          'Lista `{ date, time, available }` de todos os horários gerados pela disponibilidade semanal no mês; ' +
          '`available` é false para horários já ocupados (PENDING/CONFIRMED) ou que já começaram ' +
          '(horário de Brasília, America/Sao_Paulo).',
        params: { type: 'object', properties: { id: { type: 'string' } } },
        querystring: toJsonSchema(slotsMonthQuerySchema, { errorMode: 'ignore' }),
      },
    },
    async (request) => {
      const { year, month } = parseWith(slotsMonthQuerySchema, request.query ?? {});
      return monthSlots(ctx.db, request.params.id, year, month, ctx.now());
    },
  );

  /** Only the therapist may read or write their own availability (403 for anybody else, 404
   * for an unknown id). */
  async function assertOwner(callerSub: string, therapistId: string) {
    if (callerSub === therapistId) return;
    if (!(await findTherapistRow(ctx.db, therapistId))) throw notFound(MSG.therapistNotFound);
    throw forbidden(MSG.forbidden);
  }

  app.get<{ Params: { therapistId: string } }>(
    '/agenda/terapeutas/:therapistId/disponibilidade',
    {
      preHandler: requireUser,
      config: { rateLimitKind: 'auth' },
      schema: { tags: ['agenda'], summary: 'Disponibilidade semanal (somente o próprio terapeuta)', params: therapistParam, security },
    },
    async (request) => {
      const caller = userOf(request);
      if (caller.tipo !== 'terapeuta') {
        if (!(await findTherapistRow(ctx.db, request.params.therapistId))) throw notFound(MSG.therapistNotFound);
        throw forbidden(MSG.forbidden);
      }
      await assertOwner(caller.sub, request.params.therapistId);
      return getAvailability(ctx.db, request.params.therapistId);
    },
  );

  app.post<{ Params: { therapistId: string } }>(
    '/agenda/terapeutas/:therapistId/disponibilidade',
    {
      preHandler: requireUser,
      schema: {
        tags: ['agenda'],
        summary: 'Salva a disponibilidade semanal',
        description: 'Corpo: `{ schedule: 7 × { dayOfWeek, workingHours: { start, end }, isAvailable }, sessionDuration }`. ' +
          'id, therapistId, createdAt e updatedAt enviados são ignorados (definidos pela api).',
        params: therapistParam,
        body: toJsonSchema(availabilitySchema, { errorMode: 'ignore' }),
        security,
      },
    },
    async (request) => {
      const caller = requireRole(request, 'terapeuta', MSG.onlyTherapistsSetAvailability);
      await assertOwner(caller.sub, request.params.therapistId);
      const input = parseWith(availabilitySchema, request.body);
      return saveAvailability(ctx.db, caller.sub, input, ctx.now());
    },
  );
}
