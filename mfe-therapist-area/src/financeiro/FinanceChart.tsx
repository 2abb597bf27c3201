import { useId } from 'react';
import { Box, Group, Stack, Text } from '@mantine/core';
import { formatCurrency, monthLabel, monthShortLabel, type FinanceMonth } from '@acolhe/shared-domain';
import { FINANCEIRO_TEXTS as T } from './texts';

const HEIGHT = 140;

/** Received and pending per month, as stacked bars. The figure's list says the same in words, so
 * a screen reader reads the numbers instead of the drawing. */
export function FinanceChart({ months }: { months: FinanceMonth[] }) {
  const max = Math.max(1, ...months.map((m) => m.recebido + m.pendente));
  const captionId = useId();
  return (
    <Box component="figure" m={0} aria-labelledby={captionId}>
      <Text component="figcaption" id={captionId} fw={600} size="sm" mb="xs">
        {T.chartTitle}
      </Text>
      <Group component="ul" gap="sm" align="flex-end" wrap="nowrap" p={0} m={0} style={{ listStyle: 'none', height: HEIGHT + 24 }}>
        {months.map((m) => {
          const received = (m.recebido / max) * HEIGHT;
          const pending = (m.pendente / max) * HEIGHT;
          return (
            <Stack component="li" key={m.mes} gap={4} align="center" style={{ flex: 1, minWidth: 0 }}>
              <Text className="sr-only" style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>
                {`${monthLabel(m.mes)}: recebido ${formatCurrency(m.recebido)}, pendente ${formatCurrency(m.pendente)}`}
              </Text>
              <Box aria-hidden style={{ width: '100%', maxWidth: 48, display: 'flex', flexDirection: 'column', justifyContent: 'flex-end', height: HEIGHT }}>
                <Box style={{ height: pending, background: 'var(--mantine-color-yellow-4)', borderRadius: '4px 4px 0 0' }} />
                <Box style={{ height: received, background: 'var(--mantine-color-teal-7)', borderRadius: pending ? 0 : '4px 4px 0 0' }} />
              </Box>
              <Text size="xs" c="gray.7" aria-hidden>
                {monthShortLabel(m.mes)}
              </Text>
            </Stack>
          );
        })}
      </Group>
      <Group gap="md" mt="xs" aria-hidden>
        <Group gap={4}>
          <Box w={12} h={12} style={{ background: 'var(--mantine-color-teal-7)', borderRadius: 2 }} />
          <Text size="xs">{T.received}</Text>
        </Group>
        <Group gap={4}>
          <Box w={12} h={12} style={{ background: 'var(--mantine-color-yellow-4)', borderRadius: 2 }} />
          <Text size="xs">{T.pending}</Text>
        </Group>
      </Group>
    </Box>
  );
}
