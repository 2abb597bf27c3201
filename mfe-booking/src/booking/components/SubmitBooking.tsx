import { Button, Text } from '@mantine/core';
import { BOOKING_TEXTS as T } from '../texts';
import type { Viewer } from '../viewer';

/** The end of both booking forms: a guest is told a login comes next; a therapist cannot send (decideSubmit). */
export function SubmitBooking({ viewer, sending, label }: { viewer: Viewer; sending: boolean; label: string }) {
  return (
    <>
      {viewer.kind === 'guest' && (
        <Text size="sm" c="dimmed">
          {T.guestHint}
        </Text>
      )}
      <Button type="submit" fullWidth loading={sending} disabled={viewer.kind === 'terapeuta'}>
        {label}
      </Button>
    </>
  );
}
