import { memo } from 'react';
import { Button, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { HourMinute, IsoDate } from '@acolhe/shared-domain';
import { formatLongDate } from '@acolhe/shared-domain';
import { SLOT_PICKER_TEXTS as T } from './texts';

/** Whether the times of the shown month are known: a day is never said to have no time before. */
export type TimesStatus = 'ready' | 'loading' | 'error';

export interface TimeGridProps {
  id: string;
  /** the column's title; 'Horários disponíveis' by default */
  title?: string;
  /** times per row: two (booking, the client's dialog) or three (the therapist's wider dialog) */
  columns?: number;
  size?: 'xs' | 'sm';
  date: IsoDate | null;
  /** 'ready' once the month's slots arrived (default); while loading or failed, no verdict on the day */
  status?: TimesStatus;
  times: readonly HourMinute[];
  value: HourMinute | null;
  onSelect: (time: HourMinute) => void;
  errorMessage?: string;
}

/** The available times of the chosen day, two per row by default (product.md#screens). */
export const TimeGrid = memo(function TimeGrid({ id, title, columns = 2, size = 'sm', date, status = 'ready', times, value, onSelect, errorMessage }: TimeGridProps) {
  const titleId = `${id}-title`;
  const errorId = `${id}-error`;
  return (
    <Stack gap="xs">
      <Title order={3} size="h5" id={titleId}>
        {title ?? T.timesLabel}
      </Title>
      {date === null ? (
        <Text size="sm" c="dimmed">
          {T.chooseDate}
        </Text>
      ) : status !== 'ready' ? (
        <Text size="sm" c="dimmed">
          {formatLongDate(date)} — {status === 'loading' ? T.loadingTimes : T.timesError}
        </Text>
      ) : times.length === 0 ? (
        <Text size="sm" c="dimmed">
          {T.noTimes}
        </Text>
      ) : (
        <>
          <Text size="sm" c="dimmed">
            {formatLongDate(date)}
          </Text>
          <SimpleGrid cols={columns} spacing="xs" role="group" aria-labelledby={titleId} aria-describedby={errorMessage ? errorId : undefined}>
            {times.map((time) => (
              <Button
                key={time}
                size={size}
                variant={time === value ? 'filled' : 'default'}
                aria-pressed={time === value}
                onClick={() => onSelect(time)}
              >
                {time}
              </Button>
            ))}
          </SimpleGrid>
        </>
      )}
      {errorMessage && (
        <Text size="sm" c="var(--mantine-color-error)" id={errorId}>
          {errorMessage}
        </Text>
      )}
    </Stack>
  );
});
