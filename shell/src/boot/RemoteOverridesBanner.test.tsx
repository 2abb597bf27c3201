import { fireEvent, render, screen } from '@testing-library/react';
import { AppProviders } from '@acolhe/shared-ui';
import { RemoteOverridesBanner } from './RemoteOverridesBanner';

const renderBanner = (overridden: Record<string, string>, onRestore = jest.fn()) =>
  render(
    <AppProviders>
      <RemoteOverridesBanner overridden={overridden} onRestore={onRestore} />
    </AppProviders>,
  );

describe('RemoteOverridesBanner', () => {
  it('is absent while the deployed remotes are in use', () => {
    renderBanner({});
    expect(screen.queryByText(/Remotos substituídos/)).toBeNull();
  });

  it('names each overridden remote and its origin, and restores the deployed remotes on request', () => {
    const onRestore = jest.fn();
    renderBanner({ booking: 'http://localhost:4102/mf-manifest.json', discovery: 'https://staging.acolhe.example/discovery/mf-manifest.json' }, onRestore);
    expect(
      screen.getByText('Remotos substituídos neste navegador: booking → http://localhost:4102, discovery → https://staging.acolhe.example'),
    ).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Restaurar remotos publicados' }));
    expect(onRestore).toHaveBeenCalledTimes(1);
  });
});
