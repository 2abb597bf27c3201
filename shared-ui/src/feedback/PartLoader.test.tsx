import { render, screen } from '@testing-library/react';
import { AppProviders } from '../AppProviders';
import { PartLoader } from './PartLoader';

it('is a named status (axe: aria-label is not allowed on a generic element)', () => {
  render(
    <AppProviders>
      <PartLoader />
    </AppProviders>,
  );
  expect(screen.getByRole('status', { name: 'Carregando' })).toBeInTheDocument();
});
