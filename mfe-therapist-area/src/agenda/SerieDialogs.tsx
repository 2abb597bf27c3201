import { ConfirmarSerieDialog, VerSerieDialog } from '@acolhe/shared-ui/area-privada';
import { SERIE_ACOES_TEXTS as T } from '../texts';
import type { useSerieDoTerapeuta } from './useSerieDoTerapeuta';

/** The series' dates and the confirmation of 'Encerrar série'. */
export function SerieDialogs({ acoes }: { acoes: ReturnType<typeof useSerieDoTerapeuta> }) {
  const { aberta } = acoes;
  const com = aberta?.sessao.clientName || aberta?.sessao.cliente?.name || 'Cliente';
  return (
    <>
      <VerSerieDialog opened={aberta?.acao === 'ver'} query={acoes.serie} onClose={acoes.dispensar} />
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
