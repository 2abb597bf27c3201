import { Box, Button, Group, Paper, Text } from '@mantine/core';
import { FREE_FIRST_SESSION, priceLines } from '../ui/cardText';
import type { TherapistView } from '../api/hooks';
import { PROFILE_TEXTS } from './profileTexts';

export const BOOKING_CARD_ANCHOR = 'agendar';

/** Phones only (hidden from md up): a bar fixed at the bottom with the price and 'Agendar', which
 * scrolls to the booking card and moves the focus there. */
export function StickyBookingBar({ therapist }: { therapist: TherapistView }) {
  const lines = priceLines(therapist);
  const goToCard = () => {
    const card = document.getElementById(BOOKING_CARD_ANCHOR);
    card?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    card?.focus({ preventScroll: true });
  };
  return (
    <Box hiddenFrom="md" pos="fixed" bottom={0} left={0} right={0} style={{ zIndex: 150 }} data-testid="sticky-booking-bar">
      <Paper shadow="md" p="sm" radius={0} withBorder component="aside" aria-label="Agendar sessão">
        <Group justify="space-between" wrap="nowrap">
          <div>
            {lines.map((line) => (
              <Text key={line} size="sm" fw={line === FREE_FIRST_SESSION ? 700 : 600} c={line === FREE_FIRST_SESSION ? 'teal.9' : undefined}>
                {line}
              </Text>
            ))}
          </div>
          <Button onClick={goToCard}>{PROFILE_TEXTS.book}</Button>
        </Group>
      </Paper>
    </Box>
  );
}
