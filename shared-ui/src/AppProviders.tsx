import type { ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { acolheCssVariables, acolheTheme } from './theme';
import { ThemeStyles } from './ThemeStyles';
import { ToastsContainer } from './toasts/ToastsContainer';

/**
 * Theme and the toast container (it loads with the first toast: toasts/toasts.ts): mounted once by the shell (or a remote's harness). The data cache is
 * DataCacheProvider (@acolhe/shared-ui/data, around every remote page), pt-BR calendars DatesPtBr
 * (@acolhe/shared-ui/dates): both load with the pages that need them.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  // Every <style> Mantine renders is one React hoists into the head (no <style> in the body: it is
  // not valid HTML, issue 44): the theme's two through ThemeStyles, and the responsive style props'
  // (`w={{ base, sm }}`) with deduplicateInlineStyles, one per distinct rule, named by its hash.
  return (
    <MantineProvider theme={acolheTheme} cssVariablesResolver={acolheCssVariables} withCssVariables={false} withGlobalClasses={false} deduplicateInlineStyles>
      <ThemeStyles cssVariablesResolver={acolheCssVariables} />
      <ToastsContainer />
      {children}
    </MantineProvider>
  );
}
