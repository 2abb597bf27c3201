// The clients' moves of series waiting for the therapist (issue 40), above the appointment tabs:
// who asked, the rule now and the one asked for, 'Aceitar mudança' (the move applied; the api's
// pt-BR refusal — the new time taken meanwhile — is shown as it is) and 'Recusar' (the series
// stays as it is). Nothing while there is none.
import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { notify } from '@acolhe/shared-ui';
import { mudancaDaSerie } from '@acolhe/shared-ui/area-privada';
import { apiErrorMessage } from '@acolhe/shared-auth';
import { useAnswerSeriesChange, useSeriesChanges } from '../api';
import { MUDANCA_SERIE_TEXTS as T } from '../texts';

export function MudancasDeSerie() {
  const changes = useSeriesChanges();
  const answer = useAnswerSeriesChange();
  const items = changes.data ?? [];
  if (items.length === 0) return null;

  const responder = (id: string, resposta: 'aceitar' | 'recusar') => {
    if (answer.isPending) return;
    const [ok, falha] = resposta === 'aceitar' ? [T.aceita, T.falhaAceitar] : [T.recusada, T.falhaRecusar];
    answer.mutate(
      { id, answer: resposta },
      {
        onSuccess: () => notify({ color: 'teal', ...ok }),
        onError: (err) => notify({ color: 'red', title: falha.title, message: apiErrorMessage(err, falha.message) }),
      },
    );
  };
  const busy = (id: string, resposta: 'aceitar' | 'recusar') => answer.isPending && answer.variables?.id === id && answer.variables.answer === resposta;

  return (
    <Stack component="section" aria-label={T.regiao} gap="xs">
      {items.map((item) => {
        const cliente = item.clientName || 'Cliente';
        const { atual, nova } = mudancaDaSerie(item);
        return (
          <Paper key={item.serieId} withBorder radius="md" p="md" component="article" aria-label={T.titulo(cliente)}>
            <Stack gap={6}>
              <Text fw={600}>{T.titulo(cliente)}</Text>
              <Text size="sm">{T.descricao(atual, nova)}</Text>
              <Group gap="xs">
                <Button size="xs" onClick={() => responder(item.serieId, 'aceitar')} loading={busy(item.serieId, 'aceitar')} disabled={answer.isPending && !busy(item.serieId, 'aceitar')}>
                  {T.aceitar}
                </Button>
                <Button
                  size="xs"
                  variant="outline"
                  color="red"
                  onClick={() => responder(item.serieId, 'recusar')}
                  loading={busy(item.serieId, 'recusar')}
                  disabled={answer.isPending && !busy(item.serieId, 'recusar')}
                >
                  {T.recusar}
                </Button>
              </Group>
            </Stack>
          </Paper>
        );
      })}
    </Stack>
  );
}
