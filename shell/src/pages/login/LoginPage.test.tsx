import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearSession, login, registerSiteAccess, resendConfirmationCode } from '@acolhe/shared-auth';
import { currentLocation, renderWithProviders } from '../../test-utils/render';
import type { ModuleMocks } from '../../test-utils/moduleMocks';
import { watchToasts } from '../../test-utils/toasts';
import { identityError } from '../../test-utils/errors';
import { CLIENTE, signInForTest, TERAPEUTA } from '../../test-utils/session';
import LoginPage from './LoginPage';
import { rememberNewAccount, takeNewAccount } from './welcome';

jest.mock('@acolhe/shared-auth', () =>
  jest.requireActual<ModuleMocks>('../../test-utils/moduleMocks').sharedAuthWithMocked('login', 'confirmSignUp', 'resendConfirmationCode', 'forgotPassword', 'registerSiteAccess'),
);
const loginMock = jest.mocked(login);
const siteAccess = jest.mocked(registerSiteAccess);
const toast = watchToasts();

beforeEach(() => {
  jest.clearAllMocks();
  siteAccess.mockResolvedValue(null); // the api could not say: this browser's mark decides
  clearSession();
  window.localStorage.clear();
});

function setup(route = '/login') {
  const user = userEvent.setup();
  renderWithProviders(<LoginPage />, { route });
  return user;
}

async function submitLogin(user: ReturnType<typeof userEvent.setup>, email = 'rafael@exemplo.com', password = 'Segura123') {
  await user.type(screen.getByLabelText('E-mail'), email);
  await user.type(screen.getByLabelText('Senha'), password);
  await user.click(screen.getByRole('button', { name: 'Entrar' }));
}

const loginForm = () => screen.getByRole('form', { name: 'Entrar' });

describe('/login', () => {
  it('has the e-mail and password fields, the show/hide toggle and the product links', async () => {
    const user = setup();
    expect(screen.getByRole('heading', { level: 1, name: 'Entrar' })).toBeInTheDocument();
    expect(screen.getByLabelText('E-mail')).toHaveAttribute('type', 'email');
    const password = screen.getByLabelText('Senha');
    expect(password).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Mostrar senha' }));
    expect(password).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Mostrar senha' }));
    expect(password).toHaveAttribute('type', 'password');
    expect(screen.getByRole('link', { name: 'Cadastre-se' })).toHaveAttribute('href', '/cadastro');
    expect(screen.getByRole('button', { name: 'Entrar' })).toHaveAttribute('type', 'submit');
  });

  it('"Esqueceu sua senha?" opens the forgot-password dialog with the typed e-mail', async () => {
    const user = setup();
    await user.type(screen.getByLabelText('E-mail'), 'rafael@exemplo.com');
    await user.click(screen.getByRole('button', { name: 'Esqueceu sua senha?' }));
    const dialog = await screen.findByRole('dialog', { name: 'Redefinir senha' });
    expect(within(dialog).getByLabelText('E-mail')).toHaveValue('rafael@exemplo.com');
  });

  it('validates with the product.md#validation messages', async () => {
    const user = setup();
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(await screen.findByText('E-mail é obrigatório')).toBeInTheDocument();
    expect(screen.getByText('Senha deve ter pelo menos 6 caracteres')).toBeInTheDocument();
    await user.type(screen.getByLabelText('E-mail'), 'rafael@');
    await user.type(screen.getByLabelText('Senha'), '12345');
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(await screen.findByText('E-mail inválido')).toBeInTheDocument();
    expect(screen.getByText('Senha deve ter pelo menos 6 caracteres')).toBeInTheDocument();
    expect(loginMock).not.toHaveBeenCalled();
  });

  it('success: toast "Login bem-sucedido!" with a welcome, then the user\'s home', async () => {
    loginMock.mockImplementation(async () => signInForTest(CLIENTE));
    const user = setup();
    await submitLogin(user, '  rafael@exemplo.com ');
    await waitFor(() => expect(currentLocation()).toBe('/cliente/cli-1'));
    expect(loginMock).toHaveBeenCalledWith('rafael@exemplo.com', 'Segura123');
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: 'Login bem-sucedido!', message: 'Bem-vindo(a) de volta, Rafael!', color: 'green' }));
  });

  it('the first login after a sign-up in this browser is welcomed as a first time, once', async () => {
    rememberNewAccount('Rafael@Exemplo.com');
    loginMock.mockImplementation(async () => signInForTest(CLIENTE));
    const user = setup();
    await submitLogin(user);
    await waitFor(() => expect(currentLocation()).toBe('/cliente/cli-1'));
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({
      title: 'Login bem-sucedido!',
      message: 'Conta criada. Bem-vindo(a) ao Acolhe, Rafael!',
      color: 'green',
    }));
    expect(toast).not.toHaveBeenCalledWith(expect.objectContaining({ message: expect.stringContaining('de volta') }));
    // the mark is gone: the next login is a returning one
    expect(takeNewAccount('rafael@exemplo.com')).toBe(false);
  });

  it("the account's first sign-in from another browser (the api says so) is welcomed as a first time", async () => {
    siteAccess.mockResolvedValue(true);
    loginMock.mockImplementation(async () => signInForTest(CLIENTE));
    const user = setup();
    await submitLogin(user);
    await waitFor(() => expect(currentLocation()).toBe('/cliente/cli-1'));
    expect(siteAccess).toHaveBeenCalledTimes(1);
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ message: 'Conta criada. Bem-vindo(a) ao Acolhe, Rafael!' }));
  });

  it('the api knows better than a leftover mark of this browser: not the first sign-in → de volta', async () => {
    rememberNewAccount('rafael@exemplo.com');
    siteAccess.mockResolvedValue(false);
    loginMock.mockImplementation(async () => signInForTest(CLIENTE));
    const user = setup();
    await submitLogin(user);
    await waitFor(() => expect(currentLocation()).toBe('/cliente/cli-1'));
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ message: 'Bem-vindo(a) de volta, Rafael!' }));
    expect(takeNewAccount('rafael@exemplo.com')).toBe(false);
  });

  it('?sessao=expirada: says the session expired once, and drops the flag from the address', async () => {
    setup('/login?returnTo=%2Fcliente%2Fcli-1&sessao=expirada');
    expect(await screen.findByText('Sua sessão expirou. Entre novamente.')).toBeInTheDocument();
    await waitFor(() => expect(currentLocation()).toBe('/login?returnTo=%2Fcliente%2Fcli-1'));
    // still said on this visit
    expect(screen.getByText('Sua sessão expirou. Entre novamente.')).toBeInTheDocument();
    expect(toast).not.toHaveBeenCalled();
  });

  it('without the flag nothing is said about a session', () => {
    setup('/login?returnTo=%2Fcliente%2Fcli-1');
    expect(screen.queryByText('Sua sessão expirou. Entre novamente.')).not.toBeInTheDocument();
  });

  it.each([
    ['a same-site path the user may open', '/cliente/cli-1/configuracoes', CLIENTE, '/cliente/cli-1/configuracoes'],
    ['a public path with its query', '/terapeutas?search=ansiedade', CLIENTE, '/terapeutas?search=ansiedade'],
    ['another user\'s private area', '/cliente/outro', CLIENTE, '/cliente/cli-1'],
    ['a route of the other role', '/cliente/cli-1', TERAPEUTA, '/usuario/ter-1'],
    ['another origin', 'https://evil.example/cliente/cli-1', CLIENTE, '/cliente/cli-1'],
    ['a protocol-relative URL', '//evil.example', CLIENTE, '/cliente/cli-1'],
    ['the login page itself', '/login', TERAPEUTA, '/usuario/ter-1'],
  ])('returnTo: %s', async (_case, returnTo, who, expected) => {
    loginMock.mockImplementation(async () => signInForTest(who));
    const user = setup(`/login?returnTo=${encodeURIComponent(returnTo)}`);
    await submitLogin(user);
    await waitFor(() => expect(currentLocation()).toBe(expected));
  });

  it.each([
    ['Incorrect username or password.', 'E-mail ou senha incorretos.'],
    ['User does not exist.', 'Usuário não encontrado. Verifique seu e-mail ou cadastre-se.'],
    ['Password attempts exceeded', 'Número de tentativas excedido. Tente novamente mais tarde.'],
    ['Something else', 'Verifique suas credenciais e tente novamente.'],
  ])('failure "%s" → "%s" once, on the form (no toast repeating it)', async (server, shown) => {
    loginMock.mockRejectedValue(identityError('NotAuthorizedException', server));
    const user = setup();
    await submitLogin(user);
    expect(await within(loginForm()).findByText(shown)).toBeInTheDocument();
    expect(screen.getAllByText(shown)).toHaveLength(1);
    expect(toast).not.toHaveBeenCalled();
    expect(currentLocation()).toBe('/login');
    expect(screen.getByLabelText('E-mail')).toHaveValue('rafael@exemplo.com');
  });

  it('a thrown non-Error gets the unexpected-error text', async () => {
    loginMock.mockRejectedValue('boom');
    const user = setup();
    await submitLogin(user);
    expect(
      await within(loginForm()).findByText('Ocorreu um erro inesperado. Tente novamente mais tarde.'),
    ).toBeInTheDocument();
  });

  it('an unconfirmed account opens the e-mail confirmation dialog for that e-mail', async () => {
    loginMock.mockRejectedValue(identityError('UserNotConfirmedException', 'User is not confirmed.'));
    const user = setup();
    await submitLogin(user);
    const dialog = await screen.findByRole('dialog', { name: 'Confirme seu e-mail' });
    expect(within(dialog).getByText('rafael@exemplo.com')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Código de confirmação')).toBeInTheDocument();
    expect(toast).not.toHaveBeenCalled();
  });

  it('?email=…&confirmar=1 (after sign-up) opens the dialog for that e-mail; closing drops confirmar', async () => {
    const user = setup('/login?email=ana%40exemplo.com&confirmar=1&returnTo=%2Fterapeutas');
    const dialog = await screen.findByRole('dialog', { name: 'Confirme seu e-mail' });
    expect(within(dialog).getByText('ana@exemplo.com')).toBeInTheDocument();
    expect(screen.getByLabelText('E-mail')).toHaveValue('ana@exemplo.com');
    await user.click(within(dialog).getByRole('button', { name: 'Reenviar código' }));
    expect(resendConfirmationCode).toHaveBeenCalledWith('ana@exemplo.com');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(currentLocation()).toBe('/login?email=ana%40exemplo.com&returnTo=%2Fterapeutas'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("'Cadastre-se' carries the return target to the sign-up (issue 44 item 2); a hostile one is not carried", () => {
    setup('/login?returnTo=%2Fterapeuta%2Ft-1');
    expect(screen.getByRole('link', { name: 'Cadastre-se' })).toHaveAttribute('href', '/cadastro?returnTo=%2Fterapeuta%2Ft-1');
  });

  it.each(['//evil.com', '/\\evil.com', 'https://evil.com'])("'Cadastre-se' does not carry %p", (hostile) => {
    setup(`/login?returnTo=${encodeURIComponent(hostile)}`);
    expect(screen.getByRole('link', { name: 'Cadastre-se' })).toHaveAttribute('href', '/cadastro');
  });

  it('after the sign-up: the confirmation, then the first sign-in goes back to the return target', async () => {
    rememberNewAccount('ana@exemplo.com');
    loginMock.mockImplementation(async () => signInForTest({ ...CLIENTE, email: 'ana@exemplo.com' }));
    const user = setup('/login?email=ana%40exemplo.com&confirmar=1&returnTo=%2Fterapeuta%2Ft-1');
    await screen.findByRole('dialog', { name: 'Confirme seu e-mail' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.type(screen.getByLabelText('Senha'), 'Segura123');
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    await waitFor(() => expect(currentLocation()).toBe('/terapeuta/t-1'));
  });

  it('"Confirmar e-mail" opens the dialog for the typed e-mail, and asks for one first', async () => {
    const user = setup();
    await user.click(screen.getByRole('button', { name: 'Confirmar e-mail' }));
    expect(await screen.findByText('E-mail é obrigatório')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('E-mail'), 'ana@exemplo.com');
    await user.click(screen.getByRole('button', { name: 'Confirmar e-mail' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirme seu e-mail' });
    expect(within(dialog).getByText('ana@exemplo.com')).toBeInTheDocument();
  });

  it('disables "Entrar" while signing in', async () => {
    let finish: (value: typeof CLIENTE) => void = () => {};
    loginMock.mockReturnValue(new Promise((resolve) => (finish = resolve)));
    const user = setup();
    await submitLogin(user);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Entrar' })).toBeDisabled());
    finish(signInForTest(CLIENTE));
    await waitFor(() => expect(currentLocation()).toBe('/cliente/cli-1'));
  });
});
