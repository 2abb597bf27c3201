import { useState } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { confirmForgotPassword, forgotPassword } from '@acolhe/shared-auth';
import { renderWithProviders } from '../../test-utils/render';
import type { ModuleMocks } from '../../test-utils/moduleMocks';
import { watchToasts } from '../../test-utils/toasts';
import { identityError } from '../../test-utils/errors';
import { ForgotPasswordDialog } from './ForgotPasswordDialog';

jest.mock('@acolhe/shared-auth', () =>
  jest.requireActual<ModuleMocks>('../../test-utils/moduleMocks').sharedAuthWithMocked('forgotPassword', 'confirmForgotPassword'),
);
const forgotMock = jest.mocked(forgotPassword);
const confirmMock = jest.mocked(confirmForgotPassword);
const toast = watchToasts();

beforeEach(() => {
  jest.clearAllMocks();
});

const onReset = jest.fn();
function Harness({ initialEmail = '' }: { initialEmail?: string }) {
  const [opened, setOpened] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setOpened(true)}>
        Abrir
      </button>
      <ForgotPasswordDialog opened={opened} onClose={() => setOpened(false)} initialEmail={initialEmail} onReset={onReset} />
    </>
  );
}

function setup(initialEmail?: string) {
  const user = userEvent.setup();
  renderWithProviders(<Harness initialEmail={initialEmail} />);
  return user;
}

const dialog = () => screen.getByRole('dialog', { name: 'Redefinir senha' });

async function reachStep2(user: ReturnType<typeof userEvent.setup>, email = 'ana@exemplo.com') {
  forgotMock.mockResolvedValueOnce({ destination: 'a***@e***' });
  await user.type(within(dialog()).getByLabelText('E-mail'), email);
  await user.click(within(dialog()).getByRole('button', { name: 'Enviar código' }));
  await within(dialog()).findByLabelText('Código de verificação');
}

/** Step 2 filled in: the code, the new password and its confirmation (the same, unless given). */
async function fillStep2(user: ReturnType<typeof userEvent.setup>, code: string, password: string, confirmation = password) {
  await user.type(within(dialog()).getByLabelText('Código de verificação'), code);
  await user.type(within(dialog()).getByLabelText('Nova senha'), password);
  await user.type(within(dialog()).getByLabelText('Confirmar nova senha'), confirmation);
}

describe('ForgotPasswordDialog', () => {
  it('step 1 validates the e-mail ("E-mail inválido")', async () => {
    const user = setup();
    await user.type(within(dialog()).getByLabelText('E-mail'), 'ana@');
    await user.click(within(dialog()).getByRole('button', { name: 'Enviar código' }));
    expect(await within(dialog()).findByText('E-mail inválido')).toBeInTheDocument();
    expect(forgotMock).not.toHaveBeenCalled();
  });

  it('step 1 → "Código enviado!" and step 2 for that e-mail', async () => {
    const user = setup();
    await reachStep2(user, ' ana@exemplo.com ');
    expect(forgotMock).toHaveBeenCalledWith('ana@exemplo.com');
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: 'Código enviado!', color: 'green' }));
    expect(within(dialog()).getByText('ana@exemplo.com')).toBeInTheDocument();
    expect(within(dialog()).getByLabelText('Nova senha')).toBeInTheDocument();
    expect(within(dialog()).getByLabelText('Confirmar nova senha')).toBeInTheDocument();
  });

  it('step 1 for an unknown e-mail answers as for a known one (no enumeration, issue 29)', async () => {
    forgotMock.mockRejectedValueOnce(identityError('UserNotFoundException', 'Username/client id combination not found.'));
    const user = setup('ninguem@exemplo.com');
    await user.click(within(dialog()).getByRole('button', { name: 'Enviar código' }));
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: 'Código enviado!', message: 'Se houver uma conta com este e-mail, enviamos um código.', color: 'green' })),
    );
    expect(await within(dialog()).findByLabelText('Nova senha')).toBeInTheDocument();
    expect(screen.queryByText(/Usuário não encontrado/)).not.toBeInTheDocument();
  });

  it('step 2: a spent code (5 wrong tries) asks for a new code, on the code field', async () => {
    confirmMock.mockRejectedValueOnce(identityError('LimitExceededException', 'Attempt limit exceeded, please try after some time.'));
    const user = setup();
    await reachStep2(user);
    await fillStep2(user, '123456', 'Nova12345');
    await user.click(within(dialog()).getByRole('button', { name: 'Redefinir senha' }));
    expect(await within(dialog()).findByText('Número de tentativas excedido. Solicite um novo código.')).toBeInTheDocument();
  });

  it('step 1 failure about no field: once, as a red toast', async () => {
    forgotMock.mockRejectedValueOnce(identityError('LimitExceededException', 'Attempt limit exceeded, please try after some time.'));
    const user = setup('ana@exemplo.com');
    await user.click(within(dialog()).getByRole('button', { name: 'Enviar código' }));
    const text = 'Número de tentativas excedido. Tente novamente mais tarde.';
    await waitFor(() => expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: 'Erro ao enviar código', message: text, color: 'red' })));
    expect(within(dialog()).queryByText(text)).not.toBeInTheDocument();
  });

  it('step 2 validates with the product.md#validation messages', async () => {
    const user = setup();
    await reachStep2(user);
    await user.click(within(dialog()).getByRole('button', { name: 'Redefinir senha' }));
    expect(await within(dialog()).findByText('Código é obrigatório')).toBeInTheDocument();
    expect(within(dialog()).getByLabelText('Nova senha')).toHaveAccessibleDescription(expect.stringContaining('A senha deve ter pelo menos 8 caracteres, incluindo letras maiúsculas, minúsculas e números.'));
    expect(within(dialog()).getByLabelText('Confirmar nova senha')).toHaveAccessibleDescription('Confirme sua nova senha');
    // the provider's policy, before the provider is asked: 'abcdef' no longer passes
    await user.type(within(dialog()).getByLabelText('Nova senha'), 'abcdef');
    await user.type(within(dialog()).getByLabelText('Confirmar nova senha'), 'abcdef');
    await user.click(within(dialog()).getByRole('button', { name: 'Redefinir senha' }));
    expect(within(dialog()).getAllByText('A senha deve ter pelo menos 8 caracteres, incluindo letras maiúsculas, minúsculas e números.')).toHaveLength(1);
    expect(within(dialog()).getByText('Mínimo de 8 caracteres, com letras maiúsculas, minúsculas e números.')).toBeInTheDocument();
    await user.clear(within(dialog()).getByLabelText('Nova senha'));
    await user.clear(within(dialog()).getByLabelText('Confirmar nova senha'));
    await fillStep2(user, '123456', 'NovaSenha1', 'NovaSenha2');
    await user.click(within(dialog()).getByRole('button', { name: 'Redefinir senha' }));
    expect(await within(dialog()).findByText('As senhas não coincidem')).toBeInTheDocument();
    expect(within(dialog()).getByLabelText('Confirmar nova senha')).toHaveAccessibleDescription('As senhas não coincidem');
    expect(confirmMock).not.toHaveBeenCalled();
  });

  it('step 2 success: "Senha redefinida com sucesso!", tells the caller, closes', async () => {
    confirmMock.mockResolvedValueOnce();
    const user = setup();
    await reachStep2(user);
    await fillStep2(user, '123456', 'NovaSenha1');
    await user.click(within(dialog()).getByRole('button', { name: 'Redefinir senha' }));
    await waitFor(() => expect(onReset).toHaveBeenCalledWith('ana@exemplo.com'));
    expect(confirmMock).toHaveBeenCalledWith('ana@exemplo.com', '123456', 'NovaSenha1');
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: 'Senha redefinida com sucesso!', color: 'green' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('step 2 failure: once each — a wrong code on the code field, a refused password on the password field, the rest as a toast', async () => {
    const user = setup();
    await reachStep2(user);
    await fillStep2(user, '999999', 'Fraca1234');
    toast.mockClear(); // 'Código enviado!'

    confirmMock.mockRejectedValueOnce(identityError('CodeMismatchException', 'Invalid verification code provided, please try again.'));
    await user.click(within(dialog()).getByRole('button', { name: 'Redefinir senha' }));
    const invalid = 'Código inválido ou expirado. Verifique o código ou solicite um novo.';
    expect(await within(dialog()).findByText(invalid)).toBeInTheDocument();
    expect(within(dialog()).getByLabelText('Código de verificação')).toHaveAccessibleDescription(invalid);
    expect(toast).not.toHaveBeenCalled();

    confirmMock.mockRejectedValueOnce(identityError('InvalidPasswordException', 'Password does not conform to policy'));
    await user.click(within(dialog()).getByRole('button', { name: 'Redefinir senha' }));
    expect(await within(dialog()).findByText('A senha deve ter pelo menos 8 caracteres, incluindo letras maiúsculas, minúsculas e números.')).toBeInTheDocument();
    expect(within(dialog()).getAllByText('A senha deve ter pelo menos 8 caracteres, incluindo letras maiúsculas, minúsculas e números.')).toHaveLength(1);
    expect(toast).not.toHaveBeenCalled();

    confirmMock.mockRejectedValueOnce(new Error(''));
    await user.click(within(dialog()).getByRole('button', { name: 'Redefinir senha' }));
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: 'Erro ao redefinir senha', message: 'Não foi possível redefinir sua senha. Tente novamente.', color: 'red' })),
    );
    expect(within(dialog()).queryByText('Não foi possível redefinir sua senha. Tente novamente.')).not.toBeInTheDocument();
    expect(onReset).not.toHaveBeenCalled();
  });

  it('"Voltar" returns to the e-mail step, keeping the e-mail', async () => {
    const user = setup();
    await reachStep2(user);
    await user.click(within(dialog()).getByRole('button', { name: 'Voltar' }));
    expect(within(dialog()).getByLabelText('E-mail')).toHaveValue('ana@exemplo.com');
    expect(within(dialog()).queryByLabelText('Código de verificação')).not.toBeInTheDocument();
  });

  it('closing resets everything: reopened, it is back at an empty step 1', async () => {
    const user = setup();
    await reachStep2(user);
    await user.type(within(dialog()).getByLabelText('Código de verificação'), '123');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Abrir' }));
    const reopened = await screen.findByRole('dialog', { name: 'Redefinir senha' });
    expect(within(reopened).getByLabelText('E-mail')).toHaveValue('');
    expect(within(reopened).queryByLabelText('Código de verificação')).not.toBeInTheDocument();
  });
});
