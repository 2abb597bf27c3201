import { render, screen, within } from '@testing-library/react';
import { AppProviders } from '../AppProviders';

describe('toasts', () => {
  it('nothing of @mantine/notifications loads with the page; the first notify() loads it, mounts the container and shows the toast', async () => {
    let loaded = false;
    jest.doMock('@mantine/notifications', () => {
      loaded = true;
      return jest.requireActual('@mantine/notifications');
    });
    const { notify } = await import('./toasts');
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

describe('where toasts appear', () => {
  it('bottom right (across the bottom on a phone), away from the header and the page titles; under the header menu (popovers 300) and above dialogs (200)', async () => {
    const { notify } = await import('./toasts');
    render(
      <AppProviders>
        <p>página</p>
      </AppProviders>,
    );
    notify({ title: 'Aviso', message: 'Algo aconteceu.', color: 'green' });
    await screen.findByText('Algo aconteceu.');
    const root = screen.getByText('Algo aconteceu.').closest<HTMLElement>('.mantine-Notifications-root');
    expect(root).not.toBeNull();
    expect(root!).toHaveAttribute('data-position', 'bottom-right');
    expect(root!.style.bottom).toContain('var(--mantine-spacing-md)');
    const zIndex = Number(root!.style.getPropertyValue('--notifications-z-index'));
    expect(zIndex).toBeGreaterThan(200);
    expect(zIndex).toBeLessThan(300);
    // Mantine renders a container per position and the style reaches all of them: a top one
    // given a bottom and its own top would stretch over the page and swallow every click
    const containers = document.querySelectorAll<HTMLElement>('.mantine-Notifications-root');
    expect(containers.length).toBeGreaterThan(1);
    for (const c of containers) expect(c.style.top).toBe('auto');
  });

  it("the close button is named 'Fechar' (issue 30)", async () => {
    const { notify } = await import('./toasts');
    render(
      <AppProviders>
        <p>página</p>
      </AppProviders>,
    );
    notify({ title: 'Aviso', message: 'Com botão de fechar.', color: 'green' });
    const toast = (await screen.findByText('Com botão de fechar.')).closest<HTMLElement>('.mantine-Notification-root')!;
    expect(within(toast).getByRole('button', { name: 'Fechar' })).toBeInTheDocument();
  });
});
