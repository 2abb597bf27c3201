// The series slice's plugin (rows of shared-domain/src/operations/series.ts; issue 33). A series is
// requested with POST /sessoes { …, recorrencia } and answered through its first session; its own
// rows read it, end it ('esta e as próximas'), move it (the client's move a request the therapist
// answers, issue 40), open its room and give its calendar file. Only its client or its therapist:
// 404 for anyone else. The plugin also hears the sessions' events (./lifecycle.ts), registers the
// extension sweep and what the series' events change in this replica's caches after the commit.
import {
  acceptSeriesChange,
  cancelSeriesFrom,
  declineSeriesChange,
  downloadSeriesCalendar,
  endSeries,
  getSeries,
  getSeriesRoom,
  listSeriesChanges,
  moveSeries,
  withdrawSeriesChange,
} from '@acolhe/shared-domain/operations';
import type { FastifyPluginAsync } from 'fastify';
import type { AuthUser } from '../auth/verifier';
import type { Database } from '../db/client';
import { implement, mount } from '../http/operations';
import './events';
import { subscribeToSessions } from './lifecycle';
import * as mudanca from './mudanca';
import { extendActiveSeries } from './occurrences';
import { serieSala } from './sala';
import * as service from './service';

export interface SeriesPluginOptions {
  /** The series' calendar file (calendario/series-calendar.ts): the calendars' slice stands after
   * this one, so the composition root hands it in (features.ts). */
  calendarFile: (db: Database, caller: AuthUser, id: string, siteUrl: string, now: Date) => Promise<{ filename: string; content: string }>;
}

export const seriesPlugin: FastifyPluginAsync<SeriesPluginOptions> = async (app, { calendarFile }) => {
  const { db, bus, events } = app;
  subscribeToSessions(bus);
  const agenda = ({ payload }: { payload: { terapeutaId: string } }) => events.agendaChanged(payload.terapeutaId);
  bus.afterCommit('SerieEstendida', agenda);
  bus.afterCommit('SerieEncerrada', agenda);
  bus.afterCommit('SerieMovida', agenda);
  app.sweeps.add({ name: 'extend_series', run: (at) => extendActiveSeries(db, bus, at), failure: 'extension of active series failed' });

  mount(app, [
    implement(listSeriesChanges, ({ caller }) => mudanca.listSeriesChanges(db, caller)),
    implement(getSeries, ({ caller, params }) => service.getSeries(db, caller, params.id)),
    implement(cancelSeriesFrom, ({ caller, params, body }) => service.cancelSeriesFrom(db, bus, caller, params.id, body.aPartirDe, app.now())),
    implement(moveSeries, ({ caller, params, body }) => mudanca.moveSeries(db, bus, caller, params.id, body, app.now())),
    implement(acceptSeriesChange, ({ caller, params }) => mudanca.acceptSeriesChange(db, bus, caller, params.id, app.now())),
    implement(declineSeriesChange, ({ caller, params }) => mudanca.declineSeriesChange(db, bus, caller, params.id, app.now())),
    implement(withdrawSeriesChange, ({ caller, params }) => mudanca.withdrawSeriesChange(db, bus, caller, params.id, app.now())),
    implement(endSeries, ({ caller, params }) => service.endSeries(db, bus, caller, params.id, app.now())),
    implement(getSeriesRoom, async ({ caller, params, reply }) => reply.header('cache-control', 'private, no-store').send(await serieSala(db, caller, params.id, app.now()))),
    implement(downloadSeriesCalendar, async ({ caller, params, reply }) => {
      const { filename, content } = await calendarFile(db, caller, params.id, app.appConfig.publicSiteUrl, app.now());
      reply.header('content-disposition', `attachment; filename="${filename}"`).header('cache-control', 'private, no-store');
      return reply.type('text/calendar; charset=utf-8').send(content);
    }),
  ]);
};
