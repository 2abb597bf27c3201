import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { VALIDATION_MESSAGES, type AgendaBlock } from '@acolhe/shared-domain';
import { BlocksSection } from './BlocksSection';
import { installFakeApi, json, type RouteHandler, THERAPIST_USER } from '../test/fakeApi';
import { renderAt, signInForEachTest } from '@acolhe/shared-ui/testing';
import { fill } from '../test/typing';
import { SETTINGS_PAGE } from '../test/settingsPage';

const PATH = 'agenda/terapeutas/t1/bloqueios';

let store: AgendaBlock[];
let seq = 0;
function api(overrides: Record<string, RouteHandler | { status?: number; body?: unknown }> = {}) {
  return installFakeApi({
    [`GET ${PATH}`]: () => json(store),
    [`POST ${PATH}`]: ({ body }) => {
      const created = { id: `b${++seq}`, reason: '', kind: 'bloqueio', ...(body as object) } as AgendaBlock;
      store = [...store, created];
      return json(created, 201);
    },
    ...overrides,
  });
}

const renderSection = () => renderAt(<BlocksSection therapistId="t1" />, SETTINGS_PAGE);
const periodForm = () => screen.getByRole('form', { name: 'Bloquear período' });
const extraForm = () => screen.getByRole('form', { name: 'Abrir horário extra' });
const list = () => screen.getByRole('list', { name: 'Na sua agenda' });

/** Fills 'Abrir horário extra' with 16/03/2030, 08:00 to 12:00, and sends it. */
async function sendExtraHours(form: HTMLElement) {
  await userEvent.type(within(form).getByLabelText(/^Data/), '16/03/2030');
  await userEvent.type(within(form).getByLabelText(/^Início/), '0800');
  await userEvent.type(within(form).getByLabelText(/^Fim/), '1200');
  await userEvent.click(within(form).getByRole('button', { name: 'Abrir horário extra' }));
}

signInForEachTest(THERAPIST_USER);
beforeEach(() => {
  seq = 0;
  store = [
    { id: 'x1', start: '2030-03-09T09:00', end: '2030-03-09T12:00', reason: 'Sábado de mutirão', kind: 'extra' },
    { id: 'v1', start: '2030-02-04T00:00', end: '2030-02-11T00:00', reason: 'Férias', kind: 'bloqueio' },
  ];
});

it('lists blocks and extra hours soonest first, as dd/MM/yyyy HH:mm, whole days named', async () => {
  api();
  renderSection();
  const items = await within(await screen.findByRole('list', { name: 'Na sua agenda' })).findAllByRole('listitem');
  expect(items.map((i) => i.getAttribute('aria-label'))).toEqual([
    'Período bloqueado: 04/02/2030 a 10/02/2030 – dias inteiros',
    'Horário extra: 09/03/2030 09:00 – 09/03/2030 12:00',
  ]);
  expect(within(items[0]!).getByText('Férias')).toBeInTheDocument();
  expect(within(items[1]!).getByText('Sábado de mutirão')).toBeInTheDocument();
});

it("'Bloquear período': a vacation week (dates only) is sent as whole days, and listed", async () => {
  const net = api();
  renderSection();
  await screen.findByRole('list', { name: 'Na sua agenda' });
  const form = periodForm();
  await userEvent.type(within(form).getByLabelText(/^De/), '16/02/2030');
  await userEvent.type(within(form).getByLabelText(/^Até/), '22/02/2030');
  await fill(within(form).getByLabelText(/^Motivo/), 'Congresso');
  await userEvent.click(within(form).getByRole('button', { name: 'Bloquear período' }));
  expect(await screen.findByText('Período bloqueado', { selector: '.mantine-Notification-title' })).toBeInTheDocument();
  const call = net.callsTo('POST', PATH)[0]!;
  expect(call.body).toEqual({ start: '2030-02-16T00:00', end: '2030-02-23T00:00', reason: 'Congresso', kind: 'bloqueio' });
  // the row createAgendaBlock takes no Idempotency-Key (the api would ignore one)
  expect(call.request.headers.get('Idempotency-Key')).toBeNull();
  expect(await within(list()).findByRole('listitem', { name: 'Período bloqueado: 16/02/2030 a 22/02/2030 – dias inteiros' })).toBeInTheDocument();
  expect(within(form).getByLabelText(/^De/)).toHaveValue('');
});

it('one afternoon with times; an end before the start is refused on the end time, nothing sent', async () => {
  const net = api();
  renderSection();
  await screen.findByRole('list', { name: 'Na sua agenda' });
  const form = periodForm();
  await userEvent.type(within(form).getByLabelText(/^De/), '05/02/2030');
  await userEvent.type(within(form).getByLabelText(/^Hora de início/), '1800');
  await userEvent.type(within(form).getByLabelText(/^Hora de fim/), '1300');
  await userEvent.click(within(form).getByRole('button', { name: 'Bloquear período' }));
  expect(await within(form).findByText('O fim deve ser depois do início.')).toBeInTheDocument();
  expect(within(form).getByLabelText(/^Hora de fim/)).toHaveAttribute('aria-invalid', 'true');
  expect(net.callsTo('POST', PATH)).toHaveLength(0);

  await fill(within(form).getByLabelText(/^Hora de início/), '13:00');
  await fill(within(form).getByLabelText(/^Hora de fim/), '18:00');
  await userEvent.click(within(form).getByRole('button', { name: 'Bloquear período' }));
  await waitFor(() => expect(net.callsTo('POST', PATH)).toHaveLength(1));
  expect(net.callsTo('POST', PATH)[0]!.body).toEqual({ start: '2030-02-05T13:00', end: '2030-02-05T18:00', reason: '', kind: 'bloqueio' });
});

it("'Abrir horário extra' sends one date with start and end; a date is required", async () => {
  const net = api();
  renderSection();
  await screen.findByRole('list', { name: 'Na sua agenda' });
  const form = extraForm();
  await userEvent.click(within(form).getByRole('button', { name: 'Abrir horário extra' }));
  expect(await within(form).findByText('Informe o início do bloqueio (data e hora).')).toBeInTheDocument();
  expect(within(form).getByLabelText(/^Data/)).toHaveAttribute('aria-invalid', 'true');

  await sendExtraHours(form);
  expect(await screen.findByText('Horário extra aberto')).toBeInTheDocument();
  expect(net.callsTo('POST', PATH)[0]!.body).toEqual({ start: '2030-03-16T08:00', end: '2030-03-16T12:00', reason: '', kind: 'extra' });
  expect(await within(list()).findByRole('listitem', { name: 'Horário extra: 16/03/2030 08:00 – 16/03/2030 12:00' })).toBeInTheDocument();
});

it("the api's 400 field errors land on the form's fields", async () => {
  api({ [`POST ${PATH}`]: json({ message: 'Dados inválidos.', fieldErrors: { end: 'O fim deve ser depois do início.' } }, 400) });
  renderSection();
  await screen.findByRole('list', { name: 'Na sua agenda' });
  const form = extraForm();
  await sendExtraHours(form);
  expect(await within(form).findByText('O fim deve ser depois do início.')).toBeInTheDocument();
  expect(within(form).getByLabelText(/^Fim/)).toHaveAttribute('aria-invalid', 'true');
});

it("a period already over: the api's 400 is said at the date typed (De for one day, Até for several), not only in a toast", async () => {
  const past = VALIDATION_MESSAGES.blockPast;
  api({ [`POST ${PATH}`]: json({ message: past, fieldErrors: { end: past } }, 400) });
  renderSection();
  await screen.findByRole('list', { name: 'Na sua agenda' });
  const form = periodForm();
  await userEvent.type(within(form).getByLabelText(/^De/), '01/11/2029');
  await userEvent.click(within(form).getByRole('button', { name: 'Bloquear período' }));
  expect(await within(form).findByText(past)).toBeInTheDocument();
  expect(within(form).getByLabelText(/^De/)).toHaveAttribute('aria-invalid', 'true');

  await userEvent.type(within(form).getByLabelText(/^Até/), '03/11/2029');
  await userEvent.click(within(form).getByRole('button', { name: 'Bloquear período' }));
  await waitFor(() => expect(within(form).getByLabelText(/^Até/)).toHaveAttribute('aria-invalid', 'true'));

  const extra = extraForm();
  await sendExtraHours(extra);
  expect(await within(extra).findByText(past)).toBeInTheDocument();
  expect(within(extra).getByLabelText(/^Data/)).toHaveAttribute('aria-invalid', 'true');
});

it('a failed attempt keeps the form for a retry, which sends the same block again', async () => {
  let fail = true;
  const net = api({
    [`POST ${PATH}`]: ({ body }) => {
      if (fail) return json({ message: 'Serviço temporariamente indisponível. Tente novamente em instantes.' }, 503);
      const created = { id: `b${++seq}`, reason: '', ...(body as object) } as AgendaBlock;
      store = [...store, created];
      return json(created, 201);
    },
  });
  renderSection();
  await screen.findByRole('list', { name: 'Na sua agenda' });
  const form = extraForm();
  await sendExtraHours(form);
  expect(await screen.findByText('Serviço temporariamente indisponível. Tente novamente em instantes.')).toBeInTheDocument();
  expect(within(form).getByLabelText(/^Data/)).toHaveValue('16/03/2030'); // kept for the retry
  fail = false;
  await userEvent.click(within(form).getByRole('button', { name: 'Abrir horário extra' }));
  expect(await screen.findByText('Horário extra aberto')).toBeInTheDocument();
  const [first, retry] = net.callsTo('POST', PATH);
  expect(retry!.body).toEqual(first!.body);
});

it("'Remover' deletes the block (DELETE …/bloqueios/{id}) and it leaves the list", async () => {
  const net = api({
    [`DELETE ${PATH}/v1`]: () => {
      store = store.filter((b) => b.id !== 'v1');
      return { status: 204 };
    },
  });
  renderSection();
  await screen.findByRole('list', { name: 'Na sua agenda' });
  await userEvent.click(screen.getByRole('button', { name: 'Remover período bloqueado de 04/02/2030 a 10/02/2030 – dias inteiros' }));
  expect(await screen.findByText('Removido da agenda')).toBeInTheDocument();
  expect(net.callsTo('DELETE', `${PATH}/v1`)).toHaveLength(1);
  await waitFor(() => expect(within(list()).getAllByRole('listitem')).toHaveLength(1));
});
