// The sessoes slice's plugin (rows of shared-domain/src/operations/sessoes.ts): a request, its
// answer, moves, cancellations, completion, the meeting link. Every state-changing row honours an
// Idempotency-Key (the row says so). It also registers the slice's sweeps and what its events change
// in this replica's caches after the commit (the other replicas hear the database's trigger).
import {
  bookSession,
  changeSessionStatus,
  changeSessionStatusById,
  getSession,
  listClientSessions,
  listTherapistSessions,
  rescheduleSession,
  updateSessionDetails,
} from '@acolhe/shared-domain/operations';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { AuthUser } from '../auth/verifier';
import { implement, mount } from '../http/operations';
import { forbidden } from '../lib/errors';
import { MSG } from '../lib/messages';
import './events';
import { changeStatus, reschedule, updateDetails } from './mudancas';
import { getAppointment, listForClient, listForTherapist } from './service';
import { createAppointment } from './solicitacao';
import { completeEndedSessions, expireUnansweredRequests } from './varreduras';

/** The caches a session's change reaches, once it is committed. */
function subscribeCaches(app: FastifyInstance): void {
  const { bus, events } = app;
  const agenda = ({ terapeutaId }: { terapeutaId: string }) => events.agendaChanged(terapeutaId);
  bus.afterCommit('SessaoSolicitada', (e) => agenda(e.payload));
  bus.afterCommit('SessaoConfirmada', (e) => agenda(e.payload));
  bus.afterCommit('SessaoRecusada', (e) => agenda(e.payload));
  bus.afterCommit('SessaoCancelada', (e) => agenda(e.payload));
  bus.afterCommit('SessaoRemarcada', (e) => agenda(e.payload));
  bus.afterCommit('SessaoConcluida', (e) => {
    // the clients' reviews of these therapists are now verified: a badge on their profiles only
    const therapists = [...new Set(e.payload.sessoes.map((s) => s.terapeutaId))];
    events.publicReadsChanged({ profiles: therapists, lists: 'unchanged' });
    // the therapist's own completion changed the calendar this replica shows (the sweep's sessions
    // had ended: no free slot changes)
    if (e.payload.por === 'terapeuta') therapists.forEach((id) => events.agendaChanged(id));
  });
  bus.afterCommit('SolicitacaoExpirada', (e) => new Set(e.payload.sessoes.map((s) => s.terapeutaId)).forEach((id) => events.agendaChanged(id)));
}

export const sessoesPlugin: FastifyPluginAsync = async (app) => {
  const { db, bus } = app;
  subscribeCaches(app);
  app.sweeps.add({ name: 'complete_ended_sessions', run: (at) => completeEndedSessions(db, bus, at), failure: 'sweep of ended sessions failed' });
  app.sweeps.add({ name: 'expire_unanswered_requests', run: (at) => expireUnansweredRequests(db, bus, at), failure: 'sweep of unanswered requests failed' });

  const changeOf = (caller: AuthUser, id: string, body: { status: Parameters<typeof changeStatus>[4]; declineReason: string }) => {
    // Clients may only cancel their own appointments; every other change is the therapist's.
    if (caller.tipo !== 'terapeuta' && body.status !== 'CANCELLED') throw forbidden(MSG.onlyTherapistsUpdateStatus);
    return changeStatus(db, bus, caller, id, body.status, app.now(), body.declineReason);
  };

  mount(app, [
    implement(bookSession, async ({ caller, body, reply }) => {
      const { appointment, created } = await createAppointment(db, bus, caller, body, app.now());
      return reply.status(created ? 201 : 200).send(appointment);
    }),
    implement(changeSessionStatusById, ({ caller, body }) => changeOf(caller, body.id, body)),
    implement(changeSessionStatus, ({ caller, params, body }) => changeOf(caller, params.id, body)),
    implement(listTherapistSessions, ({ caller }) => listForTherapist(db, caller.sub)),
    implement(listClientSessions, ({ caller }) => listForClient(db, caller.sub)),
    implement(getSession, ({ caller, params }) => getAppointment(db, caller, params.id)),
    implement(rescheduleSession, ({ caller, params, body }) => reschedule(db, bus, caller, params.id, body, app.now())),
    implement(updateSessionDetails, ({ caller, params, body }) => updateDetails(db, bus, caller, params.id, body, app.now())),
  ]);
};
