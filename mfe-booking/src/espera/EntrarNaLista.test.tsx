// Joining the waiting list from the booking card and /agendar (issue 46).
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ESPERA_MESSAGES, LISTA_DE_ESPERA_TEXTS as T, type SessionUser } from '@acolhe/shared-domain';
import type { BookingCardProps } from '@acolhe/shared-domain/contracts';
import BookingCard from '../pages/BookingCard';
import AgendarPage from '../pages/AgendarPage';
import { installFakeApi, type FakeApiOptions } from '../test/fakeApi';
import { CARD_PROPS, SLOTS, THERAPIST } from '../test/fixtures';
import { CLIENTE, TERAPEUTA, THERAPIST_ID, freezeToday, renderAt, resetAll, signIn } from '../test/render';

jest.setTimeout(20_000);

const PROFILE = `/terapeuta/${THERAPIST_ID}`;

beforeEach(() => {
  freezeToday();
  resetAll();
});
afterEach(() => jest.useRealTimers());

function openCard(viewer: SessionUser | null, options: FakeApiOptions = {}, props: Omit<BookingCardProps, 'therapistId'> = CARD_PROPS, path = PROFILE) {
  const api = installFakeApi({ slots: SLOTS, ...options });
  signIn(viewer);
  const user = userEvent.setup({ delay: null });
  renderAt(path, '/terapeuta/:id', <BookingCard therapistId={THERAPIST_ID} {...props} />);
  return { api, user };
}

const form = () => screen.getByRole('form', { name: T.formTitle });

async function fillWindow(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: T.joinButton }));
  const f = form();
  await user.click(within(f).getByRole('button', { name: 'Seg' }));
  await user.click(within(f).getByRole('button', { name: 'Qua' }));
  expect(within(f).getByRole('button', { name: 'Qua' })).toHaveAttribute('aria-pressed', 'true');
  expect(within(f).getByRole('button', { name: 'Ter' })).toHaveAttribute('aria-pressed', 'false');
  await user.type(within(f).getByLabelText(T.from), '18:00');
  await user.type(within(f).getByLabelText(T.to), '21:00');
  return f;
}

it("a client joins from the card: the days, the window and the therapist's only format are sent once; the confirmation is said", async () => {
  const { api, user } = openCard(CLIENTE);
  const f = await fillWindow(user);
  // the therapist offers only online: no choice, the format is said
  expect(within(f).getByText(`${T.format}: Online`)).toBeInTheDocument();
  expect(within(f).queryByText('Presencial')).not.toBeInTheDocument();
  await user.type(within(f).getByLabelText(T.note), 'depois do trabalho');
  await user.click(within(f).getByRole('button', { name: T.submit }));
  expect(await screen.findByRole('status')).toHaveTextContent(T.joined);
  expect(api.waitlistJoins()).toHaveLength(1);
  const [join] = api.waitlistJoins();
  expect(join!.path).toBe(`/terapeutas/${THERAPIST_ID}/lista-de-espera`);
  expect(join!.body).toEqual({ diasDaSemana: [1, 3], inicio: '18:00', fim: '21:00', modalidade: 'online', observacao: 'depois do trabalho' });
  expect(join!.idempotencyKey).toBeTruthy();
  expect(screen.queryByRole('form', { name: T.formTitle })).not.toBeInTheDocument();
});

it('with both formats offered the client chooses one, or either (nothing sent)', async () => {
  const { api, user } = openCard(CLIENTE, {}, { ...CARD_PROPS, sessionFormats: ['online', 'presencial'] });
  const f = await fillWindow(user);
  expect(within(f).getByText('Presencial')).toBeInTheDocument();
  expect(within(f).getByText(T.eitherFormat)).toBeInTheDocument();
  await user.click(within(f).getByRole('button', { name: T.submit }));
  await waitFor(() => expect(api.waitlistJoins()).toHaveLength(1));
  expect(api.waitlistJoins()[0]!.body).toEqual({ diasDaSemana: [1, 3], inicio: '18:00', fim: '21:00' });
});

it('an incomplete window is said at its fields before anything is sent', async () => {
  const { api, user } = openCard(CLIENTE);
  await user.click(screen.getByRole('button', { name: T.joinButton }));
  const f = form();
  await user.type(within(f).getByLabelText(T.from), '19:00');
  await user.type(within(f).getByLabelText(T.to), '18:00');
  await user.click(within(f).getByRole('button', { name: T.submit }));
  expect(await within(f).findByText(ESPERA_MESSAGES.weekdays)).toBeInTheDocument();
  expect(within(f).getByText(ESPERA_MESSAGES.order)).toBeInTheDocument();
  expect(within(f).getByRole('button', { name: 'Dom' })).toHaveFocus();
  expect(api.waitlistJoins()).toHaveLength(0);
});

it("the api's 400 shows at the field it names; its 409 says the api's message", async () => {
  let answer = { status: 400, body: { message: 'Dados inválidos', fieldErrors: { fim: 'O fim da janela precisa ser depois do início.' } } };
  const { user } = openCard(CLIENTE, { joinWaitingList: () => answer });
  const f = await fillWindow(user);
  await user.click(within(f).getByRole('button', { name: T.submit }));
  expect(await within(f).findByText('O fim da janela precisa ser depois do início.')).toBeInTheDocument();
  expect(within(f).getByLabelText(T.to)).toHaveFocus();
  answer = { status: 409, body: { message: ESPERA_MESSAGES.alreadyWaiting, fieldErrors: {} as never } };
  await user.click(within(f).getByRole('button', { name: T.submit }));
  expect(await screen.findByText(ESPERA_MESSAGES.alreadyWaiting)).toBeInTheDocument();
});

it('a guest is sent to sign in and comes back with the form open', async () => {
  const { api, user } = openCard(null);
  await user.click(screen.getByRole('button', { name: T.joinButton }));
  const back = `${PROFILE}?lista-de-espera=1`;
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(`/login?returnTo=${encodeURIComponent(back)}`));
  expect(api.waitlistJoins()).toHaveLength(0);
});

it('a client back from sign-in finds the form open', async () => {
  openCard(CLIENTE, {}, CARD_PROPS, `${PROFILE}?lista-de-espera=1`);
  expect(await screen.findByRole('form', { name: T.formTitle })).toBeInTheDocument();
});

it('a therapist is not offered the waiting list', async () => {
  openCard(TERAPEUTA);
  await screen.findByText('R$ 150,00');
  expect(screen.queryByRole('button', { name: T.joinButton })).not.toBeInTheDocument();
});

it('/agendar offers the same form', async () => {
  const api = installFakeApi({ slots: SLOTS, therapist: THERAPIST });
  signIn(CLIENTE);
  const user = userEvent.setup({ delay: null });
  renderAt(`/agendar/${THERAPIST_ID}`, '/agendar/:id', <AgendarPage />);
  await user.click(await screen.findByRole('button', { name: T.joinButton }));
  const f = form();
  await user.click(within(f).getByRole('button', { name: 'Sex' }));
  await user.type(within(f).getByLabelText(T.from), '08:00');
  await user.type(within(f).getByLabelText(T.to), '10:00');
  await user.click(within(f).getByRole('button', { name: T.submit }));
  await waitFor(() => expect(api.waitlistJoins()).toHaveLength(1));
  expect(api.waitlistJoins()[0]!.body).toMatchObject({ diasDaSemana: [5], inicio: '08:00', fim: '10:00' });
});
