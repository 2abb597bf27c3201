import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { queryClient } from '@acolhe/shared-ui/data';
import { CURRENT_USER_KEY, USER_LOGIN_EVENT, USER_LOGOUT_EVENT } from '@acolhe/shared-auth';
import { renderWithProviders } from '../test-utils/render';
import { CLIENTE, TERAPEUTA, storeUser } from '../test-utils/session';
import { Header } from './Header';
import { pageLoad } from './header/fullPageLoad';

beforeEach(() => {
  window.localStorage.clear();
  queryClient.clear();
});

function setup(route = '/terapeutas') {
  const user = userEvent.setup();
  renderWithProviders(<Header />, { route });
  return user;
}

/** Opens the account menu; returns a finder for its items. jsdom has no layout, so Mantine's
 * floating dropdown stays `display: none` there: items are looked up with `hidden: true`. */
async function openMenu(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByTestId('user-menu'));
  expect(screen.getByTestId('user-menu')).toHaveAttribute('aria-expanded', 'true');
  await screen.findByRole('menuitem', { name: 'Ver perfil', hidden: true });
  return (name: string) => screen.getByRole('menuitem', { name, hidden: true });
}

describe('Header', () => {
  it('guest: wordmark to /, the search box, Entrar and Cadastre-se', () => {
    setup();
    expect(screen.getByRole('link', { name: 'Acolhe — página inicial' })).toHaveAttribute('href', '/');
    expect(screen.getByPlaceholderText('Busque por especialidade ou nome do terapeuta')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Entrar' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Cadastre-se' })).toHaveAttribute('href', '/cadastro');
    expect(screen.queryByTestId('user-menu')).not.toBeInTheDocument();
  });

  it('on /login or /cadastro, Entrar and Cadastre-se keep the return target (issue 44 item 2); elsewhere, and a hostile one, not', () => {
    const { unmount } = renderWithProviders(<Header />, { route: '/login?returnTo=%2Fterapeuta%2Ft-1' });
    expect(screen.getByRole('link', { name: 'Cadastre-se' })).toHaveAttribute('href', '/cadastro?returnTo=%2Fterapeuta%2Ft-1');
    unmount();
    const second = renderWithProviders(<Header />, { route: '/cadastro?returnTo=%2Fagendar%2Ft-1' });
    expect(screen.getByRole('link', { name: 'Entrar' })).toHaveAttribute('href', '/login?returnTo=%2Fagendar%2Ft-1');
    second.unmount();
    const third = renderWithProviders(<Header />, { route: '/login?returnTo=%2F%2Fevil.com' });
    expect(screen.getByRole('link', { name: 'Cadastre-se' })).toHaveAttribute('href', '/cadastro');
    third.unmount();
    setup('/terapeutas?returnTo=%2Fterapeuta%2Ft-1');
    expect(screen.getByRole('link', { name: 'Cadastre-se' })).toHaveAttribute('href', '/cadastro');
  });

  it("the operators' console: the wordmark only (no customer search, no Entrar / Cadastre-se, no customer's menu)", () => {
    setup('/operacao/verificacoes');
    expect(screen.getByRole('link', { name: 'Acolhe — página inicial' })).toHaveAttribute('href', '/');
    expect(screen.queryByPlaceholderText('Busque por especialidade ou nome do terapeuta')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Entrar' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Cadastre-se' })).not.toBeInTheDocument();
  });

  it('client: initials, first name, and Ver perfil / Configurações to /cliente/{id}', async () => {
    storeUser(CLIENTE);
    const user = setup();
    expect(screen.getByText('RL')).toBeInTheDocument();
    expect(screen.getByText('Rafael')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Entrar' })).not.toBeInTheDocument();
    const item = await openMenu(user);
    expect(item('Ver perfil')).toHaveAttribute('href', '/cliente/cli-1');
    expect(item('Configurações')).toHaveAttribute('href', '/cliente/cli-1/configuracoes');
    expect(item('Sair')).toBeInTheDocument();
  });

  it('a long e-mail in the account menu wraps (phones) instead of widening the menu', async () => {
    const email = 'maria.eduarda.albuquerque.vasconcelos.teste@universidade-federal.exemplo.com.br';
    storeUser({ ...CLIENTE, email });
    const user = setup();
    await openMenu(user);
    const label = screen.getByTestId('user-menu-email');
    expect(label).toHaveTextContent(email);
    expect(label.style.overflowWrap).toBe('anywhere');
    expect(label.style.wordBreak).toBe('break-all');
  });

  it('therapist: Ver perfil / Configurações to /usuario/{id}', async () => {
    storeUser(TERAPEUTA);
    const user = setup();
    expect(screen.getByText('Marina')).toBeInTheDocument();
    const item = await openMenu(user);
    expect(item('Ver perfil')).toHaveAttribute('href', '/usuario/ter-1');
    expect(item('Configurações')).toHaveAttribute('href', '/usuario/ter-1/configuracoes');
  });

  it('avatar: the image when there is one', () => {
    storeUser({ ...TERAPEUTA, image: 'https://cdn.exemplo.com/marina.png' });
    setup();
    expect(screen.getByRole('img', { name: 'Marina Duarte' })).toHaveAttribute('src', 'https://cdn.exemplo.com/marina.png');
    expect(screen.queryByText('MD')).not.toBeInTheDocument();
  });

  it("avatar: the photo's box is stated and it decodes off the main thread", () => {
    storeUser({ ...TERAPEUTA, image: 'https://cdn.exemplo.com/marina.png' });
    setup();
    const photo = screen.getByRole('img', { name: 'Marina Duarte' });
    expect(photo).toHaveAttribute('width', '38');
    expect(photo).toHaveAttribute('height', '38');
    expect(photo).toHaveAttribute('decoding', 'async');
  });

  it.each([
    ['Ana', 'A'],
    ['ana maria de souza', 'AS'],
    ['', 'U'],
  ])('avatar initials of "%s" are "%s"', (name, expected) => {
    storeUser({ ...CLIENTE, name, email: '' });
    setup();
    expect(within(screen.getByTestId('user-menu')).getByText(expected)).toBeInTheDocument();
  });

  it('Sair: clears the session and the cached data, broadcasts userLogout, loads /', async () => {
    const go = jest.spyOn(pageLoad, 'go').mockImplementation(() => {});
    storeUser(CLIENTE);
    queryClient.setQueryData(['clientes', 'cli-1'], { name: 'Rafael Lima' });
    const onLogout = jest.fn();
    window.addEventListener(USER_LOGOUT_EVENT, onLogout);
    const user = setup('/cliente/cli-1');
    const item = await openMenu(user);
    await user.click(item('Sair'));
    expect(go).toHaveBeenCalledWith('/');
    expect(onLogout).toHaveBeenCalledTimes(1);
    expect(window.localStorage.getItem(CURRENT_USER_KEY)).toBeNull();
    expect(queryClient.getQueryData(['clientes', 'cli-1'])).toBeUndefined();
    expect(await screen.findByRole('link', { name: 'Entrar' })).toBeInTheDocument();
    window.removeEventListener(USER_LOGOUT_EVENT, onLogout);
    go.mockRestore();
  });

  it('follows the session: userLogin (after 100 ms), another tab, userLogout', async () => {
    setup();
    storeUser(CLIENTE);
    act(() => {
      window.dispatchEvent(new CustomEvent(USER_LOGIN_EVENT));
    });
    expect(await screen.findByText('Rafael')).toBeInTheDocument();

    storeUser(TERAPEUTA);
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: CURRENT_USER_KEY }));
    });
    expect(await screen.findByText('Marina')).toBeInTheDocument();

    act(() => {
      window.dispatchEvent(new CustomEvent(USER_LOGOUT_EVENT));
    });
    expect(await screen.findByRole('link', { name: 'Entrar' })).toBeInTheDocument();
  });
});
