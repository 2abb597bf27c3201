import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BookingCardProps } from '@acolhe/shared-domain/contracts';
import { getOwnClientProfile, listClientSessions, listMonthSlots, listTherapistSessions } from '@acolhe/shared-domain/operations';
import type { SessionUser } from '@acolhe/shared-domain';
import { queryClient } from '@acolhe/shared-ui/data';
import { queryKeyOf } from '@acolhe/shared-auth';
import BookingCard from '../pages/BookingCard';
import { NETWORK_DOWN, appointmentFor, installFakeApi } from '../test/fakeApi';
import { CARD_PROPS, DAY, SLOTS, THERAPIST } from '../test/fixtures';
import { savePendingBooking, savedPendingBooking } from '../test/pendingBooking';
import { CLIENTE, TERAPEUTA, THERAPIST_ID, freezeToday, renderAt, resetAll, signIn } from '../test/render';

jest.setTimeout(20_000);

const PROFILE = `/terapeuta/${THERAPIST_ID}`;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

function renderCard(props: Omit<BookingCardProps, 'therapistId'> = CARD_PROPS) {
  const user = userEvent.setup({ delay: null });
  renderAt(PROFILE, '/terapeuta/:id', <BookingCard therapistId={THERAPIST_ID} {...props} />);
  return user;
}

const day = (label: string) => screen.getByRole('button', { name: label });
const time = (t: string) => screen.getByRole('button', { name: t });
const submit = () => screen.getByRole('button', { name: 'Solicitar agendamento' });
async function monthLoaded() {
  await waitFor(() => expect(day(DAY.monday)).toBeEnabled());
}

/** The card as `viewer` sees it (null: a guest), its month's slots loaded. */
async function openCard(viewer: SessionUser | null, props?: Omit<BookingCardProps, 'therapistId'>) {
  signIn(viewer);
  const user = renderCard(props);
  await monthLoaded();
  return user;
}

async function pick(user: ReturnType<typeof userEvent.setup>, dayLabel: string, at: string) {
  await user.click(day(dayLabel));
  await user.click(time(at));
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

  it("with 'Primeira sessão gratuita' on, says so and labels the price as the other sessions'", async () => {
    installFakeApi({ slots: SLOTS });
    signIn(null);
    renderCard({ ...CARD_PROPS, freeFirstSession: true });
    expect(screen.getByText('Primeira sessão gratuita')).toBeInTheDocument();
    expect(screen.getByText('Demais sessões')).toBeInTheDocument();
    expect(screen.getByText('R$ 150,00')).toBeInTheDocument();
    await monthLoaded();
  });

  it('a day shows its available times sorted in a two-column grid; a time reveals the notes; a new day clears the time', async () => {
    installFakeApi({ slots: SLOTS });
    const user = await openCard(null);
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
    const user = await openCard(null);
    await user.click(screen.getByRole('button', { name: 'Próximo mês' }));
    await waitFor(() => expect(day(DAY.december)).toBeEnabled());
    const months = api.slotLoads().map((c) => `${c.search.get('year')}-${c.search.get('month')}`);
    expect(months).toEqual(expect.arrayContaining(['2026-11', '2026-12']));
  });

  it('submit without date and time → Dados incompletos, nothing sent', async () => {
    const api = installFakeApi({ slots: SLOTS });
    const user = await openCard(CLIENTE);
    await user.click(submit());
    expect(await screen.findByText('Dados incompletos')).toBeInTheDocument();
    expect(screen.getByText('Por favor, selecione uma data e horário.')).toBeInTheDocument();
    await user.click(day(DAY.monday));
    await user.click(submit());
    await waitFor(() => expect(screen.getAllByText('Dados incompletos')).toHaveLength(2));
    expect(api.posts()).toHaveLength(0);
  });

  it('fetches price, duration and formats when mounted with only therapistId', async () => {
    installFakeApi({ slots: SLOTS, therapist: THERAPIST });
    signIn(null);
    renderCard({});
    expect(await screen.findByText('R$ 180,00')).toBeInTheDocument();
    expect(screen.getByText('50 minutos')).toBeInTheDocument();
    expect(await screen.findByRole('radiogroup', { name: /Formato da sessão/ })).toBeInTheDocument();
  });

  it('with a date picked, the next month shows no day picked and asks for a date, not "no time on this date"', async () => {
    installFakeApi({ slots: SLOTS });
    const user = await openCard(null);
    await pick(user, DAY.monday, '10:00');
    await user.click(screen.getByRole('button', { name: 'Próximo mês' }));
    await waitFor(() => expect(day(DAY.december)).toBeEnabled());
    expect(screen.getByText('Escolha uma data para ver os horários.')).toBeInTheDocument();
    expect(screen.queryByText('Nenhum horário disponível nesta data.')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { pressed: true })).not.toBeInTheDocument();

    // back on its month, the choice is still there
    await user.click(screen.getByRole('button', { name: 'Mês anterior' }));
    await waitFor(() => expect(time('10:00')).toHaveAttribute('aria-pressed', 'true'));
  });
});

describe('BookingCard — who submits', () => {
  it('a client sends a PENDING request with the api/README.md fields; toast, form reset, slots reloaded', async () => {
    const api = installFakeApi({ slots: SLOTS });
    const user = await openCard(CLIENTE);
    await pick(user, DAY.monday, '09:00');
    await user.type(screen.getByLabelText('Observações (opcional)'), '  Quero conversar  ');
    const loadsBefore = api.slotLoads().length;
    api.setSlots(SLOTS.map((s) => (s.date === '2026-11-23' && s.time === '09:00' ? { ...s, available: false } : s)));
    await user.click(submit());

    expect(await screen.findByText('Agendamento solicitado!')).toBeInTheDocument();
    expect(screen.getByText('Sua solicitação foi enviada ao terapeuta para confirmação.')).toBeInTheDocument();
    const [post] = api.posts();
    expect(post!.authorization).toBe('Bearer id-token');
    // only what the api reads: no id, client, status or timestamps
    expect(post!.body).toEqual({
      therapistId: THERAPIST_ID,
      date: '2026-11-23',
      time: '09:00',
      notes: 'Quero conversar',
      modality: 'online',
    });
    expect(post!.idempotencyKey).toMatch(UUID);
    await waitFor(() => expect(api.slotLoads().length).toBeGreaterThan(loadsBefore));
    expect(screen.getByText('Escolha uma data para ver os horários.')).toBeInTheDocument();
    await user.click(day(DAY.monday));
    expect(screen.queryByRole('button', { name: '09:00' })).not.toBeInTheDocument(); // the booked slot is gone
  });

  it('a booking makes every room’s appointment list and this therapist’s calendars stale (query-key contract)', async () => {
    installFakeApi({ slots: SLOTS });
    signIn(CLIENTE);
    // entries as the client and therapist areas keep them in the one shared cache (the table's keys)
    // (another month than the card's: the card's own month is the same entry, refetched at once)
    const month = { year: 2026, month: 12 };
    const keys = {
      clientList: queryKeyOf(listClientSessions, {}),
      therapistList: [listTherapistSessions.operationId],
      clientAreaCalendar: queryKeyOf(listMonthSlots, { params: { id: THERAPIST_ID }, query: month }),
      otherTherapistCalendar: queryKeyOf(listMonthSlots, { params: { id: 't-2' }, query: month }),
      preferences: queryKeyOf(getOwnClientProfile, { params: { id: CLIENTE.id } }),
    };
    for (const key of Object.values(keys)) queryClient.setQueryData(key, []);
    const user = renderCard();
    await monthLoaded();
    await pick(user, DAY.monday, '09:00');
    await user.click(submit());
    expect(await screen.findByText('Agendamento solicitado!')).toBeInTheDocument();
    const stale = (key: readonly unknown[]) => queryClient.getQueryState(key)?.isInvalidated;
    await waitFor(() => expect(stale(keys.clientList)).toBe(true));
    expect(stale(keys.therapistList)).toBe(true);
    expect(stale(keys.clientAreaCalendar)).toBe(true);
    expect(stale(keys.otherTherapistCalendar)).toBe(false);
    expect(stale(keys.preferences)).toBe(false);
  });

  it('a guest keeps the request in sessionStorage and goes to login with returnTo; nothing is sent', async () => {
    const api = installFakeApi({ slots: SLOTS });
    const user = await openCard(null);
    expect(screen.getByText('Você precisará entrar na sua conta para concluir o agendamento.')).toBeInTheDocument();
    await pick(user, DAY.monday, '14:00');
    await user.type(screen.getByLabelText('Observações (opcional)'), 'Oi');
    await user.click(submit());
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(`/login?returnTo=${encodeURIComponent(PROFILE)}`));
    expect(savedPendingBooking()).toMatchObject({
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
    await openCard(TERAPEUTA);
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
    const user = await openCard(CLIENTE);
    await pick(user, DAY.monday, '10:00');
    api.setSlots(SLOTS.map((s) => (s.date === '2026-11-23' && s.time === '10:00' ? { ...s, available: false } : s)));
    const loadsBefore = api.slotLoads().length;
    await user.click(submit());
    expect(await screen.findByText('Horário indisponível')).toBeInTheDocument();
    expect(screen.getByText('Este horário não está mais disponível. Escolha outro horário.')).toBeInTheDocument();
    await waitFor(() => expect(api.slotLoads().length).toBeGreaterThan(loadsBefore));
    await waitFor(() => expect(screen.queryByRole('button', { name: '10:00' })).not.toBeInTheDocument());
    expect(screen.queryAllByRole('button', { pressed: true })).toHaveLength(0);
  });

  it("a refusal of the request, not of the time (409, too many pending): the api's reason, the time kept, no 'slot gone'", async () => {
    const reason = 'Você já tem 3 solicitações pendentes com este terapeuta. Aguarde a resposta antes de pedir outro horário.';
    installFakeApi({ slots: SLOTS, createAppointment: () => ({ status: 409, body: { message: reason } }) });
    const user = await openCard(CLIENTE);
    await pick(user, DAY.monday, '10:00');
    await user.click(submit());
    expect(await screen.findByText(reason)).toBeInTheDocument();
    expect(screen.getByText('Erro ao agendar')).toBeInTheDocument();
    expect(screen.queryByText('Este horário não está mais disponível. Escolha outro horário.')).not.toBeInTheDocument();
    expect(time('10:00')).toHaveAttribute('aria-pressed', 'true');
  });

  it('any other failure → Erro ao agendar, the selection is kept for a retry', async () => {
    installFakeApi({ slots: SLOTS, createAppointment: () => ({ status: 500, body: { message: 'boom' } }) });
    const user = await openCard(CLIENTE);
    await pick(user, DAY.monday, '10:00');
    await user.click(submit());
    expect(await screen.findByText('Erro ao agendar')).toBeInTheDocument();
    expect(screen.getByText('Não foi possível enviar sua solicitação. Tente novamente.')).toBeInTheDocument();
    expect(time('10:00')).toHaveAttribute('aria-pressed', 'true');
  });
});

describe("BookingCard — the api's field errors", () => {
  it('a 400 with fieldErrors shows each message at its field (notes, time), no failure toast, the selection kept', async () => {
    installFakeApi({
      slots: SLOTS,
      createAppointment: () => ({
        status: 400,
        body: { message: 'Dados inválidos.', fieldErrors: { notes: 'As observações têm no máximo 500 caracteres.', time: 'Horário inválido.' } },
      }),
    });
    const user = await openCard(CLIENTE);
    await pick(user, DAY.monday, '10:00');
    await user.type(screen.getByLabelText('Observações (opcional)'), 'Oi');
    await user.click(submit());
    const notes = screen.getByLabelText('Observações (opcional)');
    await waitFor(() => expect(notes).toHaveAccessibleDescription(expect.stringContaining('As observações têm no máximo 500 caracteres.')));
    expect(notes).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(notes).toHaveFocus()); // the first field marked invalid
    expect(screen.getByText('Horário inválido.')).toBeInTheDocument();
    expect(screen.queryByText('Erro ao agendar')).not.toBeInTheDocument();
    expect(time('10:00')).toHaveAttribute('aria-pressed', 'true');
  });
});

describe('BookingCard — session format', () => {
  const BOTH = { ...CARD_PROPS, sessionFormats: ['online', 'presencial'] as const, officeNeighborhood: 'Consolação', officeCity: 'São Paulo' };
  const formatGroup = () => screen.queryByRole('radiogroup', { name: /Formato da sessão/ });

  it('nothing chosen: the toast says the same as the errors beside the fields (issue 30)', async () => {
    const api = installFakeApi({ slots: SLOTS });
    const user = await openCard(CLIENTE, { ...BOTH, sessionFormats: [...BOTH.sessionFormats] });
    await user.click(submit());
    expect(await screen.findByText('Dados incompletos')).toBeInTheDocument();
    expect(screen.getByText('Por favor, selecione uma data e horário. Escolha se a sessão será online ou presencial.')).toBeInTheDocument();
    expect(formatGroup()).toHaveAccessibleDescription('Escolha se a sessão será online ou presencial.');
    expect(api.posts()).toHaveLength(0);
  });

  it('asks Online or Presencial when both are offered; the choice is required and sent', async () => {
    const api = installFakeApi({ slots: SLOTS });
    const user = await openCard(CLIENTE, { ...BOTH, sessionFormats: [...BOTH.sessionFormats] });
    const group = formatGroup()!;
    expect(within(group).getAllByRole('radio')).toHaveLength(2);
    expect(within(group).getByRole('radio', { name: 'Online' })).not.toBeChecked();
    expect(within(group).getByRole('radio', { name: 'Presencial' })).not.toBeChecked();
    expect(within(group).getByText('Consolação, São Paulo')).toBeInTheDocument();

    await pick(user, DAY.monday, '10:00');
    await user.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent('Escolha se a sessão será online ou presencial.');
    expect(formatGroup()).toHaveAccessibleDescription('Escolha se a sessão será online ou presencial.');
    expect(screen.queryByText('Dados incompletos')).not.toBeInTheDocument();
    expect(api.posts()).toHaveLength(0);

    await user.click(within(formatGroup()!).getByRole('radio', { name: 'Presencial' }));
    expect(screen.queryByText('Escolha se a sessão será online ou presencial.')).not.toBeInTheDocument();
    await user.click(submit());
    expect(await screen.findByText('Agendamento solicitado!')).toBeInTheDocument();
    expect(api.posts()[0]!.body).toEqual({ therapistId: THERAPIST_ID, date: '2026-11-23', time: '10:00', notes: '', modality: 'presencial' });
  });

  it('asks nothing when only one format is offered, and shows it', async () => {
    const api = installFakeApi({ slots: SLOTS });
    const user = await openCard(CLIENTE, CARD_PROPS);
    expect(formatGroup()).not.toBeInTheDocument();
    expect(screen.getByText('Sessão online')).toBeInTheDocument();
    await pick(user, DAY.monday, '09:00');
    await user.click(submit());
    expect(await screen.findByText('Agendamento solicitado!')).toBeInTheDocument();
    expect(api.posts()[0]!.body).toMatchObject({ modality: 'online' });
  });

  it("'Toda semana' / 'A cada 15 dias' ask for a series (issue 33); 'Sessão única' (the default) sends no recurrence", async () => {
    const api = installFakeApi({ slots: SLOTS });
    const user = await openCard(CLIENTE, CARD_PROPS);
    const group = screen.getByRole('radiogroup', { name: 'Frequência' });
    expect(within(group).getByRole('radio', { name: 'Sessão única' })).toBeChecked();
    await user.click(within(group).getByRole('radio', { name: 'Toda semana' }));
    expect(group).toHaveAccessibleDescription('O(a) terapeuta aceita ou recusa a série toda. Datas em que não puder atender serão puladas e avisadas.');
    await pick(user, DAY.monday, '09:00');
    await user.click(submit());
    expect(await screen.findByText('Agendamento solicitado!')).toBeInTheDocument();
    expect(api.posts()[0]!.body).toEqual({ therapistId: THERAPIST_ID, date: '2026-11-23', time: '09:00', notes: '', modality: 'online', recorrencia: 'semanal' });
  });

  it("a series says what it commits to before the client asks (issue 44 item 1): weekday and time from the first date, the sessions reserved and until when, the price, how to end it", async () => {
    installFakeApi({ slots: SLOTS });
    const user = await openCard(CLIENTE, CARD_PROPS);
    const group = screen.getByRole('radiogroup', { name: 'Frequência' });
    await pick(user, DAY.monday, '09:00');
    // a single session commits to nothing more
    expect(screen.queryByRole('note', { name: 'O que a série reserva' })).not.toBeInTheDocument();
    await user.click(within(group).getByRole('radio', { name: 'Toda semana' }));
    // today 20/11/2026: accepted today, the Mondays of the 12 weeks ahead (23/11 … 08/02) are reserved
    expect(screen.getByRole('note', { name: 'O que a série reserva' })).toHaveTextContent(
      'Toda segunda às 09:00, a partir de 23/11/2026 · ao confirmar, 12 sessões ficam reservadas, até 08/02/2027, renovadas toda semana · R$ 150,00 por sessão · ' +
        'sem data para terminar: você pode encerrar quando quiser (Gerenciar série › Encerrar série)',
    );
    await user.click(within(group).getByRole('radio', { name: 'A cada 15 dias' }));
    expect(screen.getByRole('note', { name: 'O que a série reserva' })).toHaveTextContent(
      'A cada 15 dias, na segunda às 09:00, a partir de 23/11/2026 · ao confirmar, 6 sessões ficam reservadas, até 01/02/2027, renovadas a cada 15 dias · R$ 150,00 por sessão',
    );
  });

  it("a series the therapist cannot take on that weekday (409): the api's reason, not 'taken'", async () => {
    const reason = 'O(a) terapeuta não atende aos sábados. Escolha outro dia para a série.';
    installFakeApi({ slots: SLOTS, createAppointment: () => ({ status: 409, body: { message: reason } }) });
    const user = await openCard(CLIENTE, CARD_PROPS);
    await user.click(within(screen.getByRole('radiogroup', { name: 'Frequência' })).getByRole('radio', { name: 'A cada 15 dias' }));
    await pick(user, DAY.monday, '09:00');
    await user.click(submit());
    expect(await screen.findByText(reason)).toBeInTheDocument();
  });

  it('a presencial-only therapist shows where the session happens', async () => {
    installFakeApi({ slots: SLOTS });
    await openCard(null, { ...CARD_PROPS, sessionFormats: ['presencial'], officeNeighborhood: 'Consolação', officeCity: 'São Paulo' });
    expect(formatGroup()).not.toBeInTheDocument();
    expect(screen.getByText('Sessão presencial — Consolação, São Paulo')).toBeInTheDocument();
  });

  it("a guest's choice is kept through the login and comes back checked", async () => {
    installFakeApi({ slots: SLOTS });
    const user = await openCard(null, { ...BOTH, sessionFormats: [...BOTH.sessionFormats] });
    await user.click(within(formatGroup()!).getByRole('radio', { name: 'Presencial' }));
    await pick(user, DAY.monday, '14:00');
    await user.click(submit());
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/login'));
    expect(savedPendingBooking()).toMatchObject({ time: '14:00', modality: 'presencial' });
  });

  it('a request restored after login keeps its format', async () => {
    const api = installFakeApi({ slots: SLOTS });
    savePendingBooking({ modality: 'presencial' });
    const user = await openCard(CLIENTE, { ...BOTH, sessionFormats: [...BOTH.sessionFormats] });
    expect(within(formatGroup()!).getByRole('radio', { name: 'Presencial' })).toBeChecked();
    await user.click(submit());
    expect(await screen.findByText('Agendamento solicitado!')).toBeInTheDocument();
    expect(api.posts()[0]!.body).toMatchObject({ time: '10:00', modality: 'presencial' });
  });
});

describe('BookingCard — retries never double-book', () => {
  it('a retry after a network error sends the same Idempotency-Key; a changed request and the next booking get new ones', async () => {
    let answer: 'down' | 'ok' = 'down';
    const api = installFakeApi({
      slots: SLOTS,
      createAppointment: (call) => {
        if (answer === 'down') throw NETWORK_DOWN;
        return { status: 201, body: appointmentFor(call.body) };
      },
    });
    const user = await openCard(CLIENTE);
    await pick(user, DAY.monday, '10:00');
    await user.click(submit());
    expect(await screen.findByText('Erro ao agendar')).toBeInTheDocument();
    // 'Tentar novamente': the same attempt, the same key
    await user.click(submit());
    await waitFor(() => expect(api.posts()).toHaveLength(2));
    const [first, retry] = api.posts();
    expect(first!.idempotencyKey).toMatch(UUID);
    expect(retry!.idempotencyKey).toBe(first!.idempotencyKey);

    // another time is another attempt
    await user.click(time('14:00'));
    answer = 'ok';
    await user.click(submit());
    expect(await screen.findByText('Agendamento solicitado!')).toBeInTheDocument();
    const changed = api.posts()[2]!;
    expect(changed.body).toMatchObject({ time: '14:00' });
    expect(changed.idempotencyKey).toMatch(UUID);
    expect(changed.idempotencyKey).not.toBe(first!.idempotencyKey);

    // after a success the next booking, even of the same slot, is a new attempt
    await pick(user, DAY.monday, '14:00');
    await user.click(submit());
    await waitFor(() => expect(api.posts()).toHaveLength(4));
    expect(api.posts()[3]!.idempotencyKey).not.toBe(changed.idempotencyKey);
  });

  it('200 (the slot this client already holds, or a replay) is a success like 201', async () => {
    installFakeApi({ slots: SLOTS, createAppointment: (call) => ({ status: 200, body: appointmentFor(call.body, { id: 'a-1', status: 'PENDING' }) }) });
    const user = await openCard(CLIENTE);
    await pick(user, DAY.monday, '10:00');
    await user.click(submit());
    expect(await screen.findByText('Agendamento solicitado!')).toBeInTheDocument();
    expect(screen.queryByText('Erro ao agendar')).not.toBeInTheDocument();
  });
});

describe('BookingCard — request restored after login', () => {
  it('while the chosen day\'s month is loading, the times area never says the day has no time', async () => {
    installFakeApi({ slots: SLOTS });
    const served = globalThis.fetch;
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    globalThis.fetch = (async (input: Request) => {
      if (input.url.includes('/slots-mes')) {
        await gate;
      }
      return served(input);
    }) as typeof fetch;
    savePendingBooking();
    signIn(CLIENTE);
    renderCard();
    expect(await screen.findByText('segunda-feira, 23 de novembro de 2026 — carregando os horários…')).toBeInTheDocument();
    expect(screen.queryByText('Nenhum horário disponível nesta data.')).not.toBeInTheDocument();
    release();
    await monthLoaded();
    expect(time('10:00')).toHaveAttribute('aria-pressed', 'true');
    expect(screen.queryByText(/carregando os horários/)).not.toBeInTheDocument();
    expect(screen.queryByText('Nenhum horário disponível nesta data.')).not.toBeInTheDocument();
  });

  it('shows the saved request and sends it with one click, once; then it is gone', async () => {
    let release: () => void = () => {};
    const api = installFakeApi({
      slots: SLOTS,
      createAppointment: (call) => new Promise((resolve) => { release = () => resolve({ status: 201, body: appointmentFor(call.body) }); }),
    });
    savePendingBooking();
    signIn(CLIENTE);
    const user = renderCard();
    expect(screen.getByText('Solicitação recuperada')).toBeInTheDocument();
    expect(screen.getByText('segunda-feira, 23 de novembro de 2026 às 10:00')).toBeInTheDocument();
    await monthLoaded();
    expect(time('10:00')).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByLabelText('Observações (opcional)')).toHaveValue('Primeira consulta');

    await user.click(submit());
    // the saved copy leaves storage as the request leaves: a reload cannot offer it again
    expect(savedPendingBooking()).toBeNull();
    fireEvent.submit(submit().closest('form')!); // a second submit while in flight does nothing
    release();
    expect(await screen.findByText('Agendamento solicitado!')).toBeInTheDocument();
    expect(api.posts()).toHaveLength(1);
    expect(api.posts()[0]!.body).toEqual({
      therapistId: THERAPIST_ID,
      date: '2026-11-23',
      time: '10:00',
      notes: 'Primeira consulta',
      modality: 'online',
    });
    expect(screen.queryByText('Solicitação recuperada')).not.toBeInTheDocument();
  });

  it('back from the sign-up (issue 44 item 2): everything comes back filled in, and the notice sends it with one click', async () => {
    const api = installFakeApi({ slots: SLOTS });
    savePendingBooking({ notes: 'Ansiedade no trabalho', modality: 'presencial', recorrencia: 'semanal' });
    signIn(CLIENTE);
    const user = renderCard({ ...CARD_PROPS, sessionFormats: ['online', 'presencial'] });
    const notice = screen.getByTestId('solicitacao-recuperada');
    await monthLoaded();
    expect(time('10:00')).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('radio', { name: /Presencial/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Toda semana' })).toBeChecked();
    expect(screen.getByLabelText('Observações (opcional)')).toHaveValue('Ansiedade no trabalho');
    expect(api.posts()).toHaveLength(0); // nothing goes without the click

    await user.click(within(notice).getByRole('button', { name: 'Enviar solicitação' }));
    expect(await screen.findByText('Agendamento solicitado!')).toBeInTheDocument();
    expect(api.posts()).toHaveLength(1);
    expect(api.posts()[0]!.body).toEqual({
      therapistId: THERAPIST_ID,
      date: '2026-11-23',
      time: '10:00',
      notes: 'Ansiedade no trabalho',
      modality: 'presencial',
      recorrencia: 'semanal',
    });
    expect(savedPendingBooking()).toBeNull();
  });

  it('a guest sees the restored request without a send button (the sign-in comes first)', async () => {
    installFakeApi({ slots: SLOTS });
    savePendingBooking();
    await openCard(null);
    const notice = screen.getByTestId('solicitacao-recuperada');
    expect(within(notice).queryByRole('button', { name: 'Enviar solicitação' })).not.toBeInTheDocument();
    expect(within(notice).getByText('Entre na sua conta para enviar esta solicitação.')).toBeInTheDocument();
  });

  it('a request saved more than a few hours ago is not offered, and its notes leave the storage', async () => {
    installFakeApi({ slots: SLOTS });
    savePendingBooking({ savedAt: '2026-11-20T10:00:00.000Z' }); // five hours before NOW
    await openCard(CLIENTE);
    expect(screen.queryByText('Solicitação recuperada')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Observações (opcional)')).not.toBeInTheDocument();
    expect(savedPendingBooking()).toBeNull();
  });

  it('a tampered request (an unknown format) is not offered and is deleted', async () => {
    installFakeApi({ slots: SLOTS });
    savePendingBooking({ modality: 'telepatia' });
    await openCard(CLIENTE);
    expect(screen.queryByText('Solicitação recuperada')).not.toBeInTheDocument();
    expect(savedPendingBooking()).toBeNull();
  });

  it('Descartar forgets the request and empties the form, without sending', async () => {
    const api = installFakeApi({ slots: SLOTS });
    savePendingBooking();
    const user = await openCard(CLIENTE);
    await user.click(screen.getByRole('button', { name: 'Descartar' }));
    expect(savedPendingBooking()).toBeNull();
    expect(screen.queryByText('Solicitação recuperada')).not.toBeInTheDocument();
    expect(screen.getByText('Escolha uma data para ver os horários.')).toBeInTheDocument();
    expect(api.posts()).toHaveLength(0);
  });

  it('a restored slot taken meanwhile is dropped with a message instead of being sent', async () => {
    installFakeApi({ slots: SLOTS.map((s) => (s.date === '2026-11-23' && s.time === '10:00' ? { ...s, available: false } : s)) });
    savePendingBooking();
    signIn(CLIENTE);
    renderCard();
    expect(await screen.findByText('O horário escolhido não está mais disponível. Escolha outro horário.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '10:00' })).not.toBeInTheDocument();
  });

  it("another therapist's saved request is not shown here", async () => {
    installFakeApi({ slots: SLOTS });
    savePendingBooking({ therapistId: 'outro' });
    await openCard(CLIENTE);
    expect(screen.queryByText('Solicitação recuperada')).not.toBeInTheDocument();
    expect(savedPendingBooking()).not.toBeNull();
  });
});
