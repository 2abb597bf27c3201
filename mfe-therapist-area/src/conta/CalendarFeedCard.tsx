import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { ExplainedCard } from '../ui/ExplainedCard';
import { DialogFrame, LoadState } from '@acolhe/shared-ui/area-privada';
import { CALENDAR_FEED_TEXTS as T } from './accountTexts';
import { useCalendarFeedCard } from './useCalendarFeedCard';

/** 'Calendário': the private feed of confirmed sessions to subscribe to, and a new address on demand. */
export function CalendarFeedCard() {
  const card = useCalendarFeedCard();
  return (
    <ExplainedCard headingId="calendario-feed" title={T.title} explain={T.explain} gap="sm">
      <LoadState of={card} texts={T} loadingLabel="Carregando endereço do calendário" skeletonHeight={36}>
        <TextInput label={T.field} value={card.url} readOnly onFocus={(event) => event.currentTarget.select()} />
        <Group gap="sm">
          <Button variant="light" color={card.copied ? 'teal' : undefined} onClick={card.copy} aria-live="polite">
            {card.copied ? T.copied : T.copy}
          </Button>
          <Button variant="subtle" color="red" onClick={card.askRotate}>
            {T.rotate}
          </Button>
        </Group>
        <Text size="sm" c="gray.7">
          {T.secret}
        </Text>
      </LoadState>
      {/* a portal: nothing of it stands in the card's stack */}
      <DialogFrame opened={card.confirming} onClose={card.dismissRotate} title={T.confirmTitle}>
        <Stack gap="md">
          <Text size="sm">{T.confirmText}</Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={card.dismissRotate} disabled={card.rotating}>
              {T.keep}
            </Button>
            <Button color="red" onClick={card.confirmRotate} loading={card.rotating}>
              {T.confirm}
            </Button>
          </Group>
        </Stack>
      </DialogFrame>
    </ExplainedCard>
  );
}
