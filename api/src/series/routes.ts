// Series of sessions (issue 33; series/service.ts). Only its client or its therapist: 404 for anyone else.
//   GET  /series/:id                 the series with its occurrences and skipped dates
//   POST /series/:id/cancelar        { aPartirDe } — 'esta e as próximas': cancelled from that date, the series ends there
//   POST /series/:id/mover           { aPartirDe, diaSemana, hora } — another weekday/time from a date on (checked like a new series);
//                                    the therapist's at once, the client's a request the therapist answers (issue 40, mudanca.ts)
//   POST /series/:id/mudanca/aceitar the therapist accepts the client's request: the move applied
//   POST /series/:id/mudanca/recusar the therapist declines it: nothing changes
//   DELETE /series/:id/mudanca       the client withdraws it: nothing changes
//   GET  /series/mudancas            the caller's series with a request waiting
//   POST /series/:id/encerrar        the series ends today (its sessions still to come cancelled)
//   GET  /series/:id/calendario.ics  the series' calendar event (RRULE, EXDATE, RECURRENCE-ID overrides)
//   GET  /series/:id/sala            { sessaoId } the series' room page opens: the first session taking place whose room has not closed
// A series is requested with POST /sessoes { …, recorrencia } and accepted or declined through its
// first session (PATCH /sessoes); one occurrence is cancelled or moved with the session routes.
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { serieSalaAnswer, seriesAnswer, seriesCancelSchema, seriesChangeItemAnswer, seriesMoveSchema } from '@acolhe/shared-domain';
import { userOf } from '../auth/guard';
import type { AppContext } from '../context';
import { idParam } from '../http/contract';
import { signedIn, signedInRead } from '../http/signed-in';
import { parseWith } from '../lib/validation';
import { cancelSeriesFrom, endSeries, getSeries } from './service';
import { acceptSeriesChange, declineSeriesChange, listSeriesChanges, moveSeries, withdrawSeriesChange } from './mudanca';
import { seriesCalendar } from './calendar';
import { serieSala } from './sala';

export function registerSeriesRoutes(app: FastifyInstance, ctx: AppContext) {
  const { requireUser } = ctx.guards;
  const common = { tags: ['series'], params: idParam };

  app.get(
    '/series/mudancas',
    signedInRead(requireUser, {
      tags: ['series'],
      operationId: 'listSeriesChanges',
      summary: 'As séries do usuário com uma mudança aguardando resposta',
      description: 'Para o(a) terapeuta, os pedidos de mudança a responder; para o(a) cliente, os que ele(a) fez e ainda aguardam.',
      answers: { 200: v.array(seriesChangeItemAnswer) },
    }),
    async (request) => listSeriesChanges(ctx.db, userOf(request)),
  );

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
        summary: 'Muda o dia da semana e o horário da série a partir de uma data (o pedido do cliente aguarda o terapeuta)',
        description:
          'A primeira nova data passa pelas regras de uma nova série (dia atendido, antecedência, horizonte, bloqueios, sobreposição). ' +
          'Do terapeuta: a série antiga termina em `aPartirDe` e a resposta é a nova série. Do cliente: um pedido que o terapeuta aceita ou recusa; ' +
          'a série continua como está (a resposta traz `mudancaPedida`), e uma sessão confirmada a menos de 24 horas que a mudança cancelaria faz o pedido ser recusado (409).',
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
    '/series/:id/mudanca/aceitar',
    signedIn(
      requireUser,
      {
        ...common,
        operationId: 'acceptSeriesChange',
        summary: 'O terapeuta aceita a mudança de dia e horário pedida pelo cliente',
        description:
          'Numa transação: as sessões da série a partir da data pedida são canceladas e a nova série é criada com as sessões confirmadas. ' +
          'Se a primeira sessão no novo horário não puder ser marcada (ocupada, bloqueada, perto demais), 409 e nada muda. Responde a nova série.',
        answers: { 200: seriesAnswer },
      },
      { idempotent: true },
    ),
    async (request) => acceptSeriesChange(ctx.db, ctx.events, userOf(request), request.params.id, ctx.now()),
  );

  app.post<{ Params: { id: string } }>(
    '/series/:id/mudanca/recusar',
    signedIn(
      requireUser,
      { ...common, operationId: 'declineSeriesChange', summary: 'O terapeuta recusa a mudança pedida pelo cliente (a série continua como está)', answers: { 200: seriesAnswer } },
      { idempotent: true },
    ),
    async (request) => declineSeriesChange(ctx.db, userOf(request), request.params.id, ctx.now()),
  );

  app.delete<{ Params: { id: string } }>(
    '/series/:id/mudanca',
    signedIn(
      requireUser,
      { ...common, operationId: 'withdrawSeriesChange', summary: 'O cliente desiste da mudança que pediu (a série continua como está)', answers: { 200: seriesAnswer } },
      { idempotent: true },
    ),
    async (request) => withdrawSeriesChange(ctx.db, userOf(request), request.params.id, ctx.now()),
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
