// The client's moves of series waiting for the therapist (issue 40), above the dashboard's tabs:
// 'Mudança aguardando o(a) psicólogo(a)', the rule now and the one asked for, and 'Desistir da
// mudança' (DELETE /series/{id}/mudanca: the series stays as it is). Nothing while there is none.
import { Alert, Button, Stack, Text } from '@mantine/core';
import { notify } from '@acolhe/shared-ui';
import { mudancaDaSerie } from '@acolhe/shared-ui/area-privada';
import { apiErrorMessage } from '@acolhe/shared-auth';
import { useSeriesChanges, useWithdrawSeriesChange } from '../api';
import { MUDANCA_PEDIDA_TEXTS as T } from '../texts';

export function MudancasPedidas() {
  const changes = useSeriesChanges();
  const withdraw = useWithdrawSeriesChange();
  const items = changes.data ?? [];
  if (items.length === 0) return null;

  const desistir = (id: string) => {
    if (withdraw.isPending) return;
    withdraw.mutate(
      { id },
      {
        onSuccess: () => notify({ color: 'green', ...T.desistiu }),
        onError: (err) => notify({ color: 'red', title: T.falha.title, message: apiErrorMessage(err, T.falha.message) }),
      },
    );
  };

  return (
    <Stack component="section" aria-label={T.regiao} gap="xs">
      {items.map((item) => {
        const { atual, nova } = mudancaDaSerie(item);
        const com = item.therapistName || 'o(a) psicólogo(a)';
        return (
          <Alert key={item.serieId} color="blue" variant="light" role="note" title={T.titulo}>
            <Stack gap="xs" align="flex-start">
              <Text size="sm">{T.descricao(com, atual, nova)}</Text>
              <Button
                size="xs"
                variant="light"
                onClick={() => desistir(item.serieId)}
                loading={withdraw.isPending && withdraw.variables?.id === item.serieId}
                aria-label={`${T.desistir}: série com ${com}`}
              >
                {T.desistir}
              </Button>
            </Stack>
          </Alert>
        );
      })}
    </Stack>
  );
}
