import { fireEvent, render, screen } from '@testing-library/react';
import { AppProviders } from '../AppProviders';
import { DialogFrame } from './DialogFrame';

it("is a dialog named by its title, closed by 'Fechar', with no second banner", () => {
  const onClose = jest.fn();
  render(
    <AppProviders>
      <DialogFrame opened onClose={onClose} title="Cancelar consulta">
        <p>o conteúdo</p>
      </DialogFrame>
    </AppProviders>,
  );
  const dialog = screen.getByRole('dialog', { name: 'Cancelar consulta' });
  expect(dialog).toHaveTextContent('o conteúdo');
  expect(screen.queryByRole('banner')).not.toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: 'Fechar' }));
  expect(onClose).toHaveBeenCalledTimes(1);
});
