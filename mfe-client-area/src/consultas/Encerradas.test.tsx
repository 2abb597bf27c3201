// 'Canceladas e recusadas': a declined or cancelled session is shown plainly, with who ended it.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAt, signInForEachTest } from '@acolhe/shared-ui/testing';
import ClienteDashboardPage from '../pages/ClienteDashboardPage';
import { installFakeApi } from '../test/fakeApi';
import { CLIENT_ID, appointment, client, CLIENT_USER } from '../test/fixtures';

const SESSIONS = [
  appointment({ id: 'rej', status: 'REJECTED', therapistName: 'Paula Reis', date: '2030-05-01', time: '09:00', declineReason: 'Estarei em congresso nesta data.' }),
  appointment({ id: 'byme', status: 'CANCELLED', cancelledBy: 'cliente', therapistName: 'Marina Duarte', date: '2030-05-03', time: '14:00' }),
  appointment({ id: 'late', status: 'CANCELLED', cancelledBy: 'cliente', lateCancellation: true, therapistName: 'Ana Souza', date: '2030-05-04', time: '10:00' }),
  appointment({ id: 'byther', status: 'CANCELLED', cancelledBy: 'terapeuta', therapistName: 'João Prado', date: '2030-05-02', time: '16:30' }),
  appointment({ id: 'erased', status: 'CANCELLED', cancelReason: 'conta-excluida', therapistName: 'Bruno Lima', date: '2030-04-30', time: '08:00' }),
  appointment({ id: 'conf', status: 'CONFIRMED', therapistName: 'Carla Nunes', date: '2030-05-10', time: '11:00' }),
  appointment({ id: 'serie', status: 'CANCELLED', cancelledBy: 'cliente', serieId: 'sr-1', therapistName: 'Teresa Luz', date: '2030-04-29', time: '08:00' }),
];

signInForEachTest(CLIENT_USER);

async function openClosedTab() {
  installFakeApi({ [`GET clientes/${CLIENT_ID}`]: { body: client() }, 'GET sessoes/cliente': { body: SESSIONS } });
  const user = userEvent.setup({ delay: null });
  renderAt(<ClienteDashboardPage />, { route: `/cliente/${CLIENT_ID}`, path: '/cliente/:id' });
  await user.click(await screen.findByRole('tab', { name: 'Canceladas e recusadas' }));
  return screen.findByRole('tabpanel', { name: 'Canceladas e recusadas' });
}

it('lists declined and cancelled sessions, most recent first, saying who ended each one, with date and time', async () => {
  const panel = await openClosedTab();
  const items = await within(panel).findAllByRole('listitem');
  expect(items.map((i) => i.getAttribute('aria-label'))).toEqual([
    'Consulta com Ana Souza em 04/05/2030 às 10:00',
    'Consulta com Marina Duarte em 03/05/2030 às 14:00',
    'Consulta com João Prado em 02/05/2030 às 16:30',
    'Consulta com Paula Reis em 01/05/2030 às 09:00',
    'Consulta com Bruno Lima em 30/04/2030 às 08:00',
    'Consulta com Teresa Luz em 29/04/2030 às 08:00',
  ]);
  const item = (name: string) => within(panel).getByRole('listitem', { name: new RegExp(name) });
  expect(item('Paula Reis')).toHaveTextContent('Recusada pelo(a) terapeuta');
  // the therapist's reason, when given (issue 30)
  expect(item('Paula Reis')).toHaveTextContent('Motivo informado pelo(a) terapeuta: Estarei em congresso nesta data.');
  expect(item('Marina Duarte')).not.toHaveTextContent('Motivo informado');
  expect(item('Paula Reis')).toHaveTextContent('01/05/2030, 09:00–09:50');
  expect(item('Marina Duarte')).toHaveTextContent('Cancelada por você');
  expect(item('Marina Duarte')).not.toHaveTextContent('Cancelamento tardio');
  expect(item('Ana Souza')).toHaveTextContent('Cancelada por você');
  expect(item('Ana Souza')).toHaveTextContent('Cancelamento tardio (menos de 24 horas antes da sessão)');
  expect(item('João Prado')).toHaveTextContent('Cancelada pelo(a) terapeuta');
  expect(item('Bruno Lima')).toHaveTextContent('Cancelada: A outra parte excluiu a conta');
  // nothing left to do with them
  for (const i of within(panel).getAllByRole('listitem')) expect(within(i).queryByRole('button')).not.toBeInTheDocument();
});

it('keeps them out of the other tabs', async () => {
  installFakeApi({ [`GET clientes/${CLIENT_ID}`]: { body: client() }, 'GET sessoes/cliente': { body: SESSIONS } });
  renderAt(<ClienteDashboardPage />, { route: `/cliente/${CLIENT_ID}`, path: '/cliente/:id' });
  const panel = await screen.findByRole('tabpanel', { name: 'Próximas' });
  expect(await within(panel).findByRole('listitem', { name: /Carla Nunes/ })).toBeInTheDocument();
  expect(within(panel).getAllByRole('listitem')).toHaveLength(1);
});

it('says so when there is none', async () => {
  installFakeApi({ [`GET clientes/${CLIENT_ID}`]: { body: client() }, 'GET sessoes/cliente': { body: [SESSIONS[5]] } });
  const user = userEvent.setup({ delay: null });
  renderAt(<ClienteDashboardPage />, { route: `/cliente/${CLIENT_ID}`, path: '/cliente/:id' });
  await user.click(await screen.findByRole('tab', { name: 'Canceladas e recusadas' }));
  expect(await screen.findByText('Nenhuma consulta cancelada ou recusada.')).toBeInTheDocument();
});

it("marks a session of a series 'Série' (issue 33), and only those", async () => {
  const panel = await openClosedTab();
  const item = (name: string) => within(panel).getByRole('listitem', { name: new RegExp(name) });
  await within(panel).findAllByRole('listitem');
  expect(within(item('Teresa Luz')).getByText('Série')).toBeInTheDocument();
  expect(within(item('Ana Souza')).queryByText('Série')).not.toBeInTheDocument();
});
