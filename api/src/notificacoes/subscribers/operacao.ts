// What a suspension or a reactivation tells (operacao/events.ts), in the decision's transaction:
// - PerfilSuspenso: the clients of the requests it declined (the platform's reason,
//   MODERACAO_MSG.recusaPorSuspensao — never the operator's own), the clients of the confirmed
//   sessions still ahead (they stay), and the therapist, with the operator's reason;
// - PerfilReativado: the therapist.
import { MODERACAO_MSG } from '@acolhe/shared-domain';
import type { EventBus } from '../../eventos/bus';
import { notifySessions } from '../service';
import { avisarTerapeuta } from './terapeuta';

const perfil = (terapeutaId: string) => `/usuario/${terapeutaId}`;

export function subscribeOperacao(bus: EventBus): void {
  bus.withinTransaction('PerfilSuspenso', async (tx, { payload, at }) => {
    await notifySessions(tx, 'sessao-recusada', payload.solicitacoesRecusadas, at, { eraSolicitacao: true, eraConfirmada: false, motivoRecusa: MODERACAO_MSG.recusaPorSuspensao });
    await notifySessions(tx, 'terapeuta-suspenso', payload.sessoesConfirmadas, at);
    await avisarTerapeuta(tx, payload.terapeutaId, 'perfil-suspenso', payload.motivo, perfil(payload.terapeutaId), at);
  });
  bus.withinTransaction('PerfilReativado', (tx, { payload, at }) => avisarTerapeuta(tx, payload.terapeutaId, 'perfil-reativado', null, perfil(payload.terapeutaId), at));
}
