// What the sessoes slice tells the others (docs/decisions/0048-feature-slices-and-events.md): ids and
// facts, never a session's notes or anything clinical. Subscribers: the notifications
// (notificacoes/subscribers/sessoes.ts: the messages, reminders), the series (series/plugin.ts: a
// series' request, acceptance, end and calendar sequence) and this slice's caches (./plugin.ts).
import type { SeriesRecurrence, SessionFormat, UserType } from '@acolhe/shared-domain';
import type { SessionParties } from './partes';

/** Which session, and whose. */
export interface SessaoRef {
  sessaoId: string;
  terapeutaId: string;
  clienteId: string;
  /** the series it is an occurrence (or the request) of, null for a single session */
  serieId: string | null;
}

/** The slice's events, by name → payload (merged into the bus's DomainEvents below). */
export interface SessoesEvents {
  /** A client asked for a session (POST /sessoes): PENDING, its slot held. Written in one
   * statement with its messages (prepared by its subscribers from the booking's context). */
  SessaoSolicitada: SessaoRef;
  /** The booking asks for a series (issue 33): published before its first session is written,
   * in the booking's transaction, so the series' row exists for it. */
  SerieSolicitada: { serieId: string; sessaoId: string; terapeutaId: string; clienteId: string; data: string; hora: string; recorrencia: SeriesRecurrence; modalidade: SessionFormat };
  /** The therapist confirmed a request. */
  SessaoConfirmada: SessaoRef;
  /** The therapist declined a request (the reason, if any, is on the session). */
  SessaoRecusada: SessaoRef;
  /** One of the sides cancelled the session before it started; `tardia`: the client's, within
   * the late window (shared-domain isLateCancellationBy). */
  SessaoCancelada: SessaoRef & { por: UserType; tardia: boolean; eraConfirmada: boolean };
  /** The session moved to another slot; `de` the slot it left; `confirmada`: it is CONFIRMED
   * after the move (the therapist's move of a confirmed one), else a request again. */
  SessaoRemarcada: SessaoRef & { por: UserType; de: { data: string; hora: string }; para: { data: string; hora: string }; eraConfirmada: boolean; confirmada: boolean };
  /** Sessions that took place were completed: by their therapist, or by the sweep at their end. */
  SessaoConcluida: { sessoes: SessaoRef[]; por: 'terapeuta' | 'varredura' };
  /** Requests nobody answered before the therapist's notice expired (the sweep): CANCELLED. */
  SolicitacaoExpirada: { sessoes: SessaoRef[] };
  /** The therapist changed the meeting link of a CONFIRMED session. */
  LinkDaSessaoAlterado: SessaoRef & { online: boolean; comLink: boolean; haviaLink: boolean };
}

declare module '../eventos/bus' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the slice's events, merged in
  interface DomainEvents extends SessoesEvents {}
  interface EventContexts {
    /** the new session and both its sides, as the booking's context read them */
    SessaoSolicitada: SessionParties;
  }
}

/** Every event of the slice (the record names each one, or the build fails): each has a
 * subscriber in the app (events.test.ts). */
export const SESSOES_EVENTS = Object.keys({
  SessaoSolicitada: true,
  SerieSolicitada: true,
  SessaoConfirmada: true,
  SessaoRecusada: true,
  SessaoCancelada: true,
  SessaoRemarcada: true,
  SessaoConcluida: true,
  SolicitacaoExpirada: true,
  LinkDaSessaoAlterado: true,
} satisfies Record<keyof SessoesEvents, true>) as (keyof SessoesEvents)[];
