import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AvailabilityRecord } from '@acolhe/shared-domain';
import { AvailabilityEditor } from './AvailabilityEditor';
import { SessionSettingsProvider } from '../sessionSettings/SessionSettingsProvider';
import { therapist } from '../test/fixtures';
import { installFakeApi, json, type RouteHandler, THERAPIST_USER } from '../test/fakeApi';
import { renderAt, signInForEachTest } from '@acolhe/shared-ui/testing';
import { fill } from '../test/typing';
import { SETTINGS_PAGE } from '../test/settingsPage';

const PATH = 'agenda/terapeutas/t1/disponibilidade';
const saved: AvailabilityRecord = {
  id: '1',
  therapistId: 't1',
  schedule: [0, 1, 2, 3, 4, 5, 6].map((d) => ({
    dayOfWeek: d as AvailabilityRecord['schedule'][number]['dayOfWeek'],
    isAvailable: d === 2,
    workingHours: { start: d === 2 ? '14:00' : '09:00', end: d === 2 ? '18:00' : '17:00' },
  })),
  sessionDuration: 45,
  bufferMinutes: 0,
  minNoticeHours: 12,
  createdAt: '2030-01-01T00:00:00.000Z',
  updatedAt: '2030-01-01T00:00:00.000Z',
};

const renderEditor = () =>
  renderAt(
    <SessionSettingsProvider therapistId="t1">
      <AvailabilityEditor therapistId="t1" />
    </SessionSettingsProvider>,
    SETTINGS_PAGE,
  );
/** The profile holds the session settings (the api writes the editor's values to it). */
const PROFILE = therapist({ sessionDuration: 45, bufferMinutes: 0, minNoticeHours: 12 });
function api(routes: Record<string, RouteHandler | { status?: number; body?: unknown }>) {
  return installFakeApi({ 'GET terapeutas/t1': json(PROFILE), ...routes });
}
const day = (name: string) => screen.getByRole('region', { name });

signInForEachTest(THERAPIST_USER);

it('shows 7 day cards Domingo..Sábado from the saved schedule, with its session duration', async () => {
  api({ [`GET ${PATH}`]: json(saved) });
  renderEditor();
  expect(await screen.findByLabelText(/Duração da sessão/)).toHaveValue('45');
  const names = ['Domingo', 'Segunda-feira', 'Terça-feira', 'Quarta-feira', 'Quinta-feira', 'Sexta-feira', 'Sábado'];
  for (const name of names) expect(day(name)).toBeInTheDocument();
  expect(within(day('Terça-feira')).getByLabelText('Terça-feira: disponível')).toBeChecked();
  expect(within(day('Segunda-feira')).getByLabelText('Segunda-feira: disponível')).not.toBeChecked();
  // 14:00–18:00 by 45 minutes: 14:00 14:45 15:30 16:15 17:00
  expect(within(day('Terça-feira')).getByText('5 horários')).toBeInTheDocument();
  expect(within(day('Terça-feira')).getByText('17:00')).toBeInTheDocument();
});

it("without a saved schedule: Monday–Friday 09:00–17:00, weekend off, the profile's session length, no warning", async () => {
  api({ 'GET terapeutas/t1': json(therapist({ sessionDuration: 60 })), [`GET ${PATH}`]: json({ message: 'Não encontrado' }, 404) });
  renderEditor();
  expect(await screen.findByLabelText('Segunda-feira: disponível')).toBeChecked();
  expect(screen.getByLabelText('Domingo: disponível')).not.toBeChecked();
  expect(screen.getByLabelText('Sábado: disponível')).not.toBeChecked();
  expect(screen.getByLabelText(/Duração da sessão/)).toHaveValue('60');
  expect(within(day('Segunda-feira')).getByText('8 horários')).toBeInTheDocument();
  expect(screen.queryByText('Aviso')).not.toBeInTheDocument();
});

it("on a load error uses the default and shows the 'Aviso' toast", async () => {
  api({ [`GET ${PATH}`]: json({}, 500) });
  renderEditor();
  expect(await screen.findByText('Aviso')).toBeInTheDocument();
  expect(screen.getByText('Não foi possível carregar sua disponibilidade. Usando configuração padrão.')).toBeInTheDocument();
  expect(screen.getByLabelText('Quarta-feira: disponível')).toBeChecked();
});

it('updates the slot preview live when toggling a day, changing hours or the duration', async () => {
  api({ [`GET ${PATH}`]: json(saved) });
  renderEditor();
  const tuesday = await screen.findByRole('region', { name: 'Terça-feira' });
  await fill(screen.getByLabelText(/Duração da sessão/), '60');
  expect(within(tuesday).getByText('4 horários')).toBeInTheDocument();
  await fill(within(tuesday).getByLabelText('Terça-feira: fim'), '16:00');
  expect(within(tuesday).getByText('2 horários')).toBeInTheDocument();
  // a 24-hour text field (never the native time input and its AM/PM): digits, the colon added
  const end = within(tuesday).getByLabelText('Terça-feira: fim');
  expect(end).not.toHaveAttribute('type', 'time');
  expect(end).toHaveAttribute('inputmode', 'numeric');
  await userEvent.clear(end);
  await userEvent.type(end, '1700');
  expect(end).toHaveValue('17:00');
  expect(within(tuesday).getByText('3 horários')).toBeInTheDocument();
  await userEvent.click(screen.getByLabelText('Sábado: disponível'));
  expect(within(day('Sábado')).getByText('8 horários')).toBeInTheDocument();
  await userEvent.click(screen.getByLabelText('Terça-feira: disponível'));
  expect(within(day('Terça-feira')).queryByText(/horários/)).not.toBeInTheDocument();
});

it('refuses an end time before the start with a clear message and does not save', async () => {
  const net = api({ [`GET ${PATH}`]: json(saved), [`POST ${PATH}`]: json(saved) });
  renderEditor();
  const tuesday = await screen.findByRole('region', { name: 'Terça-feira' });
  await fill(within(tuesday).getByLabelText('Terça-feira: fim'), '13:00');
  expect(within(tuesday).getByText('O horário final deve ser depois do inicial.')).toBeInTheDocument();
  expect(within(tuesday).getByText('Nenhum horário')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Salvar disponibilidade' }));
  expect(net.callsTo('POST', PATH)).toHaveLength(0);
});

it('refuses a session length outside 15–180 (step 5) and a notice above 72 h on save', async () => {
  const net = api({ [`GET ${PATH}`]: json(saved), [`POST ${PATH}`]: json(saved) });
  renderEditor();
  await fill(await screen.findByLabelText(/Duração da sessão/), '10');
  await fill(screen.getByLabelText(/Antecedência mínima para agendamento/), '80');
  await userEvent.click(screen.getByRole('button', { name: 'Salvar disponibilidade' }));
  expect(await screen.findByText('Duração mínima de 15 minutos')).toBeInTheDocument();
  expect(screen.getByText('A antecedência mínima deve ser de 0 a 72 horas.')).toBeInTheDocument();
  await fill(screen.getByLabelText(/Duração da sessão/), '52');
  expect(await screen.findByText('A duração deve ser um múltiplo de 5 minutos.')).toBeInTheDocument();
  expect(net.callsTo('POST', PATH)).toHaveLength(0);
});

it('the rest between sessions (Intervalo entre sessões) spaces the preview: length + rest', async () => {
  api({ [`GET ${PATH}`]: json(saved) });
  renderEditor();
  const tuesday = await screen.findByRole('region', { name: 'Terça-feira' });
  expect(screen.getByRole('combobox', { name: /Intervalo entre sessões/ })).toHaveValue('Sem intervalo');
  await userEvent.click(screen.getByRole('combobox', { name: /Intervalo entre sessões/ }));
  await userEvent.click(screen.getByRole('option', { name: '15 minutos', hidden: true }));
  // 14:00–18:00, 45 minutes + 15 of rest: 14:00 15:00 16:00 17:00
  expect(within(tuesday).getByText('4 horários')).toBeInTheDocument();
  expect(within(tuesday).getByText('15:00')).toBeInTheDocument();
  expect(within(tuesday).queryByText('14:45')).not.toBeInTheDocument();
});

it('saves the schedule with the session length, rest and notice, then toasts success', async () => {
  const net = installFakeApi({
    'GET terapeutas/t1': json(null, 404),
    [`GET ${PATH}`]: json(null, 404),
    [`POST ${PATH}`]: ({ body }) => json({ ...(body as object), id: '2' }),
  });
  renderEditor();
  await userEvent.click(await screen.findByLabelText('Sábado: disponível'));
  await fill(screen.getByLabelText('Sábado: início'), '10:00');
  await fill(screen.getByLabelText('Sábado: fim'), '12:00');
  await fill(screen.getByLabelText(/Duração da sessão/), '30');
  await userEvent.click(screen.getByRole('combobox', { name: /Intervalo entre sessões/ }));
  await userEvent.click(screen.getByRole('option', { name: '10 minutos', hidden: true }));
  expect(screen.getByLabelText(/Antecedência mínima para agendamento/)).toHaveValue('12');
  await fill(screen.getByLabelText(/Antecedência mínima para agendamento/), '24');
  await userEvent.click(screen.getByRole('button', { name: 'Salvar disponibilidade' }));
  expect(await screen.findByText('Disponibilidade salva!')).toBeInTheDocument();
  expect(screen.getByText('Sua disponibilidade foi atualizada com sucesso.')).toBeInTheDocument();
  const body = net.callsTo('POST', PATH)[0]!.body as AvailabilityRecord;
  expect(body.therapistId).toBe('t1');
  expect(body).toMatchObject({ sessionDuration: 30, bufferMinutes: 10, minNoticeHours: 24 });
  expect(body.schedule).toHaveLength(7);
  expect(body.schedule[6]).toEqual({ dayOfWeek: 6, isAvailable: true, workingHours: { start: '10:00', end: '12:00' } });
  expect(typeof body.id).toBe('string');
});

it("a failed save shows 'Erro ao salvar' and keeps the edits", async () => {
  api({ [`GET ${PATH}`]: json(saved), [`POST ${PATH}`]: json({}, 500) });
  renderEditor();
  await userEvent.click(await screen.findByLabelText('Domingo: disponível'));
  await userEvent.click(screen.getByRole('button', { name: 'Salvar disponibilidade' }));
  expect(await screen.findByText('Erro ao salvar')).toBeInTheDocument();
  expect(screen.getByText('Não foi possível salvar sua disponibilidade.')).toBeInTheDocument();
  await waitFor(() => expect(screen.getByLabelText('Domingo: disponível')).toBeChecked());
});

it("the api's 400 is said at the fields it names (issue 44 item 3): a day's end, focused; an edit hands it back", async () => {
  api({
    [`GET ${PATH}`]: json(saved),
    [`POST ${PATH}`]: json({ message: 'Dados inválidos.', fieldErrors: { 'schedule.2.workingHours.end': 'O horário final deve ser depois do inicial.' } }, 400),
  });
  renderEditor();
  const tercaFim = await screen.findByLabelText('Terça-feira: fim');
  await userEvent.click(screen.getByRole('button', { name: 'Salvar disponibilidade' }));
  await waitFor(() => expect(tercaFim).toHaveAttribute('aria-invalid', 'true'));
  expect(within(screen.getByRole('region', { name: 'Terça-feira' })).getByText('O horário final deve ser depois do inicial.')).toBeInTheDocument();
  expect(tercaFim).toHaveFocus();
  expect(screen.queryByText('Dados inválidos.')).not.toBeInTheDocument();

  await userEvent.click(screen.getByLabelText('Domingo: disponível'));
  await waitFor(() => expect(tercaFim).not.toHaveAttribute('aria-invalid', 'true'));
});

it("the hours are 24-hour pt-BR (shared HoraInput): '8' and '19' typed become 08:00 and 19:00 and are saved so", async () => {
  const net = api({ [`GET ${PATH}`]: json(saved), [`POST ${PATH}`]: ({ body }) => json({ ...(body as object), id: '2' }) });
  renderEditor();
  const tuesday = await screen.findByRole('region', { name: 'Terça-feira' });
  const start = within(tuesday).getByLabelText('Terça-feira: início');
  const end = within(tuesday).getByLabelText('Terça-feira: fim');
  expect(start).toHaveValue('14:00');
  expect(end).toHaveValue('18:00');
  await userEvent.clear(start);
  await userEvent.type(start, '8');
  await userEvent.clear(end);
  await userEvent.type(end, '19');
  await userEvent.tab();
  expect(start).toHaveValue('08:00');
  expect(end).toHaveValue('19:00');
  await userEvent.click(screen.getByRole('button', { name: 'Salvar disponibilidade' }));
  await waitFor(() => expect(net.callsTo('POST', PATH)).toHaveLength(1));
  const body = net.callsTo('POST', PATH)[0]!.body as AvailabilityRecord;
  expect(body.schedule[2]!.workingHours).toEqual({ start: '08:00', end: '19:00' });
});
