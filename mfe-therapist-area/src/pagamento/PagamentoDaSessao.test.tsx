// The payment line of a confirmed session in the agenda: 'Recebido' / 'Não recebi' once the client
// said they paid, each sent with its Idempotency-Key.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAt, signInForEachTest } from '@acolhe/shared-ui/testing';
import { appointment } from '../test/fixtures';
import { installFakeApi, json, THERAPIST_USER } from '../test/fakeApi';
import { PagamentoDaSessao } from './PagamentoDaSessao';

const SESSION = appointment({ id: 'c1', status: 'CONFIRMED', clientName: 'Rafael Lima' });
const payment = (estado: string, gratuita = false) => ({
  sessaoId: 'c1', gratuita, valor: 180, estado, forma: 'pix', linkPagamento: '', pixDisponivel: true, informadoEm: null, confirmadoEm: null, canceladaEm: null,
});

signInForEachTest(THERAPIST_USER);

function setup(first: ReturnType<typeof payment>) {
  let current = first;
  const api = installFakeApi({
    'GET pagamentos': () => json([current]),
    'POST sessoes/c1/pagamento': ({ body }) => {
      const { acao } = body as { acao: string };
      current = payment(acao === 'confirmar' ? 'confirmado' : 'nao_recebido');
      return json(current);
    },
  });
  renderAt(<PagamentoDaSessao appointment={SESSION} clientName="Rafael Lima" />, { route: '/usuario/t1', path: '/usuario/:id' });
  return { api, user: userEvent.setup() };
}

it("an informed payment: 'Recebido' confirms it", async () => {
  const { api, user } = setup(payment('informado'));
  const group = await screen.findByRole('group', { name: 'Pagamento da consulta de Rafael Lima' });
  expect(within(group).getByText('Pagamento informado')).toBeInTheDocument();
  expect(within(group).getByText('R$ 180,00')).toBeInTheDocument();
  await user.click(within(group).getByRole('button', { name: 'Recebido' }));
  await waitFor(() => expect(api.callsTo('POST', 'sessoes/c1/pagamento')).toHaveLength(1));
  const [call] = api.callsTo('POST', 'sessoes/c1/pagamento');
  expect(call!.body).toEqual({ acao: 'confirmar' });
  expect(call!.request.headers.get('idempotency-key')).toMatch(/^[0-9a-f-]{36}$/);
  expect(await within(group).findByText('Pagamento recebido')).toBeInTheDocument();
  expect(within(group).queryByRole('button', { name: 'Recebido' })).not.toBeInTheDocument();
});

it("'Não recebi' answers the client", async () => {
  const { api, user } = setup(payment('informado'));
  await user.click(await screen.findByRole('button', { name: 'Não recebi' }));
  await waitFor(() => expect(api.callsTo('POST', 'sessoes/c1/pagamento')[0]?.body).toEqual({ acao: 'nao_recebido' }));
  expect(await screen.findByText('Pagamento não recebido')).toBeInTheDocument();
});

it('pending: no answer to give yet; a free session only says so', async () => {
  setup(payment('pendente'));
  expect(await screen.findByText('Pagamento pendente')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Recebido' })).not.toBeInTheDocument();
});

it('a free session', async () => {
  setup(payment('pendente', true));
  expect(await screen.findByText('Sessão gratuita')).toBeInTheDocument();
});
