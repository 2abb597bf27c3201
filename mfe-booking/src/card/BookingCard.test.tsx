import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PENDING_BOOKING_STORAGE_KEY } from '@acolhe/shared-domain';
import BookingCard from '../pages/BookingCard';
import { installFakeApi } from '../test/fakeApi';
import { DAY, SLOTS, THERAPIST } from '../test/fixtures';
import { CLIENTE, TERAPEUTA, THERAPIST_ID, freezeToday, renderAt, resetAll, signIn } from '../test/render';

jest.setTimeout(20_000);

const PROFILE = `/terapeuta/${THERAPIST_ID}`;

function renderCard(props: { sessionPrice?: number; sessionDuration?: number } = { sessionPrice: 150, sessionDuration: 50 }) {
  const user = userEvent.setup({ delay: null });
  renderAt(PROFILE, '/terapeuta/:id', <BookingCard therapistId={THERAPIST_ID} {...props} />);
  return user;
}

const day = (label: string) => screen.getByRole('button', { name: label });
const time = (t: string) => screen.getByRole('button', { name: t });
const submit = () => screen.getByRole('button', { name: 'Solicitar agendamento' });
const savePending = (overrides: Record<string, unknown> = {}) =>
  sessionStorage.setItem(
    PENDING_BOOKING_STORAGE_KEY,
    JSON.stringify({
      therapistId: THERAPIST_ID,
      date: '2026-11-23',
      time: '10:00',
      notes: 'Primeira consulta',
      origin: 'card',
      savedAt: '2026-11-20T14:00:00.000Z',
      ...overrides,
    }),
  );

async function monthLoaded() {
  await waitFor(() => expect(day(DAY.monday)).toBeEnabled());
}

beforeEach(() => {
  freezeToday();
  resetAll();
});
afterEach(() => jest.useRealTimers());

describe('BookingCard — date → time → notes', () => {
  it('shows price and duration, opens only future days with available slots', async () => {
    installFakeApi({ slots: SLOTS });
    signIn(null);
    renderCard();
    expect(screen.getByText('R$ 150,00')).toBeInTheDocument();
    expect(screen.getByText('50 minutos')).toBeInTheDocument();
    await monthLoaded();
    expect(day(DAY.wednesday)).toBeEnabled();
    expect(day(DAY.past)).toBeDisabled(); // past, although the api says available
    expect(day(DAY.tuesdayFull)).toBeDisabled(); // every slot taken
    expect(day(DAY.saturday)).toBeDisabled(); // no slot at all
  });

  it('a day shows its available times sorted in a two-column grid; a time reveals the notes; a new day clears the time', async () => {
    installFakeApi({ slots: SLOTS });
    signIn(null);
    const user = renderCard();
    await monthLoaded();
    expect(screen.queryByLabelText('Observações (opcional)')).not.toBeInTheDocument();

    await user.click(day(DAY.monday));
    const grid = screen.getByRole('group', { name: 'Horários disponíveis' });
    expect(within(grid).getAllByRole('button').map((b) => b.textContent)).toEqual(['09:00', '10:00', '14:00']);
    expect(screen.queryByLabelText('Observações (opcional)')).not.toBeInTheDocument();

    await user.click(time('10:00'));
    expect(time('10:00')).toHaveAttribute('aria-pressed', 'true');
    await user.type(screen.getByLabelText('Observações (opcional)'), 'Ansiedade');
    expect(screen.getByText('23/11/2026')).toBeInTheDocument();

    await user.click(day(DAY.wednesday));
    expect(within(screen.getByRole('group', { name: 'Horários disponíveis' })).getAllByRole('button').map((b) => b.textContent)).toEqual(['11:00']);
    expect(time('11:00')).toHaveAttribute('aria-pressed', 'false');
    expect(screen.queryByLabelText('Observações (opcional)')).not.toBeInTheDocument();
  });

  it('changing month loads that month', async () => {
    const api = installFakeApi({ slots: SLOTS });
    signIn(null);
    const user = renderCard();
    await monthLoaded();
    await user.click(screen.getByRole('button', { name: 'Próximo mês' }));
    await waitFor(() => expect(day(DAY.december)).toBeEnabled());
    const months = api.slotLoads().map((c) => `${c.search.get('year')}-${c.search.get('month')}`);
    expect(months).toEqual(expect.arrayContaining(['2026-11', '2026-12']));
  });

  it('submit without date and time → Dados incompletos, nothing sent', async () => {
    const api = installFakeApi({ slots: SLOTS });
    signIn(CLIENTE);
    const user = renderCard();
    await monthLoaded();
    await user.click(submit());
    expect(await screen.findByText('Dados incompletos')).toBeInTheDocument();
    expect(screen.getByText('Por favor, selecione uma data e horário.')).toBeInTheDocument();
    await user.click(day(DAY.monday));
    await user.click(submit());
    await waitFor(() => expect(screen.getAllByText('Dados incompletos')).toHaveLength(2));
    expect(api.posts()).toHaveLength(0);
  });

  it('fetches price and duration when mounted with only therapistId', async () => {
    installFakeApi({ slots: SLOTS, therapist: THERAPIST });
    signIn(null);
    renderCard({});
    expect(await screen.findByText('R$ 180,00')).toBeInTheDocument();
    expect(screen.getByText('50 minutos')).toBeInTheDocument();
  });
});

describe('BookingCard — who submits', () => {
  it('a client sends a PENDING request with the SPEC §7 fields; toast, form reset, slots reloaded', async () => {
    const api = installFakeApi({ slots: SLOTS });
    signIn(CLIENTE);
    const user = renderCard();
    await monthLoaded();
    await user.click(day(DAY.monday));
    await user.click(time('09:00'));
    await user.type(screen.getByLabelText('Observações (opcional)'), '  Quero conversar  ');
    const loadsBefore = api.slotLoads().length;
    api.setSlots(SLOTS.map((s) => (s.date === '2026-11-23' && s.time === '09:00' ? { ...s, available: false } : s)));
    await user.click(submit());

    expect(await screen.findByText('Agendamento solicitado!')).toBeInTheDocument();
    expect(screen.getByText('Sua solicitação foi enviada ao terapeuta para confirmação.')).toBeInTheDocument();
    const [post] = api.posts();
    expect(post!.authorization).toBe('Bearer id-token');
    expect(post!.body).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      therapistId: THERAPIST_ID,
      clientId: CLIENTE.id,
      clientName: CLIENTE.name,
      cliente: { name: CLIENTE.name },
      date: '2026-11-23',
      time: '09:00',
      notes: 'Quero conversar',
      status: 'PENDING',
      createdAt: expect.any(String),
    });
    await waitFor(() => expect(api.slotLoads().length).toBeGreaterThan(loadsBefore));
    expect(screen.getByText('Escolha uma data para ver os horários.')).toBeInTheDocument();
    await user.click(day(DAY.monday));
    expect(screen.queryByRole('button', { name: '09:00' })).not.toBeInTheDocument(); // the booked slot is gone
  });

  it('a guest keeps the request in sessionStorage and goes to login with returnTo; nothing is sent', async () => {
    const api = installFakeApi({ slots: SLOTS });
    signIn(null);
    const user = renderCard();
    await monthLoaded();
    expect(screen.getByText('Você precisará entrar na sua conta para concluir o agendamento.')).toBeInTheDocument();
    await user.click(day(DAY.monday));
    await user.click(time('14:00'));
    await user.type(screen.getByLabelText('Observações (opcional)'), 'Oi');
    await user.click(submit());
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(`/login?returnTo=${encodeURIComponent(PROFILE)}`));
    expect(JSON.parse(sessionStorage.getItem(PENDING_BOOKING_STORAGE_KEY)!)).toMatchObject({
      therapistId: THERAPIST_ID,
      date: '2026-11-23',
      time: '14:00',
      notes: 'Oi',
      origin: 'card',
    });
    expect(api.posts()).toHaveLength(0);
  });

  it('a therapist sees that only clients book, with a disabled button, and nothing is ever sent', async () => {
    const api = installFakeApi({ slots: SLOTS });
    signIn(TERAPEUTA);
    renderCard();
    await monthLoaded();
    expect(screen.getByText('Apenas clientes podem agendar sessões.')).toBeInTheDocument();
    expect(submit()).toBeDisabled();
    fireEvent.submit(submit().closest('form')!);
    await act(() => new Promise((r) => setTimeout(r, 50)));
    expect(api.posts()).toHaveLength(0);
  });

  it('a slot taken meanwhile (409) → clear message, slots reloaded, time cleared', async () => {
    const api = installFakeApi({
      slots: SLOTS,
      createAppointment: () => ({ status: 409, body: { message: 'Este horário não está mais disponível.' } }),
    });
    signIn(CLIENTE);
    const user = renderCard();
    await monthLoaded();
    await user.click(day(DAY.monday));
    await user.click(time('10:00'));
    api.setSlots(SLOTS.map((s) => (s.date === '2026-11-23' && s.time === '10:00' ? { ...s, available: false } : s)));
    const loadsBefore = api.slotLoads().length;
    await user.click(submit());
    expect(await screen.findByText('Horário indisponível')).toBeInTheDocument();
    expect(screen.getByText('Este horário não está mais disponível. Escolha outro horário.')).toBeInTheDocument();
    await waitFor(() => expect(api.slotLoads().length).toBeGreaterThan(loadsBefore));
    await waitFor(() => expect(screen.queryByRole('button', { name: '10:00' })).not.toBeInTheDocument());
    expect(screen.queryAllByRole('button', { pressed: true })).toHaveLength(0);
  });

  it('any other failure → Erro ao agendar, the selection is kept for a retry', async () => {
    installFakeApi({ slots: SLOTS, createAppointment: () => ({ status: 500, body: { message: 'boom' } }) });
    signIn(CLIENTE);
    const user = renderCard();
    await monthLoaded();
    await user.click(day(DAY.monday));
    await user.click(time('10:00'));
    await user.click(submit());
    expect(await screen.findByText('Erro ao agendar')).toBeInTheDocument();
    expect(screen.getByText('Não foi possível enviar sua solicitação. Tente novamente.')).toBeInTheDocument();
    expect(time('10:00')).toHaveAttribute('aria-pressed', 'true');
  });
});

describe('BookingCard — request restored after login', () => {
  it('shows the saved request and sends it with one click, once; then it is gone', async () => {
    let release: () => void = () => {};
    const api = installFakeApi({
      slots: SLOTS,
      createAppointment: (call) => new Promise((resolve) => { release = () => resolve({ status: 201, body: call.body }); }),
    });
    savePending();
    signIn(CLIENTE);
    const user = renderCard();
    expect(screen.getByText('Solicitação recuperada')).toBeInTheDocument();
    expect(screen.getByText('segunda-feira, 23 de novembro de 2026 às 10:00')).toBeInTheDocument();
    await monthLoaded();
    expect(time('10:00')).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByLabelText('Observações (opcional)')).toHaveValue('Primeira consulta');

    await user.click(submit());
    // the saved copy leaves storage as the request leaves: a reload cannot offer it again
    expect(sessionStorage.getItem(PENDING_BOOKING_STORAGE_KEY)).toBeNull();
    fireEvent.submit(submit().closest('form')!); // a second submit while in flight does nothing
    release();
    expect(await screen.findByText('Agendamento solicitado!')).toBeInTheDocument();
    expect(api.posts()).toHaveLength(1);
    expect(api.posts()[0]!.body).toMatchObject({ date: '2026-11-23', time: '10:00', notes: 'Primeira consulta', status: 'PENDING' });
    expect(screen.queryByText('Solicitação recuperada')).not.toBeInTheDocument();
  });

  it('Descartar forgets the request and empties the form, without sending', async () => {
    const api = installFakeApi({ slots: SLOTS });
    savePending();
    signIn(CLIENTE);
    const user = renderCard();
    await monthLoaded();
    await user.click(screen.getByRole('button', { name: 'Descartar' }));
    expect(sessionStorage.getItem(PENDING_BOOKING_STORAGE_KEY)).toBeNull();
    expect(screen.queryByText('Solicitação recuperada')).not.toBeInTheDocument();
    expect(screen.getByText('Escolha uma data para ver os horários.')).toBeInTheDocument();
    expect(api.posts()).toHaveLength(0);
  });

  it('a restored slot taken meanwhile is dropped with a message instead of being sent', async () => {
    installFakeApi({ slots: SLOTS.map((s) => (s.date === '2026-11-23' && s.time === '10:00' ? { ...s, available: false } : s)) });
    savePending();
    signIn(CLIENTE);
    renderCard();
    expect(await screen.findByText('O horário escolhido não está mais disponível. Escolha outro horário.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '10:00' })).not.toBeInTheDocument();
  });

  it("another therapist's saved request is not shown here", async () => {
    installFakeApi({ slots: SLOTS });
    savePending({ therapistId: 'outro' });
    signIn(CLIENTE);
    renderCard();
    await monthLoaded();
    expect(screen.queryByText('Solicitação recuperada')).not.toBeInTheDocument();
    expect(sessionStorage.getItem(PENDING_BOOKING_STORAGE_KEY)).not.toBeNull();
  });
});
