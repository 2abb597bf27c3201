import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAt, signInForEachTest } from '@acolhe/shared-ui/testing';
import ClienteConfiguracoesPage from '../pages/ClienteConfiguracoesPage';
import { deferred, installFakeApi, type RouteHandler } from '../test/fakeApi';
import { CLIENT_ID, client, CLIENT_USER } from '../test/fixtures';

const SWITCH = 'Receber lembretes por e-mail (24 h e 1 h antes da sessão)';

function setup(routes: Record<string, RouteHandler | { status?: number; body?: unknown }>) {
  const api = installFakeApi({ [`GET clientes/${CLIENT_ID}`]: { body: client() }, ...routes });
  const user = userEvent.setup({ delay: null });
  renderAt(<ClienteConfiguracoesPage />, { route: `/cliente/${CLIENT_ID}/configuracoes`, path: '/cliente/:id/configuracoes' });
  return { api, user };
}

signInForEachTest(CLIENT_USER);

it('shows the stored choice, and that decision e-mails are always sent', async () => {
  setup({ 'GET me/preferencias': { body: { lembretesEmail: false } } });
  expect(await screen.findByRole('heading', { name: 'Notificações por e-mail' })).toBeInTheDocument();
  expect(await screen.findByRole('switch', { name: SWITCH })).not.toBeChecked();
  expect(screen.getByText('E-mails sobre decisões das suas sessões (confirmação, recusa, cancelamento) são sempre enviados.')).toBeInTheDocument();
});

it('turning reminders off sends PUT /me/preferencias and confirms with a toast', async () => {
  const answer = deferred<{ body: unknown }>();
  const { api, user } = setup({
    'GET me/preferencias': { body: { lembretesEmail: true } },
    'PUT me/preferencias': () => answer.promise,
  });
  const toggle = await screen.findByRole('switch', { name: SWITCH });
  expect(toggle).toBeChecked();
  await user.click(toggle);
  // the choice shows at once, and the switch waits for the answer
  await waitFor(() => expect(toggle).not.toBeChecked());
  expect(toggle).toBeDisabled();
  answer.resolve({ body: { lembretesEmail: false } });
  expect(await screen.findByText('Preferência salva')).toBeInTheDocument();
  expect(screen.getByText('Você não receberá mais lembretes por e-mail.')).toBeInTheDocument();
  expect(api.callsTo('PUT', 'me/preferencias').map((c) => c.body)).toEqual([{ lembretesEmail: false }]);
  await waitFor(() => expect(toggle).toBeEnabled());
  expect(toggle).not.toBeChecked();
});

it('a refused save says why in pt-BR and the switch goes back', async () => {
  const { user } = setup({
    'GET me/preferencias': { body: { lembretesEmail: true } },
    'PUT me/preferencias': { status: 400, body: { message: 'Preferência inválida.' } },
  });
  const toggle = await screen.findByRole('switch', { name: SWITCH });
  await user.click(toggle);
  expect(await screen.findByText('Erro ao salvar preferência')).toBeInTheDocument();
  expect(screen.getByText('Preferência inválida.')).toBeInTheDocument();
  await waitFor(() => expect(toggle).toBeChecked());
});

it('no answer: the fallback message', async () => {
  const { user } = setup({
    'GET me/preferencias': { body: { lembretesEmail: false } },
    'PUT me/preferencias': () => Promise.reject(new TypeError('Failed to fetch')),
  });
  await user.click(await screen.findByRole('switch', { name: SWITCH }));
  expect(await screen.findByText('Não foi possível salvar sua preferência. Tente novamente.')).toBeInTheDocument();
  expect(screen.getByRole('switch', { name: SWITCH })).not.toBeChecked();
});

it('a load failure is said, with a retry', async () => {
  let fail = true;
  setup({ 'GET me/preferencias': () => (fail ? { status: 404, body: { message: 'not found' } } : { body: { lembretesEmail: true } }) });
  expect(await screen.findByText('Não foi possível carregar suas preferências.')).toBeInTheDocument();
  fail = false;
  await userEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
  expect(await screen.findByRole('switch', { name: SWITCH })).toBeChecked();
});
