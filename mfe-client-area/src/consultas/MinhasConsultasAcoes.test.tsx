// The dashboard's session details, 'Remarcar' and 'Cancelar' on the new contract: format and time
// range, office address or meeting link, reschedule over the therapist's slots, late cancellation,
// and the Idempotency-Key of each state-changing call.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formatLongDate, type Appointment, type Slot } from '@acolhe/shared-domain';
import { renderAt, signInForEachTest } from '@acolhe/shared-ui/testing';
import ClienteDashboardPage from '../pages/ClienteDashboardPage';
import { freezeNowForEachTest } from '../test/clock';
import { NETWORK_DOWN, installFakeApi, type RouteHandler } from '../test/fakeApi';
import { CLIENT_ID, OFFICE, appointment, client, CLIENT_USER } from '../test/fixtures';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
/** Monday 04/03/2030, 10:00 in São Paulo. */
const NOW = new Date('2030-03-04T10:00:00-03:00');

const PRESENCIAL = appointment({
  id: 'pres',
  status: 'CONFIRMED',
  therapistId: 't1',
  therapistName: 'Marina Duarte',
  date: '2030-03-06',
  time: '10:00',
  modality: 'presencial',
  officeAddress: OFFICE,
  meetingLink: 'https://meet.example/nao-mostrar',
});
const ONLINE = appointment({ id: 'onl', status: 'CONFIRMED', therapistName: 'Ana Souza', date: '2030-03-07', time: '18:00', meetingLink: 'https://meet.example/abc' });
const SOON = appointment({ id: 'soon', status: 'CONFIRMED', therapistName: 'Bruno Reis', date: '2030-03-05', time: '09:00' }); // in 23 h
const PENDING = appointment({ id: 'pend', status: 'PENDING', therapistId: 't2', therapistName: 'João Prado', date: '2030-03-20', time: '09:00', durationMinutes: 45 });
const DONE = appointment({ id: 'done', status: 'COMPLETED', therapistName: 'Ana Souza', date: '2030-02-01', time: '10:00' });

const s = (date: string, time: string, available = true): Slot => ({ date, time, available });
const SLOTS: Slot[] = [s('2030-03-12', '14:00'), s('2030-03-12', '09:00'), s('2030-03-12', '10:00', false), s('2030-03-13', '09:00', false), s('2030-04-02', '09:00')];

function slotsOfMonth(call: Parameters<RouteHandler>[0]) {
  const prefix = `${call.search.get('year')}-${String(call.search.get('month')).padStart(2, '0')}-`;
  return { body: SLOTS.filter((x) => x.date.startsWith(prefix)) };
}

function setup(routes: Record<string, RouteHandler | { status?: number; body?: unknown }> = {}, sessions: Appointment[] = [PRESENCIAL, ONLINE, SOON, PENDING, DONE]) {
  let list = sessions;
  const api = installFakeApi({
    [`GET clientes/${CLIENT_ID}`]: { body: client() },
    'GET sessoes/cliente': () => ({ body: list }),
    'GET agenda/terapeutas/t2/slots-mes': slotsOfMonth,
    ...routes,
  });
  const user = userEvent.setup({ delay: null });
  renderAt(<ClienteDashboardPage />, { route: `/cliente/${CLIENT_ID}`, path: '/cliente/:id', otherPaths: ['/terapeutas', '/terapeuta/:id'] });
  return { api, user, setList: (next: Appointment[]) => (list = next) };
}

const item = (name: RegExp | string) => screen.findByRole('listitem', { name });
const day = (date: string) => screen.getByRole('button', { name: formatLongDate(date) });

async function openReschedule(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('tab', { name: 'Pendentes' }));
  await user.click(await screen.findByRole('button', { name: 'Remarcar consulta com João Prado em 20/03/2030 às 09:00' }));
  const dialog = await screen.findByRole('dialog', { name: 'Remarcar consulta' });
  await waitFor(() => expect(day('2030-03-12')).toBeEnabled());
  return dialog;
}

freezeNowForEachTest(NOW);
signInForEachTest(CLIENT_USER);

describe('each session', () => {
  it('shows its format and time range; a confirmed presencial one its office address, an online one its link', async () => {
    setup();
    const pres = await item(/Marina Duarte/);
    expect(within(pres).getByText('06/03/2030, 10:00–10:50 · Presencial')).toBeInTheDocument();
    expect(within(pres).getByText('Endereço: Rua Augusta, 1200, sala 4 — Consolação, São Paulo/SP, CEP 01304-001')).toBeInTheDocument();
    expect(within(pres).queryByRole('link', { name: /meet\.example/ })).not.toBeInTheDocument();

    const onl = await item(/Ana Souza em 07\/03/);
    expect(within(onl).getByText('07/03/2030, 18:00–18:50 · Online')).toBeInTheDocument();
    expect(within(onl).getByRole('link', { name: 'https://meet.example/abc' })).toHaveAttribute('href', 'https://meet.example/abc');
    expect(within(onl).queryByText(/Endereço/)).not.toBeInTheDocument();
  });

  it('offers Remarcar and Cancelar on pending and confirmed sessions, neither on past ones', async () => {
    const { user } = setup();
    const pres = await item(/Marina Duarte/);
    expect(within(pres).getByRole('button', { name: 'Remarcar consulta com Marina Duarte em 06/03/2030 às 10:00' })).toHaveTextContent('Remarcar');
    expect(within(pres).getByRole('button', { name: 'Cancelar consulta com Marina Duarte em 06/03/2030 às 10:00' })).toHaveTextContent('Cancelar');
    await user.click(screen.getByRole('tab', { name: 'Pendentes' }));
    const pend = await item(/João Prado/);
    expect(within(pend).getByText('20/03/2030, 09:00–09:45 · Online')).toBeInTheDocument();
    expect(within(pend).getByRole('button', { name: /^Remarcar/ })).toBeInTheDocument();
    expect(within(pend).getByRole('button', { name: /^Cancelar/ })).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Anteriores' }));
    const done = await item(/01\/02\/2030/);
    expect(within(done).queryByRole('button')).not.toBeInTheDocument();
  });
});

describe('Remarcar', () => {
  it("picks a new date and time among the therapist's available slots and sends it; the session is pending again", async () => {
    let moved = false;
    const { api, user, setList } = setup({
      'POST sessoes/pend/remarcar': (call) => {
        moved = true;
        const { date, time } = call.body as { date: string; time: string };
        const next = { ...PENDING, date, time, endTime: '14:45' };
        setList([PRESENCIAL, next]);
        return { body: next };
      },
    });
    const dialog = await openReschedule(user);
    expect(within(dialog).getByText('Consulta atual: 20/03/2030, 09:00–09:45, com João Prado.')).toBeInTheDocument();
    expect(within(dialog).getByText('A remarcação precisa ser confirmada novamente pelo(a) terapeuta.')).toBeInTheDocument();
    // what becomes of the slot being left (issue 30)
    expect(
      within(dialog).getByText('Ao confirmar, o horário atual é liberado na hora e deixa de estar reservado para você; se o(a) terapeuta não aceitar o novo horário, escolha outro.'),
    ).toBeInTheDocument();
    const months = api.callsTo('GET', 'agenda/terapeutas/t2/slots-mes').map((c) => `${c.search.get('year')}-${c.search.get('month')}`);
    expect(months).toEqual(['2030-3']);
    expect(day('2030-03-13')).toBeDisabled(); // only unavailable slots
    expect(day('2030-03-11')).toBeDisabled(); // no slot

    // nothing chosen yet
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar remarcação' }));
    expect(await within(dialog).findByText('Escolha a nova data e o novo horário.')).toBeInTheDocument();

    await user.click(day('2030-03-12'));
    const grid = within(dialog).getByRole('group', { name: 'Horários disponíveis' });
    expect(within(grid).getAllByRole('button').map((b) => b.textContent)).toEqual(['09:00', '14:00']); // 10:00 is taken
    await user.click(within(grid).getByRole('button', { name: '14:00' }));
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar remarcação' }));

    expect(await screen.findByText('Remarcação solicitada')).toBeInTheDocument();
    const [post] = api.callsTo('POST', 'sessoes/pend/remarcar');
    expect(post!.body).toEqual({ date: '2030-03-12', time: '14:00' });
    expect(post!.idempotencyKey).toMatch(UUID);
    expect(moved).toBe(true);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await item('Consulta com João Prado em 12/03/2030 às 14:00')).toBeInTheDocument();
  });

  it('next month loads that month; the chosen day is not shown there', async () => {
    const { api, user } = setup();
    const dialog = await openReschedule(user);
    await user.click(day('2030-03-12'));
    await user.click(within(dialog).getByRole('button', { name: 'Próximo mês' }));
    await waitFor(() => expect(day('2030-04-02')).toBeEnabled());
    expect(within(dialog).getByText('Escolha uma data para ver os horários.')).toBeInTheDocument();
    expect(api.callsTo('GET', 'agenda/terapeutas/t2/slots-mes').map((c) => c.search.get('month'))).toContain('4');
  });

  it("shows the api's 409 message in the dialog and reloads the slots", async () => {
    const { api, user } = setup({ 'POST sessoes/pend/remarcar': { status: 409, body: { message: 'Este horário não está mais disponível.' } } });
    const dialog = await openReschedule(user);
    const loads = api.callsTo('GET', 'agenda/terapeutas/t2/slots-mes').length;
    await user.click(day('2030-03-12'));
    await user.click(within(dialog).getByRole('button', { name: '09:00' }));
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar remarcação' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Este horário não está mais disponível.');
    expect(within(dialog).getByRole('button', { name: '09:00' })).toHaveAttribute('aria-pressed', 'false');
    await waitFor(() => expect(api.callsTo('GET', 'agenda/terapeutas/t2/slots-mes').length).toBeGreaterThan(loads));
    expect(screen.getByRole('dialog', { name: 'Remarcar consulta' })).toBeInTheDocument();
  });

  it("says the api's fieldErrors under the field they name, which takes the focus (issue 44 item 3)", async () => {
    const { user } = setup({
      'POST sessoes/pend/remarcar': { status: 400, body: { message: 'Dados inválidos.', fieldErrors: { time: 'Horário inválido.' } } },
    });
    const dialog = await openReschedule(user);
    await user.click(day('2030-03-12'));
    await user.click(within(dialog).getByRole('button', { name: '09:00' }));
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar remarcação' }));
    const refusal = await within(dialog).findByText('Horário inválido.');
    await waitFor(() => expect(refusal).toHaveFocus());
    expect(within(dialog).queryByText('Dados inválidos.')).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Remarcar consulta' })).toBeInTheDocument();
  });

  it('a retry after a network error sends the same Idempotency-Key; another time gets a new one', async () => {
    let down = true;
    const { api, user } = setup({
      'POST sessoes/pend/remarcar': (call) => {
        if (down) throw NETWORK_DOWN;
        const { date, time } = call.body as { date: string; time: string };
        return { body: { ...PENDING, date, time } };
      },
    });
    const dialog = await openReschedule(user);
    await user.click(day('2030-03-12'));
    await user.click(within(dialog).getByRole('button', { name: '09:00' }));
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar remarcação' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Não foi possível remarcar a consulta. Verifique sua conexão e tente novamente.');
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar remarcação' }));
    await waitFor(() => expect(api.callsTo('POST', 'sessoes/pend/remarcar')).toHaveLength(2));
    const [first, retry] = api.callsTo('POST', 'sessoes/pend/remarcar');
    expect(first!.idempotencyKey).toMatch(UUID);
    expect(retry!.idempotencyKey).toBe(first!.idempotencyKey);

    await user.click(within(dialog).getByRole('button', { name: '14:00' }));
    down = false;
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar remarcação' }));
    expect(await screen.findByText('Remarcação solicitada')).toBeInTheDocument();
    const third = api.callsTo('POST', 'sessoes/pend/remarcar')[2]!;
    expect(third.body).toEqual({ date: '2030-03-12', time: '14:00' });
    expect(third.idempotencyKey).not.toBe(first!.idempotencyKey);
  });
});

describe('Cancelar', () => {
  const LATE = 'Cancelamento tardio: faltam menos de 24 horas para a sessão. O(a) terapeuta será informado(a).';

  it('within 24 h of the start the confirmation says it is a late cancellation; then PATCH /sessoes/{id}', async () => {
    const { api, user } = setup({ 'PATCH sessoes/soon': { body: { ...SOON, status: 'CANCELLED', lateCancellation: true } } });
    await user.click(await screen.findByRole('button', { name: 'Cancelar consulta com Bruno Reis em 05/03/2030 às 09:00' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancelar consulta' });
    expect(within(dialog).getByText(LATE)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar consulta' }));
    expect(await screen.findByText('Consulta cancelada')).toBeInTheDocument();
    const [patch] = api.callsTo('PATCH', 'sessoes/soon');
    expect(patch!.body).toEqual({ status: 'CANCELLED' });
    expect(patch!.idempotencyKey).toMatch(UUID);
  });

  it('earlier than that, no warning', async () => {
    const { user } = setup();
    await user.click(await screen.findByRole('button', { name: 'Cancelar consulta com Marina Duarte em 06/03/2030 às 10:00' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancelar consulta' });
    expect(within(dialog).queryByText(LATE)).not.toBeInTheDocument();
  });

  it('confirming again after a network error sends the same Idempotency-Key', async () => {
    let down = true;
    const { api, user } = setup({
      'PATCH sessoes/pres': () => {
        if (down) throw NETWORK_DOWN;
        return { body: { ...PRESENCIAL, status: 'CANCELLED' } };
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Cancelar consulta com Marina Duarte em 06/03/2030 às 10:00' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancelar consulta' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar consulta' }));
    expect(await screen.findByText('Erro ao cancelar')).toBeInTheDocument();
    down = false;
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar consulta' }));
    expect(await screen.findByText('Consulta cancelada')).toBeInTheDocument();
    const [first, retry] = api.callsTo('PATCH', 'sessoes/pres');
    expect(first!.idempotencyKey).toMatch(UUID);
    expect(retry!.idempotencyKey).toBe(first!.idempotencyKey);
  });
});
