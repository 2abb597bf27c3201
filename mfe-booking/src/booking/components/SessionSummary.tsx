import { Group, Skeleton, Stack, Text } from '@mantine/core';
import { FREE_FIRST_SESSION_LABEL, formatCurrency, formatDate, formatLongDate } from '@acolhe/shared-domain';
import type { HourMinute, IsoDate } from '@acolhe/shared-domain';
import { BOOKING_TEXTS as T, minutesLabel } from '../texts';

export interface SessionSummaryProps {
  price: number | null;
  /** 'Primeira sessão gratuita' above the price, which is then the price of the others */
  freeFirstSession?: boolean;
  duration: number | null;
  loading?: boolean;
  date?: IsoDate | null;
  time?: HourMinute | null;
}

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Group justify="space-between" gap="xs" wrap="nowrap">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={600} ta="right">
        {children}
      </Text>
    </Group>
  );
}

/** What the client is about to request: price (R$) and duration always, date and time once chosen. */
export function SessionSummary({ price, freeFirstSession = false, duration, loading, date, time }: SessionSummaryProps) {
  if (loading) return <Skeleton height={44} aria-label="Carregando valor da sessão" />;
  return (
    <Stack gap={4}>
      {freeFirstSession && (
        <Text size="sm" fw={600} c="teal.9">
          {FREE_FIRST_SESSION_LABEL}
        </Text>
      )}
      {price !== null && <Row label={freeFirstSession ? T.otherSessionsPriceLabel : T.priceLabel}>{formatCurrency(price)}</Row>}
      {duration !== null && <Row label={T.durationLabel}>{minutesLabel(duration)}</Row>}
      {date && (
        <Row label={T.dateSummaryLabel}>
          <span title={formatLongDate(date)}>{formatDate(date)}</span>
        </Row>
      )}
      {date && time && <Row label={T.timeSummaryLabel}>{time}</Row>}
    </Stack>
  );
}
