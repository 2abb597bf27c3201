// What the notifications do when an account changes (the conta slice's events, conta/events.ts).
import type { EventBus } from '../../eventos/bus';
import '../../conta/events';
import { applyReminderPreference } from '../service';

export function subscribeConta(bus: EventBus): void {
  // reminder e-mails off or on again: the reminders still to come, in the choice's transaction
  bus.withinTransaction('PreferenciasAlteradas', (tx, { payload, at }) => applyReminderPreference(tx, payload.contaId, payload.lembretesEmail, at));
}
