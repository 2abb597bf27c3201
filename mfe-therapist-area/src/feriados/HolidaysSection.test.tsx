import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AgendaHoliday } from '@acolhe/shared-domain';
import { HolidaysSection } from './HolidaysSection';
import { installFakeApi, json, THERAPIST_USER } from '../test/fakeApi';
import { renderAt, signInForEachTest } from '@acolhe/shared-ui/testing';
import { SETTINGS_PAGE } from '../test/settingsPage';

const PATH = 'agenda/terapeutas/t1/feriados';
const NOW = new Date('2030-06-10T12:00:00Z');

let store: Record<string, AgendaHoliday[]>;
function api(put?: (date: string, open: boolean) => { status?: number; body?: unknown }) {
  return installFakeApi({
    [`GET ${PATH}?ano=2030`]: () => json(store['2030']),
    [`GET ${PATH}?ano=2031`]: () => json(store['2031']),
    [`PUT ${PATH}/2030-11-15`]: ({ body }) => {
      const { open } = body as { open: boolean };
      if (put) return put('2030-11-15', open);
      store['2030'] = store['2030']!.map((h) => (h.date === '2030-11-15' ? { ...h, open } : h));
      return json(store['2030']!.find((h) => h.date === '2030-11-15'));
    },
  });
}

const renderSection = () =>
  renderAt(<HolidaysSection therapistId="t1" now={NOW} />, SETTINGS_PAGE);
const row = (name: string) => screen.getByRole('listitem', { name });

signInForEachTest(THERAPIST_USER);
beforeEach(() => {
  store = {
    '2030': [
      { date: '2030-12-25', name: 'Natal', open: false },
      { date: '2030-11-15', name: 'Proclamação da República', open: false },
      { date: '2030-09-07', name: 'Independência do Brasil', open: true },
    ],
    '2031': [{ date: '2031-01-01', name: 'Confraternização Universal', open: false }],
  };
});

it("lists the year's national holidays in date order, closed unless opened, with 'Atender neste feriado'", async () => {
  api();
  renderSection();
  const list = await screen.findByRole('list', { name: 'Feriados de 2030' });
  expect(within(list).getAllByRole('listitem').map((i) => within(i).getByText(/\d{2}\/\d{2}\/\d{4}/).textContent)).toEqual([
    '07/09/2030 · Sábado',
    '15/11/2030 · Sexta-feira',
    '25/12/2030 · Quarta-feira',
  ]);
  expect(within(row('Natal')).getByRole('switch', { name: 'Atender neste feriado' })).not.toBeChecked();
  expect(within(row('Independência do Brasil')).getByRole('switch', { name: 'Atender neste feriado' })).toBeChecked();
});

it('opening a holiday sends PUT …/feriados/{date} { open: true } and the switch follows', async () => {
  const net = api();
  renderSection();
  await screen.findByRole('list', { name: 'Feriados de 2030' });
  const toggle = within(row('Proclamação da República')).getByRole('switch', { name: 'Atender neste feriado' });
  await userEvent.click(toggle);
  expect(await screen.findByText('Feriado aberto')).toBeInTheDocument();
  const call = net.callsTo('PUT', `${PATH}/2030-11-15`)[0]!;
  expect(call.body).toEqual({ open: true });
  expect(call.request.headers.get('Idempotency-Key')).toBeNull(); // the row setHolidayOpen takes none
  await waitFor(() => expect(within(row('Proclamação da República')).getByRole('switch', { name: 'Atender neste feriado' })).toBeChecked());
});

it('a failed change toasts and the holiday stays closed', async () => {
  api(() => json({ message: 'x' }, 500));
  renderSection();
  await screen.findByRole('list', { name: 'Feriados de 2030' });
  await userEvent.click(within(row('Proclamação da República')).getByRole('switch', { name: 'Atender neste feriado' }));
  expect(await screen.findByText('Erro ao salvar')).toBeInTheDocument();
  expect(within(row('Proclamação da República')).getByRole('switch', { name: 'Atender neste feriado' })).not.toBeChecked();
});

it('the next year is one click away (GET …/feriados?ano=2031)', async () => {
  const net = api();
  renderSection();
  await screen.findByRole('list', { name: 'Feriados de 2030' });
  await userEvent.click(screen.getByRole('radio', { name: '2031' }));
  expect(await screen.findByRole('list', { name: 'Feriados de 2031' })).toBeInTheDocument();
  expect(row('Confraternização Universal')).toBeInTheDocument();
  expect(net.callsTo('GET', `${PATH}?ano=2031`)).toHaveLength(1);
});
