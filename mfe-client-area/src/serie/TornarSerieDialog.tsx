import { useEffect, useRef } from 'react';
import { Alert, Button, Group, SegmentedControl, Stack, Text } from '@mantine/core';
import { DialogFrame } from '@acolhe/shared-ui/area-privada';
import { RECURRENCE_CHOICES, formatDate, formatTime, type SeriesRecurrence } from '@acolhe/shared-domain';
import { TORNAR_SERIE_TEXTS as T } from '../texts';
import type { useTornarSerie } from './useTornarSerie';

const CHOICES = RECURRENCE_CHOICES.filter((c) => c.value !== 'unica').map((c) => ({ value: c.value, label: c.label }));

/** 'Tornar semanal': weekly or fortnightly from the next date of the rule on, then the request. */
export function TornarSerieDialog({ fluxo }: { fluxo: ReturnType<typeof useTornarSerie> }) {
  const { sessao, pedido, recorrenciaError } = fluxo;
  // the api's refusal of the frequency is said under it and takes the focus
  const refusal = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (recorrenciaError) refusal.current?.focus();
  }, [recorrenciaError]);
  return (
    <DialogFrame opened={sessao !== null} onClose={fluxo.dispensar} title={T.titulo}>
      {sessao && pedido ? (
        <Stack>
          <Stack gap={4}>
            <Text size="sm" fw={600} id="tornar-serie-frequencia">
              {T.frequencia}
            </Text>
            <SegmentedControl
              aria-labelledby="tornar-serie-frequencia"
              data={CHOICES}
              value={fluxo.recorrencia}
              onChange={(value) => fluxo.escolher(value as SeriesRecurrence)}
            />
            {recorrenciaError ? (
              <Text ref={refusal} c="red" size="sm" tabIndex={-1}>
                {recorrenciaError}
              </Text>
            ) : null}
          </Stack>
          <Text>{T.explicacao(sessao.therapistName || 'o(a) terapeuta', formatDate(pedido.date), formatTime(pedido.time))}</Text>
          <Alert color="blue" variant="light" role="note">
            {T.aceite}
          </Alert>
          {fluxo.problem ? (
            <Alert color="red" variant="light" role="alert">
              {fluxo.problem}
            </Alert>
          ) : null}
          <Group justify="flex-end" wrap="wrap">
            <Button variant="default" onClick={fluxo.dispensar} disabled={fluxo.enviando}>
              {T.voltar}
            </Button>
            <Button onClick={fluxo.confirmar} loading={fluxo.enviando}>
              {T.confirmar}
            </Button>
          </Group>
        </Stack>
      ) : null}
    </DialogFrame>
  );
}
