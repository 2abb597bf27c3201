// The agenda's events (docs/decisions/0048-feature-slices-and-events.md): one family, "time
// opened or closed in a therapist's agenda". Each says which therapist and which stretch of time
// changed, and what the change can do to the free slots in it, so a subscriber reacts without
// reading the agenda back: the booking calendars' cache (./plugin.ts) drops the therapist's months;
// the waiting list (issue 46) will look for the clients waiting on that stretch when time opened.
// No health data: ids, instants and the kind of change.

/** What a change can do to the free slots of its stretch. */
export type AgendaEffect =
  /** time that was closed may now be free (an extra period, a block removed, a holiday opened) */
  | 'opened'
  /** time that was free may now be closed (a block, an extra period removed, a holiday closed) */
  | 'closed'
  /** either (the weekly hours, the session length, buffer or notice were rewritten) */
  | 'both';

/** The stretch of a therapist's agenda an event changed. */
export interface AgendaStretch {
  therapistId: string;
  /** [start, end): instants, ISO 8601 in UTC (São Paulo's wall clock is instantToWallClock's) */
  start: string;
  /** null: open-ended (new weekly hours hold from `start` on) */
  end: string | null;
  effect: AgendaEffect;
}

declare module '../eventos/bus' {
  interface DomainEvents {
    /** the weekly hours were saved (with the profile's length, buffer and notice when sent):
     * from the command's clock on, open-ended; `effect` 'both' */
    DisponibilidadeSalva: AgendaStretch;
    /** a block (`closed`) or an extra period (`opened`) was created */
    BloqueioCriado: AgendaStretch & { blockId: string; kind: 'bloqueio' | 'extra' };
    /** a block (`opened`) or an extra period (`closed`) was removed */
    BloqueioRemovido: AgendaStretch & { blockId: string; kind: 'bloqueio' | 'extra' };
    /** a national holiday was opened (`opened`) or closed again (`closed`): its whole São Paulo day */
    FeriadoAlterado: AgendaStretch & { date: string; open: boolean };
  }
}

/** Every event of the family: what a subscriber of "the agenda changed" hears. */
export const AGENDA_TIME_EVENTS = ['DisponibilidadeSalva', 'BloqueioCriado', 'BloqueioRemovido', 'FeriadoAlterado'] as const;
