// The waiting list's plugin (rows of shared-domain/src/operations/listaDeEspera.ts, issue 46): a
// client joins, lists and leaves; accepts or declines an offer; the therapist reads their list
// (first names only) and changes its settings. It also hears the events that free time in an agenda
// (writing the freed stretch in their transaction, offering it after the commit), registers the
// sweep (expired holds and entries, freed stretches still waiting: once across replicas) and keeps
// this replica's calendars' cache in step with the holds.
import {
  acceptWaitingListOffer,
  declineWaitingListOffer,
  getTherapistWaitingList,
  joinWaitingList as joinRow,
  leaveWaitingList as leaveRow,
  listMyWaitingLists,
  updateTherapistWaitingList,
} from '@acolhe/shared-domain/operations';
import { appointmentStartsAt } from '@acolhe/shared-domain';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { Executor } from '../db/client';
import type { Publish } from '../eventos/bus';
import { implement, mount } from '../http/operations';
import type { AgendaStretch } from '../agenda/events';
import '../agenda/events';
import '../sessoes/events';
import '../series/events';
import './events';
import { getTherapistList, joinWaitingList, leaveWaitingList, listMyEntries, updateSettings } from './entradas';
import { acceptOffer, declineOffer, processFreedTimes, recordFreedSessions, recordFreedTime, sweepWaitingList, withdrawOffersOver } from './ofertas';

const MINUTE = 60_000;

/** Time opened in an agenda: written with the change (withinTransaction), offered once it is
 * committed (afterCommit, on this replica; the sweep is the safety net on every replica). */
function subscribeFreedTime(app: FastifyInstance): void {
  const { bus, db } = app;
  // the events whose transaction wrote a freed stretch (the same object reaches afterCommit): only
  // those run the offers after the commit — a change nobody waits for costs one INSERT … WHERE EXISTS
  const freed = new WeakSet<object>();
  const mark = (event: object) => (wrote: boolean) => {
    if (wrote) freed.add(event);
  };
  const offer = async (event: { at: Date }) => {
    if (freed.has(event)) await processFreedTimes(db, bus, event.at);
  };
  const sessions = (tx: Executor, ids: readonly string[], event: { at: Date }) => recordFreedSessions(tx, ids, event.at).then(mark(event));
  const stretch = (tx: Executor, s: AgendaStretch, event: { at: Date }) =>
    s.effect === 'closed' ? Promise.resolve() : recordFreedTime(tx, s.therapistId, new Date(s.start), s.end ? new Date(s.end) : null, event.at).then(mark(event));

  bus.withinTransaction('SessaoCancelada', (tx, e) => sessions(tx, [e.payload.sessaoId], e));
  bus.withinTransaction('SessaoRecusada', (tx, e) => sessions(tx, [e.payload.sessaoId], e));
  bus.withinTransaction('SolicitacaoExpirada', (tx, e) => sessions(tx, e.payload.sessoes.map((s) => s.sessaoId), e));
  // a moved session's old time (its new one is taken): the slot that started then
  bus.withinTransaction('SessaoRemarcada', (tx, e) => {
    const start = appointmentStartsAt(e.payload.de.data, e.payload.de.hora);
    return recordFreedTime(tx, e.payload.terapeutaId, start, new Date(start.getTime() + MINUTE), e.at).then(mark(e));
  });
  // an erasure's cancelled sessions (privacidade, above this slice: heard by name, its payload type
  // merged into DomainEvents there). An erased therapist's list is gone first, so nothing is offered.
  bus.withinTransaction('SessoesCanceladasPelaExclusao', (tx, e) => sessions(tx, e.payload.sessoes, e));
  bus.withinTransaction('SerieEncerrada', (tx, e) => sessions(tx, e.payload.sessoesCanceladas, e));
  bus.withinTransaction('SerieMovida', (tx, e) => sessions(tx, e.payload.sessoesCanceladas, e));
  bus.withinTransaction('DisponibilidadeSalva', (tx, e) => stretch(tx, e.payload, e));
  bus.withinTransaction('BloqueioCriado', (tx, e) => stretch(tx, e.payload, e));
  // time the therapist closed takes back the offers held over it (their clients are told)
  // (each ended offer's time then goes down the line by OfertaEncerrada, below: still closed, it is not offered)
  const closed = (tx: Executor, s: AgendaStretch, event: { at: Date }, publish: Publish) =>
    withdrawOffersOver(tx, publish, s.therapistId, new Date(s.start), s.end ? new Date(s.end) : null, event.at).then(() => undefined);
  bus.withinTransaction('BloqueioCriado', (tx, e, publish) => (e.payload.effect === 'closed' ? closed(tx, e.payload, e, publish) : Promise.resolve()));
  bus.withinTransaction('FeriadoAlterado', (tx, e, publish) => (e.payload.effect === 'closed' ? closed(tx, e.payload, e, publish) : Promise.resolve()));
  bus.withinTransaction('BloqueioRemovido', (tx, e) => stretch(tx, e.payload, e));
  bus.withinTransaction('FeriadoAlterado', (tx, e) => stretch(tx, e.payload, e));
  for (const name of ['SessaoCancelada', 'SessaoRecusada', 'SolicitacaoExpirada', 'SessaoRemarcada', 'SessoesCanceladasPelaExclusao', 'SerieEncerrada', 'SerieMovida', 'DisponibilidadeSalva', 'BloqueioCriado', 'BloqueioRemovido', 'FeriadoAlterado'] as const) {
    bus.afterCommit(name, offer);
  }
  // an offer that ended wrote its time for the next in line
  bus.afterCommit('OfertaEncerrada', async (e) => {
    await processFreedTimes(db, bus, e.at);
  });
  // a hold made or ended changes the booking calendar this replica caches (the others hear the trigger)
  bus.afterCommit('OfertaFeita', (e) => app.events.agendaChanged(e.payload.terapeutaId));
  bus.afterCommit('OfertaEncerrada', (e) => app.events.agendaChanged(e.payload.terapeutaId));
}

export const esperaPlugin: FastifyPluginAsync = async (app) => {
  const { db, bus } = app;
  subscribeFreedTime(app);
  app.sweeps.add({ name: 'waiting_list', run: (at) => sweepWaitingList(db, bus, at), failure: 'sweep of the waiting list failed' });

  mount(app, [
    implement(joinRow, async ({ caller, params, body, reply }) => reply.status(201).send(await joinWaitingList(db, caller, params.id, body, app.now()))),
    implement(listMyWaitingLists, ({ caller }) => listMyEntries(db, caller, app.now())),
    implement(leaveRow, async ({ caller, params, reply }) => {
      await leaveWaitingList(db, bus, caller, params.id, app.now());
      return reply.status(204).send();
    }),
    implement(acceptWaitingListOffer, async ({ caller, params, reply }) => reply.status(201).send(await acceptOffer(db, bus, caller, params.id, app.now()))),
    implement(declineWaitingListOffer, async ({ caller, params, reply }) => {
      await declineOffer(db, bus, caller, params.id, app.now());
      return reply.status(204).send();
    }),
    implement(getTherapistWaitingList, ({ caller, params }) => getTherapistList(db, caller, params.therapistId, app.now())),
    implement(updateTherapistWaitingList, ({ caller, params, body }) => updateSettings(db, caller, params.therapistId, body, app.now())),
  ]);
};
