// Test helpers for tests that go through the shell's real route table (routes/AppRoutes.tsx).
import { screen } from '@testing-library/react';
import type { CurrentUser } from '@acolhe/shared-auth';
import { AppRoutes } from '../routes/AppRoutes';
import { renderWithProviders } from './render';
import { signInForTest } from './session';

/** Opens `path` in the real route table; resolves once the header (always there) is shown. */
export async function visitRoute(path: string): Promise<void> {
  renderWithProviders(<AppRoutes />, { route: path });
  await screen.findByRole('link', { name: 'Acolhe — página inicial' });
}


/** Signs `who` in, then opens `path` in the real route table. */
export async function visitAs(who: CurrentUser, path: string): Promise<void> {
  signInForTest(who);
  await visitRoute(path);
}
