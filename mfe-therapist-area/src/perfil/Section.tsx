import type { ReactNode } from 'react';
import { Paper, Stack, Title } from '@mantine/core';

/** One titled card of the settings form. */
export function Section({ title, id, children }: { title: string; id?: string; children: ReactNode }) {
  return (
    // id: a checklist link's target (focusable, so the link lands there)
    <Paper withBorder radius="md" p="lg" component="section" aria-label={title} id={id} tabIndex={id ? -1 : undefined}>
      <Stack gap="md">
        <Title order={3} size="h4">
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}
