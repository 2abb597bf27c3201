import { Badge, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { SectionStatus } from '../ui/SectionStatus';
import type { AgendaBlock } from '@acolhe/shared-domain';
import { BLOCK_KIND_LABELS, blockRangeText } from './blocks';
import { BlockPeriodForm, ExtraHoursForm } from './BlockForms';
import { useAgendaBlocksEditor } from './useAgendaBlocksEditor';

function BlockRow({ block, removing, onRemove }: { block: AgendaBlock; removing: boolean; onRemove: () => void }) {
  const kind = BLOCK_KIND_LABELS[block.kind] ?? BLOCK_KIND_LABELS.bloqueio;
  const range = blockRangeText(block);
  return (
    <Paper component="li" withBorder radius="sm" p="sm" aria-label={`${kind}: ${range}`}>
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Stack gap={2}>
          <Group gap="xs">
            <Badge variant="light" color={block.kind === 'extra' ? 'teal' : 'gray'}>
              {kind}
            </Badge>
            <Text size="sm" fw={500}>
              {range}
            </Text>
          </Group>
          {block.reason && <Text size="sm">{block.reason}</Text>}
        </Stack>
        <Button size="xs" variant="subtle" color="red" loading={removing} onClick={onRemove} aria-label={`Remover ${kind.toLowerCase()} de ${range}`}>
          Remover
        </Button>
      </Group>
    </Paper>
  );
}

/** Under Disponibilidade: days off (a vacation week, an afternoon) and extra hours on a date. */
export function BlocksSection({ therapistId }: { therapistId: string }) {
  const editor = useAgendaBlocksEditor(therapistId);
  return (
    <Stack gap="md" component="section" aria-labelledby="bloqueios-titulo">
      <div>
        <Title order={2} id="bloqueios-titulo">
          Folgas e horários extras
        </Title>
        <Text c="dimmed">
          Bloqueie férias, uma folga ou uma tarde; ou abra horários em um dia fora da sua semana. As sessões já marcadas não mudam.
        </Text>
      </div>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <BlockPeriodForm add={editor.add} busy={editor.addingKind === 'bloqueio'} />
        <ExtraHoursForm add={editor.add} busy={editor.addingKind === 'extra'} />
      </SimpleGrid>
      <Title order={3} size="h5" id="bloqueios-lista">
        Na sua agenda
      </Title>
      <SectionStatus
        of={editor}
        failedTitle="Não foi possível carregar seus bloqueios."
        emptyText={editor.blocks.length === 0 && 'Nenhum período bloqueado nem horário extra.'}
        emptySize="sm"
      />
      {editor.blocks.length > 0 && (
        <Stack component="ul" gap="xs" aria-labelledby="bloqueios-lista" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {editor.blocks.map((block) => (
            <BlockRow key={block.id} block={block} removing={editor.removingId === block.id} onRemove={() => editor.remove(block)} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}
