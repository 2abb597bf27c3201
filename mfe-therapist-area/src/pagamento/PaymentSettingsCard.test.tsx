// Configurações → Pagamento: the saved settings, each key checked by its own type before sending,
// and the save with the normalised key the api answers.
import { screen, waitFor } from '@testing-library/react';
import { signInForEachTest } from '@acolhe/shared-ui/testing';
import { installFakeApi, json, THERAPIST_USER } from '../test/fakeApi';
import { fill } from '../test/typing';
import { PaymentSettingsCard } from './PaymentSettingsCard';
import { renderOnSettingsPage } from '../test/settingsPage';

function setup(saved: Record<string, string> = { forma: 'consultorio', chaveTipo: '', chave: '', nome: '', cidade: '', linkPagamento: '' }) {
  const api = installFakeApi({
    'GET terapeutas/t1/pagamento': json(saved),
    'PUT terapeutas/t1/pagamento': ({ body }) => json({ ...(body as object), chave: '52998224725' }),
  });
  return { api, user: renderOnSettingsPage(<PaymentSettingsCard therapistId="t1" />) };
}

signInForEachTest(THERAPIST_USER);

it('starts on Pix; a CPF with wrong digits is refused before sending, a good one is saved', async () => {
  const { api, user } = setup();
  expect(await screen.findByRole('radio', { name: 'Pix pelo Acolhe' })).toBeChecked();
  await user.click(screen.getByRole('combobox', { name: /Tipo da chave Pix/ }));
  await user.click(await screen.findByRole('option', { name: 'CPF', hidden: true }));
  await fill(screen.getByRole('textbox', { name: /^Chave Pix/ }), '529.982.247-26');
  await fill(screen.getByRole('textbox', { name: /^Nome do recebedor/ }), 'Marina Duarte');
  await fill(screen.getByRole('textbox', { name: /^Cidade do recebedor/ }), 'São Paulo');
  await user.click(screen.getByRole('button', { name: 'Salvar pagamento' }));
  expect(await screen.findByText('Informe um CPF válido como chave Pix.')).toBeInTheDocument();
  expect(api.callsTo('PUT', 'terapeutas/t1/pagamento')).toHaveLength(0);

  await fill(screen.getByRole('textbox', { name: /^Chave Pix/ }), '529.982.247-25');
  await user.click(screen.getByRole('button', { name: 'Salvar pagamento' }));
  await waitFor(() => expect(api.callsTo('PUT', 'terapeutas/t1/pagamento')).toHaveLength(1));
  expect(api.callsTo('PUT', 'terapeutas/t1/pagamento')[0]!.body).toEqual({
    forma: 'pix',
    chaveTipo: 'cpf',
    chave: '529.982.247-25',
    nome: 'Marina Duarte',
    cidade: 'São Paulo',
    linkPagamento: '',
  });
  expect(await screen.findByDisplayValue('52998224725')).toBeInTheDocument();
});

it("'Link de pagamento' asks for the link; 'No consultório' for nothing else", async () => {
  const { api, user } = setup({ forma: 'pix', chaveTipo: 'email', chave: 'm@exemplo.com.br', nome: 'Marina', cidade: 'São Paulo', linkPagamento: '' });
  await user.click(await screen.findByRole('radio', { name: 'Link de pagamento' }));
  expect(screen.queryByRole('textbox', { name: /^Chave Pix/ })).not.toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Salvar pagamento' }));
  expect(await screen.findByText('Informe o link de pagamento (uma URL começando com https://).')).toBeInTheDocument();
  await user.click(screen.getByRole('radio', { name: 'No consultório' }));
  await user.click(screen.getByRole('button', { name: 'Salvar pagamento' }));
  await waitFor(() => expect(api.callsTo('PUT', 'terapeutas/t1/pagamento')).toHaveLength(1));
  expect(api.callsTo('PUT', 'terapeutas/t1/pagamento')[0]!.body).toMatchObject({ forma: 'consultorio' });
});

it("the api's fieldErrors of a save are shown at their field (issue 44)", async () => {
  const refusal = 'Esta chave Pix não é aceita.';
  const api = installFakeApi({
    'GET terapeutas/t1/pagamento': json({ forma: 'pix', chaveTipo: 'cpf', chave: '52998224725', nome: 'Marina Duarte', cidade: 'São Paulo', linkPagamento: '' }),
    'PUT terapeutas/t1/pagamento': json({ message: 'Dados inválidos.', fieldErrors: { chave: refusal } }, 400),
  });
  const user = renderOnSettingsPage(<PaymentSettingsCard therapistId="t1" />);
  await screen.findByDisplayValue('52998224725');
  await user.click(screen.getByRole('button', { name: 'Salvar pagamento' }));
  await waitFor(() => expect(api.callsTo('PUT', 'terapeutas/t1/pagamento')).toHaveLength(1));
  await waitFor(() => expect(screen.getByRole('textbox', { name: /^Chave Pix/ })).toHaveAccessibleDescription(expect.stringContaining(refusal)));
});
