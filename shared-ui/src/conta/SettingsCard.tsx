import type { ReactNode } from 'react';
import { Card, Title } from '@mantine/core';

export interface SettingsCardProps {
  /** the heading's id, which names the section */
  headingId: string;
  title: ReactNode;
  children: ReactNode;
}

/** A card of the settings pages: a section named by its heading. */
export function SettingsCard({ headingId, title, children }: SettingsCardProps) {
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby={headingId}>
      <Title order={2} size="h4" id={headingId} mb="md">
        {title}
      </Title>
      {children}
    </Card>
  );
}
