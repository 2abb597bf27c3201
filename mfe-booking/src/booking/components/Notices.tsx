import { useEffect, useRef } from 'react';
import { Alert, Button, Group, Text } from '@mantine/core';
import { formatLongDate } from '@acolhe/shared-domain';
import type { HourMinute, IsoDate } from '@acolhe/shared-domain';
import type { Viewer } from '../viewer';
import type { BookingNotice } from '../machine';
import { BOOKING_TEXTS as T } from '../texts';

/** product.md#who-uses-it: a signed-in therapist sees why the form cannot be sent. */
export function TherapistNotice() {
  return (
    <Alert color="blue" variant="light" title={T.onlyClients}>
      {T.onlyClientsHint}
    </Alert>
  );
}

/** The request saved before login, back on screen, with the way out ('Descartar'). */
export function RestoredNotice({
  date,
  time,
  viewer,
  onDiscard,
}: {
  date: IsoDate | null;
  time: HourMinute | null;
  viewer: Viewer;
  onDiscard: () => void;
}) {
  // Back from the login (on a phone the form sits far down the page): the request is brought
  // into view and focused, with a ring around it as the cue (issue 30).
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.scrollIntoView?.({ block: 'center' });
    ref.current?.focus({ preventScroll: true });
  }, []);
  return (
    <Alert
      ref={ref}
      tabIndex={-1}
      color="blue"
      variant="light"
      title={T.restoredTitle}
      data-testid="solicitacao-recuperada"
      style={{ boxShadow: '0 0 0 3px var(--mantine-color-blue-6)', scrollMarginTop: 80 }}
    >
      {date && (
        <Text size="sm" fw={600}>
          {formatLongDate(date)}
          {time ? ` às ${time}` : ''}
        </Text>
      )}
      <Group justify="space-between" mt={4} gap="xs">
        <Text size="sm">{viewer.kind === 'guest' ? T.restoredGuest : T.restoredSend}</Text>
        <Button size="xs" variant="subtle" color="gray" onClick={onDiscard}>
          {T.discard}
        </Button>
      </Group>
    </Alert>
  );
}

export function SlotNotice({ notice }: { notice: BookingNotice }) {
  if (notice !== 'slot-unavailable') return null;
  return (
    <Alert color="orange" variant="light" role="alert">
      {T.slotVanished}
    </Alert>
  );
}
