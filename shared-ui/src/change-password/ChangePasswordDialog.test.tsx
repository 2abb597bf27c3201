import { useState } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import { changePassword } from '@acolhe/shared-auth';
import { renderInProviders } from '../testing';
import { ChangePasswordDialog } from './ChangePasswordDialog';

/** An error shaped like the Cognito SDK's (type in `name`, answered with an HTTP status). */
function identityError(name: string, message: string): Error {
  return Object.assign(new Error(message), { name, $metadata: { httpStatusCode: 400 } });
}

jest.mock('@acolhe/shared-auth', () => ({
  ...jest.requireActual('@acolhe/shared-auth'),
  changePassword: jest.fn(),
}));
const changeMock = jest.mocked(changePassword);
let toast: jest.SpyInstance;

beforeEach(() => {
  jest.clearAllMocks();
  toast = jest.spyOn(notifications, 'show');
});
afterEach(() => {
  toast.mockRestore();
  notifications.clean();
});

function Harness() {
  const [opened, setOpened] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setOpened(true)}>
        Abrir
      </button>
      <ChangePasswordDialog opened={opened} onClose={() => setOpened(false)} />
    </>
  );
}

const setup = () => renderInProviders(<Harness />);
const dialog = () => screen.getByRole('dialog', { name: 'Alterar senha' });

async function fill(user: ReturnType<typeof userEvent.setup>, current: string, next: string, confirm: string) {
  if (current) await user.type(within(dialog()).getByLabelText('Senha atual'), current);
  if (next) await user.type(within(dialog()).getByLabelText('Nova senha'), next);
  if (confirm) await user.type(within(dialog()).getByLabelText('Confirmar nova senha'), confirm);
  await user.click(within(dialog()).getByRole('button', { name: 'Alterar senha' }));
}

describe('ChangePasswordDialog', () => {
  it('validates with the product.md#validation change-password messages', async () => {
    const user = setup();
    await fill(user, '', '', '');
    expect(await within(dialog()).findByText('A senha atual é obrigatória')).toBeInTheDocument();
    expect(within(dialog()).getByText('A senha deve ter pelo menos 8 caracteres, incluindo letras maiúsculas, minúsculas e números.')).toBeInTheDocument();
    expect(within(dialog()).getByText('Confirme sua nova senha')).toBeInTheDocument();
    expect(changeMock).not.toHaveBeenCalled();
  });

  it('the new password follows the identity provider\'s policy: hint, inline check, nothing sent', async () => {
    const user = setup();
    expect(within(dialog()).getByText('Mínimo de 8 caracteres, com letras maiúsculas, minúsculas e números.')).toBeInTheDocument();
    await fill(user, 'Atual123', 'abcdef', 'abcdef');
    expect(await within(dialog()).findByText('A senha deve ter pelo menos 8 caracteres, incluindo letras maiúsculas, minúsculas e números.')).toBeInTheDocument();
    expect(changeMock).not.toHaveBeenCalled();
  });

  it('new and confirmation must match ("As senhas não conferem" on the confirmation)', async () => {
    const user = setup();
    await fill(user, 'Atual123', 'NovaSenha1', 'NovaSenha2');
    expect(await within(dialog()).findByText('As senhas não conferem')).toBeInTheDocument();
    expect(within(dialog()).getByLabelText('Confirmar nova senha')).toHaveAccessibleDescription('As senhas não conferem');
    expect(changeMock).not.toHaveBeenCalled();
  });

  it('success: "Senha alterada" toast and the dialog closes', async () => {
    changeMock.mockResolvedValueOnce();
    const user = setup();
    await fill(user, 'Atual123', 'NovaSenha1', 'NovaSenha1');
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: 'Senha alterada', message: 'Sua senha foi alterada com sucesso.', color: 'green' })),
    );
    expect(changeMock).toHaveBeenCalledWith('Atual123', 'NovaSenha1');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it.each([
    ['the server message', new Error('Usuário não autenticado'), 'Usuário não autenticado'],
    ['the fallback', new Error(''), 'Ocorreu um erro ao alterar a senha.'],
  ])('a failure about no field shows %s once, as a toast ("Erro ao alterar senha"), keeps the dialog open', async (_case, err, text) => {
    changeMock.mockRejectedValueOnce(err);
    const user = setup();
    await fill(user, 'Atual123', 'NovaSenha1', 'NovaSenha1');
    await waitFor(() => expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: 'Erro ao alterar senha', message: text, color: 'red' })));
    expect(toast).toHaveBeenCalledTimes(1);
    expect(within(dialog()).queryByText(text)).not.toBeInTheDocument();
    expect(within(dialog()).getByLabelText('Senha atual')).toHaveValue('Atual123');
  });

  it.each([
    ['a wrong current password, in Portuguese, on "Senha atual"', identityError('NotAuthorizedException', 'Incorrect username or password.'), 'A senha atual está incorreta.', 'Senha atual'],
    [
      'the policy text for a refused password, on "Nova senha"',
      identityError('InvalidPasswordException', 'Password does not conform to policy: Password not long enough'),
      'A senha deve ter pelo menos 8 caracteres, incluindo letras maiúsculas, minúsculas e números.',
      'Nova senha',
    ],
  ])('%s, once (no toast), the dialog open', async (_case, err, text, label) => {
    changeMock.mockRejectedValueOnce(err);
    const user = setup();
    await fill(user, 'Atual123', 'NovaSenha1', 'NovaSenha1');
    expect(await within(dialog()).findByText(text)).toBeInTheDocument();
    expect(within(dialog()).getByLabelText(label)).toHaveAccessibleDescription(expect.stringContaining(text));
    expect(within(dialog()).getAllByText(text)).toHaveLength(1);
    expect(toast).not.toHaveBeenCalled();
    expect(within(dialog()).getByLabelText('Senha atual')).toHaveValue('Atual123');
  });

  it('"Cancelar" closes and discards what was typed', async () => {
    const user = setup();
    await user.type(within(dialog()).getByLabelText('Senha atual'), 'Atual123');
    await user.click(within(dialog()).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Abrir' }));
    expect(within(await screen.findByRole('dialog', { name: 'Alterar senha' })).getByLabelText('Senha atual')).toHaveValue('');
  });
});
