// One list of the messages that take a session out of a calendar (cancelling.ts), read by the
// outbox (does the message carry a CANCEL?) and by the e-mail (its METHOD).
import { NOTIFICATION_TYPES } from '@acolhe/shared-domain';
import { cancelsEvent, isCancelling } from './cancelling';

const ALWAYS = ['sessao-cancelada-pelo-terapeuta', 'sessao-cancelada-pelo-cliente', 'terapeuta-excluiu-conta', 'cliente-excluiu-conta', 'sessao-recusada', 'cancelamento-registrado'];

describe('cancelling messages', () => {
  it('cancels the event on every cancellation and decline, whatever the status before', () => {
    for (const tipo of ALWAYS) {
      expect(cancelsEvent(tipo, false)).toBe(true);
      expect(cancelsEvent(tipo, undefined)).toBe(true);
      expect(isCancelling(tipo)).toBe(true);
    }
  });

  it("cancels on a client's move only when the session was confirmed", () => {
    expect(cancelsEvent('remarcacao-enviada', true)).toBe(true);
    expect(cancelsEvent('remarcacao-enviada', false)).toBe(false);
    expect(isCancelling('remarcacao-enviada')).toBe(true);
  });

  it('cancels nothing on any other message', () => {
    const others = NOTIFICATION_TYPES.filter((t) => !ALWAYS.includes(t) && t !== 'remarcacao-enviada');
    expect(others).toContain('sessao-confirmada');
    for (const tipo of others) {
      expect(cancelsEvent(tipo, true)).toBe(false);
      expect(isCancelling(tipo)).toBe(false);
    }
  });
});
