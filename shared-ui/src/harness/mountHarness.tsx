// Mantine's global styles first (the shell's entry has the same three); each component's own
// stylesheet comes with the module importing it (tooling/webpack/mantine-css).
import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/default-css-variables.css';
import '@mantine/core/styles/global.css';
import type { ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { Anchor, Container, Group, Text } from '@mantine/core';
import { loadRuntimeConfig, setAuthFailureNavigation, startSessionKeeper } from '@acolhe/shared-auth';
// By package name, not by path: this file is bundled into each remote's own entry, and the
// providers, error boundary and remote registry must be the one shared singleton its pages use.
import { AppProviders, SectionErrorBoundary, registerRemotesFromManifest } from '@acolhe/shared-ui';
import { DataCacheProvider } from '@acolhe/shared-ui/data';
import { HarnessSession } from './HarnessSession';

/**
 * A remote's standalone page for its own team (`pnpm --filter <remote> dev`): the same providers
 * and session singleton as in the shell, a bar of links to the remote's pages and a sign-in
 * (HarnessSession), and its routes.
 */
export async function mountHarness(opts: { title: string; links: { to: string; label: string }[]; routes: ReactNode }) {
  await loadRuntimeConfig('/config.json');
  // No /login here: a 401 ends the session and leaves the page where it is, the bar's sign-in
  // in view, instead of the shell's full-page trip to /login.
  setAuthFailureNavigation(() => {});
  startSessionKeeper();
  // Other remotes this one composes (e.g. booking/BookingCard on the profile page).
  await registerRemotesFromManifest('/remotes.json').catch((e) => console.warn(e));
  const root = createRoot(document.getElementById('root')!);
  root.render(
    <AppProviders>
      <BrowserRouter>
        <Container size="xl" py="xs">
          <Group gap="md" justify="space-between">
            <Group gap="md">
              <Text fw={700}>{opts.title} (harness)</Text>
              {opts.links.map((l) => (
                <Anchor key={l.to} href={l.to}>{l.label}</Anchor>
              ))}
            </Group>
            <HarnessSession />
          </Group>
        </Container>
        <SectionErrorBoundary>
          <DataCacheProvider>{opts.routes}</DataCacheProvider>
        </SectionErrorBoundary>
      </BrowserRouter>
    </AppProviders>,
  );
}
