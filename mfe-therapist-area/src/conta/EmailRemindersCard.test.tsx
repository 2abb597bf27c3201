import { screen, waitFor } from '@testing-library/react';
import { signInForEachTest } from '@acolhe/shared-ui/testing';
import { installFakeApi, json, type RouteHandler, THERAPIST_USER } from '../test/fakeApi';
import { EmailRemindersCard } from './EmailRemindersCard';
import { renderOnSettingsPage } from '../test/settingsPage';

const SWITCH = 'Receber lembretes por e-mail (24 h e 1 h antes da sessão)';

function setup(put: RouteHandler = ({ body }) => json(body), stored = true) {
  const api = installFakeApi({ 'GET me/preferencias': json({ lembretesEmail: stored }), 'PUT me/preferencias': put });
  return { api, user: renderOnSettingsPage(<EmailRemindersCard />) };
}

signInForEachTest(THERAPIST_USER);

it('loads the stored choice and notes that decision e-mails are always sent', async () => {
  setup(undefined, false);
  expect(await screen.findByRole('switch', { name: SWITCH })).not.toBeChecked();
  expect(screen.getByText('E-mails sobre decisões das suas sessões (confirmação, recusa, cancelamento) são sempre enviados.')).toBeInTheDocument();
});

it('saves with PUT /me/preferencias and confirms with a toast', async () => {
  const { api, user } = setup();
  const toggle = await screen.findByRole('switch', { name: SWITCH });
  expect(toggle).toBeChecked();
  await user.click(toggle);
  expect(await screen.findByText('Preferência salva')).toBeInTheDocument();
  expect(screen.getByText('Você não receberá mais lembretes por e-mail.')).toBeInTheDocument();
  expect(api.callsTo('PUT', 'me/preferencias').map((c) => c.body)).toEqual([{ lembretesEmail: false }]);
  expect(toggle).not.toBeChecked();
});

it('a failed save shows the pt-BR error and the switch goes back', async () => {
  const { user } = setup(() => json({ message: 'Não foi possível salvar agora.' }, 400));
  const toggle = await screen.findByRole('switch', { name: SWITCH });
  await user.click(toggle);
  expect(await screen.findByText('Erro ao salvar preferência')).toBeInTheDocument();
  expect(screen.getByText('Não foi possível salvar agora.')).toBeInTheDocument();
  await waitFor(() => expect(toggle).toBeChecked());
});

it("the api's refusal of the choice is said at the switch (issue 44 item 3), not only in a toast", async () => {
  const { user } = setup(() => json({ message: 'Dados inválidos.', fieldErrors: { lembretesEmail: 'Escolha se quer receber lembretes.' } }, 400));
  const toggle = await screen.findByRole('switch', { name: SWITCH });
  await user.click(toggle);
  expect(await screen.findByText('Escolha se quer receber lembretes.')).toBeInTheDocument();
  expect(toggle).toHaveAttribute('aria-invalid', 'true');
  expect(screen.queryByText('Dados inválidos.')).not.toBeInTheDocument();
});
