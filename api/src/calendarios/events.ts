// The external calendars' events (docs/decisions/0048-feature-slices-and-events.md). No event
// content and no secret: ids, instants, the calendar's label and the pt-BR message of a failure.
import type { AgendaStretch } from '../agenda/events';

declare module '../eventos/bus' {
  interface DomainEvents {
    /** a calendar's busy intervals changed (a read, a calendar connected, unticked or removed):
     * its window, effect 'both' — the booking calendars' cache drops the therapist's months */
    OcupacoesExternasAlteradas: AgendaStretch & { calendarioId: string };
    /** a calendar's read failed for the first time since it last worked: the therapist is told once */
    CalendarioExternoFalhou: { terapeutaId: string; calendarioId: string; rotulo: string; mensagem: string; desde: string };
  }
}

export {};
