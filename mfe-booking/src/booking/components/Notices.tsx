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

/** The request saved before login, back on screen, with the way out ('Descartar') and, for a
 * client with a date and time still chosen, the one click that sends it (the form's own submit,
 * so its checks apply) — on a phone the form's last button sits a screen or two below (issue 44 item 2). */
export function RestoredNotice({
  date,
  time,
  viewer,
  sending,
  onDiscard,
}: {
  date: IsoDate | null;
  time: HourMinute | null;
  viewer: Viewer;
  sending: boolean;
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
      <Text size="sm" mt={4}>
        {viewer.kind === 'guest' ? T.restoredGuest : T.restoredSend}
      </Text>
      <Group justify="flex-end" mt="xs" gap="xs">
        <Button size="xs" variant="subtle" color="gray" onClick={onDiscard}>
          {T.discard}
        </Button>
        {viewer.kind === 'cliente' && date && time ? (
          <Button size="xs" type="submit" loading={sending}>
            {T.restoredSubmit}
          </Button>
        ) : null}
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
