import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import AgendarPage from '../pages/AgendarPage';
import { installFakeApi } from '../test/fakeApi';
import { CLIENT_PROFILE, DAY, SLOTS, THERAPIST } from '../test/fixtures';
import { savePendingBooking, savedPendingBooking } from '../test/pendingBooking';
import { CLIENTE, TERAPEUTA, THERAPIST_ID, freezeToday, renderAt, resetAll, signIn } from '../test/render';

jest.setTimeout(20_000);

const PATH = `/agendar/${THERAPIST_ID}`;

function renderPage() {
  const user = userEvent.setup({ delay: null });
  renderAt(PATH, '/agendar/:id', <AgendarPage />);
  return user;
}

const day = (label: string) => screen.getByRole('button', { name: label });
const submit = () => screen.getByRole('button', { name: 'Confirmar agendamento' });
const monthLoaded = () => waitFor(() => expect(day(DAY.monday)).toBeEnabled());

async function fillSlot(user: ReturnType<typeof userEvent.setup>) {
  await monthLoaded();
  await user.click(day(DAY.monday));
  await user.click(screen.getByRole('button', { name: '10:00' }));
}

beforeEach(() => {
  freezeToday();
  resetAll();
});
afterEach(() => jest.useRealTimers());

describe('/agendar/{id}', () => {
  it('shows the therapist, price (R$) and duration, and the real slots of the month', async () => {
    installFakeApi({ slots: SLOTS, therapist: THERAPIST });
    signIn(null);
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Agendar consulta' })).toBeInTheDocument();
    expect(await screen.findByText('com Marina Duarte')).toBeInTheDocument();
    expect(screen.getByText('R$ 180,00')).toBeInTheDocument();
    expect(screen.getByText('50 minutos')).toBeInTheDocument();
    await monthLoaded();
    expect(day(DAY.tuesdayFull)).toBeDisabled();
    expect(day(DAY.past)).toBeDisabled();
  });

  it("a series says what it commits to beside the summary, before the request is sent (issue 44 item 1)", async () => {
    installFakeApi({ slots: SLOTS, therapist: THERAPIST });
    signIn(CLIENTE);
    const user = renderPage();
    await fillSlot(user);
    await user.click(screen.getByRole('radio', { name: 'Toda semana' }));
    expect(screen.getByRole('note', { name: 'O que a série reserva' })).toHaveTextContent(
      'Toda segunda às 10:00, a partir de 23/11/2026 · ao confirmar, 12 sessões ficam reservadas, até 08/02/2027, renovadas toda semana · R$ 180,00 por sessão · ' +
        'sem data para terminar: você pode encerrar quando quiser (Gerenciar série › Encerrar série)',
    );
  });

  it('an empty submit shows every product.md#validation message beside its field, and sends nothing', async () => {
    const api = installFakeApi({ slots: SLOTS, therapist: THERAPIST });
    signIn(null);
    const user = renderPage();
    await monthLoaded();
    await user.click(submit());
    for (const message of [
      'Por favor, selecione uma data para a consulta',
      'Por favor, selecione um horário para a consulta',
      'Escolha se a sessão será online ou presencial.',
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(api.posts()).toHaveLength(0);

    // picking fixes the date/time messages
    await user.click(day(DAY.monday));
    expect(screen.queryByText('Por favor, selecione uma data para a consulta')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '10:00' }));
    expect(screen.queryByText('Por favor, selecione um horário para a consulta')).not.toBeInTheDocument();
  });

  it('asks what the booking card asks: no phone, no payment method, no personal data; notes optional (issue 30)', async () => {
    installFakeApi({ slots: SLOTS, therapist: THERAPIST });
    signIn(CLIENTE);
    renderPage();
    await monthLoaded();
    expect(screen.queryByLabelText(/Telefone/)).not.toBeInTheDocument();
    expect(screen.queryByRole('radiogroup', { name: /pagamento/i })).not.toBeInTheDocument();
    expect(screen.queryByLabelText(/Nome completo/)).not.toBeInTheDocument();
    expect(screen.getByLabelText('Observações (opcional)')).toBeInTheDocument(); // before a slot is chosen too
    expect(screen.getByText('Nenhum valor é cobrado agora: o pagamento da sessão é combinado diretamente com o terapeuta.')).toBeInTheDocument();
  });

  it("a client: the request is sent with the notes, and ends on the client's sessions with the toast", async () => {
    const api = installFakeApi({ slots: SLOTS, therapist: THERAPIST, client: CLIENT_PROFILE });
    signIn(CLIENTE);
    const user = renderPage();
    await fillSlot(user);
    await user.type(screen.getByLabelText('Observações (opcional)'), ' Primeira vez ');
    await user.click(screen.getByRole('radio', { name: 'Presencial' }));
    await user.click(submit());

    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(`/cliente/${CLIENTE.id}`));
    expect(await screen.findByText('Agendamento solicitado!')).toBeInTheDocument();
    expect(screen.getByText('Sua solicitação foi enviada ao terapeuta para confirmação.')).toBeInTheDocument();
    expect(api.posts()).toHaveLength(1);
    // only what the api reads: the client is the token's, status and ids are the api's
    expect(api.posts()[0]!.body).toEqual({
      therapistId: THERAPIST_ID,
      date: '2026-11-23',
      time: '10:00',
      notes: 'Primeira vez',
      modality: 'presencial',
    });
    expect(api.posts()[0]!.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("a 400 with fieldErrors shows the api's messages at the fields (notes, format), and stays on the page", async () => {
    installFakeApi({
      slots: SLOTS,
      therapist: THERAPIST,
      client: CLIENT_PROFILE,
      createAppointment: () => ({
        status: 400,
        body: { message: 'Dados inválidos.', fieldErrors: { notes: 'As observações têm no máximo 500 caracteres.', modality: 'Escolha online ou presencial.' } },
      }),
    });
    signIn(CLIENTE);
    const user = renderPage();
    await fillSlot(user);
    await user.click(screen.getByRole('radio', { name: 'Presencial' }));
    await user.click(submit());
    const notes = screen.getByLabelText('Observações (opcional)');
    await waitFor(() => expect(notes).toHaveAccessibleDescription(expect.stringContaining('As observações têm no máximo 500 caracteres.')));
    expect(screen.getByRole('radiogroup', { name: /Formato da sessão/ })).toHaveAccessibleDescription(expect.stringContaining('Escolha online ou presencial.'));
    // the first field marked invalid takes the focus: the notes (the format's radios carry no aria-invalid)
    await waitFor(() => expect(notes).toHaveFocus());
    expect(screen.queryByText('Erro ao agendar')).not.toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(PATH);
  });

  it('a guest with a valid form keeps everything and goes to /login?returnTo=/agendar/{id}', async () => {
    const api = installFakeApi({ slots: SLOTS, therapist: THERAPIST });
    signIn(null);
    const user = renderPage();
    await fillSlot(user);
    await user.click(screen.getByRole('radio', { name: 'Online' }));
    await user.click(submit());
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(`/login?returnTo=${encodeURIComponent(PATH)}`));
    expect(savedPendingBooking()).toMatchObject({
      therapistId: THERAPIST_ID,
      date: '2026-11-23',
      time: '10:00',
      modality: 'online',
      origin: 'agendar',
    });
    expect(api.posts()).toHaveLength(0);
  });

  it('after login the request comes back, in view and focused (the cue on a phone), and goes with one click', async () => {
    savePendingBooking({
      notes: 'Oi',
      modality: 'presencial',
      paymentMethod: 'credit', // saved by an earlier version of the page: no longer sent
      contact: { name: 'Ana Souza', email: 'ana@exemplo.com', phone: '(11) 98765-4321' },
      origin: 'agendar',
    });
    const scrollIntoView = jest.fn();
    HTMLElement.prototype.scrollIntoView = scrollIntoView;
    const api = installFakeApi({ slots: SLOTS, therapist: THERAPIST, client: CLIENT_PROFILE });
    signIn(CLIENTE);
    const user = renderPage();
    expect(screen.getByText('Solicitação recuperada')).toBeInTheDocument();
    const notice = screen.getByTestId('solicitacao-recuperada');
    expect(scrollIntoView).toHaveBeenCalled();
    expect(document.activeElement).toBe(notice);
    expect(await screen.findByRole('radio', { name: 'Presencial' })).toBeChecked();
    await monthLoaded();
    await user.click(submit());
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(`/cliente/${CLIENTE.id}`));
    expect(api.posts()).toHaveLength(1);
    expect(api.posts()[0]!.body).toEqual({
      therapistId: THERAPIST_ID,
      date: '2026-11-23',
      time: '10:00',
      notes: 'Oi',
      modality: 'presencial',
    });
    expect(savedPendingBooking()).toBeNull();
  });

  it('a therapist sees that only clients book; the button is disabled and nothing is sent', async () => {
    const api = installFakeApi({ slots: SLOTS, therapist: THERAPIST });
    signIn(TERAPEUTA);
    renderPage();
    expect(screen.getByText('Apenas clientes podem agendar sessões.')).toBeInTheDocument();
    expect(submit()).toBeDisabled();
    fireEvent.submit(submit().closest('form')!);
    await act(() => new Promise((r) => setTimeout(r, 50)));
    expect(api.posts()).toHaveLength(0);
    expect(api.calls.some((c) => c.path.startsWith('/clientes/'))).toBe(false);
  });

  it('asks the format only when both are offered; a single format is shown with where it happens', async () => {
    installFakeApi({ slots: SLOTS, therapist: { ...THERAPIST, sessionFormats: ['presencial'] } });
    signIn(null);
    renderPage();
    expect(await screen.findByText('Sessão presencial — Consolação, São Paulo')).toBeInTheDocument();
    expect(screen.queryByRole('radiogroup', { name: /Formato da sessão/ })).not.toBeInTheDocument();
  });

  it('with a date picked, the next month asks for a date instead of saying it has no time', async () => {
    installFakeApi({ slots: SLOTS, therapist: THERAPIST });
    signIn(null);
    const user = renderPage();
    await fillSlot(user);
    await user.click(screen.getByRole('button', { name: 'Próximo mês' }));
    await waitFor(() => expect(day(DAY.december)).toBeEnabled());
    expect(screen.getByText('Escolha uma data para ver os horários.')).toBeInTheDocument();
    expect(screen.queryByText('Nenhum horário disponível nesta data.')).not.toBeInTheDocument();
  });

  it('an unknown therapist shows a clear message instead of the form', async () => {
    installFakeApi({ slots: [] });
    signIn(null);
    renderPage();
    expect(await screen.findByText('Não foi possível carregar o perfil do terapeuta.', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Confirmar agendamento' })).not.toBeInTheDocument();
  });
});
