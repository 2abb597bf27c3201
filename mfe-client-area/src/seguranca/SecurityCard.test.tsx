import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AppProviders } from '@acolhe/shared-ui';
import { DataCacheProvider } from '@acolhe/shared-ui/data';
import { SecurityCard } from './SecurityCard';

jest.mock('@acolhe/shared-ui/area-privada', () => ({
  ...jest.requireActual('@acolhe/shared-ui/area-privada'),
  ChangePasswordDialog: jest.requireActual('../test/fakeChangePasswordDialog').FakeChangePasswordDialog,
}));

describe('security card', () => {
  it("opens the change-password dialog with 'Alterar senha' and lets it close", async () => {
    const user = userEvent.setup({ delay: null });
    render(
      <AppProviders><DataCacheProvider>
        <SecurityCard />
      </DataCacheProvider></AppProviders>,
    );
    expect(screen.getByRole('heading', { name: 'Segurança' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Alterar senha' }));
    expect(screen.getByRole('dialog', { name: 'Alterar senha' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Fechar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
