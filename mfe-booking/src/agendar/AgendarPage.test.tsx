import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { STORAGE_KEYS } from '@acolhe/shared-domain/contracts';
import AgendarPage from '../pages/AgendarPage';
import { installFakeApi } from '../test/fakeApi';
import { CLIENT_PROFILE, DAY, SLOTS, THERAPIST } from '../test/fixtures';
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
      'Nome deve ter pelo menos 3 caracteres',
      'E-mail inválido',
      'Telefone inválido',
      'Por favor, selecione um método de pagamento',
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(screen.getByLabelText(/Nome completo/)).toHaveAttribute('aria-invalid', 'true');
    expect(api.posts()).toHaveLength(0);

    // picking fixes the date/time messages; typing fixes the others
    await user.click(day(DAY.monday));
    expect(screen.queryByText('Por favor, selecione uma data para a consulta')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '10:00' }));
    expect(screen.queryByText('Por favor, selecione um horário para a consulta')).not.toBeInTheDocument();
    await user.type(screen.getByLabelText(/Nome completo/), 'Al');
    await user.type(screen.getByLabelText(/E-mail/), 'al@');
    await user.type(screen.getByLabelText(/Telefone/), '119999');
    await user.click(submit());
    expect(await screen.findByText('Nome deve ter pelo menos 3 caracteres')).toBeInTheDocument();
    expect(screen.getByText('E-mail inválido')).toBeInTheDocument();
    expect(screen.getByText('Telefone inválido')).toBeInTheDocument();
    expect(screen.getByLabelText(/Telefone/)).toHaveValue('(11) 9999');
  });

  it('a client: data prefilled from the profile; the request is sent with the payment method; back to the profile with the toast', async () => {
    const api = installFakeApi({ slots: SLOTS, therapist: THERAPIST, client: CLIENT_PROFILE });
    signIn(CLIENTE);
    const user = renderPage();
    await waitFor(() => expect(screen.getByLabelText(/Telefone/)).toHaveValue('(11) 91234-5678'));
    expect(screen.getByLabelText(/Nome completo/)).toHaveValue('Rafael Lima');
    // the session's e-mail arrived first and is kept (prefill never overwrites a filled field)
    expect(screen.getByLabelText(/E-mail/)).toHaveValue('rafael@exemplo.com');

    await fillSlot(user);
    await user.type(screen.getByLabelText('Observações (opcional)'), ' Primeira vez ');
    await user.click(screen.getByRole('radio', { name: 'Presencial' }));
    await user.click(screen.getByRole('radio', { name: 'Pix' }));
    await user.click(submit());

    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(`/terapeuta/${THERAPIST_ID}`));
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
      paymentMethod: 'pix',
    });
    expect(api.posts()[0]!.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('a guest with a valid form keeps everything and goes to /login?returnTo=/agendar/{id}', async () => {
    const api = installFakeApi({ slots: SLOTS, therapist: THERAPIST });
    signIn(null);
    const user = renderPage();
    await fillSlot(user);
    await user.type(screen.getByLabelText(/Nome completo/), 'Ana Souza');
    await user.type(screen.getByLabelText(/E-mail/), 'ana@exemplo.com');
    await user.type(screen.getByLabelText(/Telefone/), '11987654321');
    await user.click(screen.getByRole('radio', { name: 'Online' }));
    await user.click(screen.getByRole('radio', { name: 'Cartão de débito' }));
    await user.click(submit());
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(`/login?returnTo=${encodeURIComponent(PATH)}`));
    expect(JSON.parse(sessionStorage.getItem(STORAGE_KEYS.pendingBooking)!)).toMatchObject({
      therapistId: THERAPIST_ID,
      date: '2026-11-23',
      time: '10:00',
      modality: 'online',
      paymentMethod: 'debit',
      origin: 'agendar',
      contact: { name: 'Ana Souza', email: 'ana@exemplo.com', phone: '(11) 98765-4321' },
    });
    expect(api.posts()).toHaveLength(0);
  });

  it('after login the request comes back with what the guest typed, and goes with one click', async () => {
    sessionStorage.setItem(
      STORAGE_KEYS.pendingBooking,
      JSON.stringify({
        therapistId: THERAPIST_ID,
        date: '2026-11-23',
        time: '10:00',
        notes: 'Oi',
        modality: 'presencial',
        paymentMethod: 'credit',
        contact: { name: 'Ana Souza', email: 'ana@exemplo.com', phone: '(11) 98765-4321' },
        origin: 'agendar',
        savedAt: '2026-11-20T14:00:00.000Z',
      }),
    );
    const api = installFakeApi({ slots: SLOTS, therapist: THERAPIST, client: CLIENT_PROFILE });
    signIn(CLIENTE);
    const user = renderPage();
    expect(screen.getByText('Solicitação recuperada')).toBeInTheDocument();
    expect(screen.getByLabelText(/Nome completo/)).toHaveValue('Ana Souza');
    expect(screen.getByRole('radio', { name: 'Cartão de crédito' })).toBeChecked();
    expect(await screen.findByRole('radio', { name: 'Presencial' })).toBeChecked();
    await monthLoaded();
    await waitFor(() => expect(api.calls.some((c) => c.path === `/clientes/${CLIENTE.id}`)).toBe(true));
    expect(screen.getByLabelText(/Telefone/)).toHaveValue('(11) 98765-4321');
    await user.click(submit());
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(`/terapeuta/${THERAPIST_ID}`));
    expect(api.posts()).toHaveLength(1);
    expect(api.posts()[0]!.body).toEqual({
      therapistId: THERAPIST_ID,
      date: '2026-11-23',
      time: '10:00',
      notes: 'Oi',
      modality: 'presencial',
      paymentMethod: 'credit',
    });
    expect(sessionStorage.getItem(STORAGE_KEYS.pendingBooking)).toBeNull();
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
