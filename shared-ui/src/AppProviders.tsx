import type { ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { DatesProvider } from '@mantine/dates';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import '@acolhe/shared-domain'; // registers the pt-br dayjs locale
import { acolheCssVariables, acolheTheme } from './theme';
import { queryClient } from './queryClient';

/** Theme, pt-BR dates, toasts and data cache: mounted once by the shell (or a remote's harness). */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <MantineProvider theme={acolheTheme} cssVariablesResolver={acolheCssVariables}>
      <DatesProvider settings={{ locale: 'pt-br', firstDayOfWeek: 0 }}>
        <Notifications position="top-right" />
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </DatesProvider>
    </MantineProvider>
  );
}
