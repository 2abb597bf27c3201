import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAt, signInForEachTest } from '@acolhe/shared-ui/testing';
import { appointment } from '../test/fixtures';
import { installFakeApi, json, THERAPIST_USER } from '../test/fakeApi';
import { WeekOverview } from './WeekOverview';

// Wednesday 2030-03-06, 10:00 in São Paulo
const NOW = new Date('2030-03-06T13:00:00.000Z');

const SESSIONS = [
  appointment({ id: 'a', date: '2030-03-06', time: '16:00', endTime: '16:50', status: 'CONFIRMED', clientName: 'Joana Alves Souza' }),
  appointment({ id: 'b', date: '2030-03-06', time: '09:00', endTime: '09:50', status: 'CONFIRMED', clientName: 'Pedro Henrique Costa', modality: 'presencial' }),
  appointment({ id: 'c', date: '2030-03-04', time: '10:00', endTime: '10:50', status: 'COMPLETED', clientName: 'Ana Lima' }),
  appointment({ id: 'd', date: '2030-03-05', time: '11:00', status: 'PENDING', clientName: 'Bruno Pendente' }),
  appointment({ id: 'e', date: '2030-03-12', time: '14:00', endTime: '14:50', status: 'CONFIRMED', clientName: 'Carla Próxima' }),
  appointment({ id: 'f', date: '2030-02-27', time: '08:00', endTime: '08:50', status: 'COMPLETED', clientName: 'Davi Passado' }),
];

const render = () => renderAt(<WeekOverview now={NOW} />, { route: '/usuario/t1', path: '/usuario/:id' });
const day = (name: string) => screen.getByRole('region', { name });

signInForEachTest(THERAPIST_USER);

it('counts at the top: sessions this week, this month, pending requests', async () => {
  installFakeApi({ 'GET sessoes': json(SESSIONS) });
  render();
  const summary = await screen.findByLabelText('Resumo da agenda');
  expect(within(screen.getByTestId('resumo-thisWeek')).getByText('Sessões nesta semana')).toBeInTheDocument();
  expect(within(screen.getByTestId('resumo-thisWeek')).getByText('3')).toBeInTheDocument();
  expect(within(screen.getByTestId('resumo-thisMonth')).getByText('4')).toBeInTheDocument();
  expect(within(screen.getByTestId('resumo-pending')).getByText('1')).toBeInTheDocument();
  expect(summary).toBeInTheDocument();
});

it('the week Monday → Sunday with times and first names only; pending requests are not in it', async () => {
  installFakeApi({ 'GET sessoes': json(SESSIONS) });
  render();
  expect(await screen.findByRole('heading', { name: 'Agenda da semana' })).toBeInTheDocument();
  expect(screen.getByText('04/03/2030 a 10/03/2030')).toBeInTheDocument();
  const wednesday = day('Quarta-feira, 06/03/2030');
  expect(within(wednesday).getByText('Hoje')).toBeInTheDocument();
  const items = within(wednesday).getAllByRole('listitem').map((li) => li.textContent);
  expect(items).toEqual(['09:00–09:50 PedroPresencial', '16:00–16:50 JoanaOnline']);
  expect(wednesday).not.toHaveTextContent('Souza');
  expect(within(day('Segunda-feira, 04/03/2030')).getByText('Ana')).toBeInTheDocument();
  expect(within(day('Terça-feira, 05/03/2030')).getByText('Nenhuma sessão')).toBeInTheDocument();
  expect(screen.queryByText('Bruno')).not.toBeInTheDocument();
  const columns = screen
    .getAllByRole('region')
    .map((r) => r.getAttribute('aria-label'))
    .filter((name) => name !== null);
  expect(columns).toEqual([
    'Segunda-feira, 04/03/2030',
    'Terça-feira, 05/03/2030',
    'Quarta-feira, 06/03/2030',
    'Quinta-feira, 07/03/2030',
    'Sexta-feira, 08/03/2030',
    'Sábado, 09/03/2030',
    'Domingo, 10/03/2030',
  ]);
});

it("'Próxima semana', 'Semana anterior' and 'Esta semana' move the week", async () => {
  installFakeApi({ 'GET sessoes': json(SESSIONS) });
  render();
  await screen.findByRole('heading', { name: 'Agenda da semana' });
  expect(screen.queryByRole('button', { name: 'Esta semana' })).not.toBeInTheDocument();

  await userEvent.click(screen.getByRole('button', { name: 'Próxima semana' }));
  expect(screen.getByText('11/03/2030 a 17/03/2030')).toBeInTheDocument();
  expect(within(day('Terça-feira, 12/03/2030')).getByText('Carla')).toBeInTheDocument();
  expect(screen.queryByText('Hoje')).not.toBeInTheDocument();

  await userEvent.click(screen.getByRole('button', { name: 'Semana anterior' }));
  await userEvent.click(screen.getByRole('button', { name: 'Semana anterior' }));
  expect(screen.getByText('25/02/2030 a 03/03/2030')).toBeInTheDocument();
  expect(within(day('Quarta-feira, 27/02/2030')).getByText('Davi')).toBeInTheDocument();

  await userEvent.click(screen.getByRole('button', { name: 'Esta semana' }));
  expect(screen.getByText('04/03/2030 a 10/03/2030')).toBeInTheDocument();
  // the counts stay on the current week and month
  expect(within(screen.getByTestId('resumo-thisWeek')).getByText('3')).toBeInTheDocument();
});

it("'Entrar na sala' beside a confirmed online session while its room is open (not a presencial one)", async () => {
  // 15:55 in São Paulo: the 16:00 online session's room opened at 15:50; only Date is faked
  jest.useFakeTimers({
    now: new Date('2030-03-06T15:55:00-03:00'),
    doNotFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'setImmediate', 'clearImmediate', 'queueMicrotask', 'nextTick', 'requestAnimationFrame', 'cancelAnimationFrame', 'hrtime', 'performance'],
  });
  try {
    installFakeApi({ 'GET sessoes': json(SESSIONS) });
    render();
    const wednesday = await screen.findByRole('region', { name: 'Quarta-feira, 06/03/2030' });
    const [pedro, joana] = await within(wednesday).findAllByRole('listitem');
    expect(within(joana!).getByRole('link', { name: 'Entrar na sala' })).toHaveAttribute('href', '/sessao/a/sala');
    expect(within(pedro!).queryByRole('link', { name: 'Entrar na sala' })).not.toBeInTheDocument();
  } finally {
    jest.useRealTimers();
  }
});

it("marks 'Série' a session of a weekly or fortnightly series in the week grid (issue 33)", async () => {
  installFakeApi({ 'GET sessoes': json([...SESSIONS.filter((a) => a.id !== 'a'), { ...SESSIONS[0]!, serieId: 'sr-1' }]) });
  render();
  const wednesday = await screen.findByRole('region', { name: 'Quarta-feira, 06/03/2030' });
  const [pedro, joana] = await within(wednesday).findAllByRole('listitem');
  expect(within(joana!).getByText('Série')).toBeInTheDocument();
  expect(within(pedro!).queryByText('Série')).not.toBeInTheDocument();
});
