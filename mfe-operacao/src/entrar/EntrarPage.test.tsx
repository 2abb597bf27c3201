// The operators' sign-in steps (shared-auth's module mocked): e-mail and password → new password →
// the authenticator's set-up (QR code and secret) → the console; later sign-ins ask for the code.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { resetUi } from '@acolhe/shared-ui/testing';
import * as operador from '../sessao/operador';
import * as fake from '../test/operadorFake';
import { installFakeApi } from '../test/fakeApi';
import { RESUMO } from '../test/fixtures';
import { renderConsole } from '../test/render';

jest.mock('../sessao/operador', () => jest.requireActual('../test/operadorFake'));
jest.mock('qrcode', () => ({ toDataURL: jest.fn(async (text: string) => `data:image/png;base64,${Buffer.from(text).toString('base64')}`) }));

const mocked = jest.mocked(operador);

beforeEach(() => {
  resetUi();
  jest.clearAllMocks();
  fake.definirSessao(null);
  installFakeApi({ 'GET operacao/resumo': { body: RESUMO } });
});

const entrarComSenha = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.type(await screen.findByLabelText(/E-mail/), 'operador.demo@acolhe.com.br');
  await user.type(screen.getByLabelText(/^Senha/), 'Temporaria#123');
  await user.click(screen.getByRole('button', { name: 'Entrar' }));
};

it('first sign-in: new password, then the authenticator (QR code and secret), then the console', async () => {
  const user = userEvent.setup();
  mocked.iniciarLoginOperador.mockResolvedValue({ passo: 'nova-senha' });
  mocked.definirNovaSenha.mockResolvedValue({ passo: 'configurar-totp', segredo: 'JBSWY3DPEHPK3PXP', otpauthUri: 'otpauth://totp/Acolhe:op?secret=JBSWY3DPEHPK3PXP' });
  mocked.confirmarTotp.mockImplementation(async () => {
    fake.definirSessao(fake.OPERADOR);
    return { passo: 'pronto' };
  });
  renderConsole('/operacao/entrar');

  await entrarComSenha(user);
  expect(mocked.iniciarLoginOperador).toHaveBeenCalledWith('operador.demo@acolhe.com.br', 'Temporaria#123');

  expect(await screen.findByRole('heading', { name: 'Defina uma nova senha' })).toBeInTheDocument();
  await user.type(screen.getByLabelText(/^Nova senha/), 'MinhaSenha#2026');
  await user.type(screen.getByLabelText(/^Confirme a nova senha/), 'OutraSenha#2026');
  await user.click(screen.getByRole('button', { name: 'Salvar senha' }));
  expect(await screen.findByText('As senhas não conferem.')).toBeInTheDocument();
  expect(mocked.definirNovaSenha).not.toHaveBeenCalled();
  await user.clear(screen.getByLabelText(/^Confirme a nova senha/));
  await user.type(screen.getByLabelText(/^Confirme a nova senha/), 'MinhaSenha#2026');
  await user.click(screen.getByRole('button', { name: 'Salvar senha' }));
  expect(mocked.definirNovaSenha).toHaveBeenCalledWith('MinhaSenha#2026');

  expect(await screen.findByRole('heading', { name: 'Configure o autenticador' })).toBeInTheDocument();
  expect(screen.getByText('JBSWY3DPEHPK3PXP')).toBeInTheDocument();
  const qr = await screen.findByRole('img', { name: 'QR code do aplicativo autenticador' });
  expect(qr.getAttribute('src')).toBe(`data:image/png;base64,${Buffer.from('otpauth://totp/Acolhe:op?secret=JBSWY3DPEHPK3PXP').toString('base64')}`);
  await user.type(screen.getByLabelText(/Código de 6 dígitos/), '123456');
  await user.click(screen.getByRole('button', { name: 'Confirmar' }));
  expect(mocked.confirmarTotp).toHaveBeenCalledWith('123456');

  expect(await screen.findByRole('heading', { level: 1, name: 'Visão geral' })).toBeInTheDocument();
});

it('later sign-ins ask for the authenticator code; a wrong one shows its pt-BR message and keeps the step', async () => {
  const user = userEvent.setup();
  mocked.iniciarLoginOperador.mockResolvedValue({ passo: 'codigo' });
  mocked.enviarCodigoOperador.mockRejectedValueOnce(new fake.ErroLoginOperador('Código inválido.')).mockImplementationOnce(async () => {
    fake.definirSessao(fake.OPERADOR);
    return { passo: 'pronto' };
  });
  renderConsole('/operacao/entrar');
  await entrarComSenha(user);

  expect(await screen.findByRole('heading', { name: 'Código do autenticador' })).toBeInTheDocument();
  await user.type(screen.getByLabelText(/Código de 6 dígitos/), '000000');
  await user.click(screen.getByRole('button', { name: 'Confirmar' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Código inválido.');
  expect(screen.getByRole('heading', { name: 'Código do autenticador' })).toBeInTheDocument();

  await user.clear(screen.getByLabelText(/Código de 6 dígitos/));
  await user.type(screen.getByLabelText(/Código de 6 dígitos/), '654321');
  await user.click(screen.getByRole('button', { name: 'Confirmar' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'Visão geral' })).toBeInTheDocument();
});

it('a wrong password says so; an expired step starts over at the e-mail and password', async () => {
  const user = userEvent.setup();
  mocked.iniciarLoginOperador.mockRejectedValueOnce(new fake.ErroLoginOperador('E-mail ou senha incorretos.')).mockResolvedValueOnce({ passo: 'codigo' });
  mocked.enviarCodigoOperador.mockRejectedValueOnce(new fake.ErroLoginOperador('Esta etapa do login expirou. Entre de novo com e-mail e senha.', true));
  renderConsole('/operacao/entrar');

  await entrarComSenha(user);
  expect(await screen.findByRole('alert')).toHaveTextContent('E-mail ou senha incorretos.');

  await user.click(screen.getByRole('button', { name: 'Entrar' }));
  await user.type(await screen.findByLabelText(/Código de 6 dígitos/), '111111');
  await user.click(screen.getByRole('button', { name: 'Confirmar' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Esta etapa do login expirou.');
  expect(screen.getByRole('heading', { name: 'Entrar na operação' })).toBeInTheDocument();
});

it('a code already used (issue 44) says to use the next one and keeps the code step; the next code enters', async () => {
  const user = userEvent.setup();
  mocked.iniciarLoginOperador.mockResolvedValue({ passo: 'codigo' });
  mocked.enviarCodigoOperador
    .mockRejectedValueOnce(fake.erroDoCognito('ExpiredCodeException', 'Your software token has already been used once.'))
    .mockImplementationOnce(async () => {
      fake.definirSessao(fake.OPERADOR);
      return { passo: 'pronto' };
    });
  renderConsole('/operacao/entrar');
  await entrarComSenha(user);

  await user.type(await screen.findByLabelText(/Código de 6 dígitos/), '123456');
  await user.click(screen.getByRole('button', { name: 'Confirmar' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Este código já foi usado. Use o próximo código do aplicativo.');
  expect(screen.getByRole('heading', { name: 'Código do autenticador' })).toBeInTheDocument();

  await user.clear(screen.getByLabelText(/Código de 6 dígitos/));
  await user.type(screen.getByLabelText(/Código de 6 dígitos/), '654321');
  await user.click(screen.getByRole('button', { name: 'Confirmar' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'Visão geral' })).toBeInTheDocument();
});

it('a locked operator (too many wrong codes, issue 40) reads "Muitas tentativas…" and goes back to the e-mail and password, where the lock says the same', async () => {
  const user = userEvent.setup();
  const bloqueado = () => fake.erroDoCognito('NotAuthorizedException', 'Password attempts exceeded');
  mocked.iniciarLoginOperador.mockResolvedValueOnce({ passo: 'codigo' }).mockRejectedValueOnce(bloqueado());
  mocked.enviarCodigoOperador.mockRejectedValueOnce(bloqueado());
  renderConsole('/operacao/entrar');
  await entrarComSenha(user);

  await user.type(await screen.findByLabelText(/Código de 6 dígitos/), '000000');
  await user.click(screen.getByRole('button', { name: 'Confirmar' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(/^Muitas tentativas sem sucesso: por segurança, o acesso fica bloqueado por alguns minutos\./);
  expect(screen.getByRole('heading', { name: 'Entrar na operação' })).toBeInTheDocument();

  await entrarComSenha(user);
  await waitFor(() => expect(mocked.iniciarLoginOperador).toHaveBeenCalledTimes(2));
  expect(await screen.findByRole('alert')).toHaveTextContent(/^Muitas tentativas/);
  expect(screen.queryByLabelText(/Código de 6 dígitos/)).not.toBeInTheDocument();
});

it('empty fields are asked for, nothing is sent', async () => {
  const user = userEvent.setup();
  renderConsole('/operacao/entrar');
  await user.click(await screen.findByRole('button', { name: 'Entrar' }));
  expect(await screen.findAllByText('Preencha este campo.')).toHaveLength(2);
  expect(mocked.iniciarLoginOperador).not.toHaveBeenCalled();
});

describe("the console's own guard", () => {
  it.each(['/operacao', '/operacao/verificacoes', '/operacao/auditoria'])('no operator session at %s → the sign-in', async (route) => {
    renderConsole(route);
    expect(await screen.findByRole('heading', { name: 'Entrar na operação' })).toBeInTheDocument();
  });

  it("a signed-in operator opening /operacao/entrar goes to the overview; 'Sair' ends the session and returns to the sign-in", async () => {
    const user = userEvent.setup();
    fake.definirSessao(fake.OPERADOR);
    renderConsole('/operacao/entrar');
    expect(await screen.findByRole('heading', { level: 1, name: 'Visão geral' })).toBeInTheDocument();
    expect(screen.getByText('operador.demo@acolhe.com.br')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sair' }));
    expect(mocked.sairOperador).toHaveBeenCalled();
    expect(await screen.findByRole('heading', { name: 'Entrar na operação' })).toBeInTheDocument();
  });

  it('an api 401 (the operator token refused) ends the session: back to the sign-in', async () => {
    fake.definirSessao(fake.OPERADOR);
    installFakeApi({ 'GET operacao/resumo': { status: 401, body: { message: 'Não autenticado.' } } });
    renderConsole('/operacao');
    expect(await screen.findByRole('heading', { name: 'Entrar na operação' })).toBeInTheDocument();
    await waitFor(() => expect(mocked.sairOperador).toHaveBeenCalled());
  });
});
