import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AppProviders } from '../AppProviders';
import { ChangePasswordCard } from './ChangePasswordCard';

describe('ChangePasswordCard (both private areas)', () => {
  it("opens the change-password dialog with 'Alterar senha' and lets it close", async () => {
    const user = userEvent.setup({ delay: null });
    render(
      <AppProviders>
        <ChangePasswordCard title="Segurança" />
      </AppProviders>,
    );
    expect(screen.getByRole('region', { name: 'Segurança' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Segurança' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Alterar senha' }));
    expect(await screen.findByRole('dialog', { name: 'Alterar senha' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Fechar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('takes the heading level of where it stands (a tab of the therapist area: h3)', () => {
    render(
      <AppProviders>
        <ChangePasswordCard title="Senha" order={3} />
      </AppProviders>,
    );
    expect(screen.getByRole('heading', { level: 3, name: 'Senha' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Senha' })).toBeInTheDocument();
  });
});
