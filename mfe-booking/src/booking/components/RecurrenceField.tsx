import { memo } from 'react';
import { Radio, Stack } from '@mantine/core';
import { RECURRENCE_CHOICES, SERIES_RECURRENCES, type SeriesRecurrence } from '@acolhe/shared-domain';
import { BOOKING_TEXTS as T } from '../texts';

export interface RecurrenceFieldProps {
  value: SeriesRecurrence | null;
  onChange: (recurrence: SeriesRecurrence | null) => void;
  /** the api's refusal of the field */
  error?: string;
}

const toRecurrence = (value: string): SeriesRecurrence | null => SERIES_RECURRENCES.find((r) => r === value) ?? null;

/** 'Sessão única', 'Toda semana' or 'A cada 15 dias' (issue 33): a series is accepted or declined
 * by the therapist as a whole. */
export const RecurrenceField = memo(function RecurrenceField({ value, onChange, error }: RecurrenceFieldProps) {
  return (
    <Radio.Group label={T.recurrenceLabel} description={value ? T.recurrenceHint : undefined} value={value ?? 'unica'} onChange={(next) => onChange(toRecurrence(next))} error={error} errorProps={{ role: 'alert' }}>
      <Stack gap="xs" mt="xs">
        {RECURRENCE_CHOICES.map((choice) => (
          <Radio key={choice.value} value={choice.value} label={choice.label} />
        ))}
      </Stack>
    </Radio.Group>
  );
});
