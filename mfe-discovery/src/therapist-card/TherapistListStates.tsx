// The loading and failed states of a list of therapist cards (the search results and the home's featured).
import { Alert, Button, SimpleGrid, Stack, Text, VisuallyHidden, type SimpleGridProps } from '@mantine/core';
import { TherapistCardSkeleton } from './TherapistCardSkeleton';

/** `count` card-shaped skeletons in the list's grid; `label` is what a screen reader hears. */
export function TherapistCardsLoading({ cols, count, label }: { cols: SimpleGridProps['cols']; count: number; label: string }) {
  return (
    <SimpleGrid cols={cols} aria-busy="true">
      <VisuallyHidden role="status">{label}</VisuallyHidden>
      {Array.from({ length: count }, (_, i) => (
        <TherapistCardSkeleton key={i} />
      ))}
    </SimpleGrid>
  );
}

/** The list could not be loaded: `message`, and a button that asks again. */
export function TherapistListError({ message, retryLabel, onRetry }: { message: string; retryLabel: string; onRetry: () => void }) {
  return (
    <Alert color="red" variant="light" role="alert">
      <Stack gap="sm" align="flex-start">
        <Text>{message}</Text>
        <Button variant="outline" color="red" onClick={onRetry}>
          {retryLabel}
        </Button>
      </Stack>
    </Alert>
  );
}
