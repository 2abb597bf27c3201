// The calendario slice's plugin (rows of shared-domain/src/operations/calendario.ts): a confirmed
// session's .ics, and the therapist's private feed — its address, a new secret, the feed itself
// (public with the secret in the URL: a calendar app sends no token header).
import { downloadSessionCalendar, downloadTherapistCalendar, getCalendarFeed, renewCalendarFeed } from '@acolhe/shared-domain/operations';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { implement, mount } from '../http/operations';
import { notFound } from '../lib/errors';
import { MSG } from '../lib/messages';
import { PRIVATE_NO_STORE } from '../plugins/private-answers';
import { FEED_CACHE_CONTROL, feedOf, rotateFeed, sessionCalendar, therapistFeed } from './service';

const CALENDAR_TYPE = 'text/calendar; charset=utf-8';

const sendCalendar = (reply: FastifyReply, content: string) => reply.type(CALENDAR_TYPE).send(content);

export const calendarioPlugin: FastifyPluginAsync = async (app) => {
  const { db } = app;

  mount(app, [
    implement(downloadSessionCalendar, async ({ params, caller, reply }) => {
      const { filename, content } = await sessionCalendar(db, caller, params.id, app.appConfig.publicSiteUrl, app.now());
      reply.header('content-disposition', `attachment; filename="${filename}"`).header('cache-control', PRIVATE_NO_STORE);
      return sendCalendar(reply, content);
    }),
    // the feed's address carries its secret: never cached
    implement(getCalendarFeed, async ({ caller, reply }) => reply.header('cache-control', PRIVATE_NO_STORE).send(await feedOf(db, caller.sub, app.appConfig.publicUrl))),
    implement(renewCalendarFeed, async ({ caller, reply }) => reply.header('cache-control', PRIVATE_NO_STORE).send(await rotateFeed(db, caller.sub, app.appConfig.publicUrl))),
    implement(downloadTherapistCalendar, async ({ params, request, reply }) => {
      // the secret is compared as sent (the row has no query schema): a repeated or odd value is
      // just a wrong one, 404 like an unknown therapist
      const token = (request.query as { token?: unknown } | undefined)?.token;
      const feed = await therapistFeed(db, params.id, token, app.appConfig.publicSiteUrl, app.now());
      if (feed === undefined) throw notFound(MSG.therapistNotFound);
      reply.header('cache-control', FEED_CACHE_CONTROL).header('content-disposition', 'inline; filename="acolhe-sessoes.ics"');
      return sendCalendar(reply, feed);
    }),
  ]);
};
