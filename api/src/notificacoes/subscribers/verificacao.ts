// The therapist hears an operator's decision about their verification (verificacao/events.ts), in
// the decision's transaction; the message opens the settings' verification card. A submission tells
// nobody (the operators see the queue).
import type { EventBus } from '../../eventos/bus';
import { avisarTerapeuta } from './terapeuta';

const cartaoDeVerificacao = (terapeutaId: string) => `/usuario/${terapeutaId}/configuracoes#verificacao`;

export function subscribeVerificacao(bus: EventBus): void {
  bus.withinTransaction('VerificacaoAprovada', (tx, { payload, at }) =>
    avisarTerapeuta(tx, payload.terapeutaId, 'verificacao-aprovada', null, cartaoDeVerificacao(payload.terapeutaId), at),
  );
  bus.withinTransaction('VerificacaoRecusada', (tx, { payload, at }) =>
    avisarTerapeuta(tx, payload.terapeutaId, 'verificacao-recusada', payload.motivo, cartaoDeVerificacao(payload.terapeutaId), at),
  );
}
