import { Paper, SimpleGrid, Text } from '@mantine/core';
import type { AreaCounts as Counts } from './week';

const ITEMS: { key: keyof Counts; label: string }[] = [
  { key: 'thisWeek', label: 'Sessões nesta semana' },
  { key: 'thisMonth', label: 'Sessões neste mês' },
  { key: 'pending', label: 'Solicitações pendentes' },
];

/** The three numbers at the top of the area (a list of label → number). */
export function AreaCounts({ counts }: { counts: Counts }) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm" component="dl" aria-label="Resumo da agenda" m={0}>
      {ITEMS.map(({ key, label }) => (
        <Paper key={key} withBorder radius="md" p="md" data-testid={`resumo-${key}`}>
          <Text component="dt" size="sm" c="gray.7">
            {label}
          </Text>
          <Text component="dd" m={0} fz={28} fw={700} lh={1.2}>
            {counts[key]}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
