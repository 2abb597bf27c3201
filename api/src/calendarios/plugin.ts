// The therapist's external calendars (rows of shared-domain/src/operations/calendarios.ts): only
// their owner reads or changes them (the agenda's assertOwnAgenda: 404 for an unknown therapist
// before the 403 of anybody else). Reads go out through the safe fetch (lib/saida), with loopback
// only where OUTBOUND_ALLOW_LOOPBACK says so. The sweep reads due calendars, each on one replica.
import {
  connectExternalCalendar,
  deleteExternalCalendar,
  listExternalCalendars,
  syncExternalCalendar,
  updateExternalCalendar,
} from '@acolhe/shared-domain/operations';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { assertOwnAgenda } from '../agenda/service';
import { implement, mount } from '../http/operations';
import { safeFetcher } from '../lib/saida/saida';
import { subscribeEnvios, writeDueSessions } from './envios';
import './events';
import { connect, listCalendars, removeCalendar, syncDueCalendars, syncNow, updateCalendar, type CalendariosDeps } from './service';

export const calendariosPlugin: FastifyPluginAsync = async (app) => {
  const { db } = app;
  const deps = (): CalendariosDeps => ({ db, bus: app.bus, keys: app.prontuarioKeys, fetch });
  const fetch = safeFetcher({ allowLoopback: app.appConfig.outbound.allowLoopback });
  subscribeCaches(app);
  mount(app, [
    implement(listExternalCalendars, async ({ params, caller }) => {
      await assertOwnAgenda(db, caller, params.therapistId);
      return listCalendars(db, params.therapistId);
    }),
    implement(connectExternalCalendar, async ({ params, body, caller, reply }) => {
      await assertOwnAgenda(db, caller, params.therapistId);
      return reply.status(201).send(await connect(deps(), params.therapistId, body, app.now()));
    }),
    implement(updateExternalCalendar, async ({ params, body, caller }) => {
      await assertOwnAgenda(db, caller, params.therapistId);
      return updateCalendar(deps(), params.therapistId, params.calId, body, app.now());
    }),
    implement(deleteExternalCalendar, async ({ params, caller, reply }) => {
      await assertOwnAgenda(db, caller, params.therapistId);
      await removeCalendar(deps(), params.therapistId, params.calId, app.now());
      return reply.status(204).send();
    }),
    implement(syncExternalCalendar, async ({ params, caller }) => {
      await assertOwnAgenda(db, caller, params.therapistId);
      return syncNow(deps(), params.therapistId, params.calId, app.now());
    }),
  ]);
  app.sweeps.add({
    name: 'sync_external_calendars',
    run: (at) => syncDueCalendars(deps(), at, (calendarioId) => app.log.warn({ calendarioId }, 'calendário externo: a leitura falhou')),
    failure: 'sweep of external calendars failed',
  });
  // confirmed sessions to the chosen CalDAV calendar (item 3): marked due with the session's change,
  // written by this sweep (never by the request: the booking does not wait for another server)
  subscribeEnvios(app.bus);
  app.sweeps.add({
    name: 'write_sessions_to_calendars',
    run: (at) => writeDueSessions({ db, keys: app.prontuarioKeys, fetch, siteUrl: app.appConfig.publicSiteUrl }, at),
    failure: 'writing sessions to external calendars failed',
  });
};

/** The booking calendars of this replica drop the therapist's months once new intervals are
 * committed (the other replicas hear ocupacoes_externas' agenda trigger). */
function subscribeCaches(app: FastifyInstance): void {
  app.bus.afterCommit('OcupacoesExternasAlteradas', ({ payload }) => app.events.agendaChanged(payload.therapistId));
}
