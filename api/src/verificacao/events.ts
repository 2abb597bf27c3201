// The verificacao slice's events (docs/decisions/0048-feature-slices-and-events.md), published in the
// transaction of the change. Ids and facts only: the subscribers read names and addresses themselves.
//   VerificacaoEnviada    a therapist sent a CRP and its document (em_analise: the profile leaves the lists)
//   VerificacaoAprovada   an operator approved it (verificado: the profile may be public)
//   VerificacaoRecusada   an operator refused it, with the reason the therapist receives
// Heard by: notificacoes/subscribers/verificacao.ts (the therapist's message of a decision) and this
// slice's plugin (the public reads and the month's slots, after the commit).
import type { EventName } from '../eventos/bus';

declare module '../eventos/bus' {
  interface DomainEvents {
    VerificacaoEnviada: { terapeutaId: string };
    VerificacaoAprovada: { terapeutaId: string };
    VerificacaoRecusada: { terapeutaId: string; motivo: string };
  }
}

/** Every event of this slice (each one changes whether the profile is public). */
export const EVENTOS_VERIFICACAO = ['VerificacaoEnviada', 'VerificacaoAprovada', 'VerificacaoRecusada'] as const satisfies readonly EventName[];
