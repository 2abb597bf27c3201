// The messages and reminders a series' events write (series/events.ts), inside the transaction of
// the change they report. A message about a series hangs on one of its sessions (the event names
// it: `sessaoAncora`); its texts are built once, in ../templates.ts.
import { SERIES_SKIP_REASON_LABELS } from '@acolhe/shared-domain';
import type { Executor } from '../../db/client';
import type { EventBus } from '../../eventos/bus';
import type { SerieMudanca } from '../../series/events';
import { cancelReminders, notifySessions, scheduleReminders } from '../service';

export function subscribeSeries(bus: EventBus): void {
  bus.withinTransaction('SerieEstendida', async (tx, { payload, at }) => {
    // the occurrences made are CONFIRMED: their reminders
    if (payload.sessoesCriadas.length > 0) await scheduleReminders(tx, payload.sessoesCriadas, at);
    // both sides told which dates were not made and why (one message each)
    if (payload.puladas.length > 0 && payload.sessaoAncora) {
      await notifySessions(tx, 'serie-datas-puladas', [payload.sessaoAncora], at, {
        datasPuladas: payload.puladas.map((s) => ({ data: s.data, motivo: SERIES_SKIP_REASON_LABELS[s.motivo] })),
      });
    }
  });

  bus.withinTransaction('SerieEncerrada', async (tx, { payload, at }) => {
    await cancelReminders(tx, payload.sessoesCanceladas);
    if (payload.sessaoAncora) await notifySessions(tx, 'serie-encerrada', [payload.sessaoAncora], at, { aPartirDe: payload.aPartirDe, quantidade: payload.sessoesCanceladas.length });
  });

  bus.withinTransaction('SerieMovida', async (tx, { payload, at }) => {
    await cancelReminders(tx, payload.sessoesCanceladas);
    // told once the new series has sessions (a move none of whose dates could be made is told by
    // the extension's skipped dates)
    if (payload.sessaoAncora && payload.sessoesNovas > 0) {
      await notifySessions(tx, 'serie-movida', [payload.sessaoAncora], at, {
        aPartirDe: payload.aPartirDe,
        quantidade: payload.sessoesCanceladas.length,
        ...(payload.mudancaAceita ? { mudancaAceita: true } : {}),
      });
    }
  });

  // a client's request to move the series, and its end: both sides told, on the session it hangs on
  const mudanca = (tipo: 'serie-mudanca-solicitada' | 'serie-mudanca-recusada' | 'serie-mudanca-retirada') => async (tx: Executor, { payload, at }: { payload: SerieMudanca; at: Date }) => {
    if (payload.sessaoAncora) await notifySessions(tx, tipo, [payload.sessaoAncora], at, { aPartirDe: payload.aPartirDe, novaData: payload.novaData, novaHora: payload.novaHora });
  };
  bus.withinTransaction('SerieMudancaSolicitada', mudanca('serie-mudanca-solicitada'));
  bus.withinTransaction('SerieMudancaRecusada', mudanca('serie-mudanca-recusada'));
  bus.withinTransaction('SerieMudancaRetirada', mudanca('serie-mudanca-retirada'));
}
