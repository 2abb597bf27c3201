// The 'Gerenciar série' menu of a session of a series on the client's dashboard (issue 33): 'Ver série' lists
// the dates of GET /series/{id} with the skipped ones and why; 'Cancelar esta e as próximas' and
// 'Encerrar série' are confirmed first; the single 'Cancelar' of one occurrence is unchanged.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as v from 'valibot';
import { formatLongDate, seriesAnswer, type Appointment, type SeriesAnswer } from '@acolhe/shared-domain';
import { renderAt, signInForEachTest } from '@acolhe/shared-ui/testing';
import ClienteDashboardPage from '../pages/ClienteDashboardPage';
import { freezeNowForEachTest } from '../test/clock';
import { installFakeApi, type RouteHandler } from '../test/fakeApi';
import { CLIENT_ID, appointment, client, CLIENT_USER } from '../test/fixtures';

/** Monday 04/03/2030, 10:00 in São Paulo. */
const NOW = new Date('2030-03-04T10:00:00-03:00');
const LATE = 'Cancelamento tardio: faltam menos de 24 horas para a sessão. O(a) terapeuta será informado(a).';

const AMANHA = appointment({ id: 's1', status: 'CONFIRMED', serieId: 'sr-1', therapistName: 'Marina Duarte', date: '2030-03-05', time: '09:00' }); // in 23 h
const PROXIMA = appointment({ id: 's2', status: 'CONFIRMED', serieId: 'sr-1', therapistName: 'Marina Duarte', date: '2030-03-19', time: '09:00' });
const UNICA = appointment({ id: 'u1', status: 'CONFIRMED', therapistName: 'Ana Souza', date: '2030-03-07', time: '18:00' });

/** GET /series/sr-1 as the api answers it, held to the shared schema. */
const SERIE: SeriesAnswer = v.parse(seriesAnswer, {
  id: 'sr-1',
  therapistId: 't1',
  therapistName: 'Marina Duarte',
  clientId: CLIENT_ID,
  clientName: 'Rafael Lima',
  recorrencia: 'semanal',
  diaSemana: 2,
  hora: '09:00',
  modality: 'online',
  estado: 'ativa',
  inicio: '2030-03-05',
  fim: null,
  origemId: null,
  createdAt: '2030-03-01T10:00:00.000Z',
  ocorrencias: [
    { id: 's1', dataDaSerie: '2030-03-05', date: '2030-03-05', time: '09:00', status: 'CONFIRMED', lateCancellation: false },
    { id: 's2', dataDaSerie: '2030-03-19', date: '2030-03-19', time: '09:00', status: 'CONFIRMED', lateCancellation: false },
  ],
  puladas: [{ data: '2030-03-12', motivo: 'bloqueio', motivoTexto: 'período bloqueado na agenda do(a) terapeuta' }],
  mudancaPedida: null,
  precoSessao: 180,
});
/** the client's move of it, waiting for the therapist (issue 40) */
const MUDANCA = { aPartirDe: '2030-03-14', diaSemana: 4, hora: '15:00', primeiraData: '2030-03-14', pedidaPor: 'cliente', pedidaEm: '2030-03-04T13:00:00.000Z' } as const;

function setup(routes: Record<string, RouteHandler | { status?: number; body?: unknown }> = {}, sessions: Appointment[] = [AMANHA, PROXIMA, UNICA]) {
  const api = installFakeApi({
    [`GET clientes/${CLIENT_ID}`]: { body: client() },
    'GET sessoes/cliente': { body: sessions },
    'GET series/sr-1': { body: SERIE },
    ...routes,
  });
  const user = userEvent.setup({ delay: null });
  renderAt(<ClienteDashboardPage />, { route: `/cliente/${CLIENT_ID}`, path: '/cliente/:id', otherPaths: ['/terapeutas', '/terapeuta/:id'] });
  return { api, user };
}

async function escolher(user: ReturnType<typeof userEvent.setup>, sessao: string, acao: string) {
  await user.click(await screen.findByRole('button', { name: `Gerenciar série: consulta com Marina Duarte em ${sessao} às 09:00` }));
  await user.click(await screen.findByRole('menuitem', { name: acao }));
}

freezeNowForEachTest(NOW);
signInForEachTest(CLIENT_USER);

it("offers the 'Gerenciar série' menu on a session of a series only; a single session keeps Cancelar and Remarcar", async () => {
  setup();
  const unica = await screen.findByRole('listitem', { name: /Ana Souza/ });
  expect(within(unica).queryByRole('button', { name: /^Gerenciar série/ })).not.toBeInTheDocument();
  expect(within(unica).getByRole('button', { name: /^Cancelar consulta/ })).toBeInTheDocument();
  const daSerie = screen.getByRole('listitem', { name: /Marina Duarte em 19\/03\/2030/ });
  expect(within(daSerie).getByRole('button', { name: 'Gerenciar série: consulta com Marina Duarte em 19/03/2030 às 09:00' })).toBeInTheDocument();
  // one occurrence still cancels alone
  expect(within(daSerie).getByRole('button', { name: 'Cancelar consulta com Marina Duarte em 19/03/2030 às 09:00' })).toBeInTheDocument();
});

it("'Ver série' lists the series' sessions and the skipped date with its reason, dd/MM/yyyy", async () => {
  const { user } = setup();
  await escolher(user, '19/03/2030', 'Ver série');
  const dialog = await screen.findByRole('dialog', { name: 'Sessões da série' });
  expect(await within(dialog).findByText('Toda semana, às terças-feiras, 09:00')).toBeInTheDocument();
  const linhas = within(within(dialog).getByRole('list', { name: 'Sessões da série' })).getAllByRole('listitem').map((li) => li.textContent);
  expect(linhas).toEqual([
    '05/03/2030 às 09:00 — Confirmada',
    '12/03/2030 — não agendada: período bloqueado na agenda do(a) terapeuta',
    '19/03/2030 às 09:00 — Confirmada',
  ]);
});

it("'Ver série' says what the series commits to: weekday and time from the first date, the sessions reserved and until when, the price, how to end it (issue 44 item 1)", async () => {
  const { user } = setup();
  await escolher(user, '19/03/2030', 'Ver série');
  const dialog = await screen.findByRole('dialog', { name: 'Sessões da série' });
  expect(await within(dialog).findByRole('note', { name: 'O que a série reserva' })).toHaveTextContent(
    'Toda terça às 09:00, a partir de 05/03/2030 · 2 sessões já reservadas, até 19/03/2030, renovadas toda semana · R$ 180,00 por sessão · ' +
      'sem data para terminar: você pode encerrar quando quiser (Gerenciar série › Encerrar série)',
  );
});

it("'Ver série' says so when the series cannot be loaded, and tries again", async () => {
  let falhar = true;
  const { user, api } = setup({ 'GET series/sr-1': () => (falhar ? { status: 500, body: { message: 'x' } } : { body: SERIE }) });
  await escolher(user, '19/03/2030', 'Ver série');
  const dialog = await screen.findByRole('dialog', { name: 'Sessões da série' });
  expect(await within(dialog).findByText('Não foi possível carregar a série.', {}, { timeout: 5000 })).toBeInTheDocument();
  falhar = false;
  await user.click(within(dialog).getByRole('button', { name: 'Tentar novamente' }));
  expect(await within(dialog).findByText('Toda semana, às terças-feiras, 09:00')).toBeInTheDocument();
  expect(api.callsTo('GET', 'series/sr-1').length).toBeGreaterThan(1);
});

it("'Cancelar esta e as próximas' within 24 h warns of the late cancellation, then POSTs that session's date", async () => {
  const { user, api } = setup({ 'POST series/sr-1/cancelar': { body: { ...SERIE, estado: 'encerrada', fim: '2030-03-05' } } });
  await escolher(user, '05/03/2030', 'Cancelar esta e as próximas');
  const dialog = await screen.findByRole('dialog', { name: 'Cancelar esta e as próximas' });
  expect(within(dialog).getByText(/Deseja cancelar a sessão de 05\/03\/2030 às 09:00 com Marina Duarte e todas as próximas/)).toBeInTheDocument();
  expect(within(dialog).getByRole('note')).toHaveTextContent(LATE);
  await user.click(within(dialog).getByRole('button', { name: 'Cancelar sessões' }));
  expect(await screen.findByText('Sessões canceladas')).toBeInTheDocument();
  expect(api.callsTo('POST', 'series/sr-1/cancelar').map((c) => c.body)).toEqual([{ aPartirDe: '2030-03-05' }]);
  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Cancelar esta e as próximas' })).not.toBeInTheDocument());
});

it("'Cancelar esta e as próximas' further ahead has no late warning; 'Manter série' sends nothing", async () => {
  const { user, api } = setup();
  await escolher(user, '19/03/2030', 'Cancelar esta e as próximas');
  const dialog = await screen.findByRole('dialog', { name: 'Cancelar esta e as próximas' });
  expect(within(dialog).queryByRole('note')).not.toBeInTheDocument();
  await user.click(within(dialog).getByRole('button', { name: 'Manter série' }));
  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Cancelar esta e as próximas' })).not.toBeInTheDocument());
  expect(api.callsTo('POST', 'series/sr-1/cancelar')).toHaveLength(0);
});

it("'Encerrar série' confirms, POSTs /encerrar; the api's pt-BR refusal is shown as it is", async () => {
  let recusar = true;
  const { user, api } = setup({
    'POST series/sr-1/encerrar': () =>
      recusar ? { status: 409, body: { message: 'Esta série já foi encerrada ou recusada e não pode mais ser alterada.' } } : { body: { ...SERIE, estado: 'encerrada' } },
  });
  await escolher(user, '19/03/2030', 'Encerrar série');
  const dialog = await screen.findByRole('dialog', { name: 'Encerrar série' });
  expect(within(dialog).getByText('Deseja encerrar a série com Marina Duarte? As sessões ainda por vir serão canceladas. Esta ação não pode ser desfeita.')).toBeInTheDocument();
  await user.click(within(dialog).getByRole('button', { name: 'Encerrar série' }));
  expect(await screen.findByText('Esta série já foi encerrada ou recusada e não pode mais ser alterada.')).toBeInTheDocument();
  recusar = false;
  await user.click(within(dialog).getByRole('button', { name: 'Encerrar série' }));
  expect(await screen.findByText('A série foi encerrada e as próximas sessões, canceladas.')).toBeInTheDocument();
  expect(api.callsTo('POST', 'series/sr-1/encerrar')).toHaveLength(2);
});

describe("'Mudar dia e horário da série'", () => {
  const SLOTS = [
    { date: '2030-03-14', time: '14:00', available: true },
    { date: '2030-03-14', time: '15:00', available: true },
    { date: '2030-03-14', time: '16:00', available: false },
    { date: '2030-03-15', time: '09:00', available: false },
  ];
  const slots = { 'GET agenda/terapeutas/t1/slots-mes': (call: { search: URLSearchParams }) => ({ body: call.search.get('month') === '3' ? SLOTS : [] }) };
  const day = (date: string) => screen.getByRole('button', { name: formatLongDate(date) });

  async function abrir(user: ReturnType<typeof userEvent.setup>) {
    await escolher(user, '19/03/2030', 'Mudar dia e horário da série');
    const dialog = await screen.findByRole('dialog', { name: 'Mudar dia e horário da série' });
    await waitFor(() => expect(day('2030-03-14')).toBeEnabled());
    return dialog;
  }

  it('is offered on a confirmed session of the series only (a pending series is not accepted yet)', async () => {
    const { user } = setup({}, [{ ...PROXIMA, status: 'PENDING' }]);
    await user.click(await screen.findByRole('tab', { name: 'Pendentes' }));
    await user.click(await screen.findByRole('button', { name: 'Gerenciar série: consulta com Marina Duarte em 19/03/2030 às 09:00' }));
    expect(await screen.findByRole('menuitem', { name: 'Ver série' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Mudar dia e horário da série' })).not.toBeInTheDocument();
  });

  it("picks the first session on the new day among the therapist's free slots and POSTs its date, weekday and time: a request the therapist answers", async () => {
    const { user, api } = setup({ ...slots, 'POST series/sr-1/mover': { body: { ...SERIE, mudancaPedida: MUDANCA } } });
    const dialog = await abrir(user);
    expect(await within(dialog).findByText('Série atual: Toda semana, às terças-feiras, 09:00.')).toBeInTheDocument();
    expect(day('2030-03-15')).toBeDisabled(); // only a taken slot

    expect(within(dialog).getByText(/O\(a\) psicólogo\(a\) precisa aceitar a mudança: até lá, a série continua como está\./)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Pedir mudança' }));
    expect(await within(dialog).findByText('Escolha o dia e o horário da primeira sessão no novo dia.')).toBeInTheDocument();

    await user.click(day('2030-03-14'));
    const grid = within(dialog).getByRole('group', { name: 'Horários disponíveis' });
    expect(within(grid).getAllByRole('button').map((b) => b.textContent)).toEqual(['14:00', '15:00']);
    await user.click(within(grid).getByRole('button', { name: '15:00' }));
    expect(within(dialog).getByText('Nova série: Toda semana, às quintas-feiras, 15:00, a partir de 14/03/2030.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Pedir mudança' }));

    expect(await screen.findByText('Mudança pedida')).toBeInTheDocument();
    expect(screen.getByText('A série muda quando o(a) psicólogo(a) aceitar. Até lá, continua como está.')).toBeInTheDocument();
    expect(api.callsTo('POST', 'series/sr-1/mover').map((c) => c.body)).toEqual([{ aPartirDe: '2030-03-14', diaSemana: 4, hora: '15:00' }]);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Mudar dia e horário da série' })).not.toBeInTheDocument());
  });

  it("says the api's fieldErrors under the field they name (aPartirDe: the calendar), which takes the focus (issue 44 item 3)", async () => {
    const { user } = setup({ ...slots, 'POST series/sr-1/mover': { status: 400, body: { message: 'Dados inválidos.', fieldErrors: { aPartirDe: 'Data inválida.' } } } });
    const dialog = await abrir(user);
    await user.click(day('2030-03-14'));
    await user.click(within(within(dialog).getByRole('group', { name: 'Horários disponíveis' })).getByRole('button', { name: '14:00' }));
    await user.click(within(dialog).getByRole('button', { name: 'Pedir mudança' }));
    const refusal = await within(dialog).findByText('Data inválida.');
    await waitFor(() => expect(refusal).toHaveFocus());
    expect(within(dialog).queryByText('Dados inválidos.')).not.toBeInTheDocument();
  });

  it("shows the api's pt-BR refusal in the dialog, which stays open", async () => {
    const refusal = 'O(a) terapeuta não atende às quintas-feiras. Escolha outro dia para a série.';
    const { user } = setup({ ...slots, 'POST series/sr-1/mover': { status: 409, body: { message: refusal } } });
    const dialog = await abrir(user);
    await user.click(day('2030-03-14'));
    await user.click(within(within(dialog).getByRole('group', { name: 'Horários disponíveis' })).getByRole('button', { name: '14:00' }));
    await user.click(within(dialog).getByRole('button', { name: 'Pedir mudança' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(refusal);
    expect(screen.getByRole('dialog', { name: 'Mudar dia e horário da série' })).toBeInTheDocument();
  });
});

describe('a move of the series waiting for the therapist (issue 40)', () => {
  const ITEM = {
    serieId: 'sr-1',
    therapistId: 't1',
    therapistName: 'Marina Duarte',
    clientId: CLIENT_ID,
    clientName: 'Rafael Lima',
    recorrencia: 'semanal',
    diaSemana: 2,
    hora: '09:00',
    modality: 'online',
    mudanca: MUDANCA,
  };

  it("is shown as 'Mudança aguardando o(a) psicólogo(a)' with both rules, and 'Desistir da mudança' DELETEs it", async () => {
    let waiting = [ITEM];
    const { user, api } = setup({
      'GET series/mudancas': () => ({ body: waiting }),
      'DELETE series/sr-1/mudanca': () => {
        waiting = [];
        return { body: SERIE };
      },
    });
    const region = await screen.findByRole('region', { name: 'Mudanças de série aguardando resposta' });
    expect(within(region).getByText('Mudança aguardando o(a) psicólogo(a)')).toBeInTheDocument();
    expect(
      within(region).getByText(
        'Série com Marina Duarte: Toda semana, às terças-feiras, 09:00. Você pediu: Toda semana, às quintas-feiras, 15:00, a partir de 14/03/2030. Até o(a) psicólogo(a) responder, a série continua como está.',
      ),
    ).toBeInTheDocument();
    await user.click(within(region).getByRole('button', { name: 'Desistir da mudança: série com Marina Duarte' }));
    expect(await screen.findByText('Mudança retirada')).toBeInTheDocument();
    expect(api.callsTo('DELETE', 'series/sr-1/mudanca')).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Mudanças de série aguardando resposta' })).not.toBeInTheDocument());
  });

  it("the api's refusal of the withdrawal is shown in pt-BR", async () => {
    const refusal = 'Esta série não tem mudança aguardando resposta.';
    const { user } = setup({ 'GET series/mudancas': { body: [ITEM] }, 'DELETE series/sr-1/mudanca': { status: 409, body: { message: refusal } } });
    await user.click(await screen.findByRole('button', { name: 'Desistir da mudança: série com Marina Duarte' }));
    expect(await screen.findByText(refusal)).toBeInTheDocument();
  });

  it('shows nothing when no move waits', async () => {
    setup({ 'GET series/mudancas': { body: [] } });
    expect(await screen.findByRole('listitem', { name: /Ana Souza/ })).toBeInTheDocument();
    expect(screen.queryByText('Mudança aguardando o(a) psicólogo(a)')).not.toBeInTheDocument();
  });
});

describe("'Tornar semanal'", () => {
  it('is offered on a confirmed single session only; asks for the series from the next week on with POST /sessoes', async () => {
    const { user, api } = setup({
      'POST sessoes': ({ body }) => {
        const { recorrencia: _recorrencia, ...request } = body as { recorrencia?: string };
        return { status: 201, body: appointment({ ...request, id: 'n1', status: 'PENDING', serieId: 'sr-9' }) };
      },
    }, [AMANHA, UNICA, appointment({ id: 'p1', status: 'PENDING', therapistName: 'João Prado', date: '2030-03-20' })]);
    const serie = await screen.findByRole('listitem', { name: /Marina Duarte/ });
    expect(within(serie).queryByRole('button', { name: /^Tornar semanal/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Tornar semanal: consulta com Ana Souza em 07/03/2030 às 18:00' }));
    const dialog = await screen.findByRole('dialog', { name: 'Tornar semanal' });
    expect(within(dialog).getByText('A série com Ana Souza começa em 14/03/2030 às 18:00 e se repete no mesmo dia e horário. Esta sessão continua como está.')).toBeInTheDocument();
    await user.click(within(dialog).getByText('A cada 15 dias'));
    expect(within(dialog).getByText(/começa em 21\/03\/2030 às 18:00/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Solicitar série' }));
    expect(await screen.findByText('Série solicitada')).toBeInTheDocument();
    const [post] = api.callsTo('POST', 'sessoes');
    expect(post!.body).toEqual({ therapistId: 't1', date: '2030-03-21', time: '18:00', notes: '', modality: 'online', recorrencia: 'quinzenal' });
    expect(post!.idempotencyKey).toEqual(expect.any(String));

    await user.click(screen.getByRole('tab', { name: 'Pendentes' }));
    const pendente = await screen.findByRole('listitem', { name: /João Prado/ });
    expect(within(pendente).queryByRole('button', { name: /^Tornar semanal/ })).not.toBeInTheDocument();
  });

  it("shows the api's refusal in the dialog, which stays open", async () => {
    const refusal = 'Você já tem 3 solicitações pendentes com este(a) terapeuta.';
    const { user } = setup({ 'POST sessoes': { status: 409, body: { message: refusal } } });
    await user.click(await screen.findByRole('button', { name: 'Tornar semanal: consulta com Ana Souza em 07/03/2030 às 18:00' }));
    const dialog = await screen.findByRole('dialog', { name: 'Tornar semanal' });
    await user.click(within(dialog).getByRole('button', { name: 'Solicitar série' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(refusal);
  });

  it("says the api's fieldErrors.recorrencia under the frequency, which takes the focus (issue 44 item 3)", async () => {
    const { user } = setup({ 'POST sessoes': { status: 400, body: { message: 'Dados inválidos.', fieldErrors: { recorrencia: 'Frequência inválida.' } } } });
    await user.click(await screen.findByRole('button', { name: 'Tornar semanal: consulta com Ana Souza em 07/03/2030 às 18:00' }));
    const dialog = await screen.findByRole('dialog', { name: 'Tornar semanal' });
    await user.click(within(dialog).getByRole('button', { name: 'Solicitar série' }));
    const refusal = await within(dialog).findByText('Frequência inválida.');
    await waitFor(() => expect(refusal).toHaveFocus());
    expect(within(dialog).queryByText('Dados inválidos.')).not.toBeInTheDocument();
  });
});
