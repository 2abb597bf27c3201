import type { ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { acolheCssVariables, acolheTheme } from './theme';
import { ToastsContainer } from './toasts/ToastsContainer';

/**
 * Theme and the toast container (it loads with the first toast: toasts/toasts.ts): mounted once by the shell (or a remote's harness). The data cache is
 * DataCacheProvider (@acolhe/shared-ui/data, around every remote page), pt-BR calendars DatesPtBr
 * (@acolhe/shared-ui/dates): both load with the pages that need them.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <MantineProvider theme={acolheTheme} cssVariablesResolver={acolheCssVariables}>
      <ToastsContainer />
      {children}
    </MantineProvider>
  );
}
