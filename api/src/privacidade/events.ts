// The privacidade slice's events (docs/decisions/0048-feature-slices-and-events.md): what an
// erasure (DELETE /me) tells the rest of the product, inside its transaction.
import type { UserType } from '@acolhe/shared-domain';

declare module '../eventos/bus' {
  interface DomainEvents {
    /** The erasure cancelled the erased account's future sessions (cancelReason 'conta-excluida').
     * `tipo`: the erased side; `confirmadas`: those of `sessoes` that were CONFIRMED (their
     * calendar events are cancelled too). Heard by the notifications: the other side is told, the
     * reminders go. */
    SessoesCanceladasPelaExclusao: { contaId: string; tipo: UserType; sessoes: string[]; confirmadas: string[] };
    /** An account was erased. `nome`: the name it had, so the texts others received about its
     * sessions stop naming it (replaced by `nomeAnonimo`); `terapeutasAvaliados`: the therapists
     * whose public profiles show an erased client's reviews (now anonymous). Heard by the
     * notifications (the account's own go) and by the public reads (plugin.ts). */
    ContaExcluida: { contaId: string; tipo: UserType; nome: string; nomeAnonimo: string; terapeutasAvaliados: string[] };
  }
}

export {};
