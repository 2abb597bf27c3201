// What the series slice tells the others (docs/decisions/0048-feature-slices-and-events.md): ids and
// facts. Subscribers: the notifications (notificacoes/subscribers/series.ts: messages, reminders of
// the occurrences made, reminders of the occurrences cancelled), this slice's own extension
// (SerieAceita) and its caches (./plugin.ts). A series is requested and answered through its first
// session: SerieSolicitada is the sessoes slice's (sessoes/events.ts).
import type { SeriesSkipReason, UserType } from '@acolhe/shared-domain';

/** Which series, and whose. */
export interface SerieRef {
  serieId: string;
  terapeutaId: string;
  clienteId: string;
}

/** The slice's events, by name → payload (merged into the bus's DomainEvents below). */
export interface SeriesEvents {
  /** The therapist confirmed the series' request (its first session): it is active, and its
   * occurrences are to be made. */
  SerieAceita: SerieRef;
  /** Occurrences of the series were made on its rolling horizon (CONFIRMED), and the dates that
   * could not be were skipped with their reason; `sessaoAncora`: the session the message about the
   * skipped dates hangs on (null when none was skipped, or no session to hang it on). */
  SerieEstendida: SerieRef & { sessoesCriadas: string[]; puladas: { data: string; motivo: SeriesSkipReason }[]; sessaoAncora: string | null };
  /** 'esta e as próximas', or the end of the series: its sessions from `aPartirDe` cancelled by
   * `por` (each marked late by the one rule), the series ended there. */
  SerieEncerrada: SerieRef & { por: UserType; aPartirDe: string; sessoesCanceladas: string[]; sessaoAncora: string | null };
  /** The series moved to another weekday and time from `aPartirDe` (the therapist's move, or the
   * client's request accepted): the old series' sessions from then cancelled, a new series
   * (`novaSerieId`) made with `sessoesNovas` sessions. */
  SerieMovida: SerieRef & {
    novaSerieId: string;
    por: UserType;
    aPartirDe: string;
    sessoesCanceladas: string[];
    sessoesNovas: number;
    sessaoAncora: string | null;
    mudancaAceita: boolean;
  };
  /** The client asked to move the series (issue 40); the therapist answers. `novaData`/`novaHora`:
   * the first session on the new rule. */
  SerieMudancaSolicitada: SerieMudanca;
  /** The therapist declined the client's request: nothing changed. */
  SerieMudancaRecusada: SerieMudanca;
  /** The client withdrew their request: nothing changed. */
  SerieMudancaRetirada: SerieMudanca;
}

declare module '../eventos/bus' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the slice's events, merged in
  interface DomainEvents extends SeriesEvents {}
}

/** Every event of the slice (the record names each one, or the build fails): each has a
 * subscriber in the app (events.test.ts). */
export const SERIES_EVENTS = Object.keys({
  SerieAceita: true,
  SerieEstendida: true,
  SerieEncerrada: true,
  SerieMovida: true,
  SerieMudancaSolicitada: true,
  SerieMudancaRecusada: true,
  SerieMudancaRetirada: true,
} satisfies Record<keyof SeriesEvents, true>) as (keyof SeriesEvents)[];

/** A requested move, as its messages say it, hung on `sessaoAncora`. */
export interface SerieMudanca extends SerieRef {
  aPartirDe: string;
  novaData: string;
  novaHora: string;
  sessaoAncora: string | null;
}
