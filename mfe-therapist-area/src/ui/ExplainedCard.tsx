import type { ReactNode } from 'react';
import { Paper, Stack, Text, Title } from '@mantine/core';

interface Props {
  /** the heading's id, which names the section */
  headingId: string;
  title: ReactNode;
  /** one line on what the card is for, under the title */
  explain: ReactNode;
  gap: 'sm' | 'md';
  children: ReactNode;
}

/** A settings card that says what it is for before its content (the calendar feed, the payment). */
export function ExplainedCard({ headingId, title, explain, gap, children }: Props) {
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby={headingId}>
      <Stack gap={gap}>
        <Title order={2} size="h4" id={headingId}>
          {title}
        </Title>
        <Text size="sm">{explain}</Text>
        {children}
      </Stack>
    </Paper>
  );
}
