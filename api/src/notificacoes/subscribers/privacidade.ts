// What the notifications do when an account is erased (the privacidade slice's events,
// privacidade/events.ts), inside the erasure's transaction.
import type { NotificationType } from '@acolhe/shared-domain';
import type { EventBus } from '../../eventos/bus';
import '../../privacidade/events';
import { cancelReminders, forgetAccount, notifySessions } from '../service';

export function subscribePrivacidade(bus: EventBus): void {
  // The other side hears of each cancelled session (a confirmed one leaves its calendar too); the
  // reminders of those sessions are never sent.
  bus.withinTransaction('SessoesCanceladasPelaExclusao', async (tx, { payload, at }) => {
    await cancelReminders(tx, payload.sessoes);
    const tipo: NotificationType = payload.tipo === 'terapeuta' ? 'terapeuta-excluiu-conta' : 'cliente-excluiu-conta';
    const confirmadas = new Set(payload.confirmadas);
    await notifySessions(tx, tipo, payload.confirmadas, at, { eraConfirmada: true });
    await notifySessions(tx, tipo, payload.sessoes.filter((id) => !confirmadas.has(id)), at);
  });
  // The account's own notifications go (with any e-mail still waiting for it); those the other
  // side received about its sessions stop naming it.
  bus.withinTransaction('ContaExcluida', (tx, { payload }) => forgetAccount(tx, payload.tipo, payload.contaId, payload.nome, payload.nomeAnonimo));
}
