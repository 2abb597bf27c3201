// The therapist's 'Lista de espera' under Disponibilidade (issue 46).
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ESPERA_MESSAGES, LISTA_DE_ESPERA_TEXTS as T, type EsperaTerapeuta } from '@acolhe/shared-domain';
import { renderAt, signInForEachTest } from '@acolhe/shared-ui/testing';
import { installFakeApi, json, THERAPIST_USER, type RouteHandler } from '../test/fakeApi';
import { SETTINGS_PAGE } from '../test/settingsPage';
import { ListaDeEsperaSection } from './ListaDeEsperaSection';

const PATH = 'agenda/terapeutas/t1/lista-de-espera';
const window = { diasDaSemana: [1, 3], inicio: '18:00', fim: '21:00', modalidade: 'online' as const, desde: '2026-11-20T15:00:00.000Z' };
const LIST: EsperaTerapeuta = {
  pausada: false,
  aceitarAutomaticamente: false,
  duracaoOfertaMin: 30,
  entradas: [
    { ...window, primeiroNome: 'Ana' },
    { ...window, diasDaSemana: [2], modalidade: null, primeiroNome: 'Bia' },
    { ...window, primeiroNome: 'Caio' },
  ],
};

signInForEachTest(THERAPIST_USER);

function renderSection(routes: Record<string, RouteHandler | { status?: number; body?: unknown }> = {}) {
  const api = installFakeApi({ [`GET ${PATH}`]: json(LIST), ...routes });
  const user = userEvent.setup();
  renderAt(<ListaDeEsperaSection therapistId="t1" />, SETTINGS_PAGE);
  return { api, user };
}

const section = () => screen.findByRole('region', { name: T.title });

it('shows how many wait for which window, first names only, the most wanted first', async () => {
  renderSection();
  const list = await screen.findByRole('list', { name: T.windowColumn });
  const [first, second] = within(list).getAllByRole('listitem');
  expect(first).toHaveTextContent('Seg e Qua, 18:00–21:00 · online');
  expect(first).toHaveTextContent('2 pessoas: Ana, Caio');
  expect(second).toHaveTextContent('Ter, 18:00–21:00');
  expect(second).toHaveTextContent('1 pessoa: Bia');
});

it('says when nobody waits', async () => {
  renderSection({ [`GET ${PATH}`]: json({ ...LIST, entradas: [] }) });
  expect(await within(await section()).findByText(T.therapistEmpty)).toBeInTheDocument();
});

it('pauses, accepts automatically and sets the hold in one save', async () => {
  const { api, user } = renderSection({ [`PATCH ${PATH}`]: ({ body }) => json({ ...LIST, ...(body as object) }) });
  const form = await screen.findByRole('form', { name: T.title });
  expect(within(form).getByLabelText(T.holdMinutes)).toHaveValue('30 min');
  await user.click(within(form).getByRole('switch', { name: new RegExp(`^${T.pause}`) }));
  await user.click(within(form).getByRole('switch', { name: new RegExp(`^${T.autoAccept}`) }));
  const minutes = within(form).getByLabelText(T.holdMinutes);
  await user.clear(minutes);
  await user.type(minutes, '45');
  await user.click(within(form).getByRole('button', { name: T.save }));
  expect(await screen.findByText(T.saved)).toBeInTheDocument();
  expect(api.callsTo('PATCH', PATH).map((c) => c.body)).toEqual([{ pausada: true, aceitarAutomaticamente: true, duracaoOfertaMin: 45 }]);
  expect(api.callsTo('PATCH', PATH)[0]!.request.headers.get('idempotency-key')).toBeTruthy();
  expect(within(form).getByRole('switch', { name: new RegExp(`^${T.pause}`) })).toBeChecked();
});

it("a hold out of bounds is said at the field in the api's words, before sending", async () => {
  const { api, user } = renderSection();
  const form = await screen.findByRole('form', { name: T.title });
  const minutes = within(form).getByLabelText(T.holdMinutes);
  await user.clear(minutes);
  await user.type(minutes, '2');
  await user.click(within(form).getByRole('button', { name: T.save }));
  expect(await within(form).findByText(ESPERA_MESSAGES.holdMinutes)).toBeInTheDocument();
  expect(minutes).toHaveFocus();
  expect(api.callsTo('PATCH', PATH)).toHaveLength(0);
});

it("the api's 400 shows at the field it names", async () => {
  const { user } = renderSection({ [`PATCH ${PATH}`]: json({ message: 'Dados inválidos', fieldErrors: { duracaoOfertaMin: 'Recusado pela api.' } }, 400) });
  const form = await screen.findByRole('form', { name: T.title });
  await user.click(within(form).getByRole('button', { name: T.save }));
  expect(await within(form).findByText('Recusado pela api.')).toBeInTheDocument();
  await waitFor(() => expect(within(form).getByLabelText(T.holdMinutes)).toHaveFocus());
});
