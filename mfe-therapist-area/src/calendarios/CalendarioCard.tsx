import { Badge, Button, Checkbox, Group, Paper, Radio, Stack, Text } from '@mantine/core';
import type { LinhaDoCalendario, Tom } from './estado';
import { CALENDARIOS_TEXTS as T } from './texts';

/** The state's colour: shades that keep AA contrast on white (teal.8 did not: 3.9:1, axe in calendarios.e2e). */
const TOM_COLOR: Record<Tom, string> = { ok: 'teal.9', erro: 'red.9', andamento: 'gray.7' };

interface Props {
  calendario: LinhaDoCalendario;
  syncing: boolean;
  updating: boolean;
  onSync: () => void;
  onRemove: () => void;
  onBloqueia: (colecaoId: string, bloqueia: boolean) => void;
  onRecebe: (colecaoId: string) => void;
}

/** One connected calendar: its label (never the address), its state in words, its actions, and a
 * CalDAV account's calendars (which block time, which one receives Acolhe's sessions). */
export function CalendarioCard({ calendario, syncing, updating, onSync, onRemove, onBloqueia, onRecebe }: Props) {
  const { rotulo, estado } = calendario;
  return (
    <Paper component="li" withBorder radius="sm" p="sm" aria-label={rotulo}>
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" gap="xs">
          <Stack gap={4} style={{ minWidth: 0 }}>
            <Group gap="xs">
              <Badge variant="light" color="gray" tt="none">
                {T.tipo[calendario.tipo]}
              </Badge>
              <Text fw={500} style={{ overflowWrap: 'anywhere' }}>
                {rotulo}
              </Text>
            </Group>
            <Text size="sm" c={TOM_COLOR[estado.tom]} role="status">
              {estado.texto}
            </Text>
            {calendario.envio && (
              <Text size="sm" c={TOM_COLOR.erro}>
                {calendario.envio}
              </Text>
            )}
          </Stack>
          <Group gap="xs">
            <Button size="xs" variant="light" loading={syncing} onClick={onSync} aria-label={`${T.sync}: ${rotulo}`}>
              {T.sync}
            </Button>
            <Button size="xs" variant="subtle" color="red" onClick={onRemove} aria-label={`${T.remove} ${rotulo}`}>
              {T.remove}
            </Button>
          </Group>
        </Group>
        {calendario.colecoes.length > 0 && (
          <Stack gap="xs" component="ul" aria-label={`${T.collectionsTitle} ${rotulo}`} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {calendario.colecoes.map((colecao) => (
              <li key={colecao.id}>
                <fieldset style={{ border: 0, padding: 0, margin: 0 }} disabled={updating}>
                  <Text component="legend" size="sm" fw={500}>
                    {colecao.nome}
                  </Text>
                  <Group gap="lg" mt={4}>
                    <Checkbox label={T.blocks} checked={colecao.bloqueia} onChange={(event) => onBloqueia(colecao.id, event.currentTarget.checked)} />
                    <Radio
                      name={`recebe-${calendario.id}`}
                      label={T.receives}
                      checked={calendario.recebeSessoes === colecao.id}
                      onChange={() => onRecebe(colecao.id)}
                    />
                  </Group>
                </fieldset>
              </li>
            ))}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
