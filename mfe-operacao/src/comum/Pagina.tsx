import type { ReactNode } from 'react';
import { Stack, Title } from '@mantine/core';

/** A page (or a sign-in step) of the console: its heading, the page's h1, above its content. */
export function Pagina({ titulo, children }: { titulo: ReactNode; children: ReactNode }) {
  return (
    <Stack>
      <Title order={1} size="h2">
        {titulo}
      </Title>
      {children}
    </Stack>
  );
}
