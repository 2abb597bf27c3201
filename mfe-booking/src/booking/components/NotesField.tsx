import { Textarea } from '@mantine/core';
import { BOOKING_NOTES_MAX } from '@acolhe/shared-domain';
import { BOOKING_TEXTS as T } from '../texts';

export function NotesField({ value, onChange, error }: { value: string; onChange: (notes: string) => void; error?: string }) {
  return (
    <Textarea
      label={T.notesLabel}
      placeholder={T.notesPlaceholder}
      value={value}
      onChange={(e) => onChange(e.currentTarget.value)}
      maxLength={BOOKING_NOTES_MAX}
      autosize
      minRows={2}
      maxRows={6}
      description={`${value.length}/${BOOKING_NOTES_MAX}`}
      error={error}
    />
  );
}
