import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearSession, login, signUp } from '@acolhe/shared-auth';
import { SIGN_UP_CONSENT } from '@acolhe/shared-domain';
import { currentLocation, renderWithProviders } from '../../test-utils/render';
import type { ModuleMocks } from '../../test-utils/moduleMocks';
import { watchToasts } from '../../test-utils/toasts';
import { identityError, networkError } from '../../test-utils/errors';
import { signInForTest } from '../../test-utils/session';
import CadastroPage, { THERAPIST_NOTE } from './CadastroPage';
import { takeNewAccount } from '../login/welcome';

jest.mock('@acolhe/shared-auth', () =>
  jest.requireActual<ModuleMocks>('../../test-utils/moduleMocks').sharedAuthWithMocked('signUp', 'login'),
);
const signUpMock = jest.mocked(signUp);
const loginMock = jest.mocked(login);
const toast = watchToasts();

beforeEach(() => {
  clearSession();
  window.localStorage.clear();
  signUpMock.mockReset();
  loginMock.mockReset();
});

function setup(route = '/cadastro') {
  const user = userEvent.setup();
  renderWithProviders(<CadastroPage />, { route });
  return user;
}

async function fill(user: ReturnType<typeof userEvent.setup>, values: { name?: string; email?: string; password?: string; accept?: boolean }) {
  if (values.name !== undefined) await user.type(screen.getByLabelText('Nome completo'), values.name);
  if (values.email !== undefined) await user.type(screen.getByLabelText('E-mail'), values.email);
  if (values.password !== undefined) await user.type(screen.getByLabelText('Senha'), values.password);
  if (values.accept) await user.click(screen.getByRole('checkbox', { name: /Li e concordo/ }));
}

/** A filled-in form (VALID), sent with 'Criar minha conta'. */
async function submitValid() {
  const user = setup();
  await fill(user, VALID);
  await user.click(screen.getByRole('button', { name: 'Criar minha conta' }));
  return user;
}

const VALID = { name: 'Ana Souza', email: 'ana@exemplo.com', password: 'Segura123', accept: true };

describe('/cadastro', () => {
  it('shows the product texts, the Cliente/Terapeuta switch, the fields and the privacy box, unchecked (LGPD art. 8)', () => {
    setup();
    expect(screen.getByRole('heading', { level: 1, name: 'Cadastre-se' })).toBeInTheDocument();
    expect(screen.getByText('Crie sua conta para encontrar o terapeuta ideal')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Cliente' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Terapeuta' })).not.toBeChecked();
    expect(screen.getByLabelText('Nome completo')).toBeInTheDocument();
    expect(screen.getByLabelText('E-mail')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Senha')).toHaveAttribute('type', 'password');
    // the box names both texts, word for word as the privacy policy quotes it (issue 44: no Terms)
    const privacy = screen.getByRole('checkbox', { name: SIGN_UP_CONSENT.text });
    expect(privacy).not.toBeChecked();
    expect(privacy).toBeRequired();
    expect(screen.getByRole('button', { name: 'Criar minha conta' })).toBeEnabled();
    expect(screen.getByRole('link', { name: 'Já tem uma conta? Entrar' })).toHaveAttribute('href', '/login');
    expect(screen.queryByText(THERAPIST_NOTE)).not.toBeInTheDocument();
  });

  it('the Terapeuta tab changes the button and shows the note about completing the profile', async () => {
    const user = setup();
    await user.click(screen.getByRole('radio', { name: 'Terapeuta' }));
    expect(screen.getByRole('button', { name: 'Cadastrar como terapeuta' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Criar minha conta' })).not.toBeInTheDocument();
    expect(screen.getByText(THERAPIST_NOTE)).toBeInTheDocument();
    // the subtitle follows the tab (issue 30)
    expect(screen.getByText('Crie sua conta para receber clientes e organizar sua agenda')).toBeInTheDocument();
    expect(screen.queryByText('Crie sua conta para encontrar o terapeuta ideal')).not.toBeInTheDocument();
  });

  it('the Terms and the privacy links are the real pages, in a new tab (the half-filled form stays)', () => {
    setup();
    const link = screen.getByRole('link', { name: 'Política de Privacidade' });
    expect(link).toHaveAttribute('href', '/politica-de-privacidade');
    expect(link).toHaveAttribute('target', '_blank');
    const terms = screen.getByRole('link', { name: 'Termos de Uso' });
    expect(terms).toHaveAttribute('href', '/termos-de-uso');
    expect(terms).toHaveAttribute('target', '_blank');
  });

  it('refuses to sign up until the person ticks the box themselves', async () => {
    const user = setup();
    await fill(user, { ...VALID, accept: false });
    await user.click(screen.getByRole('button', { name: 'Criar minha conta' }));
    expect(await screen.findByText('Para criar sua conta, marque que leu e concorda com os Termos de Uso e a Política de Privacidade.')).toBeInTheDocument();
    expect(signUpMock).not.toHaveBeenCalled();
  });

  it('validates with the product.md#validation messages and does not call the identity provider', async () => {
    const user = setup();
    await fill(user, { name: 'Al', email: 'nao-e-email', password: '12345' });
    await user.click(screen.getByRole('button', { name: 'Criar minha conta' }));
    expect(await screen.findByText('O nome deve ter pelo menos 3 caracteres.')).toBeInTheDocument();
    expect(screen.getByText('Digite um e-mail válido.')).toBeInTheDocument();
    expect(screen.getByText('A senha deve ter pelo menos 8 caracteres, incluindo letras maiúsculas, minúsculas e números.')).toBeInTheDocument();
    expect(screen.getByText('Para criar sua conta, marque que leu e concorda com os Termos de Uso e a Política de Privacidade.')).toBeInTheDocument();
    expect(signUpMock).not.toHaveBeenCalled();
  });

  it('the hint, the inline check and the submit guard are the identity provider\'s policy (8+, upper, lower, numbers)', async () => {
    const user = setup();
    const password = screen.getByLabelText('Senha');
    expect(screen.getByText('Mínimo de 8 caracteres, com letras maiúsculas, minúsculas e números.')).toBeInTheDocument();
    await fill(user, { name: 'Ana Souza', email: 'ana@exemplo.com', accept: true });
    for (const weak of ['abcdef', 'abcdefg1', 'ABCDEFG1', 'Abcdefgh', 'Abc1234']) {
      await user.clear(password);
      await user.type(password, weak);
      await user.click(screen.getByRole('button', { name: 'Criar minha conta' }));
      expect(await screen.findByText('A senha deve ter pelo menos 8 caracteres, incluindo letras maiúsculas, minúsculas e números.')).toBeInTheDocument();
    }
    expect(signUpMock).not.toHaveBeenCalled();
    // shown once: on the field, never as a toast too
    expect(screen.getAllByText('A senha deve ter pelo menos 8 caracteres, incluindo letras maiúsculas, minúsculas e números.')).toHaveLength(1);
    expect(toast).not.toHaveBeenCalled();
    signUpMock.mockResolvedValue({ name: 'Ana Souza', userConfirmed: false });
    await user.clear(password);
    await user.type(password, 'Abcdefg1');
    await user.click(screen.getByRole('button', { name: 'Criar minha conta' }));
    await waitFor(() => expect(signUpMock).toHaveBeenCalledWith(expect.objectContaining({ password: 'Abcdefg1' })));
  });

  it('empty fields get the same messages (a name of spaces does not count)', async () => {
    const user = setup();
    await fill(user, { name: '     ' });
    await user.click(screen.getByRole('button', { name: 'Criar minha conta' }));
    expect(await screen.findByText('O nome deve ter pelo menos 3 caracteres.')).toBeInTheDocument();
    expect(screen.getByText('Digite um e-mail válido.')).toBeInTheDocument();
    expect(signUpMock).not.toHaveBeenCalled();
  });

  it('with confirmation pending: toast, then /login?email=…&confirmar=1', async () => {
    signUpMock.mockResolvedValue({ name: 'Ana Souza', userConfirmed: false });
    const user = setup();
    await fill(user, { ...VALID, name: '  Ana Souza ' });
    await user.click(screen.getByRole('button', { name: 'Criar minha conta' }));
    await waitFor(() => expect(currentLocation()).toBe('/login?email=ana%40exemplo.com&confirmar=1'));
    // the login after the confirmation is this account's first
    expect(takeNewAccount('ana@exemplo.com')).toBe(true);
    expect(signUpMock).toHaveBeenCalledWith({ tipo: 'cliente', name: 'Ana Souza', email: 'ana@exemplo.com', password: 'Segura123' });
    expect(toast).toHaveBeenCalledWith(
      expect.objectContaining({ title: 'Cadastro realizado com sucesso!', message: 'Verifique seu e-mail para confirmar seu cadastro.' }),
    );
    expect(loginMock).not.toHaveBeenCalled();
  });

  describe('the return target (issue 44 item 2: a booking request waits on the page it names)', () => {
    const FROM_PROFILE = '/cadastro?returnTo=%2Fterapeuta%2Ft-1';

    it('rides along to the confirmation and the sign-in: /login?email=…&confirmar=1&returnTo=…', async () => {
      signUpMock.mockResolvedValue({ name: 'Ana Souza', userConfirmed: false });
      const user = setup(FROM_PROFILE);
      await fill(user, VALID);
      await user.click(screen.getByRole('button', { name: 'Criar minha conta' }));
      await waitFor(() =>
        expect(currentLocation()).toBe('/login?email=ana%40exemplo.com&confirmar=1&returnTo=%2Fterapeuta%2Ft-1'),
      );
    });

    it('already confirmed: signed in, straight back to that page (not the empty dashboard)', async () => {
      signUpMock.mockResolvedValue({ name: 'Ana Souza', userConfirmed: true });
      loginMock.mockImplementation(async () =>
        signInForTest({ id: 'u-9', name: 'Ana Souza', email: 'ana@exemplo.com', tipo: 'cliente', image: '' }),
      );
      const user = setup('/cadastro?returnTo=%2Fagendar%2Ft-1');
      await fill(user, VALID);
      await user.click(screen.getByRole('button', { name: 'Criar minha conta' }));
      await waitFor(() => expect(currentLocation()).toBe('/agendar/t-1'));
    });

    it("'Já tem uma conta? Entrar' keeps it", () => {
      setup(FROM_PROFILE);
      expect(screen.getByRole('link', { name: 'Já tem uma conta? Entrar' })).toHaveAttribute('href', '/login?returnTo=%2Fterapeuta%2Ft-1');
    });

    it.each(['//evil.com', 'https://evil.com', '/\\evil.com', 'javascript:alert(1)', '/terapeuta/..//evil.com'])(
      'a hostile one (%s) is dropped, never carried',
      async (hostile) => {
        signUpMock.mockResolvedValue({ name: 'Ana Souza', userConfirmed: false });
        const user = setup(`/cadastro?returnTo=${encodeURIComponent(hostile)}`);
        expect(screen.getByRole('link', { name: 'Já tem uma conta? Entrar' })).toHaveAttribute('href', '/login');
        await fill(user, VALID);
        await user.click(screen.getByRole('button', { name: 'Criar minha conta' }));
        await waitFor(() => expect(currentLocation()).toBe('/login?email=ana%40exemplo.com&confirmar=1'));
      },
    );
  });

  it('signs up a therapist with tipo terapeuta', async () => {
    signUpMock.mockResolvedValue({ name: 'Ana Souza', userConfirmed: false });
    const user = setup();
    await user.click(screen.getByRole('radio', { name: 'Terapeuta' }));
    await fill(user, VALID);
    await user.click(screen.getByRole('button', { name: 'Cadastrar como terapeuta' }));
    await waitFor(() => expect(signUpMock).toHaveBeenCalledWith(expect.objectContaining({ tipo: 'terapeuta' })));
  });

  it('already confirmed: welcome toast with the name, signs in and goes to the new home', async () => {
    signUpMock.mockResolvedValue({ name: 'Ana Souza', userConfirmed: true });
    loginMock.mockImplementation(async () =>
      signInForTest({ id: 'u-9', name: 'Ana Souza', email: 'ana@exemplo.com', tipo: 'cliente', image: '' }),
    );
    await submitValid();
    await waitFor(() => expect(currentLocation()).toBe('/cliente/u-9'));
    expect(toast).toHaveBeenCalledWith(
      expect.objectContaining({ title: 'Cadastro realizado com sucesso!', message: 'Conta criada. Bem-vindo(a) ao Acolhe, Ana!' }),
    );
    expect(toast).toHaveBeenCalledTimes(1);
    expect(takeNewAccount('ana@exemplo.com')).toBe(false);
    expect(loginMock).toHaveBeenCalledWith('ana@exemplo.com', 'Segura123');
  });

  it('disables the button with a spinner while busy', async () => {
    let finish: (value: { name: string; userConfirmed: boolean }) => void = () => {};
    signUpMock.mockReturnValue(new Promise((resolve) => (finish = resolve)));
    await submitValid();
    const button = screen.getByRole('button', { name: 'Criar minha conta' });
    await waitFor(() => expect(button).toBeDisabled());
    expect(button).toHaveAttribute('data-loading');
    finish({ name: 'Ana Souza', userConfirmed: false });
    await waitFor(() => expect(currentLocation()).toContain('/login'));
  });

  it('an existing e-mail: the product text once, on the e-mail field (no toast), data kept, a way to the login', async () => {
    signUpMock.mockRejectedValue(identityError('UsernameExistsException', 'An account with the given email already exists.'));
    await submitValid();
    const form = screen.getByRole('form', { name: 'Cadastre-se' });
    expect(await within(form).findByText('Este e-mail já está registrado. Tente fazer login.')).toBeInTheDocument();
    expect(screen.getAllByText('Este e-mail já está registrado. Tente fazer login.')).toHaveLength(1);
    expect(screen.getByLabelText('E-mail')).toHaveAccessibleDescription('Este e-mail já está registrado. Tente fazer login.');
    expect(toast).not.toHaveBeenCalled();
    expect(within(form).getByRole('link', { name: 'Ir para o login' })).toHaveAttribute('href', '/login?email=ana%40exemplo.com');
    expect(screen.getByLabelText('Nome completo')).toHaveValue('Ana Souza');
    expect(screen.getByLabelText('E-mail')).toHaveValue('ana@exemplo.com');
    expect(currentLocation()).toBe('/cadastro');
  });

  it('a password the identity provider still refuses: the policy message once, on the password field', async () => {
    signUpMock.mockRejectedValue(identityError('InvalidPasswordException', 'Password did not conform with policy: Password must have symbol characters'));
    await submitValid();
    const form = screen.getByRole('form', { name: 'Cadastre-se' });
    expect(await within(form).findByText('A senha deve ter pelo menos 8 caracteres, incluindo letras maiúsculas, minúsculas e números.')).toBeInTheDocument();
    expect(screen.getAllByText('A senha deve ter pelo menos 8 caracteres, incluindo letras maiúsculas, minúsculas e números.')).toHaveLength(1);
    expect(screen.getByLabelText('Senha')).toHaveAccessibleDescription(expect.stringContaining('A senha deve ter pelo menos 8 caracteres, incluindo letras maiúsculas, minúsculas e números.'));
    expect(toast).not.toHaveBeenCalled();
    expect(within(form).queryByRole('link', { name: 'Ir para o login' })).not.toBeInTheDocument();
  });

  it('failures about no field: once, as a red toast (InvalidParameter text, network text, the fallback)', async () => {
    const user = setup();
    await fill(user, VALID);
    const submit = () => user.click(screen.getByRole('button', { name: 'Criar minha conta' }));
    const form = screen.getByRole('form', { name: 'Cadastre-se' });

    for (const [error, shown] of [
      [identityError('InvalidParameterException', 'bad'), 'Dados inválidos. Verifique os campos e tente novamente.'],
      [networkError(), 'Network error'],
      [new Error(''), 'Não foi possível completar seu cadastro. Tente novamente.'],
    ] as const) {
      toast.mockClear();
      signUpMock.mockRejectedValueOnce(error);
      await submit();
      await waitFor(() => expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: 'Erro ao criar conta', message: shown, color: 'red' })));
      expect(toast).toHaveBeenCalledTimes(1);
      expect(within(form).queryByText(shown)).not.toBeInTheDocument();
    }
  });
});
