import type { ReactNode } from 'react';
import { Stack, Title } from '@mantine/core';
import { usePageTitleContext } from '@acolhe/shared-ui';

/** A page (or a sign-in step) of the console: its heading, the page's h1, above its content; the
 * tab reads the same words ('Terapeutas | Operação | Acolhe', the shell's title). */
export function Pagina({ titulo, children }: { titulo: string; children: ReactNode }) {
  usePageTitleContext({ section: titulo });
  return (
    <Stack>
      <Title order={1} size="h2">
        {titulo}
      </Title>
      {children}
    </Stack>
  );
}
