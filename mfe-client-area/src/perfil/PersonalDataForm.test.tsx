import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSession } from '@acolhe/shared-auth';
import ClienteConfiguracoesPage from '../pages/ClienteConfiguracoesPage';
import { deferred, installFakeApi, type RouteHandler } from '../test/fakeApi';
import { CLIENT_ID, client, CLIENT_USER } from '../test/fixtures';
import { renderAt, signInForEachTest } from '@acolhe/shared-ui/testing';

jest.mock('@acolhe/shared-ui/area-privada', () => ({
  ...jest.requireActual('@acolhe/shared-ui/area-privada'),
  ChangePasswordDialog: jest.requireActual('../test/fakeChangePasswordDialog').FakeChangePasswordDialog,
}));

const BLANK = client({ gender: '', birthDate: '', phone: '', cpf: '', zipCode: '', street: '', neighborhood: '', city: '', state: '' });

function renderSettings() {
  return renderAt(<ClienteConfiguracoesPage />, {
    route: `/cliente/${CLIENT_ID}/configuracoes`,
    path: '/cliente/:id/configuracoes',
    otherPaths: ['/cliente/:id'],
  });
}

function api(extra: Record<string, RouteHandler | { status?: number; body?: unknown }> = {}, record = BLANK) {
  return installFakeApi({ [`GET clientes/${CLIENT_ID}`]: { body: record }, 'GET me/preferencias': { body: { lembretesEmail: true } }, ...extra });
}

/** Replaces the loaded name with `text`, as typed. */
async function typeName(user: ReturnType<typeof userEvent.setup>, text: string) {
  const name = await screen.findByLabelText(/^Nome/);
  await user.clear(name);
  await user.type(name, text);
}

const addressFields = () => [
  screen.getByLabelText('Rua'),
  screen.getByLabelText('Bairro'),
  screen.getByLabelText('Cidade'),
  screen.getByRole('combobox', { name: 'Estado' }),
];


signInForEachTest(CLIENT_USER);

describe('client settings: personal data', () => {
  it("has the 'Voltar ao perfil' link, the page title and the client's data", async () => {
    api({}, client());
    const user = userEvent.setup({ delay: null });
    renderSettings();
    expect(screen.getByRole('heading', { level: 1, name: 'Configurações da conta' })).toBeInTheDocument();
    expect(await screen.findByLabelText(/^Nome/)).toHaveValue('Rafael Lima');
    expect(screen.getByLabelText('E-mail', { selector: 'input' })).toHaveValue('rafael@acolhe.com.br');
    expect(screen.getByLabelText('CPF')).toHaveValue('529.982.247-25');
    expect(screen.getByLabelText('CEP')).toHaveValue('01310-100');
    expect(screen.getByLabelText('Data de nascimento')).toHaveValue('05/03/1990');
    expect(screen.getByRole('combobox', { name: 'Gênero' })).toHaveValue('Masculino');
    await user.click(screen.getByRole('link', { name: 'Voltar ao perfil' }));
    expect(screen.getByTestId('navigated')).toHaveTextContent('/cliente/:id');
  });

  it('the address has Número and Complemento: shown, kept by a CEP lookup, sent', async () => {
    const calls = api(
      {
        'POST clientes': { body: {} },
        'GET cep/04538133': {
          body: {
            cep: '04538-133', logradouro: 'Avenida Brigadeiro Faria Lima', bairro: 'Itaim Bibi', localidade: 'São Paulo', uf: 'SP',
            zipCode: '04538133', street: 'Avenida Brigadeiro Faria Lima', neighborhood: 'Itaim Bibi', city: 'São Paulo', state: 'SP',
          },
        },
      },
      client(),
    );
    const user = userEvent.setup({ delay: null });
    renderSettings();
    expect(await screen.findByLabelText('Número')).toHaveValue('1578');
    expect(screen.getByLabelText('Complemento')).toHaveValue('apto 42');
    await user.clear(screen.getByLabelText('Número'));
    await user.type(screen.getByLabelText('Número'), '3477');
    await user.clear(screen.getByLabelText('Complemento'));
    await user.type(screen.getByLabelText('Complemento'), 'torre A, 10º andar');
    await user.clear(screen.getByLabelText('CEP'));
    await user.type(screen.getByLabelText('CEP'), '04538133');
    await waitFor(() => expect(screen.getByLabelText('Rua')).toHaveValue('Avenida Brigadeiro Faria Lima'));
    expect(screen.getByLabelText('Número')).toHaveValue('3477');

    await user.click(screen.getByRole('button', { name: 'Salvar alterações' }));
    await waitFor(() => expect(calls.callsTo('POST', 'clientes')).toHaveLength(1));
    expect(calls.callsTo('POST', 'clientes')[0]?.body).toMatchObject({
      street: 'Avenida Brigadeiro Faria Lima',
      number: '3477',
      complement: 'torre A, 10º andar',
      zipCode: '04538133',
    });
  });

  it('masks CPF, phone and CEP while typing and sends digits only', async () => {
    const calls = api({ 'POST clientes': { body: {} }, 'GET cep/01310100': { status: 404, body: {} } });
    const user = userEvent.setup({ delay: null });
    renderSettings();
    const cpf = await screen.findByLabelText('CPF');
    await user.type(cpf, '52998224725999');
    expect(cpf).toHaveValue('529.982.247-25');
    await user.type(screen.getByLabelText('Telefone'), '11987654321');
    expect(screen.getByLabelText('Telefone')).toHaveValue('(11) 98765-4321');
    await user.type(screen.getByLabelText('CEP'), '01310100');
    expect(screen.getByLabelText('CEP')).toHaveValue('01310-100');

    await user.click(screen.getByRole('button', { name: 'Salvar alterações' }));
    await waitFor(() => expect(calls.callsTo('POST', 'clientes')).toHaveLength(1));
    expect(calls.callsTo('POST', 'clientes')[0]?.body).toMatchObject({ cpf: '52998224725', phone: '11987654321', zipCode: '01310100' });
  });

  it('fills street, neighborhood, city and state from the CEP, with the fields disabled during the lookup', async () => {
    const answer = deferred<{ body: unknown }>();
    const calls = api({ 'GET cep/01310100': () => answer.promise });
    const user = userEvent.setup({ delay: null });
    renderSettings();
    const cep = await screen.findByLabelText('CEP');
    await user.type(cep, '01310-10');
    expect(calls.callsTo('GET', 'cep/01310100')).toHaveLength(0); // 8 characters: not yet
    await user.type(cep, '0');
    await waitFor(() => expect(calls.callsTo('GET', 'cep/01310100')).toHaveLength(1));
    for (const field of addressFields()) expect(field).toBeDisabled();

    answer.resolve({
      body: {
        cep: '01310-100', logradouro: 'Avenida Paulista', bairro: 'Bela Vista', localidade: 'São Paulo', uf: 'SP',
        zipCode: '01310100', street: 'Avenida Paulista', neighborhood: 'Bela Vista', city: 'São Paulo', state: 'SP',
      },
    });
    await waitFor(() => expect(screen.getByLabelText('Rua')).toHaveValue('Avenida Paulista'));
    expect(screen.getByLabelText('Bairro')).toHaveValue('Bela Vista');
    expect(screen.getByLabelText('Cidade')).toHaveValue('São Paulo');
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Estado' })).toHaveValue('SP - São Paulo'), { timeout: 3000 });
    for (const field of addressFields()) expect(field).toBeEnabled();
  });

  it('stays silent when the lookup fails and leaves the address editable', async () => {
    api({ 'GET cep/99999999': { status: 404, body: { message: 'CEP não encontrado' } } }, client({ zipCode: '', street: 'Rua Antiga' }));
    const user = userEvent.setup({ delay: null });
    renderSettings();
    const cep = await screen.findByLabelText('CEP');
    await user.clear(cep);
    await user.type(cep, '99999999');
    await waitFor(() => expect(screen.getByLabelText('Rua')).toBeEnabled());
    expect(screen.getByLabelText('Rua')).toHaveValue('Rua Antiga');
    expect(screen.queryByText('CEP não encontrado')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Rua'), ', 10');
    expect(screen.getByLabelText('Rua')).toHaveValue('Rua Antiga, 10');
  });

  it("refuses a name under 3 characters with 'Nome deve ter pelo menos 3 caracteres.'", async () => {
    const calls = api({ 'POST clientes': { body: {} } });
    const user = userEvent.setup({ delay: null });
    renderSettings();
    await typeName(user, 'Ra');
    await user.click(screen.getByRole('button', { name: 'Salvar alterações' }));
    expect(await screen.findByText('Nome deve ter pelo menos 3 caracteres.')).toBeInTheDocument();
    expect(calls.callsTo('POST', 'clientes')).toHaveLength(0);
  });

  it('accepts a typed birth date dd/mm/aaaa but never one in the future or before 1900', async () => {
    const calls = api({ 'POST clientes': { body: {} } }, client({ birthDate: '' }));
    const user = userEvent.setup({ delay: null });
    renderSettings();
    const birth = await screen.findByLabelText('Data de nascimento');
    await user.type(birth, '01/01/2999');
    fireEvent.blur(birth);
    expect(birth).toHaveValue('');
    await user.type(birth, '31/12/1899');
    fireEvent.blur(birth);
    expect(birth).toHaveValue('');
    await user.type(birth, '15/03/1990');
    fireEvent.blur(birth);
    expect(birth).toHaveValue('15/03/1990');
    await user.click(screen.getByRole('button', { name: 'Salvar alterações' }));
    await waitFor(() => expect(calls.callsTo('POST', 'clientes')).toHaveLength(1));
    expect(calls.callsTo('POST', 'clientes')[0]?.body).toMatchObject({ birthDate: '1990-03-15' });
  });

  it("saves: 'Perfil atualizado' toast, the header's name follows and the data is refetched", async () => {
    let record = client();
    const calls = api({
      [`GET clientes/${CLIENT_ID}`]: () => ({ body: record }),
      'POST clientes': (call) => {
        record = { ...record, ...(call.body as object) };
        return { body: record };
      },
    });
    const user = userEvent.setup({ delay: null });
    renderSettings();
    await typeName(user, '  Rafael Lima Souza ');
    await user.click(screen.getByRole('combobox', { name: 'Gênero' }));
    await user.click(await screen.findByRole('option', { name: 'Prefiro não dizer', hidden: true }));
    await user.click(screen.getByRole('button', { name: 'Salvar alterações' }));

    expect(await screen.findByText('Perfil atualizado')).toBeInTheDocument();
    expect(screen.getByText('Seus dados foram atualizados com sucesso!')).toBeInTheDocument();
    expect(calls.callsTo('POST', 'clientes')[0]?.body).toMatchObject({ name: 'Rafael Lima Souza', gender: 'prefer_not_to_say' });
    expect(useSession.getState().user?.name).toBe('Rafael Lima Souza');
    await waitFor(() => expect(calls.callsTo('GET', `clientes/${CLIENT_ID}`).length).toBeGreaterThanOrEqual(2));
    await waitFor(() => expect(screen.getByLabelText(/^Nome/)).toHaveValue('Rafael Lima Souza'));
  });

  it("keeps what was typed and shows 'Erro ao atualizar perfil' when the save fails", async () => {
    api({ 'POST clientes': { status: 500, body: {} } }, client());
    const user = userEvent.setup({ delay: null });
    renderSettings();
    await typeName(user, 'Rafael Novo');
    await user.click(screen.getByRole('button', { name: 'Salvar alterações' }));
    expect(await screen.findByText('Erro ao atualizar perfil')).toBeInTheDocument();
    expect(screen.getByText('Não foi possível atualizar seus dados.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Nome/)).toHaveValue('Rafael Novo');
    expect(useSession.getState().user?.name).toBe('Rafael Lima');
  });

  it("shows the api's fieldErrors at their fields (issue 44 item 3), the first focused, the toast kept", async () => {
    api(
      { 'POST clientes': { status: 400, body: { message: 'Dados inválidos.', fieldErrors: { phone: 'Telefone inválido.', cpf: 'CPF inválido.' } } } },
      client(),
    );
    const user = userEvent.setup({ delay: null });
    renderSettings();
    await typeName(user, 'Rafael Novo');
    await user.click(screen.getByRole('button', { name: 'Salvar alterações' }));
    expect(await screen.findByText('Telefone inválido.')).toBeInTheDocument();
    expect(screen.getByText('CPF inválido.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Telefone/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/^CPF/)).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(screen.getByLabelText(/^Telefone/)).toHaveFocus());
    expect(await screen.findByText('Erro ao atualizar perfil')).toBeInTheDocument();
  });

  it("says 'Não foi possível carregar seu perfil.' when the profile cannot be read", async () => {
    api({ [`GET clientes/${CLIENT_ID}`]: { status: 500, body: {} } });
    renderSettings();
    expect(await screen.findByText('Não foi possível carregar seu perfil.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Alterar senha' })).toBeInTheDocument();
  });
});
