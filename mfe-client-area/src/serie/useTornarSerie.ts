// The 'Tornar semanal' flow: pick a confirmed single session (opens the dialog), choose weekly or
// fortnightly, send the series request (the attempt's Idempotency-Key: sending again after a
// network error replays it); the api's refusal is shown in the dialog.
import { useState } from 'react';
import { apiErrorMessage, apiFieldErrors, useIdempotentAttempt } from '@acolhe/shared-auth';
import { notify } from '@acolhe/shared-ui';
import type { Appointment, SeriesRecurrence } from '@acolhe/shared-domain';
import { useRequestSeries } from '../api';
import { TORNAR_SERIE_TEXTS as T } from '../texts';
import { pedidoDeSerie } from './tornarSerie';

export function useTornarSerie() {
  const [sessao, setSessao] = useState<Appointment | null>(null);
  const [recorrencia, setRecorrencia] = useState<SeriesRecurrence>('semanal');
  const [problem, setProblem] = useState<string | null>(null);
  /** the api's refusal of the frequency (fieldErrors.recorrencia), said at the choice */
  const [recorrenciaError, setRecorrenciaError] = useState<string | null>(null);
  const mutation = useRequestSeries();
  const attempt = useIdempotentAttempt();
  const pedido = sessao ? pedidoDeSerie(sessao, recorrencia) : null;

  const confirmar = () => {
    if (!pedido || !sessao || mutation.isPending) return;
    setProblem(null);
    setRecorrenciaError(null);
    mutation.mutate(
      { input: pedido, idempotencyKey: attempt.keyFor({ id: sessao.id, recorrencia }) },
      {
        onSuccess: () => {
          attempt.settle(null);
          notify({ color: 'green', ...T.sucesso });
          setSessao(null);
        },
        onError: (err) => {
          attempt.settle(err);
          const refused = apiFieldErrors(err).recorrencia;
          if (refused) setRecorrenciaError(refused);
          else setProblem(apiErrorMessage(err, T.falha));
        },
      },
    );
  };

  return {
    sessao,
    pedido,
    recorrencia,
    escolher: (value: SeriesRecurrence) => {
      setRecorrencia(value);
      setProblem(null);
      setRecorrenciaError(null);
    },
    abrir: (appointment: Appointment) => {
      setSessao(appointment);
      setRecorrencia('semanal');
      setProblem(null);
      setRecorrenciaError(null);
    },
    dispensar: () => {
      if (!mutation.isPending) setSessao(null);
    },
    confirmar,
    problem,
    recorrenciaError,
    enviando: mutation.isPending,
  };
}
