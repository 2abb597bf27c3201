import { Card, Group, Skeleton, Stack } from '@mantine/core';

/** Placeholder with the card's shape while the list loads. */
export function TherapistCardSkeleton() {
  return (
    <Card withBorder radius="md" padding="lg" data-testid="therapist-card-skeleton" aria-hidden>
      <Stack gap="xs">
        <Group wrap="nowrap">
          <Skeleton height={64} circle />
          <Stack gap={6} style={{ flex: 1 }}>
            <Skeleton height={16} width="80%" />
            <Skeleton height={12} width="50%" />
          </Stack>
        </Group>
        <Skeleton height={12} width="60%" />
        <Skeleton height={14} width="70%" />
        <Skeleton height={12} width="40%" />
      </Stack>
    </Card>
  );
}
