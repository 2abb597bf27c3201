// Sessions in the users' own calendars (calendario/service.ts).
//   GET  /sessoes/:id/calendario.ics                 its client or its therapist: the .ics of a CONFIRMED session
//   GET  /agenda/calendario                          therapist: { url } of the private feed (created on the first call)
//   POST /agenda/calendario/token                    therapist: a new secret; the old URL stops working
//   GET  /agenda/terapeutas/:id/calendario.ics?token public, with the secret: the feed (404 otherwise)
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { requireRole, userOf } from '../auth/guard';
import { calendarFeedAnswer } from '@acolhe/shared-domain';
import type { AppContext } from '../context';
import { ACCESS, idParam, operation } from '../http/contract';
import { signedIn, signedInRead } from '../http/signed-in';
import { notFound } from '../lib/errors';
import { MSG } from '../lib/messages';
import { FEED_CACHE_CONTROL, feedOf, rotateFeed, sessionCalendar, therapistFeed } from './service';

const CALENDAR_TYPE = 'text/calendar; charset=utf-8';

const sendCalendar = (reply: FastifyReply, content: string) => reply.type(CALENDAR_TYPE).send(content);

export function registerCalendarioRoutes(app: FastifyInstance, ctx: AppContext) {
  const { requireUser } = ctx.guards;
  /** The therapist's feed address, read or renewed: the secret is never cached. */
  const answerFeed = (feed: typeof feedOf) => async (request: FastifyRequest, reply: FastifyReply) => {
    const caller = requireRole(request, 'terapeuta', MSG.onlyTherapistsProfile);
    return reply.header('cache-control', 'private, no-store').send(await feed(ctx.db, caller.sub, ctx.config.publicUrl));
  };

  app.get<{ Params: { id: string } }>(
    '/sessoes/:id/calendario.ics',
    signedInRead(requireUser, {
      operationId: 'downloadSessionCalendar',
      tags: ['calendario'],
      summary: 'Arquivo .ics de uma sessão confirmada (seu cliente ou seu terapeuta)',
      description: 'text/calendar, como download `sessao-acolhe-DD-MM-YYYY.ics`. Sessão de outra pessoa → 404; não confirmada → 409.',
      params: idParam,
      answers: { 200: { text: 'text/calendar' } },
    }),
    async (request, reply) => {
      const { filename, content } = await sessionCalendar(ctx.db, userOf(request), request.params.id, ctx.config.publicSiteUrl, ctx.now());
      reply.header('content-disposition', `attachment; filename="${filename}"`).header('cache-control', 'private, no-store');
      return sendCalendar(reply, content);
    },
  );

  app.get(
    '/agenda/calendario',
    signedInRead(requireUser, {
      operationId: 'getCalendarFeed',
      tags: ['calendario'],
      summary: 'Endereço da agenda privada do terapeuta (assinatura no Google/Apple/Outlook)',
      description: '`{ url }` com o segredo; criado na primeira chamada. Quem tiver o endereço vê as sessões: trate-o como uma senha.',
      answers: { 200: calendarFeedAnswer },
    }),
    answerFeed(feedOf),
  );

  app.post(
    '/agenda/calendario/token',
    signedIn(requireUser, {
      operationId: 'renewCalendarFeed',
      tags: ['calendario'],
      summary: 'Gera um novo endereço da agenda privada (o anterior deixa de funcionar)',
      answers: { 200: calendarFeedAnswer },
    }),
    answerFeed(rotateFeed),
  );

  app.get<{ Params: { id: string }; Querystring: { token?: unknown } }>(
    '/agenda/terapeutas/:id/calendario.ics',
    {
      // public (a calendar app sends no token header), but a guessed secret costs a request
      config: { rateLimitKind: 'auth' },
      schema: operation({
        operationId: 'downloadTherapistCalendar',
        tags: ['calendario'],
        summary: 'Agenda privada do terapeuta (iCalendar), com o segredo na URL',
        description: 'Sessões confirmadas (e concluídas) dos últimos 30 dias em diante; clientes como "Joana A.". Segredo errado ou ausente → 404.',
        // `token` is read by hand: a repeated or odd value must answer 404 like any wrong one
        params: idParam,
        access: ACCESS.public,
        answers: { 200: { text: 'text/calendar' } },
      }),
    },
    async (request, reply) => {
      const feed = await therapistFeed(ctx.db, request.params.id, request.query?.token, ctx.config.publicSiteUrl, ctx.now());
      if (feed === undefined) throw notFound(MSG.therapistNotFound);
      reply.header('cache-control', FEED_CACHE_CONTROL).header('content-disposition', 'inline; filename="acolhe-sessoes.ics"');
      return sendCalendar(reply, feed);
    },
  );
}
