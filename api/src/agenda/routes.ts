// Agenda.
//   GET  /agenda/terapeutas/:id/slots-mes?year&month         public; every slot of the month with `available`
//   GET  /agenda/terapeutas/:therapistId/disponibilidade     the therapist's own record
//   POST /agenda/terapeutas/:therapistId/disponibilidade     save it (therapists only, own id)
//   GET|POST /agenda/terapeutas/:therapistId/bloqueios       blocks and extra hours (own)
//   DELETE   /agenda/terapeutas/:therapistId/bloqueios/:id
//   GET  /agenda/terapeutas/:therapistId/feriados?ano        national holidays and which are open (own)
//   PUT  /agenda/terapeutas/:therapistId/feriados/:date      { open }
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  agendaBlockAnswer,
  agendaBlockSchema,
  agendaHolidayAnswer,
  availabilityAnswer,
  availabilitySchema,
  holidayToggleSchema,
  holidayYearQuerySchema,
  slotAnswer,
  slotsMonthQuerySchema,
  todayIso,
} from '@acolhe/shared-domain';
import * as v from 'valibot';
import { requireRole, userOf } from '../auth/guard';
import type { AppContext } from '../context';
import { ACCESS, idParam, jsonSchemaOf, operation } from '../http/contract';
import { signedIn, signedInRead } from '../http/signed-in';
import { forbidden, notFound } from '../lib/errors';
import { MSG } from '../lib/messages';
import { sendAnswer } from '../lib/public-cache';
import { parseWith } from '../lib/validation';
import { findTherapistRow } from '../perfis/mapper';
import { createBlock, deleteBlock, getAvailability, listBlocks, listHolidays, monthSlots, saveAvailability, setHolidayOpen } from './service';

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
      schema: operation({
        operationId: 'listMonthSlots',
        tags: ['agenda'],
        summary: 'Horários do mês (month 1-based)',
        access: ACCESS.public,
        answers: { 200: v.array(slotAnswer), 304: 'empty' },
        description:
          'Lista `{ date, time, available }` de todos os horários gerados pela disponibilidade semanal no mês; ' +
          '`available` é false para horários já ocupados (PENDING/CONFIRMED) ou que já começaram ' +
          '(horário de Brasília, America/Sao_Paulo).',
        params: idParam,
        querystring: jsonSchemaOf(slotsMonthQuerySchema),
      }),
    },
    async (request, reply) => {
      const { year, month } = parseWith(slotsMonthQuerySchema, request.query ?? {});
      const now = ctx.now();
      const answer = await ctx.slotsCache.answer(request.params.id, year, month, now, () => monthSlots(ctx.db, request.params.id, year, month, now));
      // revalidated on every use: the ETag answers 304 while the month is unchanged
      return sendAnswer(request, reply, answer, 'no-cache');
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
    signedInRead(requireUser, {
      operationId: 'getAvailability',
      tags: ['agenda'],
      summary: 'Disponibilidade semanal (somente o próprio terapeuta)',
      params: therapistParam,
      answers: { 200: availabilityAnswer },
    }),
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
    signedIn(requireUser, {
      operationId: 'saveAvailability',
      tags: ['agenda'],
      summary: 'Salva a disponibilidade semanal',
      answers: { 200: availabilityAnswer },
      description: 'Corpo: `{ schedule: 7 × { dayOfWeek, workingHours: { start, end }, isAvailable }, sessionDuration }`. ' +
        'id, therapistId, createdAt e updatedAt enviados são ignorados (definidos pela api).',
      params: therapistParam,
      body: availabilitySchema,
    }),
    async (request) => {
      const caller = requireRole(request, 'terapeuta', MSG.onlyTherapistsSetAvailability);
      await assertOwner(caller.sub, request.params.therapistId);
      const input = parseWith(availabilitySchema, request.body);
      return saveAvailability(ctx.db, ctx.events, caller.sub, input, ctx.now());
    },
  );

  /** The owning therapist (any other caller: 403; unknown id: 404). */
  async function owner(request: FastifyRequest, therapistId: string) {
    const caller = userOf(request);
    if (caller.tipo !== 'terapeuta' || caller.sub !== therapistId) {
      if (!(await findTherapistRow(ctx.db, therapistId))) throw notFound(MSG.therapistNotFound);
      throw forbidden(MSG.forbidden);
    }
    return caller;
  }

  app.get<{ Params: { therapistId: string } }>(
    '/agenda/terapeutas/:therapistId/bloqueios',
    signedInRead(requireUser, {
      operationId: 'listAgendaBlocks',
      tags: ['agenda'],
      summary: 'Bloqueios e horários extras que ainda não terminaram',
      params: therapistParam,
      answers: { 200: v.array(agendaBlockAnswer) },
    }),
    async (request) => {
      await owner(request, request.params.therapistId);
      return listBlocks(ctx.db, request.params.therapistId, ctx.now());
    },
  );

  app.post<{ Params: { therapistId: string } }>(
    '/agenda/terapeutas/:therapistId/bloqueios',
    signedIn(requireUser, {
      operationId: 'createAgendaBlock',
      tags: ['agenda'],
      summary: 'Bloqueia um período (kind bloqueio) ou abre horário extra (kind extra)',
      description: '`{ start, end, reason?, kind? }` com datas-horas `YYYY-MM-DDTHH:MM` no horário de Brasília.',
      params: therapistParam,
      body: agendaBlockSchema,
      answers: { 201: agendaBlockAnswer },
    }),
    async (request, reply) => {
      await owner(request, request.params.therapistId);
      const input = parseWith(agendaBlockSchema, request.body);
      return reply.status(201).send(await createBlock(ctx.db, ctx.events, request.params.therapistId, input, ctx.now()));
    },
  );

  app.delete<{ Params: { therapistId: string; blockId: string } }>(
    '/agenda/terapeutas/:therapistId/bloqueios/:blockId',
    signedIn(requireUser, {
      operationId: 'deleteAgendaBlock',
      tags: ['agenda'],
      summary: 'Remove um bloqueio ou horário extra',
      params: { type: 'object', properties: { therapistId: { type: 'string' }, blockId: { type: 'string' } }, required: ['therapistId', 'blockId'] },
      answers: { 204: 'empty' },
    }),
    async (request, reply) => {
      await owner(request, request.params.therapistId);
      await deleteBlock(ctx.db, ctx.events, request.params.therapistId, request.params.blockId);
      return reply.status(204).send();
    },
  );

  app.get<{ Params: { therapistId: string }; Querystring: { ano?: string } }>(
    '/agenda/terapeutas/:therapistId/feriados',
    signedInRead(requireUser, {
      operationId: 'listHolidays',
      tags: ['agenda'],
      summary: 'Feriados nacionais do ano e se o terapeuta atende neles',
      params: therapistParam,
      querystring: jsonSchemaOf(holidayYearQuerySchema),
      answers: { 200: v.array(agendaHolidayAnswer) },
    }),
    async (request) => {
      await owner(request, request.params.therapistId);
      const { ano } = parseWith(holidayYearQuerySchema, request.query ?? {});
      return listHolidays(ctx.db, request.params.therapistId, ano ?? Number(todayIso(ctx.now()).slice(0, 4)));
    },
  );

  app.put<{ Params: { therapistId: string; date: string } }>(
    '/agenda/terapeutas/:therapistId/feriados/:date',
    signedIn(requireUser, {
      operationId: 'setHolidayOpen',
      tags: ['agenda'],
      summary: 'Abre (ou fecha) um feriado nacional na agenda',
      params: { type: 'object', properties: { therapistId: { type: 'string' }, date: { type: 'string' } }, required: ['therapistId', 'date'] },
      answers: { 200: agendaHolidayAnswer },
    }),
    async (request) => {
      await owner(request, request.params.therapistId);
      const { date, open } = parseWith(holidayToggleSchema, { ...(request.body as object | undefined), date: request.params.date });
      return setHolidayOpen(ctx.db, ctx.events, request.params.therapistId, date, open);
    },
  );
}
