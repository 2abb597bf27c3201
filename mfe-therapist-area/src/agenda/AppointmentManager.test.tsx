import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as v from 'valibot';
import { seriesAnswer, type TherapistAppointment, type Slot } from '@acolhe/shared-domain';
import { AppointmentManager } from './AppointmentManager';
import { appointment } from '../test/fixtures';
import { installFakeApi, json, type RouteHandler, THERAPIST_USER } from '../test/fakeApi';
import { renderAt, signInForEachTest } from '@acolhe/shared-ui/testing';
import { fill } from '../test/typing';

// 2030-03-05 10:00 in Brazil.
const NOW = new Date('2030-03-05T13:00:00Z');
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const SLOTS_MARCH = 'agenda/terapeutas/t1/slots-mes?year=2030&month=3';
const SLOTS_APRIL = 'agenda/terapeutas/t1/slots-mes?year=2030&month=4';
const MARCH: Slot[] = [
  { date: '2030-03-14', time: '09:00', available: true },
  { date: '2030-03-14', time: '10:00', available: false },
  { date: '2030-03-14', time: '16:00', available: true },
  { date: '2030-03-15', time: '09:00', available: false },
];

let store: TherapistAppointment[];
/** PATCH /sessoes/{id} { status }: the one form every remote sends for a session's change. */
const patchStatus =
  (id: string): RouteHandler =>
  ({ body }) => {
    const { status } = body as { status: TherapistAppointment['status'] };
    store = store.map((a) => (a.id === id ? { ...a, status } : a));
    return json(store.find((a) => a.id === id));
  };
/** The status changes sent, in order, with the session each went to. */
const statusChanges = (net: ReturnType<typeof installFakeApi>) =>
  net.calls.filter((c) => c.method === 'PATCH').map((c) => ({ path: c.path, body: c.body, key: c.request.headers.get('Idempotency-Key') }));
function api(overrides: Record<string, Parameters<typeof installFakeApi>[0][string]> = {}) {
  return installFakeApi({
    'GET sessoes': () => json(store),
    'PATCH sessoes/p1': patchStatus('p1'),
    'PATCH sessoes/c1': patchStatus('c1'),
    'PATCH sessoes/old': patchStatus('old'),
    'PUT sessoes/c1': ({ body }) => {
      store = store.map((a) => (a.id === 'c1' ? { ...a, ...(body as object) } : a));
      return json(store.find((a) => a.id === 'c1'));
    },
    [`GET ${SLOTS_MARCH}`]: json(MARCH),
    [`GET ${SLOTS_APRIL}`]: json([{ date: '2030-04-02', time: '11:00', available: true }]),
    'POST sessoes/c1/remarcar': ({ body }) => {
      const { date, time } = body as { date: string; time: string };
      store = store.map((a) => (a.id === 'c1' ? { ...a, date, time, endTime: '16:50' } : a));
      return json(store.find((a) => a.id === 'c1'));
    },
    ...overrides,
  });
}

const renderManager = () => renderAt(<AppointmentManager now={NOW} />, { route: '/usuario/t1', path: '/usuario/:id' });
const tab = (name: RegExp) => screen.getByRole('tab', { name });

signInForEachTest(THERAPIST_USER);
beforeEach(() => {
  store = [
    appointment({ id: 'p1', status: 'PENDING', date: '2030-03-10', time: '09:00', endTime: '09:50', notes: 'Primeira consulta', clientName: 'Rafael Lima' }),
    appointment({ id: 'c1', status: 'CONFIRMED', date: '2030-03-12', time: '15:00', endTime: '15:45', durationMinutes: 45, modality: 'presencial', clientName: 'Ana Souza' }),
    appointment({ id: 'old', status: 'CONFIRMED', date: '2030-03-01', time: '10:00', clientName: 'Bruno Alves' }),
    appointment({ id: 'h1', status: 'COMPLETED', date: '2030-02-01', time: '10:00', clientName: 'Carla Dias' }),
    appointment({ id: 'h2', status: 'REJECTED', date: '2030-02-02', time: '10:00', clientName: 'Davi Reis' }),
  ];
});

it('groups the appointments into pending, confirmed and history with pt-BR status labels', async () => {
  api();
  renderManager();
  expect(await screen.findByRole('tab', { name: 'Solicitações pendentes (1)' })).toBeInTheDocument();
  expect(tab(/Confirmadas \(2\)/)).toBeInTheDocument();
  expect(tab(/Histórico \(2\)/)).toBeInTheDocument();
  const pending = screen.getByRole('article', { name: /Rafael Lima/ });
  expect(within(pending).getByText('10/03/2030')).toBeInTheDocument();
  expect(within(pending).getByText('09:00', { exact: false })).toBeInTheDocument();
  expect(within(pending).getByText('Primeira consulta')).toBeInTheDocument();
  expect(within(pending).getByText('Pendente')).toBeInTheDocument();

  await userEvent.click(tab(/Histórico/));
  expect(within(screen.getByRole('article', { name: /Carla Dias/ })).getByText('Concluída')).toBeInTheDocument();
  expect(within(screen.getByRole('article', { name: /Davi Reis/ })).getByText('Recusada')).toBeInTheDocument();
});

const confirmIn = async (card: HTMLElement) => {
  await userEvent.click(within(card).getByRole('button', { name: 'Confirmar' }));
  const dialog = await screen.findByRole('dialog', { name: 'Confirmar consulta' });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Confirmar consulta' }));
};

it('confirming asks once, then sends PATCH /sessoes/{id}, toasts and moves the request to confirmed without a reload', async () => {
  const net = api();
  renderManager();
  const card = await screen.findByRole('article', { name: /Rafael Lima/ });
  await userEvent.click(within(card).getByRole('button', { name: 'Confirmar' }));
  const dialog = await screen.findByRole('dialog', { name: 'Confirmar consulta' });
  expect(dialog).toHaveTextContent('Confirmar a consulta de Rafael Lima em 10/03/2030, 09:00–09:50?');
  expect(statusChanges(net)).toHaveLength(0); // nothing sent before the answer
  await userEvent.click(within(dialog).getByRole('button', { name: 'Confirmar consulta' }));
  expect(await screen.findByText('Consulta confirmada!')).toBeInTheDocument();
  // the session in the path, the change alone in the body (no ignored therapistId)
  expect(statusChanges(net)).toEqual([{ path: 'sessoes/p1', body: { status: 'CONFIRMED' }, key: expect.stringMatching(UUID) }]);
  expect(net.callsTo('PATCH', 'sessoes')).toHaveLength(0);
  await waitFor(() => expect(tab(/Solicitações pendentes \(0\)/)).toBeInTheDocument());
  expect(tab(/Confirmadas \(3\)/)).toBeInTheDocument();
  expect(net.callsTo('GET', 'sessoes').length).toBeGreaterThanOrEqual(2);
});

it('declining asks once, with an optional reason the client sees; toasts "Consulta recusada" and the request lands in history', async () => {
  const net = api();
  renderManager();
  const card = await screen.findByRole('article', { name: /Rafael Lima/ });
  await userEvent.click(within(card).getByRole('button', { name: 'Recusar' }));
  const dialog = await screen.findByRole('dialog', { name: 'Recusar solicitação' });
  expect(statusChanges(net)).toHaveLength(0);
  await fill(within(dialog).getByLabelText('Motivo (opcional)'), 'x'.repeat(501));
  await userEvent.click(within(dialog).getByRole('button', { name: 'Recusar solicitação' }));
  expect(await within(dialog).findByText('O motivo deve ter no máximo 500 caracteres.')).toBeInTheDocument();
  expect(statusChanges(net)).toHaveLength(0);
  await fill(within(dialog).getByLabelText('Motivo (opcional)'), 'Estarei em congresso nesta data.');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Recusar solicitação' }));
  expect(await screen.findByText('Consulta recusada')).toBeInTheDocument();
  expect(statusChanges(net)).toEqual([
    { path: 'sessoes/p1', body: { status: 'REJECTED', declineReason: 'Estarei em congresso nesta data.' }, key: expect.stringMatching(UUID) },
  ]);
  await waitFor(() => expect(tab(/Histórico \(3\)/)).toBeInTheDocument());
});

it("'Voltar' in the decision dialog changes nothing", async () => {
  const net = api();
  renderManager();
  const card = await screen.findByRole('article', { name: /Rafael Lima/ });
  await userEvent.click(within(card).getByRole('button', { name: 'Recusar' }));
  await userEvent.click(within(await screen.findByRole('dialog', { name: 'Recusar solicitação' })).getByRole('button', { name: 'Voltar' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(statusChanges(net)).toHaveLength(0);
});

it("a client's reschedule request is labelled as such, with the slot it moves from; a decline shows its reason", async () => {
  store = [
    appointment({ id: 'r1', status: 'PENDING', date: '2030-03-11', time: '14:00', clientName: 'Rafael Lima', rescheduledFrom: { date: '2030-03-10', time: '09:00' } }),
    appointment({ id: 'h2', status: 'REJECTED', date: '2030-02-02', time: '10:00', clientName: 'Davi Reis', declineReason: 'Agenda cheia' }),
  ];
  api();
  renderManager();
  const card = await screen.findByRole('article', { name: /Rafael Lima/ });
  expect(within(card).getByText('Pedido de remarcação')).toBeInTheDocument();
  expect(within(card).getByText('10/03/2030 às 09:00')).toBeInTheDocument();
  await userEvent.click(tab(/Histórico/));
  expect(within(screen.getByRole('article', { name: /Davi Reis/ })).getByText('Agenda cheia')).toBeInTheDocument();
});

it('a session that came from the waiting list says when it was offered and accepted; an ordinary one says nothing (issue 46 item 4)', async () => {
  const listaDeEspera = { ofertadaEm: '2030-03-04T17:05:00.000Z', reservadaAte: '2030-03-04T17:35:00.000Z', aceitaEm: '2030-03-04T17:20:00.000Z', ofertasAntes: 1 };
  store = [
    appointment({ id: 'w1', status: 'PENDING', date: '2030-03-11', time: '14:00', clientName: 'Lia Espera', listaDeEspera }),
    appointment({ id: 'o1', status: 'PENDING', date: '2030-03-12', time: '14:00', clientName: 'Caio Comum', listaDeEspera: null }),
  ];
  api();
  renderManager();
  const fromList = await screen.findByRole('article', { name: /Lia Espera/ });
  expect(within(fromList).getByText('Veio da lista de espera: oferecido em 04/03 às 14:05, aceito em 04/03 às 14:20')).toBeInTheDocument();
  expect(within(screen.getByRole('article', { name: /Caio Comum/ })).queryByText(/lista de espera/)).not.toBeInTheDocument();
});

it('a failed status change shows the product error toast and keeps the request', async () => {
  api({ 'PATCH sessoes/p1': json({ message: 'boom' }, 500) });
  renderManager();
  const card = await screen.findByRole('article', { name: /Rafael Lima/ });
  await confirmIn(card);
  expect(await screen.findByText('Erro ao atualizar')).toBeInTheDocument();
  expect(screen.getByText('Não foi possível atualizar o status da consulta.')).toBeInTheDocument();
  expect(tab(/Solicitações pendentes \(1\)/)).toBeInTheDocument();
});

it('confirmed: cancel before the session (asked first), complete only after it started', async () => {
  const net = api();
  renderManager();
  await userEvent.click(await screen.findByRole('tab', { name: /Confirmadas/ }));
  const future = screen.getByRole('article', { name: /Ana Souza/ });
  expect(within(future).queryByRole('button', { name: 'Marcar como concluída' })).not.toBeInTheDocument();
  const past = screen.getByRole('article', { name: /Bruno Alves/ });
  expect(within(past).queryByRole('button', { name: 'Cancelar' })).not.toBeInTheDocument();
  expect(within(past).queryByRole('button', { name: 'Remarcar' })).not.toBeInTheDocument();

  await userEvent.click(within(past).getByRole('button', { name: 'Marcar como concluída' }));
  expect(await screen.findByText('Consulta concluída')).toBeInTheDocument();
  expect(statusChanges(net)[0]).toMatchObject({ path: 'sessoes/old', body: { status: 'COMPLETED' } });
  await waitFor(() => expect(tab(/Histórico \(3\)/)).toBeInTheDocument());

  await userEvent.click(within(screen.getByRole('article', { name: /Ana Souza/ })).getByRole('button', { name: 'Cancelar' }));
  const dialog = await screen.findByRole('dialog', { name: 'Cancelar consulta' });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar consulta' }));
  expect(await screen.findByText('Consulta cancelada')).toBeInTheDocument();
  expect(statusChanges(net)[1]).toEqual({ path: 'sessoes/c1', body: { status: 'CANCELLED' }, key: expect.stringMatching(UUID) });
});

it("a pending request offers only the answers that apply: 'Recusar', never 'Cancelar' beside it", async () => {
  api();
  renderManager();
  const card = await screen.findByRole('article', { name: /Rafael Lima/ });
  expect(within(card).getAllByRole('button').map((b) => b.textContent)).toEqual(['Confirmar', 'Recusar', 'Remarcar']);
});

it("'Gerenciar' edits the meeting link via PUT /sessoes/{id}, validating the link; the notes point to the prontuário", async () => {
  const net = api();
  renderManager();
  await userEvent.click(await screen.findByRole('tab', { name: /Confirmadas/ }));
  await userEvent.click(within(screen.getByRole('article', { name: /Ana Souza/ })).getByRole('button', { name: 'Gerenciar' }));
  const dialog = await screen.findByRole('dialog', { name: 'Detalhes da consulta' });
  const link = within(dialog).getByLabelText('Link da reunião');
  await fill(link, 'meet');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
  expect(await within(dialog).findByText('Informe o link da sessão como um endereço https:// válido, sem espaços nem quebras de linha.')).toBeInTheDocument();
  expect(net.callsTo('PUT', 'sessoes/c1')).toHaveLength(0);

  await fill(link, 'https://meet.example.com/abc');
  // the notes live in the prontuário now: no notes field, a link to the client's record instead
  expect(within(dialog).queryByLabelText('Anotações do terapeuta')).not.toBeInTheDocument();
  expect(within(dialog).getByRole('link', { name: 'Abrir prontuário de Ana Souza' })).toHaveAttribute('href', expect.stringMatching(/#prontuario-/));
  await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
  expect(await screen.findByText('Detalhes atualizados!')).toBeInTheDocument();
  expect(net.callsTo('PUT', 'sessoes/c1')[0]!.body).toEqual({ meetingLink: 'https://meet.example.com/abc' });
  expect(await screen.findByRole('link', { name: 'https://meet.example.com/abc' })).toBeInTheDocument();
});

it("a failed details save shows 'Erro ao salvar' and keeps the dialog open", async () => {
  api({ 'PUT sessoes/c1': json({}, 500) });
  renderManager();
  await userEvent.click(await screen.findByRole('tab', { name: /Confirmadas/ }));
  await userEvent.click(within(screen.getByRole('article', { name: /Ana Souza/ })).getByRole('button', { name: 'Gerenciar' }));
  const dialog = await screen.findByRole('dialog', { name: 'Detalhes da consulta' });
  await fill(within(dialog).getByLabelText('Link da reunião'), 'https://meet.example.com/x');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
  expect(await screen.findByText('Erro ao salvar')).toBeInTheDocument();
  expect(screen.getByRole('dialog', { name: 'Detalhes da consulta' })).toBeInTheDocument();
  expect(within(dialog).getByLabelText('Link da reunião')).toHaveValue('https://meet.example.com/x');
});

it("the api's fieldErrors of a details save are shown at the link field, which takes the focus (issue 44)", async () => {
  const refusal = 'Informe um link que comece com https://.';
  api({ 'PUT sessoes/c1': json({ message: 'Dados inválidos.', fieldErrors: { meetingLink: refusal } }, 400) });
  renderManager();
  await userEvent.click(await screen.findByRole('tab', { name: /Confirmadas/ }));
  await userEvent.click(within(screen.getByRole('article', { name: /Ana Souza/ })).getByRole('button', { name: 'Gerenciar' }));
  const dialog = await screen.findByRole('dialog', { name: 'Detalhes da consulta' });
  await fill(within(dialog).getByLabelText('Link da reunião'), 'https://meet.example.com/x');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
  const link = within(dialog).getByLabelText('Link da reunião');
  await waitFor(() => expect(link).toHaveAttribute('aria-invalid', 'true'));
  expect(link).toHaveAccessibleDescription(refusal);
  await waitFor(() => expect(link).toHaveFocus());
});

it('a session cancelled because the client erased the account says so in the history', async () => {
  store = [
    ...store,
    appointment({ id: 'x1', status: 'CANCELLED', cancelReason: 'conta-excluida', date: '2030-03-20', time: '10:00', clientName: 'Cliente Acolhe' }),
  ];
  api();
  renderManager();
  await userEvent.click(await screen.findByRole('tab', { name: /Histórico \(3\)/ }));
  const card = screen.getByRole('article', { name: /Cliente Acolhe/ });
  expect(within(card).getByText('Cancelada')).toBeInTheDocument();
  expect(within(card).getByText('A outra parte excluiu a conta')).toBeInTheDocument();
});

it("shows each session's modality and time range ('09:00–09:50')", async () => {
  api();
  renderManager();
  const pending = await screen.findByRole('article', { name: /Rafael Lima/ });
  expect(within(pending).getByText('09:00–09:50')).toBeInTheDocument();
  expect(within(pending).getByText('Online')).toBeInTheDocument();
  await userEvent.click(tab(/Confirmadas/));
  const confirmed = screen.getByRole('article', { name: /Ana Souza/ });
  expect(within(confirmed).getByText('15:00–15:45')).toBeInTheDocument();
  expect(within(confirmed).getByText('Presencial')).toBeInTheDocument();
});

it("a late cancellation is flagged 'Cancelamento tardio' and every cancellation says who cancelled", async () => {
  store = [
    appointment({ id: 'l1', status: 'CANCELLED', lateCancellation: true, cancelledBy: 'cliente', date: '2030-03-04', clientName: 'Lia Prado' }),
    appointment({ id: 'l2', status: 'CANCELLED', lateCancellation: false, cancelledBy: 'terapeuta', date: '2030-03-03', clientName: 'Rui Costa', serieId: 'sr-1' }),
  ];
  api();
  renderManager();
  await userEvent.click(await screen.findByRole('tab', { name: /Histórico \(2\)/ }));
  const late = screen.getByRole('article', { name: /Lia Prado/ });
  expect(within(late).getByText('Cancelamento tardio')).toBeInTheDocument();
  expect(late).toHaveTextContent('Cancelada por: Cliente');
  const early = screen.getByRole('article', { name: /Rui Costa/ });
  expect(within(early).queryByText('Cancelamento tardio')).not.toBeInTheDocument();
  // a session of a series is marked as one (issue 33)
  expect(within(early).getByText('Série')).toBeInTheDocument();
  expect(within(late).queryByText('Série')).not.toBeInTheDocument();
  expect(early).toHaveTextContent('Cancelada por: Você');
});

describe("'Remarcar'", () => {
  const day = (dialog: HTMLElement, name: string) => within(dialog).getByRole('button', { name });

  it('picks an available day and time of slots-mes and POSTs /sessoes/{id}/remarcar; the status stays', async () => {
    const net = api();
    renderManager();
    await userEvent.click(await screen.findByRole('tab', { name: /Confirmadas/ }));
    await userEvent.click(within(screen.getByRole('article', { name: /Ana Souza/ })).getByRole('button', { name: 'Remarcar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remarcar consulta' });
    expect(dialog).toHaveTextContent('Ana Souza — atual: 12/03/2030, 15:00–15:45.');
    await waitFor(() => expect(day(dialog, 'quinta-feira, 14 de março de 2030')).toBeEnabled());
    // a day whose slots are all taken, and a day without slots, cannot be picked
    expect(day(dialog, 'sexta-feira, 15 de março de 2030')).toBeDisabled();
    expect(day(dialog, 'quarta-feira, 20 de março de 2030')).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Confirmar remarcação' })).toBeDisabled();

    await userEvent.click(day(dialog, 'quinta-feira, 14 de março de 2030'));
    const times = within(dialog).getByRole('group', { name: 'Novo horário' });
    expect(within(times).getAllByRole('button').map((b) => b.textContent)).toEqual(['09:00', '16:00']);
    await userEvent.click(within(times).getByRole('button', { name: '16:00' }));
    expect(within(times).getByRole('button', { name: '16:00' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirmar remarcação' }));

    expect(await screen.findByText('Consulta remarcada')).toBeInTheDocument();
    expect(screen.getByText('Nova data: 14/03/2030 às 16:00.')).toBeInTheDocument();
    const call = net.callsTo('POST', 'sessoes/c1/remarcar')[0]!;
    expect(call.body).toEqual({ date: '2030-03-14', time: '16:00' });
    expect(call.request.headers.get('Idempotency-Key')).toMatch(UUID);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Remarcar consulta' })).not.toBeInTheDocument());
    const moved = await screen.findByRole('article', { name: 'Consulta de Ana Souza em 14/03/2030 às 16:00' });
    expect(within(moved).getByText('Confirmada')).toBeInTheDocument();
    expect(within(moved).getByText('16:00–16:50')).toBeInTheDocument();
    expect(net.callsTo('GET', 'sessoes').length).toBeGreaterThanOrEqual(2);
  });

  it('reads the next month when the calendar moves', async () => {
    const net = api();
    renderManager();
    const card = await screen.findByRole('article', { name: /Rafael Lima/ });
    await userEvent.click(within(card).getByRole('button', { name: 'Remarcar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remarcar consulta' });
    await waitFor(() => expect(net.callsTo('GET', SLOTS_MARCH)).toHaveLength(1));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Próximo mês' }));
    await waitFor(() => expect(day(dialog, 'terça-feira, 2 de abril de 2030')).toBeEnabled());
    expect(net.callsTo('GET', SLOTS_APRIL)).toHaveLength(1);
  });

  it("a slot taken meanwhile (409) is said in the dialog, which stays open, and the month's slots are read again", async () => {
    const net = api({ 'POST sessoes/c1/remarcar': json({ message: 'Este horário não está mais disponível.' }, 409) });
    renderManager();
    await userEvent.click(await screen.findByRole('tab', { name: /Confirmadas/ }));
    await userEvent.click(within(screen.getByRole('article', { name: /Ana Souza/ })).getByRole('button', { name: 'Remarcar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remarcar consulta' });
    await waitFor(() => expect(day(dialog, 'quinta-feira, 14 de março de 2030')).toBeEnabled());
    await userEvent.click(day(dialog, 'quinta-feira, 14 de março de 2030'));
    await userEvent.click(within(dialog).getByRole('button', { name: '09:00' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirmar remarcação' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Este horário não está mais disponível.');
    expect(screen.getByRole('dialog', { name: 'Remarcar consulta' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Confirmar remarcação' })).toBeDisabled();
    await waitFor(() => expect(net.callsTo('GET', SLOTS_MARCH).length).toBeGreaterThanOrEqual(2));
    expect(screen.getByRole('article', { name: /Ana Souza em 12\/03\/2030/ })).toBeInTheDocument();
  });
});

/** GET /series/sr-1 as the api answers it, held to the shared schema. */
const SERIE = v.parse(seriesAnswer, {
  id: 'sr-1',
  therapistId: 't1',
  therapistName: 'Marina Duarte',
  clientId: 'cl1',
  clientName: 'Ana Souza',
  recorrencia: 'quinzenal',
  diaSemana: 2,
  hora: '15:00',
  modality: 'presencial',
  estado: 'ativa',
  inicio: '2030-03-12',
  fim: null,
  origemId: null,
  createdAt: '2030-03-01T10:00:00.000Z',
  ocorrencias: [{ id: 'c1', dataDaSerie: '2030-03-12', date: '2030-03-12', time: '15:00', status: 'CONFIRMED', lateCancellation: false }],
  puladas: [{ data: '2030-03-26', motivo: 'feriado', motivoTexto: 'feriado em que o(a) terapeuta não atende' }],
  mudancaPedida: null,
  precoSessao: 180,
});

describe("a session of a series (issue 33)", () => {
  beforeEach(() => {
    store = store.map((a) => (a.id === 'c1' || a.id === 'h1' ? { ...a, serieId: 'sr-1' } : a));
  });

  it("'Ver série' lists its sessions and the skipped date with why; a single session has no such button", async () => {
    api({ 'GET series/sr-1': json(SERIE) });
    const user = userEvent.setup();
    renderManager();
    await user.click(await screen.findByRole('tab', { name: /Confirmadas/ }));
    const card = await screen.findByRole('article', { name: /Ana Souza/ });
    const bruno = screen.getByRole('article', { name: /Bruno Alves/ });
    expect(within(bruno).queryByRole('button', { name: /série/ })).not.toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Ver série: Ana Souza em 12/03/2030 às 15:00' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sessões da série' });
    expect(await within(dialog).findByText('A cada 15 dias, às terças-feiras, 15:00')).toBeInTheDocument();
    expect(within(dialog).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      '12/03/2030 às 15:00 — Confirmada',
      '26/03/2030 — não agendada: feriado em que o(a) terapeuta não atende',
    ]);
    // what it commits to, counted from the area's today (05/03/2030) — issue 44 item 1
    expect(within(dialog).getByRole('note', { name: 'O que a série reserva' })).toHaveTextContent(
      'A cada 15 dias, na terça às 15:00, a partir de 12/03/2030 · 1 sessão já reservada, em 12/03/2030, renovadas a cada 15 dias · R$ 180,00 por sessão',
    );
  });

  it("'Encerrar série' asks first, then POSTs /series/{id}/encerrar; a past session of the series offers only 'Ver série'", async () => {
    const calls = api({ 'POST series/sr-1/encerrar': json({ ...SERIE, estado: 'encerrada', fim: '2030-03-05' }) });
    const user = userEvent.setup();
    renderManager();
    await user.click(await screen.findByRole('tab', { name: /Confirmadas/ }));
    const card = await screen.findByRole('article', { name: /Ana Souza/ });
    await user.click(within(card).getByRole('button', { name: 'Encerrar série: Ana Souza em 12/03/2030 às 15:00' }));
    const dialog = await screen.findByRole('dialog', { name: 'Encerrar série' });
    expect(within(dialog).getByText(/Deseja encerrar a série de Ana Souza\?/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Encerrar série' }));
    expect(await screen.findByText('A série foi encerrada e as próximas sessões, canceladas.')).toBeInTheDocument();
    expect(calls.callsTo('POST', 'series/sr-1/encerrar')).toHaveLength(1);

    await user.click(tab(/Histórico/));
    const past = await screen.findByRole('article', { name: /Carla Dias/ });
    expect(within(past).getByRole('button', { name: /^Ver série/ })).toBeInTheDocument();
    expect(within(past).queryByRole('button', { name: /^Encerrar série/ })).not.toBeInTheDocument();
  });
});

describe("the request of a series says what the therapist commits to (issue 44 item 1)", () => {
  const PENDENTE = v.parse(seriesAnswer, {
    ...SERIE,
    id: 'sr-2',
    clientName: 'Rafael Lima',
    recorrencia: 'semanal',
    diaSemana: 0,
    hora: '09:00',
    modality: 'online',
    estado: 'pendente',
    inicio: '2030-03-10',
    ocorrencias: [{ id: 'p1', dataDaSerie: '2030-03-10', date: '2030-03-10', time: '09:00', status: 'PENDING', lateCancellation: false }],
    puladas: [],
  });
  beforeEach(() => {
    store = store.map((a) => (a.id === 'p1' ? { ...a, serieId: 'sr-2' } : a));
  });

  it("'Confirmar' asks to confirm the series: its weekday and time from the first date, the sessions accepting reserves and until when, the price, how to end it; toasts 'Série confirmada!'", async () => {
    const net = api({ 'GET series/sr-2': json(PENDENTE) });
    const user = userEvent.setup();
    renderManager();
    const card = await screen.findByRole('article', { name: /Rafael Lima/ });
    await user.click(within(card).getByRole('button', { name: 'Confirmar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirmar série' });
    // today 05/03/2030: the Sundays of the 12 weeks ahead, 10/03 … 26/05
    expect(await within(dialog).findByRole('note', { name: 'O que a série reserva' })).toHaveTextContent(
      'Todo domingo às 09:00, a partir de 10/03/2030 · ao confirmar, 12 sessões ficam reservadas, até 26/05/2030, renovadas toda semana · R$ 180,00 por sessão · ' +
        'sem data para terminar: você pode encerrar quando quiser (Gerenciar série › Encerrar série)',
    );
    expect(dialog).toHaveTextContent('Confirmar a série de Rafael Lima? Confirmar aceita a série toda, não só a sessão de 10/03/2030, 09:00–09:50.');
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar série' }));
    expect(await screen.findByText('Série confirmada!')).toBeInTheDocument();
    expect(statusChanges(net)).toEqual([{ path: 'sessoes/p1', body: { status: 'CONFIRMED' }, key: expect.stringMatching(UUID) }]);
  });

  it('a pending session of an accepted series (a client moved it) is confirmed as that one session', async () => {
    api({ 'GET series/sr-2': json({ ...PENDENTE, estado: 'ativa' }) });
    const user = userEvent.setup();
    renderManager();
    const card = await screen.findByRole('article', { name: /Rafael Lima/ });
    await user.click(within(card).getByRole('button', { name: 'Confirmar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirmar consulta' });
    expect(await within(dialog).findByText('Confirmar a consulta de Rafael Lima em 10/03/2030, 09:00–09:50? O cliente será avisado por e-mail.')).toBeInTheDocument();
    expect(within(dialog).queryByRole('note')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar consulta' }));
    expect(await screen.findByText('Consulta confirmada!')).toBeInTheDocument();
  });
});

describe("a client's move of a series waiting for the answer (issue 40)", () => {
  const ITEM = {
    serieId: 'sr-1',
    therapistId: 't1',
    therapistName: 'Marina Duarte',
    clientId: 'cl1',
    clientName: 'Ana Souza',
    recorrencia: 'semanal',
    diaSemana: 2,
    hora: '15:00',
    modality: 'presencial',
    mudanca: { aPartirDe: '2030-03-18', diaSemana: 4, hora: '10:00', primeiraData: '2030-03-21', pedidaPor: 'cliente', pedidaEm: '2030-03-05T12:00:00.000Z' },
  };
  const REGION = { name: 'Pedidos de mudança de série' };

  it("shows who asked, the rule now and the one asked for; 'Aceitar mudança' POSTs /aceitar with an Idempotency-Key, reads the new series, and the request leaves the list", async () => {
    let waiting = [ITEM];
    const calls = api({
      'GET series/mudancas': () => json(waiting),
      'POST series/sr-1/mudanca/aceitar': () => {
        waiting = [];
        return json(SERIE);
      },
    });
    const user = userEvent.setup();
    renderManager();
    const region = await screen.findByRole('region', REGION);
    const card = within(region).getByRole('article', { name: 'Ana Souza pediu para mudar a série' });
    expect(
      within(card).getByText(
        'Série atual: Toda semana, às terças-feiras, 15:00. Pedido: Toda semana, às quintas-feiras, 10:00, a partir de 21/03/2030. A série continua como está até você responder.',
      ),
    ).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Aceitar mudança' }));
    expect(await screen.findByText('A série passa a ser no novo dia e horário. O(a) cliente foi avisado(a).')).toBeInTheDocument();
    const [post] = calls.callsTo('POST', 'series/sr-1/mudanca/aceitar');
    expect(post!.request.headers.get('Idempotency-Key')).toMatch(UUID);
    await waitFor(() => expect(screen.queryByRole('region', REGION)).not.toBeInTheDocument());
  });

  it("the api's pt-BR refusal of the acceptance (the new time taken meanwhile) is shown as it is; 'Recusar' POSTs /recusar", async () => {
    const refusal = 'O novo horário da série, 21/03/2030 às 10:00, já está ocupado na sua agenda. Libere o horário ou recuse a mudança.';
    const calls = api({
      'GET series/mudancas': json([ITEM]),
      'POST series/sr-1/mudanca/aceitar': json({ message: refusal }, 409),
      'POST series/sr-1/mudanca/recusar': json(SERIE),
    });
    const user = userEvent.setup();
    renderManager();
    const region = await screen.findByRole('region', REGION);
    await user.click(within(region).getByRole('button', { name: 'Aceitar mudança' }));
    expect(await screen.findByText(refusal)).toBeInTheDocument();
    await user.click(within(region).getByRole('button', { name: 'Recusar' }));
    expect(await screen.findByText('A série continua como estava. O(a) cliente foi avisado(a).')).toBeInTheDocument();
    expect(calls.callsTo('POST', 'series/sr-1/mudanca/recusar')).toHaveLength(1);
  });

  it('shows nothing when no move waits', async () => {
    api({ 'GET series/mudancas': json([]) });
    renderManager();
    expect(await screen.findByRole('tab', { name: /Solicitações pendentes/ })).toBeInTheDocument();
    expect(screen.queryByRole('region', REGION)).not.toBeInTheDocument();
  });
});
