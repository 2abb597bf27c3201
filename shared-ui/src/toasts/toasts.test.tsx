import { render, screen } from '@testing-library/react';
import { AppProviders } from '../AppProviders';

describe('toasts', () => {
  it('nothing of @mantine/notifications loads with the page; the first notify() loads it, mounts the container and shows the toast', async () => {
    let loaded = false;
    jest.doMock('@mantine/notifications', () => {
      loaded = true;
      return jest.requireActual('@mantine/notifications');
    });
    const { notify } = require('./toasts') as typeof import('./toasts');
    const { container } = render(
      <AppProviders>
        <p>página</p>
      </AppProviders>,
    );
    expect(loaded).toBe(false);
    expect(document.querySelector('.mantine-Notifications-root')).toBeNull();

    notify({ title: 'Senha alterada', message: 'Sua senha foi alterada com sucesso.', color: 'green' });
    expect(await screen.findByText('Sua senha foi alterada com sucesso.')).toBeInTheDocument();
    expect(loaded).toBe(true);
    expect(container).toHaveTextContent('página');
  });
});
