import { render, screen } from '@testing-library/react';
import { AppProviders } from '../AppProviders';
import { AccountAccessCards } from './AccountAccessCards';

jest.mock('@acolhe/shared-auth', () => ({
  ...jest.requireActual('@acolhe/shared-auth'),
  useCurrentUser: () => ({ id: 'c1', name: 'Ana', email: 'ana@exemplo.com.br', tipo: 'cliente', image: '' }),
}));

it("shows 'E-mail' then 'Sessões', each card a section of its own", () => {
  render(
    <AppProviders>
      <AccountAccessCards />
    </AppProviders>,
  );
  expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['E-mail', 'Sessões']);
  expect(screen.getByRole('button', { name: 'Alterar e-mail' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Sair de todos os dispositivos' })).toBeInTheDocument();
});
