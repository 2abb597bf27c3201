// Series of sessions (issue 33; series/service.ts). Only its client or its therapist: 404 for anyone else.
//   GET  /series/:id                 the series with its occurrences and skipped dates
//   POST /series/:id/cancelar        { aPartirDe } — 'esta e as próximas': cancelled from that date, the series ends there
//   POST /series/:id/mover           { aPartirDe, diaSemana, hora } — another weekday/time from a date on (checked like a new series)
//   POST /series/:id/encerrar        the series ends today (its sessions still to come cancelled)
//   GET  /series/:id/calendario.ics  the series' calendar event (RRULE, EXDATE, RECURRENCE-ID overrides)
//   GET  /series/:id/sala            { sessaoId } the series' room page opens: the first session taking place whose room has not closed
// A series is requested with POST /sessoes { …, recorrencia } and accepted or declined through its
// first session (PATCH /sessoes); one occurrence is cancelled or moved with the session routes.
import type { FastifyInstance } from 'fastify';
import { serieSalaAnswer, seriesAnswer, seriesCancelSchema, seriesMoveSchema } from '@acolhe/shared-domain';
import { userOf } from '../auth/guard';
import type { AppContext } from '../context';
import { idParam } from '../http/contract';
import { signedIn, signedInRead } from '../http/signed-in';
import { parseWith } from '../lib/validation';
import { cancelSeriesFrom, endSeries, getSeries, moveSeries } from './service';
import { seriesCalendar } from './calendar';
import { serieSala } from './sala';

export function registerSeriesRoutes(app: FastifyInstance, ctx: AppContext) {
  const { requireUser } = ctx.guards;
  const common = { tags: ['series'], params: idParam };

  app.get<{ Params: { id: string } }>(
    '/series/:id',
    signedInRead(requireUser, { ...common, operationId: 'getSeries', summary: 'Uma série de sessões, com as ocorrências e as datas puladas', answers: { 200: seriesAnswer } }),
    async (request) => getSeries(ctx.db, userOf(request), request.params.id),
  );

  app.post<{ Params: { id: string } }>(
    '/series/:id/cancelar',
    signedIn(
      requireUser,
      {
        ...common,
        operationId: 'cancelSeriesFrom',
        summary: "Cancela 'esta e as próximas' sessões da série a partir de uma data",
        description: 'As sessões da série a partir de `aPartirDe` que ainda não começaram são canceladas (a regra de cancelamento tardio vale para cada uma) e a série termina nessa data.',
        body: seriesCancelSchema,
        answers: { 200: seriesAnswer },
      },
      { idempotent: true },
    ),
    async (request) => {
      const input = parseWith(seriesCancelSchema, request.body);
      return cancelSeriesFrom(ctx.db, ctx.events, userOf(request), request.params.id, input.aPartirDe, ctx.now());
    },
  );

  app.post<{ Params: { id: string } }>(
    '/series/:id/mover',
    signedIn(
      requireUser,
      {
        ...common,
        operationId: 'moveSeries',
        summary: 'Muda o dia da semana e o horário da série a partir de uma data',
        description:
          'A primeira nova data passa pelas regras de uma nova série (dia atendido, antecedência, horizonte, bloqueios, sobreposição). ' +
          'A série antiga termina em `aPartirDe`; responde a nova série.',
        body: seriesMoveSchema,
        answers: { 200: seriesAnswer },
      },
      { idempotent: true },
    ),
    async (request) => {
      const input = parseWith(seriesMoveSchema, request.body);
      return moveSeries(ctx.db, ctx.events, userOf(request), request.params.id, input, ctx.now());
    },
  );

  app.post<{ Params: { id: string } }>(
    '/series/:id/encerrar',
    signedIn(requireUser, { ...common, operationId: 'endSeries', summary: 'Encerra a série (as sessões ainda por vir são canceladas)', answers: { 200: seriesAnswer } }, { idempotent: true }),
    async (request) => endSeries(ctx.db, ctx.events, userOf(request), request.params.id, ctx.now()),
  );

  app.get<{ Params: { id: string } }>(
    '/series/:id/sala',
    signedInRead(requireUser, {
      ...common,
      operationId: 'getSeriesRoom',
      summary: 'Qual sessão da série a página da sala da série abre (a primeira acontecendo cuja sala ainda não fechou)',
      description: 'O endereço da sala no evento de calendário da série (`/serie/{id}/sala`) leva à sala da sessão do dia. `sessaoId` nulo: nenhuma sessão da série ainda por acontecer.',
      answers: { 200: serieSalaAnswer },
    }),
    async (request, reply) => reply.header('cache-control', 'private, no-store').send(await serieSala(ctx.db, userOf(request), request.params.id, ctx.now())),
  );

  app.get<{ Params: { id: string } }>(
    '/series/:id/calendario.ics',
    signedInRead(requireUser, {
      ...common,
      operationId: 'downloadSeriesCalendar',
      summary: 'Arquivo .ics de uma série aceita: um evento com RRULE, EXDATE e ocorrências remarcadas',
      answers: { 200: { text: 'text/calendar' } },
    }),
    async (request, reply) => {
      const { filename, content } = await seriesCalendar(ctx.db, userOf(request), request.params.id, ctx.config.publicSiteUrl, ctx.now());
      reply.header('content-disposition', `attachment; filename="${filename}"`).header('cache-control', 'private, no-store');
      return reply.type('text/calendar; charset=utf-8').send(content);
    },
  );
}
