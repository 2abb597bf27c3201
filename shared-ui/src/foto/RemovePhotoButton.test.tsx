import { useState } from 'react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AppProviders } from '../AppProviders';
import { RemovePhotoButton } from './RemovePhotoButton';

function Harness({ result }: { result: boolean }) {
  const [removing, setRemoving] = useState(false);
  const [calls, setCalls] = useState(0);
  return (
    <AppProviders>
      <p>chamadas: {calls}</p>
      <RemovePhotoButton
        removing={removing}
        onConfirm={async () => {
          setRemoving(true);
          setCalls((n) => n + 1);
          await Promise.resolve();
          setRemoving(false);
          return result;
        }}
      />
    </AppProviders>
  );
}

describe("RemovePhotoButton: 'Remover foto' asks first", () => {
  it("'Manter foto' closes the dialog without removing", async () => {
    render(<Harness result />);
    await userEvent.click(screen.getByRole('button', { name: 'Remover foto' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remover foto de perfil' });
    expect(within(dialog).getByText(/aparecerão as suas iniciais/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Manter foto' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByText('chamadas: 0')).toBeInTheDocument();
  });

  it('confirming removes once and closes; a failed removal keeps the dialog open for a retry', async () => {
    const { unmount } = render(<Harness result />);
    await userEvent.click(screen.getByRole('button', { name: 'Remover foto' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remover foto de perfil' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remover foto' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByText('chamadas: 1')).toBeInTheDocument();
    unmount();

    render(<Harness result={false} />);
    await userEvent.click(screen.getByRole('button', { name: 'Remover foto' }));
    const again = await screen.findByRole('dialog', { name: 'Remover foto de perfil' });
    await userEvent.click(within(again).getByRole('button', { name: 'Remover foto' }));
    await screen.findByText('chamadas: 1');
    expect(screen.getByRole('dialog', { name: 'Remover foto de perfil' })).toBeInTheDocument();
  });
});
