import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { VALIDATION_MESSAGES } from '@acolhe/shared-domain';
import type { ExternalCalendar } from '../api';
import { renderAt, signInForEachTest } from '@acolhe/shared-ui/testing';
import { installFakeApi, json, type RouteHandler, THERAPIST_USER } from '../test/fakeApi';
import { SETTINGS_PAGE } from '../test/settingsPage';
import { fill } from '../test/typing';
import { CalendariosExternosSection } from './CalendariosExternosSection';

const PATH = 'agenda/terapeutas/t1/calendarios-externos';
// 29/11/2026 15:00 in São Paulo
const NOW = new Date('2026-11-29T18:00:00Z');

const GOOGLE: ExternalCalendar = {
  id: 'g1',
  tipo: 'ics',
  rotulo: 'calendar.google.com',
  estado: 'ok',
  sincronizadoEm: '2026-11-29T17:05:00.000Z',
  erro: null,
  colecoes: [],
};
const ICLOUD: ExternalCalendar = {
  id: 'i1',
  tipo: 'caldav',
  rotulo: 'caldav.icloud.com · ana@icloud.com',
  estado: 'erro',
  sincronizadoEm: '2026-03-10T12:00:00.000Z',
  erro: { mensagem: 'senha recusada', desde: '2026-03-12T13:00:00.000Z' },
  colecoes: [
    { id: 'pessoal', nome: 'Pessoal', bloqueia: true, recebeSessoes: true },
    { id: 'clinica', nome: 'Clínica', bloqueia: true, recebeSessoes: false },
  ],
};
const OUTLOOK: ExternalCalendar = { id: 'o1', tipo: 'ics', rotulo: 'outlook.office365.com', estado: 'sincronizando', sincronizadoEm: null, erro: null, colecoes: [] };

let store: ExternalCalendar[];
beforeEach(() => {
  store = [GOOGLE, ICLOUD];
});

function api(overrides: Record<string, RouteHandler | { status?: number; body?: unknown }> = {}) {
  return installFakeApi({ [`GET ${PATH}`]: () => json(store), ...overrides });
}

function renderSection() {
  const user = userEvent.setup();
  renderAt(<CalendariosExternosSection therapistId="t1" now={NOW} />, SETTINGS_PAGE);
  return user;
}

const card = (rotulo: string) => within(screen.getByRole('list', { name: 'Conectados' })).getByRole('listitem', { name: rotulo });
const connectForm = () => screen.getByRole('form', { name: 'Conectar calendário' });

signInForEachTest(THERAPIST_USER);

it('lists each calendar by its label with its state in words', async () => {
  store = [GOOGLE, ICLOUD, OUTLOOK];
  api();
  renderSection();
  expect(await screen.findByRole('listitem', { name: 'calendar.google.com' })).toHaveTextContent('Sincronizado às 14:05');
  expect(card('caldav.icloud.com · ana@icloud.com')).toHaveTextContent('Erro: senha recusada desde 12/03 10:00');
  expect(card('outlook.office365.com')).toHaveTextContent('Sincronizando…');
  expect(card('calendar.google.com')).toHaveTextContent('Endereço ICS');
  expect(card('caldav.icloud.com · ana@icloud.com')).toHaveTextContent('Conta CalDAV');
  expect(screen.getByText('O Acolhe guarda só os horários ocupados — nunca títulos, descrições ou participantes dos seus eventos.')).toBeInTheDocument();
});

it('says when nothing is connected yet', async () => {
  store = [];
  api();
  renderSection();
  expect(await screen.findByText('Nenhum calendário conectado.')).toBeInTheDocument();
});

it('connects an ICS address: sent once with its Idempotency-Key, then listed with its state', async () => {
  const created: ExternalCalendar = { ...GOOGLE, id: 'n1', rotulo: 'calendar.proton.me', sincronizadoEm: '2026-11-29T17:59:00.000Z' };
  const fake = api({
    [`POST ${PATH}`]: () => {
      store = [...store, created];
      return json(created, 201);
    },
  });
  const user = renderSection();
  await screen.findByRole('listitem', { name: 'calendar.google.com' });
  await fill(within(connectForm()).getByRole('textbox', { name: /Endereço do calendário \(ICS\)/ }), 'webcal://calendar.proton.me/api/calendar/v1/url/segredo/calendar.ics');
  await user.click(within(connectForm()).getByRole('button', { name: 'Conectar' }));
  expect(await screen.findByText('Calendário conectado')).toBeInTheDocument();
  const [call] = fake.callsTo('POST', PATH);
  // the shared schema's form of the address: webcal is the same document over https
  expect(call?.body).toEqual({ tipo: 'ics', url: 'https://calendar.proton.me/api/calendar/v1/url/segredo/calendar.ics' });
  expect(call?.request.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
  expect(card('calendar.proton.me')).toHaveTextContent('Sincronizado às 14:59');
  expect(within(connectForm()).getByRole('textbox', { name: /Endereço do calendário \(ICS\)/ })).toHaveValue('');
});

it('an address the shared schema refuses is said at the field, and nothing is sent', async () => {
  const fake = api();
  const user = renderSection();
  await screen.findByRole('listitem', { name: 'calendar.google.com' });
  await fill(within(connectForm()).getByRole('textbox', { name: /Endereço do calendário \(ICS\)/ }), 'ftp://exemplo.com/agenda.ics');
  await user.click(within(connectForm()).getByRole('button', { name: 'Conectar' }));
  const field = within(connectForm()).getByRole('textbox', { name: /Endereço do calendário \(ICS\)/ });
  expect(await within(connectForm()).findByText(VALIDATION_MESSAGES.externalCalendarIcsUrl)).toBeInTheDocument();
  expect(field).toHaveAttribute('aria-invalid', 'true');
  expect(field).toHaveFocus();
  expect(fake.callsTo('POST', PATH)).toHaveLength(0);
});

it("a CalDAV account refused with fieldErrors: each message at its field, the first focused, the password emptied", async () => {
  const fake = api({
    [`POST ${PATH}`]: json({ message: 'Dados inválidos', fieldErrors: { usuario: 'Usuário não encontrado neste servidor.', senha: 'Senha de app recusada.' } }, 400),
  });
  const user = renderSection();
  await screen.findByRole('listitem', { name: 'calendar.google.com' });
  await user.click(screen.getByRole('radio', { name: 'Conta CalDAV' }));
  const form = connectForm();
  await fill(within(form).getByRole('textbox', { name: /Servidor CalDAV/ }), 'https://caldav.icloud.com/');
  await fill(within(form).getByRole('textbox', { name: /Usuário/ }), 'ana@icloud.com');
  await fill(within(form).getByLabelText(/Senha de app/), 'abcd-efgh-ijkl-mnop');
  // never offered to the browser's password manager as the Acolhe account's password
  expect(within(form).getByLabelText(/Senha de app/)).toHaveAttribute('autocomplete', 'new-password');
  await user.click(within(form).getByRole('button', { name: 'Conectar' }));
  expect(await within(form).findByText('Usuário não encontrado neste servidor.')).toBeInTheDocument();
  expect(within(form).getByText('Senha de app recusada.')).toBeInTheDocument();
  expect(within(form).getByRole('textbox', { name: /Usuário/ })).toHaveFocus();
  expect(within(form).getByLabelText(/Senha de app/)).toHaveValue('');
  expect(within(form).getByRole('textbox', { name: /Usuário/ })).toHaveValue('ana@icloud.com');
  expect(fake.callsTo('POST', PATH)[0]?.body).toEqual({ tipo: 'caldav', url: 'https://caldav.icloud.com/', usuario: 'ana@icloud.com', senha: 'abcd-efgh-ijkl-mnop' });
});

it("a refusal about no field says the api's message under the form; the password is emptied, nothing is listed", async () => {
  api({ [`POST ${PATH}`]: json({ message: 'Usuário ou senha recusados pelo servidor de calendário.' }, 400) });
  const user = renderSection();
  await screen.findByRole('listitem', { name: 'calendar.google.com' });
  await user.click(screen.getByRole('radio', { name: 'Conta CalDAV' }));
  const form = connectForm();
  await fill(within(form).getByRole('textbox', { name: /Servidor CalDAV/ }), 'https://nuvem.exemplo.com.br/remote.php/dav');
  await fill(within(form).getByRole('textbox', { name: /Usuário/ }), 'ana');
  await fill(within(form).getByLabelText(/Senha de app/), 'errada');
  await user.click(within(form).getByRole('button', { name: 'Conectar' }));
  expect(await within(form).findByRole('alert')).toHaveTextContent('Usuário ou senha recusados pelo servidor de calendário.');
  expect(within(form).getByLabelText(/Senha de app/)).toHaveValue('');
  expect(within(screen.getByRole('list', { name: 'Conectados' })).getAllByRole('listitem', { name: /.+/ })).toHaveLength(2);
});

it("'Remover' asks first: keeping sends nothing; confirming deletes it and it leaves the list", async () => {
  const fake = api({
    [`DELETE ${PATH}/g1`]: () => {
      store = store.filter((c) => c.id !== 'g1');
      return { status: 204 };
    },
  });
  const user = renderSection();
  await screen.findByRole('listitem', { name: 'calendar.google.com' });
  await user.click(within(card('calendar.google.com')).getByRole('button', { name: 'Remover calendar.google.com' }));
  let dialog = await screen.findByRole('dialog', { name: 'Remover calendário?' });
  expect(dialog).toHaveTextContent('calendar.google.com');
  await user.click(within(dialog).getByRole('button', { name: 'Manter calendário' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(fake.callsTo('DELETE', `${PATH}/g1`)).toHaveLength(0);

  await user.click(within(card('calendar.google.com')).getByRole('button', { name: 'Remover calendar.google.com' }));
  dialog = await screen.findByRole('dialog', { name: 'Remover calendário?' });
  await user.click(within(dialog).getByRole('button', { name: 'Remover calendário' }));
  expect(await screen.findByText('Calendário removido')).toBeInTheDocument();
  expect(fake.callsTo('DELETE', `${PATH}/g1`)).toHaveLength(1);
  await waitFor(() => expect(screen.queryByRole('listitem', { name: 'calendar.google.com' })).not.toBeInTheDocument());
});

it("'Sincronizar agora' reads it again and shows the new state; a read that fails says why", async () => {
  const fake = api({
    [`POST ${PATH}/g1/sincronizar`]: json({ ...GOOGLE, estado: 'erro', erro: { mensagem: 'O endereço não é um calendário iCalendar (.ics)', desde: '2026-11-29T17:58:00.000Z' } }),
    [`POST ${PATH}/i1/sincronizar`]: json({ ...ICLOUD, estado: 'ok', erro: null, sincronizadoEm: '2026-11-29T17:59:00.000Z' }),
  });
  const user = renderSection();
  await screen.findByRole('listitem', { name: 'calendar.google.com' });
  await user.click(within(card('caldav.icloud.com · ana@icloud.com')).getByRole('button', { name: /Sincronizar agora/ }));
  expect(await screen.findByText('Calendário sincronizado')).toBeInTheDocument();
  expect(card('caldav.icloud.com · ana@icloud.com')).toHaveTextContent('Sincronizado às 14:59');
  expect(fake.callsTo('POST', `${PATH}/i1/sincronizar`)).toHaveLength(1);

  await user.click(within(card('calendar.google.com')).getByRole('button', { name: /Sincronizar agora/ }));
  expect(await screen.findByText('Não foi possível sincronizar')).toBeInTheDocument();
  expect(card('calendar.google.com')).toHaveTextContent('Erro: O endereço não é um calendário iCalendar (.ics) desde 29/11 14:58');
});

it("an account's calendars: unticking 'Bloqueia horários' and choosing the one that receives sessions are saved (PATCH)", async () => {
  const fake = api({
    [`PATCH ${PATH}/i1`]: ({ body }) => {
      const { colecoes = [], recebeSessoes } = body as { colecoes?: { id: string; bloqueia: boolean }[]; recebeSessoes?: string };
      const updated = {
        ...ICLOUD,
        colecoes: ICLOUD.colecoes.map((c) => ({
          ...c,
          bloqueia: colecoes.find((t) => t.id === c.id)?.bloqueia ?? c.bloqueia,
          recebeSessoes: recebeSessoes === undefined ? c.recebeSessoes : c.id === recebeSessoes,
        })),
      };
      store = store.map((c) => (c.id === 'i1' ? updated : c));
      return json(updated);
    },
  });
  const user = renderSection();
  await screen.findByRole('listitem', { name: 'calendar.google.com' });
  const clinica = () => within(card('caldav.icloud.com · ana@icloud.com')).getByRole('group', { name: 'Clínica' });
  const pessoal = () => within(card('caldav.icloud.com · ana@icloud.com')).getByRole('group', { name: 'Pessoal' });
  expect(within(clinica()).getByRole('checkbox', { name: 'Bloqueia horários' })).toBeChecked();
  expect(within(pessoal()).getByRole('radio', { name: 'Recebe as sessões do Acolhe' })).toBeChecked();

  await user.click(within(clinica()).getByRole('checkbox', { name: 'Bloqueia horários' }));
  await waitFor(() => expect(fake.callsTo('PATCH', `${PATH}/i1`)).toHaveLength(1));
  expect(fake.callsTo('PATCH', `${PATH}/i1`)[0]?.body).toEqual({ colecoes: [{ id: 'clinica', bloqueia: false }] });
  await waitFor(() => expect(within(clinica()).getByRole('checkbox', { name: 'Bloqueia horários' })).not.toBeChecked());

  await user.click(within(clinica()).getByRole('radio', { name: 'Recebe as sessões do Acolhe' }));
  await waitFor(() => expect(fake.callsTo('PATCH', `${PATH}/i1`)).toHaveLength(2));
  expect(fake.callsTo('PATCH', `${PATH}/i1`)[1]?.body).toEqual({ recebeSessoes: 'clinica' });
  await waitFor(() => expect(within(clinica()).getByRole('radio', { name: 'Recebe as sessões do Acolhe' })).toBeChecked());
  expect(within(pessoal()).getByRole('radio', { name: 'Recebe as sessões do Acolhe' })).not.toBeChecked();
  expect(within(pessoal()).getByRole('checkbox', { name: 'Bloqueia horários' })).toBeChecked();
});

it('a refused choice says why and keeps what the api holds', async () => {
  api({ [`PATCH ${PATH}/i1`]: json({ message: 'Calendário da conta inválido.' }, 400) });
  const user = renderSection();
  await screen.findByRole('listitem', { name: 'calendar.google.com' });
  const clinica = within(card('caldav.icloud.com · ana@icloud.com')).getByRole('group', { name: 'Clínica' });
  await user.click(within(clinica).getByRole('checkbox', { name: 'Bloqueia horários' }));
  expect(await screen.findByText('Calendário da conta inválido.')).toBeInTheDocument();
  expect(within(clinica).getByRole('checkbox', { name: 'Bloqueia horários' })).toBeChecked();
});

it("a calendar being read is asked again until its state changes, without a reload", async () => {
  store = [OUTLOOK];
  const fake = api();
  renderSection();
  expect(await screen.findByRole('listitem', { name: 'outlook.office365.com' })).toHaveTextContent('Sincronizando…');
  store = [{ ...OUTLOOK, estado: 'ok', sincronizadoEm: '2026-11-29T17:30:00.000Z' }];
  await waitFor(() => expect(card('outlook.office365.com')).toHaveTextContent('Sincronizado às 14:30'), { timeout: 6_000 });
  const reads = fake.callsTo('GET', PATH).length;
  // read: no more polling
  await new Promise((r) => setTimeout(r, 3_500));
  expect(fake.callsTo('GET', PATH)).toHaveLength(reads);
}, 20_000);

it("the account that receives the sessions says when their copies cannot be written", async () => {
  store = [{ ...ICLOUD, estado: 'ok', erro: null, sincronizadoEm: '2026-11-29T17:05:00.000Z', erroEnvio: { mensagem: 'Usuário ou senha recusados pelo servidor de calendário.', desde: '2026-11-28T12:15:00.000Z' } }];
  api();
  renderSection();
  const account = await screen.findByRole('listitem', { name: 'caldav.icloud.com · ana@icloud.com' });
  expect(account).toHaveTextContent('Sincronizado às 14:05');
  expect(account).toHaveTextContent('Sessões não enviadas ao seu calendário: Usuário ou senha recusados pelo servidor de calendário desde 28/11 09:15');
});
