import { formatDate, formatTime } from '@acolhe/shared-domain';
import { ConfirmarSerieDialog, VerSerieDialog } from '@acolhe/shared-ui/area-privada';
import { SERIE_ACOES_TEXTS as T } from '../texts';
import { MudarSerieDialog } from './MudarSerieDialog';
import type { useSerieAcoes } from './useSerieAcoes';

/** The dialogs of the 'Gerenciar série' menu: the series' dates, and the confirmation of each change. */
export function SerieDialogs({ acoes }: { acoes: ReturnType<typeof useSerieAcoes> }) {
  const { aberta } = acoes;
  const com = aberta?.sessao.therapistName || 'o(a) terapeuta';
  return (
    <>
      <MudarSerieDialog appointment={aberta?.acao === 'mudar' ? aberta.sessao : null} onClose={acoes.dispensar} />
      <VerSerieDialog opened={aberta?.acao === 'ver'} query={acoes.serie} onClose={acoes.dispensar} />
      <ConfirmarSerieDialog
        opened={aberta?.acao === 'cancelar'}
        title={T.cancelarProximas}
        message={aberta ? T.perguntaCancelar(com, formatDate(aberta.sessao.date), formatTime(aberta.sessao.time)) : ''}
        warning={acoes.aviso}
        confirmLabel={T.confirmarCancelar}
        keepLabel={T.manter}
        busy={acoes.ocupado}
        onConfirm={acoes.confirmar}
        onDismiss={acoes.dispensar}
      />
      <ConfirmarSerieDialog
        opened={aberta?.acao === 'encerrar'}
        title={T.encerrar}
        message={T.perguntaEncerrar(com)}
        confirmLabel={T.encerrar}
        keepLabel={T.manter}
        busy={acoes.ocupado}
        onConfirm={acoes.confirmar}
        onDismiss={acoes.dispensar}
      />
    </>
  );
}
