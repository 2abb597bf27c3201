// 'Ver série' and 'Encerrar série' on a session of a series in the therapist's list (issue 33):
// the series' dates (GET /series/{id}) and, confirmed first, POST /series/{id}/encerrar.
import { useState } from 'react';
import { notify } from '@acolhe/shared-ui';
import { apiErrorMessage } from '@acolhe/shared-auth';
import type { TherapistAppointment } from '@acolhe/shared-domain';
import { useEndSeries, useSeries } from '../api';
import { SERIE_ACOES_TEXTS as T } from '../texts';

export type SerieAcao = 'ver' | 'encerrar';

export function useSerieDoTerapeuta() {
  const [aberta, setAberta] = useState<{ acao: SerieAcao; sessao: TherapistAppointment } | null>(null);
  const serie = useSeries(aberta?.acao === 'ver' ? (aberta.sessao.serieId ?? null) : null);
  const encerrar = useEndSeries();
  const fechar = () => setAberta(null);

  const confirmar = () => {
    const id = aberta?.sessao.serieId;
    if (aberta?.acao !== 'encerrar' || !id || encerrar.isPending) return;
    encerrar.mutate(
      { id },
      {
        onSuccess: () => (notify({ color: 'teal', ...T.encerrada }), fechar()),
        onError: (err) => notify({ color: 'red', title: T.falhaEncerrar.title, message: apiErrorMessage(err, T.falhaEncerrar.message) }),
      },
    );
  };

  return {
    aberta,
    abrir: (acao: SerieAcao, sessao: TherapistAppointment) => setAberta({ acao, sessao }),
    serie,
    confirmar,
    dispensar: () => {
      if (!encerrar.isPending) fechar();
    },
    ocupado: encerrar.isPending,
  };
}
