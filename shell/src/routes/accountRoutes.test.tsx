// /login and /cadastro for someone already signed in, and a session that expires while a page is
// open: through the shell's real route table (remote pages stood in for by a marker).
import { act, screen, waitFor } from '@testing-library/react';
import { clearSession, expireSession } from '@acolhe/shared-auth';
import { currentLocation } from '../test-utils/render';
import type { ModuleMocks } from '../test-utils/moduleMocks';
import { CLIENTE, TERAPEUTA } from '../test-utils/session';
import { visitAs, visitRoute as visit } from '../test-utils/routes';

jest.mock('@acolhe/shared-ui', () => jest.requireActual<ModuleMocks>('../test-utils/moduleMocks').sharedUiWithRemoteMarker());

beforeEach(() => {
  clearSession();
  window.localStorage.clear();
});

describe('account pages when already signed in', () => {
  it.each([
    ['a client on /login', CLIENTE, '/login', '/cliente/cli-1', 'clientArea/ClienteDashboardPage'],
    ['a client on /cadastro', CLIENTE, '/cadastro', '/cliente/cli-1', 'clientArea/ClienteDashboardPage'],
    ['a therapist on /login', TERAPEUTA, '/login', '/usuario/ter-1', 'therapistArea/AreaTerapeutaPage'],
    ['a therapist on /cadastro', TERAPEUTA, '/cadastro', '/usuario/ter-1', 'therapistArea/AreaTerapeutaPage'],
  ])('%s goes to their area', async (_case, who, path, home, page) => {
    await visitAs(who, path);
    await waitFor(() => expect(currentLocation()).toBe(home));
    expect(await screen.findByTestId('remote')).toHaveTextContent(page);
    expect(screen.queryByRole('heading', { level: 1, name: /Entrar|Cadastre-se/ })).not.toBeInTheDocument();
  });

  it('on /login, a returnTo the user may open wins over the home', async () => {
    await visitAs(CLIENTE, '/login?returnTo=%2Fterapeutas%3Fsearch%3Dansiedade');
    await waitFor(() => expect(currentLocation()).toBe('/terapeutas?search=ansiedade'));
  });

  it('a guest sees the pages', async () => {
    await visit('/login');
    expect(await screen.findByRole('heading', { level: 1, name: 'Entrar' })).toBeInTheDocument();
    expect(currentLocation()).toBe('/login');
  });
});

describe('a session that expires while a page is open', () => {
  it('goes to /login with the way back, and the login page says so once', async () => {
    await visitAs(CLIENTE, '/cliente/cli-1?aba=pendentes');
    expect(await screen.findByTestId('remote')).toHaveTextContent('clientArea/ClienteDashboardPage');

    act(() => expireSession());

    expect(await screen.findByText('Sua sessão expirou. Entre novamente.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Entrar' })).toBeInTheDocument();
    // the flag leaves the address (a reload says nothing); the way back stays
    await waitFor(() => expect(currentLocation()).toBe(`/login?returnTo=${encodeURIComponent('/cliente/cli-1?aba=pendentes')}`));
    expect(screen.getAllByText('Sua sessão expirou. Entre novamente.')).toHaveLength(1);
  });

  it('on a public page too (not silently left there as a guest)', async () => {
    await visitAs(TERAPEUTA, '/terapeutas');
    act(() => expireSession());
    expect(await screen.findByText('Sua sessão expirou. Entre novamente.')).toBeInTheDocument();
    await waitFor(() => expect(currentLocation()).toBe(`/login?returnTo=${encodeURIComponent('/terapeutas')}`));
  });

  it('"Sair" (a plain logout) says nothing about an expired session', async () => {
    await visitAs(CLIENTE, '/terapeutas');
    act(() => clearSession());
    await waitFor(() => expect(currentLocation()).toBe('/terapeutas'));
    expect(screen.queryByText('Sua sessão expirou. Entre novamente.')).not.toBeInTheDocument();
  });
});
