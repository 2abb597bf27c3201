import { render, screen } from '@testing-library/react';
import { AppProviders } from '../AppProviders';
import { SettingsCard } from './SettingsCard';

it('is a section named by its heading (level 2), with its content below', () => {
  render(
    <AppProviders>
      <SettingsCard headingId="cartao-teste" title="Sessões">
        <p>o conteúdo</p>
      </SettingsCard>
    </AppProviders>,
  );
  const section = screen.getByRole('region', { name: 'Sessões' });
  expect(screen.getByRole('heading', { level: 2, name: 'Sessões' })).toHaveAttribute('id', 'cartao-teste');
  expect(section).toHaveTextContent('o conteúdo');
});
