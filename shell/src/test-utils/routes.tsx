// Test helpers for tests that go through the shell's real route table (routes/AppRoutes.tsx).
import { screen } from '@testing-library/react';
import { AppRoutes } from '../routes/AppRoutes';
import { renderWithProviders } from './render';

/** Opens `path` in the real route table; resolves once the header (always there) is shown. */
export async function visitRoute(path: string): Promise<void> {
  renderWithProviders(<AppRoutes />, { route: path });
  await screen.findByRole('link', { name: 'Acolhe — página inicial' });
}

