// Which messages take a session out of the recipient's calendar: one list, read both where the
// outbox decides that a message carries a calendar event (service.ts) and where the e-mail's
// invitation gets its METHOD (templates.ts: CANCEL, same UID, a higher SEQUENCE).
import type { NotificationType } from '@acolhe/shared-domain';

/** Every cancellation and decline, whatever the status before: a client may have added a
 * confirmed session that was moved back to a request, and a calendar ignores the cancellation of
 * an event it does not hold. */
const ALWAYS: ReadonlySet<string> = new Set<NotificationType>([
  'sessao-cancelada-pelo-terapeuta',
  'sessao-cancelada-pelo-cliente',
  'terapeuta-excluiu-conta',
  'cliente-excluiu-conta',
  'sessao-recusada',
  'cancelamento-registrado',
]);

/** A client's move of a confirmed session: the event of the old time leaves the client's
 * calendar until the therapist confirms the new one (whose invitation comes with a higher
 * SEQUENCE). A move of a request carries no event. */
const WHEN_CONFIRMED: ReadonlySet<string> = new Set<NotificationType>(['remarcacao-enviada']);

/** The message of `tipo` takes the event out (when it carries one at all). */
export const isCancelling = (tipo: string): boolean => ALWAYS.has(tipo) || WHEN_CONFIRMED.has(tipo);

/** The message of `tipo` about a session that was (or was not) confirmed before the change
 * carries a CANCEL of its event. */
export const cancelsEvent = (tipo: string, wasConfirmed: boolean | undefined): boolean =>
  ALWAYS.has(tipo) || (WHEN_CONFIRMED.has(tipo) && wasConfirmed === true);
