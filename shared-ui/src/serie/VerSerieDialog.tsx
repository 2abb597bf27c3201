import { Alert, Button, List, Skeleton, Stack, Text, Title } from '@mantine/core';
import { DialogFrame } from '../dialog/DialogFrame';
import { todayIso, type SeriesAnswer } from '@acolhe/shared-domain';
import { SERIE_TEXTS as T, linhasDaSerie, resumoDaSerie, termosDaSerie } from './serie';
import { SerieTermos } from './SerieTermos';

export interface SerieQuery {
  data?: SeriesAnswer | undefined;
  isPending: boolean;
  isError: boolean;
  refetch: () => unknown;
}

export interface VerSerieDialogProps {
  opened: boolean;
  /** GET /series/{id} through the remote's own query */
  query: SerieQuery;
  onClose: () => void;
  /** 'YYYY-MM-DD' (São Paulo): the sessions reserved are counted from it (default: today) */
  today?: string;
}

/** 'Ver série': the series' rule, its sessions and the dates that were skipped, with why. Built
 * from Modal's parts so the header is a plain div and the close button has a pt-BR name. */
export function VerSerieDialog({ opened, query, onClose, today }: VerSerieDialogProps) {
  const serie = query.data;
  const linhas = serie ? linhasDaSerie(serie) : [];
  // what it commits to, while it goes on (issue 44 item 1)
  const termos = serie ? termosDaSerie(serie, today ?? todayIso()) : null;
  return (
    <DialogFrame opened={opened} onClose={onClose} title={T.titulo} size="lg">
      {query.isPending ? (
        <Stack gap="xs" aria-busy="true" aria-label={T.carregando}>
          <Skeleton height={20} />
          <Skeleton height={80} />
        </Stack>
      ) : query.isError || !serie ? (
        <Alert color="red" title={T.erro} role="alert">
          <Button size="xs" variant="light" color="red" onClick={() => void query.refetch()}>
            {T.tentarDeNovo}
          </Button>
        </Alert>
      ) : (
        <Stack gap="sm">
          <Text fw={600}>{resumoDaSerie(serie)}</Text>
          {termos && <SerieTermos termos={termos} />}
          <List spacing={4} size="sm" aria-label={T.titulo}>
            {linhas.map((linha) => (
              <List.Item key={`${linha.data}-${linha.pulada ? 'p' : 's'}-${linha.texto}`} c={linha.pulada ? 'orange.9' : undefined}>
                {linha.texto}
              </List.Item>
            ))}
          </List>
          {serie.puladas.length === 0 ? (
            <Text size="sm" c="gray.7">
              {T.semPuladas}
            </Text>
          ) : (
            <Title order={3} size="sm" c="orange.9">
              {T.puladas}: {serie.puladas.length}
            </Title>
          )}
        </Stack>
      )}
    </DialogFrame>
  );
}
