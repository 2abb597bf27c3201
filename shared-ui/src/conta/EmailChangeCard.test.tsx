import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { changeEmail, confirmEmailChange } from '@acolhe/shared-auth';
import { renderInProviders } from '../testing';
import { loadToasts } from '../toasts/toasts';
import { EmailChangeCard } from './EmailChangeCard';

jest.mock('@acolhe/shared-auth', () => ({
  ...jest.requireActual('@acolhe/shared-auth'),
  changeEmail: jest.fn(),
  confirmEmailChange: jest.fn(),
  resendEmailChangeCode: jest.fn(),
  useCurrentUser: () => ({ id: 'c1', name: 'Ana', email: 'ana@exemplo.com.br', tipo: 'cliente', image: '' }),
}));
const changeMock = jest.mocked(changeEmail);
const confirmMock = jest.mocked(confirmEmailChange);

const identityError = (name: string, message: string) => Object.assign(new Error(message), { name, $metadata: { httpStatusCode: 400 } });

const setup = () => renderInProviders(<EmailChangeCard />);

beforeAll(async () => {
  await loadToasts();
});
beforeEach(() => jest.clearAllMocks());

async function askCode(user: ReturnType<typeof userEvent.setup>, email = 'nova@exemplo.com.br') {
  await user.click(screen.getByRole('button', { name: 'Alterar e-mail' }));
  const dialog = await screen.findByRole('dialog', { name: 'Alterar e-mail' });
  await user.type(within(dialog).getByLabelText('Novo e-mail'), email);
  await user.click(within(dialog).getByRole('button', { name: 'Enviar código' }));
  return dialog;
}

describe('EmailChangeCard', () => {
  it('shows the current address; a new one takes effect only with the code sent to it', async () => {
    changeMock.mockResolvedValue();
    confirmMock.mockResolvedValue();
    const user = setup();
    expect(screen.getByTestId('email-atual')).toHaveTextContent('ana@exemplo.com.br');
    const dialog = await askCode(user);
    expect(changeMock).toHaveBeenCalledWith('nova@exemplo.com.br');
    expect(await within(dialog).findByText(/Seu e-mail só muda depois que você o confirmar/)).toBeInTheDocument();
    expect(confirmMock).not.toHaveBeenCalled();
    await user.type(within(dialog).getByLabelText('Código de verificação'), '123456');
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    expect(confirmMock).toHaveBeenCalledWith('123456', 'nova@exemplo.com.br');
    expect(await screen.findByText('Seu novo e-mail foi confirmado.')).toBeInTheDocument();
  });

  it('a spent code (5 wrong tries) asks for a new one; an address in use says so', async () => {
    changeMock.mockResolvedValue();
    confirmMock.mockRejectedValue(identityError('LimitExceededException', 'Attempt limit exceeded, please try after some time.'));
    const user = setup();
    const dialog = await askCode(user);
    await user.type(await within(dialog).findByLabelText('Código de verificação'), '000000');
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    expect(await within(dialog).findByText('Número de tentativas excedido. Solicite um novo código.')).toBeInTheDocument();
  });

  it('refuses an address of another account at the first step', async () => {
    changeMock.mockRejectedValue(identityError('AliasExistsException', 'An account with the given email already exists.'));
    const user = setup();
    const dialog = await askCode(user, 'terapeuta.demo@acolhe.com.br');
    expect(await within(dialog).findByText('Este e-mail já está em uso por outra conta.')).toBeInTheDocument();
  });
});
