import { Alert, Container, Loader, Stack, Title } from '@mantine/core';
import { apiErrorMessage } from '@acolhe/shared-auth';
import { useSerieSala } from '../api';
import { TEXTOS_DA_SALA as T } from '../textos';
import { SalaView } from './SalaView';

/** /serie/{id}/sala (issue 41), the room address of a series' calendar event: the room of the
 * series' session of the day (the api picks it), or that none is left. */
export function SerieSalaView({ serieId }: { serieId: string }) {
  const q = useSerieSala(serieId);
  if (q.data?.sessaoId) return <SalaView key={q.data.sessaoId} sessaoId={q.data.sessaoId} />;
  return (
    <Container size="lg" py="md" px="sm">
      {q.isPending ? (
        <Stack align="center" py="xl"><Loader aria-label={T.carregando} /></Stack>
      ) : (
        <Stack maw={560} mx="auto" py="xl">
          <Title order={1} size="h2">{T.titulo}</Title>
          {q.isError ? <Alert color="red" role="alert">{apiErrorMessage(q.error, T.erroGenerico)}</Alert> : <Alert color="gray">{T.serieSemSessao}</Alert>}
        </Stack>
      )}
    </Container>
  );
}
