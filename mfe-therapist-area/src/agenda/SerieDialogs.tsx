import { SerieDialogs as Dialogs } from '@acolhe/shared-ui/area-privada';
import { SERIE_ACOES_TEXTS as T } from '../texts';
import type { useSerieDoTerapeuta } from './useSerieDoTerapeuta';

/** The series' dates and the confirmation of 'Encerrar série'. */
export function SerieDialogs({ acoes, today }: { acoes: ReturnType<typeof useSerieDoTerapeuta>; today: string }) {
  const com = acoes.aberta?.sessao.clientName || acoes.aberta?.sessao.cliente?.name || 'Cliente';
  return <Dialogs acoes={acoes} today={today} keepLabel={T.manter} confirmacoes={[{ acao: 'encerrar', title: T.encerrar, message: T.perguntaEncerrar(com), confirmLabel: T.encerrar }]} />;
}
