// The messages and reminders a session's events write (sessoes/events.ts), inside the transaction of
// the change they report (or, for a request, prepared before its one-statement write). The texts are
// built once, by the kind of message, in ../templates.ts; the writers are ../service.ts's.
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { toColumnNames } from '../../db/columns';
import { notificacoes, sessoes } from '../../db/schema';
import type { EventBus } from '../../eventos/bus';
import '../../sessoes/events';
import { cancelReminders, notificationRows, notifySessions, refreshReminders, scheduleReminders } from '../service';

const idsOf = (refs: readonly { sessaoId: string }[]) => refs.map((r) => r.sessaoId);

/** What the therapist wrote when declining ('' when nothing): read from the session, so no event
 * carries a person's words. */
async function declineReasonOf(tx: Executor, sessaoId: string): Promise<string> {
  const [row] = await tx.select({ motivo: sessoes.declineReason }).from(sessoes).where(eq(sessoes.id, sessaoId));
  return row?.motivo ?? '';
}

export function subscribeSessoes(bus: EventBus): void {
  // a request: the therapist's message and the client's receipt (issue 30), written by the booking's
  // one statement with the session (sessoes/reserva.ts)
  bus.prepare('SessaoSolicitada', (event, sessao) =>
    [...notificationRows('sessao-solicitada', sessao, event.at), ...notificationRows('solicitacao-enviada', sessao, event.at)].map((row) =>
      toColumnNames(notificacoes, row),
    ),
  );

  bus.withinTransaction('SessaoConfirmada', async (tx, { payload, at }) => {
    await scheduleReminders(tx, [payload.sessaoId], at);
    await notifySessions(tx, 'sessao-confirmada', [payload.sessaoId], at, { eraSolicitacao: true, eraConfirmada: false });
  });

  bus.withinTransaction('SessaoRecusada', async (tx, { payload, at }) => {
    await cancelReminders(tx, [payload.sessaoId]);
    const motivoRecusa = await declineReasonOf(tx, payload.sessaoId);
    await notifySessions(tx, 'sessao-recusada', [payload.sessaoId], at, { eraSolicitacao: true, eraConfirmada: false, ...(motivoRecusa ? { motivoRecusa } : {}) });
  });

  bus.withinTransaction('SessaoCancelada', async (tx, { payload, at }) => {
    await cancelReminders(tx, [payload.sessaoId]); // nothing left to remind
    const change = { eraSolicitacao: !payload.eraConfirmada, eraConfirmada: payload.eraConfirmada };
    if (payload.por === 'cliente') {
      await notifySessions(tx, 'sessao-cancelada-pelo-cliente', [payload.sessaoId], at, change);
      // the client's own cancellation: their e-mail says it was done and drops the calendar event
      await notifySessions(tx, 'cancelamento-registrado', [payload.sessaoId], at, change);
    } else {
      await notifySessions(tx, 'sessao-cancelada-pelo-terapeuta', [payload.sessaoId], at, change);
    }
  });

  bus.withinTransaction('SessaoConcluida', async (tx, { payload, at }) => {
    const ids = idsOf(payload.sessoes);
    // a reminder not sent by now has nothing left to remind (a worker that was down)
    await cancelReminders(tx, ids);
    // each client is invited to review, in the same transaction as the completion
    await notifySessions(tx, 'sessao-concluida', ids, at, payload.por === 'terapeuta' ? { eraSolicitacao: false, eraConfirmada: true } : {});
  });

  bus.withinTransaction('SolicitacaoExpirada', async (tx, { payload, at }) => {
    await notifySessions(tx, 'solicitacao-expirada', idsOf(payload.sessoes), at, { eraSolicitacao: true });
  });

  bus.withinTransaction('SessaoRemarcada', async (tx, { payload, at }) => {
    const ids = [payload.sessaoId];
    // the reminders follow the session: those of the old time go, the new time gets its own while it
    // stays confirmed (the therapist's move); a client's move waits for confirmation
    if (payload.eraConfirmada) await cancelReminders(tx, ids);
    if (payload.confirmada) await scheduleReminders(tx, ids, at);
    const change = { dataAnterior: payload.de.data, horaAnterior: payload.de.hora, eraConfirmada: payload.eraConfirmada };
    await notifySessions(tx, payload.por === 'cliente' ? 'sessao-remarcada-pelo-cliente' : 'sessao-remarcada-pelo-terapeuta', ids, at, change);
    // the client's own move: told what became of the old slot (freed) and of the new (a request)
    if (payload.por === 'cliente') await notifySessions(tx, 'remarcacao-enviada', ids, at, change);
  });

  bus.withinTransaction('LinkDaSessaoAlterado', async (tx, { payload, at }) => {
    // the reminders still to come carry the link: written again
    await refreshReminders(tx, [payload.sessaoId], at);
    // a new link of an online session is news for the client (with its calendar event updated)
    if (payload.comLink && payload.online) await notifySessions(tx, 'link-da-sessao-alterado', [payload.sessaoId], at, { haviaLink: payload.haviaLink });
  });
}
