import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AvailabilityRecord } from '@acolhe/shared-domain';
import { AvailabilityEditor } from './AvailabilityEditor';
import { installFakeApi, json, signIn, signOut } from '../test/fakeApi';
import { renderAt, resetUi } from '@acolhe/shared-ui/testing';
import { fill } from '../test/typing';

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
  createdAt: '2030-01-01T00:00:00.000Z',
  updatedAt: '2030-01-01T00:00:00.000Z',
};

const renderEditor = () => renderAt(<AvailabilityEditor therapistId="t1" />, { route: '/usuario/t1/configuracoes', path: '/usuario/:id/configuracoes' });
const day = (name: string) => screen.getByRole('region', { name });

beforeEach(() => {
  resetUi();
  signIn();
});
afterEach(signOut);

it('shows 7 day cards Domingo..Sábado from the saved schedule, with its session duration', async () => {
  installFakeApi({ [`GET ${PATH}`]: json(saved) });
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

it("without a saved schedule: Monday–Friday 09:00–17:00, weekend off, no warning", async () => {
  installFakeApi({ [`GET ${PATH}`]: json({ message: 'Não encontrado' }, 404) });
  renderEditor();
  expect(await screen.findByLabelText('Segunda-feira: disponível')).toBeChecked();
  expect(screen.getByLabelText('Domingo: disponível')).not.toBeChecked();
  expect(screen.getByLabelText('Sábado: disponível')).not.toBeChecked();
  expect(screen.getByLabelText(/Duração da sessão/)).toHaveValue('60');
  expect(within(day('Segunda-feira')).getByText('8 horários')).toBeInTheDocument();
  expect(screen.queryByText('Aviso')).not.toBeInTheDocument();
});

it("on a load error uses the default and shows the 'Aviso' toast", async () => {
  installFakeApi({ [`GET ${PATH}`]: json({}, 500) });
  renderEditor();
  expect(await screen.findByText('Aviso')).toBeInTheDocument();
  expect(screen.getByText('Não foi possível carregar sua disponibilidade. Usando configuração padrão.')).toBeInTheDocument();
  expect(screen.getByLabelText('Quarta-feira: disponível')).toBeChecked();
});

it('updates the slot preview live when toggling a day, changing hours or the duration', async () => {
  installFakeApi({ [`GET ${PATH}`]: json(saved) });
  renderEditor();
  const tuesday = await screen.findByRole('region', { name: 'Terça-feira' });
  await fill(screen.getByLabelText(/Duração da sessão/), '60');
  expect(within(tuesday).getByText('4 horários')).toBeInTheDocument();
  await fill(within(tuesday).getByLabelText('Terça-feira: fim'), '16:00');
  expect(within(tuesday).getByText('2 horários')).toBeInTheDocument();
  await userEvent.click(screen.getByLabelText('Sábado: disponível'));
  expect(within(day('Sábado')).getByText('8 horários')).toBeInTheDocument();
  await userEvent.click(screen.getByLabelText('Terça-feira: disponível'));
  expect(within(day('Terça-feira')).queryByText(/horários/)).not.toBeInTheDocument();
});

it('refuses an end time before the start with a clear message and does not save', async () => {
  const net = installFakeApi({ [`GET ${PATH}`]: json(saved), [`POST ${PATH}`]: json(saved) });
  renderEditor();
  const tuesday = await screen.findByRole('region', { name: 'Terça-feira' });
  await fill(within(tuesday).getByLabelText('Terça-feira: fim'), '13:00');
  expect(within(tuesday).getByText('O horário final deve ser depois do inicial.')).toBeInTheDocument();
  expect(within(tuesday).getByText('Nenhum horário')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Salvar disponibilidade' }));
  expect(net.callsTo('POST', PATH)).toHaveLength(0);
});

it('refuses a duration outside 30–180 (step 15) on save', async () => {
  const net = installFakeApi({ [`GET ${PATH}`]: json(saved), [`POST ${PATH}`]: json(saved) });
  renderEditor();
  await fill(await screen.findByLabelText(/Duração da sessão/), '20');
  await userEvent.click(screen.getByRole('button', { name: 'Salvar disponibilidade' }));
  expect(await screen.findByText('A duração da sessão deve ser entre 30 e 180 minutos.')).toBeInTheDocument();
  expect(net.callsTo('POST', PATH)).toHaveLength(0);
});

it('saves schedule and session duration, then toasts success', async () => {
  const net = installFakeApi({
    [`GET ${PATH}`]: json(null, 404),
    [`POST ${PATH}`]: ({ body }) => json({ ...(body as object), id: '2' }),
  });
  renderEditor();
  await userEvent.click(await screen.findByLabelText('Sábado: disponível'));
  await fill(screen.getByLabelText('Sábado: início'), '10:00');
  await fill(screen.getByLabelText('Sábado: fim'), '12:00');
  await fill(screen.getByLabelText(/Duração da sessão/), '30');
  await userEvent.click(screen.getByRole('button', { name: 'Salvar disponibilidade' }));
  expect(await screen.findByText('Disponibilidade salva!')).toBeInTheDocument();
  expect(screen.getByText('Sua disponibilidade foi atualizada com sucesso.')).toBeInTheDocument();
  const body = net.callsTo('POST', PATH)[0]!.body as AvailabilityRecord;
  expect(body.therapistId).toBe('t1');
  expect(body.sessionDuration).toBe(30);
  expect(body.schedule).toHaveLength(7);
  expect(body.schedule[6]).toEqual({ dayOfWeek: 6, isAvailable: true, workingHours: { start: '10:00', end: '12:00' } });
  expect(typeof body.id).toBe('string');
});

it("a failed save shows 'Erro ao salvar' and keeps the edits", async () => {
  installFakeApi({ [`GET ${PATH}`]: json(saved), [`POST ${PATH}`]: json({}, 500) });
  renderEditor();
  await userEvent.click(await screen.findByLabelText('Domingo: disponível'));
  await userEvent.click(screen.getByRole('button', { name: 'Salvar disponibilidade' }));
  expect(await screen.findByText('Erro ao salvar')).toBeInTheDocument();
  expect(screen.getByText('Não foi possível salvar sua disponibilidade.')).toBeInTheDocument();
  await waitFor(() => expect(screen.getByLabelText('Domingo: disponível')).toBeChecked());
});
