import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { confirmSignUp, resendConfirmationCode } from '@acolhe/shared-auth';
import { renderWithProviders } from '../../test-utils/render';
import type { ModuleMocks } from '../../test-utils/moduleMocks';
import { watchToasts } from '../../test-utils/toasts';
import { identityError, networkError } from '../../test-utils/errors';
import { ConfirmEmailDialog } from './ConfirmEmailDialog';

jest.mock('@acolhe/shared-auth', () =>
  jest.requireActual<ModuleMocks>('../../test-utils/moduleMocks').sharedAuthWithMocked('confirmSignUp', 'resendConfirmationCode'),
);
const confirmMock = jest.mocked(confirmSignUp);
const resendMock = jest.mocked(resendConfirmationCode);
const toast = watchToasts();

beforeEach(() => {
  jest.clearAllMocks();
});
afterEach(() => {
  jest.useRealTimers();
});

function setup({ fakeTimers = false } = {}) {
  const onClose = jest.fn();
  const onConfirmed = jest.fn();
  const user = userEvent.setup(fakeTimers ? { advanceTimers: (ms) => jest.advanceTimersByTime(ms) } : {});
  renderWithProviders(<ConfirmEmailDialog opened email="ana@exemplo.com" onClose={onClose} onConfirmed={onConfirmed} />);
  return { user, onClose, onConfirmed };
}

const INVALID = 'Código inválido ou expirado. Verifique o código ou solicite um novo.';

describe('ConfirmEmailDialog', () => {
  it('asks for the code sent to the e-mail', () => {
    setup();
    expect(screen.getByRole('dialog', { name: 'Confirme seu e-mail' })).toBeInTheDocument();
    expect(screen.getByText('ana@exemplo.com')).toBeInTheDocument();
    expect(screen.getByLabelText('Código de confirmação')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Confirmar' })).toBeInTheDocument();
  });

  it('an empty code says "Código obrigatório" and sends nothing', async () => {
    const { user } = setup();
    await user.type(screen.getByLabelText('Código de confirmação'), '   ');
    await user.click(screen.getByRole('button', { name: 'Confirmar' }));
    expect(await screen.findByText('Código obrigatório')).toBeInTheDocument();
    expect(confirmMock).not.toHaveBeenCalled();
  });

  it('success: toast "E-mail confirmado", then closes by itself 2000 ms later', async () => {
    jest.useFakeTimers();
    confirmMock.mockResolvedValue();
    const { user, onClose, onConfirmed } = setup({ fakeTimers: true });
    await user.type(screen.getByLabelText('Código de confirmação'), ' 123456 ');
    await user.click(screen.getByRole('button', { name: 'Confirmar' }));
    await waitFor(() => expect(onConfirmed).toHaveBeenCalledWith('ana@exemplo.com'));
    expect(confirmMock).toHaveBeenCalledWith('ana@exemplo.com', '123456');
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: 'E-mail confirmado', color: 'green' }));
    expect(screen.getByRole('status')).toHaveTextContent('Sua conta está ativa. Agora você já pode entrar.');
    act(() => jest.advanceTimersByTime(1999));
    expect(onClose).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('a wrong or expired code: "Erro na confirmação" toast and the text on the field', async () => {
    confirmMock.mockRejectedValue(identityError('CodeMismatchException', 'Invalid verification code provided, please try again.'));
    const { user, onClose } = setup();
    await user.type(screen.getByLabelText('Código de confirmação'), '000000');
    await user.click(screen.getByRole('button', { name: 'Confirmar' }));
    await waitFor(() => expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: 'Erro na confirmação', message: INVALID, color: 'red' })));
    expect(screen.getByLabelText('Código de confirmação')).toHaveAccessibleDescription(INVALID);
    expect(screen.getByLabelText('Código de confirmação')).toHaveValue('000000');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('a wrong code, then the right one: the error toast goes away, only "E-mail confirmado" stays (issue 44)', async () => {
    confirmMock.mockRejectedValueOnce(identityError('CodeMismatchException', 'Invalid verification code provided, please try again.')).mockResolvedValueOnce();
    const { user, onConfirmed } = setup();
    const field = screen.getByLabelText('Código de confirmação');
    await user.type(field, '000000');
    await user.click(screen.getByRole('button', { name: 'Confirmar' }));
    expect(await screen.findByText('Erro na confirmação')).toBeInTheDocument();
    await user.clear(field);
    await user.type(field, '123456');
    await user.click(screen.getByRole('button', { name: 'Confirmar' }));
    await waitFor(() => expect(onConfirmed).toHaveBeenCalled());
    // the toasts on screen (Mantine's), by their text
    const toasts = () => Array.from(document.querySelectorAll('.mantine-Notification-root'), (n) => n.textContent ?? '');
    // at once (Mantine's own 4 s auto-close would take it away later anyway)
    await waitFor(() => expect(toasts()).toEqual([expect.stringMatching(/^E-mail confirmado/)]), { timeout: 300 });
  });

  it('resend: "Código reenviado", or "Erro ao reenviar código" on failure', async () => {
    resendMock.mockResolvedValueOnce({});
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: 'Reenviar código' }));
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith(expect.objectContaining({
        title: 'Código reenviado',
        message: 'Enviamos um novo código para ana@exemplo.com.',
        color: 'green',
      })),
    );
    expect(resendMock).toHaveBeenCalledWith('ana@exemplo.com');

    resendMock.mockRejectedValueOnce(networkError());
    await user.click(screen.getByRole('button', { name: 'Reenviar código' }));
    await waitFor(() =>
      expect(toast).toHaveBeenLastCalledWith(expect.objectContaining({ title: 'Erro ao reenviar código', color: 'red' })),
    );
  });
});
