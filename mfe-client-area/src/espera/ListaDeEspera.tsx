import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { LoadFailedAlert } from '@acolhe/shared-ui/area-privada';
import { LISTA_DE_ESPERA_TEXTS as T, expiraEmTexto, janelaEmPalavras, ofertaEmPalavras, posicaoNaFila } from '@acolhe/shared-domain';
import { useListaDeEspera } from './useListaDeEspera';

/** 'Lista de espera' on /cliente/{id}: a live offer first and prominent ('Quero este horário' /
 * 'Não posso'), then each entry (therapist, window, place in line, expiry, 'Sair da lista').
 * Nothing at all for a client on no list. */
export function ListaDeEspera() {
  const { query, entries, offers, busyOffer, busyEntry, take, pass, leaveList } = useListaDeEspera();
  if (query.isError) return <LoadFailedAlert title={T.loadFailed} onRetry={() => void query.refetch()} />;
  if (entries.length === 0) return null;
  return (
    <Stack component="section" aria-labelledby="lista-de-espera" gap="md">
      <Title order={2} id="lista-de-espera">
        {T.title}
      </Title>
      {offers.map(({ id: entryId, therapistId, therapistName, oferta }) => {
        const headline = ofertaEmPalavras(oferta!);
        const ref = { id: oferta!.id, therapistId };
        return (
          <Paper key={entryId} withBorder radius="md" p="md" bg="teal.0" role="region" aria-label={headline} style={{ borderColor: 'var(--mantine-color-teal-6)', borderWidth: 2 }}>
            <Stack gap="xs">
              <Text fw={700}>{headline}</Text>
              <Text size="sm">com {therapistName}</Text>
              <Group gap="xs">
                <Button color="teal" onClick={() => take(ref)} loading={busyOffer === ref.id} disabled={busyOffer !== undefined && busyOffer !== ref.id}>
                  {T.accept}
                </Button>
                <Button variant="default" onClick={() => pass(ref)} disabled={busyOffer !== undefined}>
                  {T.decline}
                </Button>
              </Group>
            </Stack>
          </Paper>
        );
      })}
      <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
        {entries.map((entry) => (
          <Paper component="li" key={entry.id} withBorder radius="md" p="md">
            <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
              <Stack gap={2}>
                <Text fw={600}>{entry.therapistName}</Text>
                <Text size="sm">{janelaEmPalavras(entry)}</Text>
                <Group gap="xs">
                  <Badge variant="light" color="teal">
                    {posicaoNaFila(entry.posicao)}
                  </Badge>
                  <Text size="xs" c="gray.7">
                    {expiraEmTexto(entry.expiraEm)}
                  </Text>
                </Group>
              </Stack>
              <Button
                variant="subtle"
                color="red"
                size="compact-sm"
                aria-label={`${T.leave} de ${entry.therapistName}`}
                loading={busyEntry === entry.id}
                onClick={() => leaveList(entry.id)}
              >
                {T.leave}
              </Button>
            </Group>
          </Paper>
        ))}
      </Stack>
    </Stack>
  );
}
