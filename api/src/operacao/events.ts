// The operacao slice's events (docs/decisions/0048-feature-slices-and-events.md), published in the
// transaction of the operator's decision. Ids and facts only.
//   PerfilSuspenso   a therapist suspended: the requests it declined and the confirmed sessions still
//                    ahead (their clients are told), and the operator's reason (told to the therapist)
//   PerfilReativado  a suspended therapist reactivated
// Heard by: notificacoes/subscribers/operacao.ts (the messages) and this slice's plugin (the public
// reads and the month's slots, after the commit).
import type { EventName } from '../eventos/bus';

declare module '../eventos/bus' {
  interface DomainEvents {
    PerfilSuspenso: { terapeutaId: string; motivo: string; solicitacoesRecusadas: string[]; sessoesConfirmadas: string[] };
    PerfilReativado: { terapeutaId: string };
  }
}

/** Every event of this slice (each one changes whether the profile is public and bookable). */
export const EVENTOS_OPERACAO = ['PerfilSuspenso', 'PerfilReativado'] as const satisfies readonly EventName[];
