// The 'Gerenciar série' menu's flows on the client's dashboard (issue 33): 'Ver série' (GET /series/{id}),
// 'Cancelar esta e as próximas' (from that session's date, with the late-cancellation warning of
// the single cancel) and 'Encerrar série', each confirmed first, then a toast.
import { useState } from 'react';
import { notify } from '@acolhe/shared-ui';
import { apiErrorMessage } from '@acolhe/shared-auth';
import type { Appointment } from '@acolhe/shared-domain';
import { useCancelSeriesFrom, useEndSeries, useSeries } from '../api';
import { cancellationWarning } from '../regras/consultas';
import { SERIE_ACOES_TEXTS as T } from '../texts';

export type SerieAcao = 'ver' | 'cancelar' | 'encerrar' | 'mudar';

export function useSerieAcoes() {
  const [aberta, setAberta] = useState<{ acao: SerieAcao; sessao: Appointment } | null>(null);
  const serieId = aberta?.acao === 'ver' ? aberta.sessao.serieId : null;
  const serie = useSeries(serieId ?? null);
  const cancelar = useCancelSeriesFrom();
  const encerrar = useEndSeries();
  const ocupado = cancelar.isPending || encerrar.isPending;
  const fechar = () => setAberta(null);

  const confirmar = () => {
    if (!aberta || ocupado || !aberta.sessao.serieId) return;
    const id = aberta.sessao.serieId;
    if (aberta.acao === 'cancelar') {
      cancelar.mutate(
        { id, input: { aPartirDe: aberta.sessao.date } },
        {
          onSuccess: () => (notify({ color: 'green', ...T.canceladas }), fechar()),
          onError: (err) => notify({ color: 'red', title: T.falhaCancelar.title, message: apiErrorMessage(err, T.falhaCancelar.message) }),
        },
      );
    } else if (aberta.acao === 'encerrar') {
      encerrar.mutate(
        { id },
        {
          onSuccess: () => (notify({ color: 'green', ...T.encerrada }), fechar()),
          onError: (err) => notify({ color: 'red', title: T.falhaEncerrar.title, message: apiErrorMessage(err, T.falhaEncerrar.message) }),
        },
      );
    }
  };

  return {
    aberta,
    abrir: (acao: SerieAcao, sessao: Appointment) => setAberta({ acao, sessao }),
    serie,
    /** the late-cancellation text of the first session cancelled, when it starts in less than 24 h */
    aviso: aberta?.acao === 'cancelar' ? cancellationWarning(aberta.sessao, new Date()) : null,
    confirmar,
    dispensar: () => {
      if (!ocupado) fechar();
    },
    ocupado,
  };
}
