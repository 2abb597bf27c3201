import { formatDate, formatTime } from '@acolhe/shared-domain';
import { SerieDialogs as Dialogs } from '@acolhe/shared-ui/area-privada';
import { SERIE_ACOES_TEXTS as T } from '../texts';
import { MudarSerieDialog } from './MudarSerieDialog';
import type { useSerieAcoes } from './useSerieAcoes';

/** The dialogs of the 'Gerenciar série' menu: the series' dates, the new day and time, and the
 * confirmation of each change. */
export function SerieDialogs({ acoes }: { acoes: ReturnType<typeof useSerieAcoes> }) {
  const { aberta } = acoes;
  const com = aberta?.sessao.therapistName || 'o(a) terapeuta';
  const cancelar = {
    acao: 'cancelar',
    title: T.cancelarProximas,
    message: aberta ? T.perguntaCancelar(com, formatDate(aberta.sessao.date), formatTime(aberta.sessao.time)) : '',
    warning: acoes.aviso,
    confirmLabel: T.confirmarCancelar,
  };
  return (
    <Dialogs acoes={acoes} keepLabel={T.manter} confirmacoes={[cancelar, { acao: 'encerrar', title: T.encerrar, message: T.perguntaEncerrar(com), confirmLabel: T.encerrar }]}>
      <MudarSerieDialog appointment={aberta?.acao === 'mudar' ? aberta.sessao : null} onClose={acoes.dispensar} />
    </Dialogs>
  );
}
