import { memo } from 'react';
import { Alert, Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { DatePicker } from '@mantine/dates';
import { formatLongDate } from '@acolhe/shared-domain';
import type { IsoDate } from '@acolhe/shared-domain';
import { DatesPtBr } from '../DatesPtBr';
import { SLOT_PICKER_TEXTS as T } from './texts';

export interface SlotCalendarProps {
  id: string;
  /** the column's title; 'Data' by default ('Nova data' when moving a session) */
  title?: string;
  month: IsoDate;
  value: IsoDate | null;
  today: IsoDate;
  isDayDisabled: (date: IsoDate) => boolean;
  loading: boolean;
  error: boolean;
  monthEmpty: boolean;
  onRetry: () => void;
  onMonthChange: (month: IsoDate) => void;
  onSelect: (date: IsoDate) => void;
  errorMessage?: string;
  /** stretch to the column (the /agendar page); the card keeps the compact size */
  fullWidth?: boolean;
}

/** pt-BR calendar (DatesPtBr) whose open days are those with slots: the one date column of
 * booking and of both reschedule dialogs. Memoized: typing in the other fields of the form must not re-render 42 day buttons. */
export const SlotCalendar = memo(function SlotCalendar(p: SlotCalendarProps) {
  const titleId = `${p.id}-title`;
  const errorId = `${p.id}-error`;
  return (
    <Stack gap="xs" role="group" aria-labelledby={titleId} aria-describedby={p.errorMessage ? errorId : undefined}>
      <Title order={3} size="h5" id={titleId}>
        {p.title ?? T.dateLabel}
      </Title>
      <DatesPtBr>
        <DatePicker
          value={p.value}
          onChange={(date) => date && p.onSelect(date)}
          date={p.month}
          onDateChange={p.onMonthChange}
          minDate={p.today}
          maxLevel="month"
          fullWidth={p.fullWidth}
          excludeDate={p.isDayDisabled}
          getDayAriaLabel={(date) => formatLongDate(date)}
          ariaLabels={{ previousMonth: T.previousMonth, nextMonth: T.nextMonth }}
        />
      </DatesPtBr>
      {p.loading && (
        <Group gap="xs" role="status">
          <Loader size="xs" />
          <Text size="sm" c="dimmed">
            {T.loadingSlots}
          </Text>
        </Group>
      )}
      {p.error && (
        <Alert color="red" variant="light">
          <Group justify="space-between">
            <Text size="sm">{T.slotsError}</Text>
            <Button size="xs" variant="subtle" onClick={p.onRetry}>
              {T.retry}
            </Button>
          </Group>
        </Alert>
      )}
      {p.monthEmpty && (
        <Text size="sm" c="dimmed" role="status">
          {T.noSlotsThisMonth}
        </Text>
      )}
      {p.errorMessage && (
        <Text size="sm" c="var(--mantine-color-error)" id={errorId}>
          {p.errorMessage}
        </Text>
      )}
    </Stack>
  );
});
