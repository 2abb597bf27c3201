// 'Lista de espera' on the client's dashboard (issue 46): the entries in words, a held offer taken
// in one click or passed on, leaving a list.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ESPERA_MESSAGES, LISTA_DE_ESPERA_TEXTS as T, type EsperaEntrada } from '@acolhe/shared-domain';
import { renderAt, signInForEachTest } from '@acolhe/shared-ui/testing';
import ClienteDashboardPage from '../pages/ClienteDashboardPage';
import { installFakeApi, type RouteHandler } from '../test/fakeApi';
import { appointment, client, CLIENT_ID, CLIENT_USER } from '../test/fixtures';

signInForEachTest(CLIENT_USER);

const json = (body: unknown, status = 200) => ({ status, body });

const entry = (over: Partial<EsperaEntrada> = {}): EsperaEntrada => ({
  id: 'e1',
  therapistId: 't1',
  therapistName: 'Marina Duarte',
  diasDaSemana: [1, 3],
  inicio: '18:00',
  fim: '21:00',
  modalidade: 'online',
  observacao: '',
  criadaEm: '2026-11-20T15:00:00.000Z',
  expiraEm: '2027-01-19T15:00:00.000Z',
  posicao: 2,
  oferta: null,
  ...over,
});

const OFFER = { id: 'o1', date: '2026-12-02', time: '18:00', expiraEm: '2026-12-02T21:30:00.000Z' };
const HEADLINE = 'Abriu um horário: qua, 02/12/2026 às 18:00 — reservado para você até 18:30';

function renderDashboard(routes: Record<string, RouteHandler | { status: number; body?: unknown }>) {
  const api = installFakeApi({ [`GET clientes/${CLIENT_ID}`]: json(client()), 'GET sessoes/cliente': json([]), ...routes });
  const user = userEvent.setup();
  renderAt(<ClienteDashboardPage />, { route: `/cliente/${CLIENT_ID}`, path: '/cliente/:id' });
  return { api, user };
}

const section = () => screen.findByRole('region', { name: T.title });

it('shows each entry in words: therapist, window, place in line, expiry', async () => {
  renderDashboard({ 'GET me/lista-de-espera': json([entry(), entry({ id: 'e2', therapistName: 'Ana Souza', diasDaSemana: [5], modalidade: null, posicao: 1 })]) });
  const list = await section();
  const [first, second] = within(list).getAllByRole('listitem');
  expect(first).toHaveTextContent('Marina Duarte');
  expect(first).toHaveTextContent('Seg e Qua, 18:00–21:00 · online');
  expect(first).toHaveTextContent('Você é o(a) 2º(ª) da fila');
  expect(first).toHaveTextContent('Expira em 19/01/2027');
  expect(second).toHaveTextContent('Sex, 18:00–21:00');
  expect(second).toHaveTextContent('Você é o(a) próximo(a) da fila');
  // no offer: no offer card
  expect(within(list).queryByRole('button', { name: T.accept })).not.toBeInTheDocument();
});

it('a client on no list sees no section', async () => {
  const { api } = renderDashboard({});
  await waitFor(() => expect(api.callsTo('GET', 'me/lista-de-espera')).toHaveLength(1));
  await screen.findByRole('heading', { name: 'Minhas sessões' });
  expect(screen.queryByRole('region', { name: T.title })).not.toBeInTheDocument();
});

it("'Quero este horário' takes the held time in one click: the request is made, said, and every list reloads", async () => {
  let entries = [entry({ posicao: 1, oferta: OFFER })];
  let sessions: unknown[] = [];
  const { api, user } = renderDashboard({
    'GET me/lista-de-espera': () => json(entries),
    'GET sessoes/cliente': () => json(sessions),
    'POST ofertas/o1/aceitar': () => {
      entries = [];
      sessions = [appointment({ id: 's9', date: '2026-12-02', time: '18:00', status: 'PENDING' })];
      return json(sessions[0], 201);
    },
  });
  const offer = await screen.findByRole('region', { name: HEADLINE });
  expect(offer).toHaveTextContent('com Marina Duarte');
  await user.click(within(offer).getByRole('button', { name: T.accept }));
  expect(await screen.findByText(T.accepted)).toBeInTheDocument();
  expect(api.callsTo('POST', 'ofertas/o1/aceitar')).toHaveLength(1);
  expect(api.callsTo('POST', 'ofertas/o1/aceitar')[0]!.idempotencyKey).toBeTruthy();
  // staleAfterSessionChange: the waiting list and the sessions reload
  await waitFor(() => expect(screen.queryByRole('region', { name: HEADLINE })).not.toBeInTheDocument());
  await waitFor(() => expect(api.callsTo('GET', 'sessoes/cliente').length).toBeGreaterThanOrEqual(2));
});

it('an offer accepted into a confirmed session says so', async () => {
  const { user } = renderDashboard({
    'GET me/lista-de-espera': json([entry({ oferta: OFFER })]),
    'POST ofertas/o1/aceitar': json(appointment({ id: 's9', status: 'CONFIRMED' }), 201),
  });
  await user.click(within(await screen.findByRole('region', { name: HEADLINE })).getByRole('button', { name: T.accept }));
  expect(await screen.findByText(T.acceptedConfirmed)).toBeInTheDocument();
});

it("'Não posso' passes the time on; the entry stays", async () => {
  let entries = [entry({ oferta: OFFER })];
  const { api, user } = renderDashboard({
    'GET me/lista-de-espera': () => json(entries),
    'POST ofertas/o1/recusar': () => {
      entries = [entry()];
      return { status: 204 };
    },
  });
  await user.click(within(await screen.findByRole('region', { name: HEADLINE })).getByRole('button', { name: T.decline }));
  expect(await screen.findByText(T.declined)).toBeInTheDocument();
  expect(api.callsTo('POST', 'ofertas/o1/recusar')).toHaveLength(1);
  await waitFor(() => expect(screen.queryByRole('region', { name: HEADLINE })).not.toBeInTheDocument());
  expect(within(await section()).getByRole('listitem')).toHaveTextContent('Marina Duarte');
});

it("an offer gone meanwhile: the api's message, and the list reloads", async () => {
  let entries = [entry({ oferta: OFFER })];
  const { user } = renderDashboard({
    'GET me/lista-de-espera': () => json(entries),
    'POST ofertas/o1/aceitar': () => {
      entries = [entry()];
      return json({ message: ESPERA_MESSAGES.offerGone }, 409);
    },
  });
  await user.click(within(await screen.findByRole('region', { name: HEADLINE })).getByRole('button', { name: T.accept }));
  expect(await screen.findByText(ESPERA_MESSAGES.offerGone)).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByRole('region', { name: HEADLINE })).not.toBeInTheDocument());
});

it("'Sair da lista' removes the entry", async () => {
  let entries = [entry()];
  const { api, user } = renderDashboard({
    'GET me/lista-de-espera': () => json(entries),
    'DELETE lista-de-espera/e1': () => {
      entries = [];
      return { status: 204 };
    },
  });
  await user.click(within(await section()).getByRole('button', { name: `${T.leave} de Marina Duarte` }));
  expect(await screen.findByText(T.left)).toBeInTheDocument();
  expect(api.callsTo('DELETE', 'lista-de-espera/e1')).toHaveLength(1);
  await waitFor(() => expect(screen.queryByRole('region', { name: T.title })).not.toBeInTheDocument());
});
