import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Appointment } from '@acolhe/shared-domain';
import { AppointmentManager } from './AppointmentManager';
import { appointment } from '../test/fixtures';
import { installFakeApi, json, signIn, signOut } from '../test/fakeApi';
import { renderAt, resetUi } from '@acolhe/shared-ui/testing';
import { fill } from '../test/typing';

// 2030-03-05 10:00 in Brazil.
const NOW = new Date('2030-03-05T13:00:00Z');

let store: Appointment[];
function api(overrides: Record<string, Parameters<typeof installFakeApi>[0][string]> = {}) {
  return installFakeApi({
    'GET sessoes': () => json(store),
    'PATCH sessoes': ({ body }) => {
      const { id, status } = body as { id: string; status: Appointment['status'] };
      store = store.map((a) => (a.id === id ? { ...a, status } : a));
      return json(store.find((a) => a.id === id));
    },
    'PUT sessoes/c1': ({ body }) => {
      store = store.map((a) => (a.id === 'c1' ? { ...a, ...(body as object) } : a));
      return json(store.find((a) => a.id === 'c1'));
    },
    ...overrides,
  });
}

const renderManager = () => renderAt(<AppointmentManager now={NOW} />, { route: '/usuario/t1', path: '/usuario/:id' });
const tab = (name: RegExp) => screen.getByRole('tab', { name });

beforeEach(() => {
  resetUi();
  signIn();
  store = [
    appointment({ id: 'p1', status: 'PENDING', date: '2030-03-10', time: '09:00', notes: 'Primeira consulta', clientName: 'Rafael Lima' }),
    appointment({ id: 'c1', status: 'CONFIRMED', date: '2030-03-12', time: '15:00', clientName: 'Ana Souza' }),
    appointment({ id: 'old', status: 'CONFIRMED', date: '2030-03-01', time: '10:00', clientName: 'Bruno Alves' }),
    appointment({ id: 'h1', status: 'COMPLETED', date: '2030-02-01', time: '10:00', clientName: 'Carla Dias' }),
    appointment({ id: 'h2', status: 'REJECTED', date: '2030-02-02', time: '10:00', clientName: 'Davi Reis' }),
  ];
});
afterEach(signOut);

it('groups the appointments into pending, confirmed and history with pt-BR status labels', async () => {
  api();
  renderManager();
  expect(await screen.findByRole('tab', { name: 'Solicitações pendentes (1)' })).toBeInTheDocument();
  expect(tab(/Confirmadas \(2\)/)).toBeInTheDocument();
  expect(tab(/Histórico \(2\)/)).toBeInTheDocument();
  const pending = screen.getByRole('article', { name: /Rafael Lima/ });
  expect(within(pending).getByText('10/03/2030')).toBeInTheDocument();
  expect(within(pending).getByText('09:00', { exact: false })).toBeInTheDocument();
  expect(within(pending).getByText('Primeira consulta')).toBeInTheDocument();
  expect(within(pending).getByText('Pendente')).toBeInTheDocument();

  await userEvent.click(tab(/Histórico/));
  expect(within(screen.getByRole('article', { name: /Carla Dias/ })).getByText('Concluída')).toBeInTheDocument();
  expect(within(screen.getByRole('article', { name: /Davi Reis/ })).getByText('Recusada')).toBeInTheDocument();
});

it('confirming sends PATCH /sessoes, toasts and moves the request to confirmed without a reload', async () => {
  const net = api();
  renderManager();
  const card = await screen.findByRole('article', { name: /Rafael Lima/ });
  await userEvent.click(within(card).getByRole('button', { name: 'Confirmar' }));
  expect(await screen.findByText('Consulta confirmada!')).toBeInTheDocument();
  expect(net.callsTo('PATCH', 'sessoes')[0]!.body).toMatchObject({ id: 'p1', status: 'CONFIRMED' });
  await waitFor(() => expect(tab(/Solicitações pendentes \(0\)/)).toBeInTheDocument());
  expect(tab(/Confirmadas \(3\)/)).toBeInTheDocument();
  expect(net.callsTo('GET', 'sessoes').length).toBeGreaterThanOrEqual(2);
});

it('declining toasts "Consulta recusada" and the request lands in history', async () => {
  const net = api();
  renderManager();
  const card = await screen.findByRole('article', { name: /Rafael Lima/ });
  await userEvent.click(within(card).getByRole('button', { name: 'Recusar' }));
  expect(await screen.findByText('Consulta recusada')).toBeInTheDocument();
  expect(net.callsTo('PATCH', 'sessoes')[0]!.body).toMatchObject({ id: 'p1', status: 'REJECTED' });
  await waitFor(() => expect(tab(/Histórico \(3\)/)).toBeInTheDocument());
});

it('a failed status change shows the SPEC error toast and keeps the request', async () => {
  api({ 'PATCH sessoes': json({ message: 'boom' }, 500) });
  renderManager();
  const card = await screen.findByRole('article', { name: /Rafael Lima/ });
  await userEvent.click(within(card).getByRole('button', { name: 'Confirmar' }));
  expect(await screen.findByText('Erro ao atualizar')).toBeInTheDocument();
  expect(screen.getByText('Não foi possível atualizar o status da consulta.')).toBeInTheDocument();
  expect(tab(/Solicitações pendentes \(1\)/)).toBeInTheDocument();
});

it('confirmed: cancel before the session (asked first), complete only after it started', async () => {
  const net = api();
  renderManager();
  await userEvent.click(await screen.findByRole('tab', { name: /Confirmadas/ }));
  const future = screen.getByRole('article', { name: /Ana Souza/ });
  expect(within(future).queryByRole('button', { name: 'Marcar como concluída' })).not.toBeInTheDocument();
  const past = screen.getByRole('article', { name: /Bruno Alves/ });
  expect(within(past).queryByRole('button', { name: 'Cancelar consulta' })).not.toBeInTheDocument();

  await userEvent.click(within(past).getByRole('button', { name: 'Marcar como concluída' }));
  expect(await screen.findByText('Consulta concluída')).toBeInTheDocument();
  expect(net.callsTo('PATCH', 'sessoes')[0]!.body).toMatchObject({ id: 'old', status: 'COMPLETED' });
  await waitFor(() => expect(tab(/Histórico \(3\)/)).toBeInTheDocument());

  await userEvent.click(within(screen.getByRole('article', { name: /Ana Souza/ })).getByRole('button', { name: 'Cancelar consulta' }));
  const dialog = await screen.findByRole('dialog', { name: 'Cancelar consulta' });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar consulta' }));
  expect(await screen.findByText('Consulta cancelada')).toBeInTheDocument();
  expect(net.callsTo('PATCH', 'sessoes')[1]!.body).toMatchObject({ id: 'c1', status: 'CANCELLED' });
});

it("'Gerenciar' edits meeting link and notes via PUT /sessoes/{id}, validating the link", async () => {
  const net = api();
  renderManager();
  await userEvent.click(await screen.findByRole('tab', { name: /Confirmadas/ }));
  await userEvent.click(within(screen.getByRole('article', { name: /Ana Souza/ })).getByRole('button', { name: 'Gerenciar' }));
  const dialog = await screen.findByRole('dialog', { name: 'Detalhes da consulta' });
  const link = within(dialog).getByLabelText('Link da reunião');
  await fill(link, 'meet');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
  expect(await within(dialog).findByText('Informe uma URL válida')).toBeInTheDocument();
  expect(net.callsTo('PUT', 'sessoes/c1')).toHaveLength(0);

  await fill(link, 'https://meet.example.com/abc');
  await fill(within(dialog).getByLabelText('Anotações do terapeuta'), 'Trazer exames');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
  expect(await screen.findByText('Detalhes atualizados!')).toBeInTheDocument();
  expect(net.callsTo('PUT', 'sessoes/c1')[0]!.body).toEqual({ meetingLink: 'https://meet.example.com/abc', therapistNotes: 'Trazer exames' });
  expect(await screen.findByRole('link', { name: 'https://meet.example.com/abc' })).toBeInTheDocument();
});

it("a failed details save shows 'Erro ao salvar' and keeps the dialog open", async () => {
  api({ 'PUT sessoes/c1': json({}, 500) });
  renderManager();
  await userEvent.click(await screen.findByRole('tab', { name: /Confirmadas/ }));
  await userEvent.click(within(screen.getByRole('article', { name: /Ana Souza/ })).getByRole('button', { name: 'Gerenciar' }));
  const dialog = await screen.findByRole('dialog', { name: 'Detalhes da consulta' });
  await fill(within(dialog).getByLabelText('Link da reunião'), 'https://meet.example.com/x');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
  expect(await screen.findByText('Erro ao salvar')).toBeInTheDocument();
  expect(screen.getByRole('dialog', { name: 'Detalhes da consulta' })).toBeInTheDocument();
  expect(within(dialog).getByLabelText('Link da reunião')).toHaveValue('https://meet.example.com/x');
});

it('a session cancelled because the client erased the account says so in the history', async () => {
  store = [
    ...store,
    appointment({ id: 'x1', status: 'CANCELLED', cancelReason: 'conta-excluida', date: '2030-03-20', time: '10:00', clientName: 'Cliente Acolhe' }),
  ];
  api();
  renderManager();
  await userEvent.click(await screen.findByRole('tab', { name: /Histórico \(3\)/ }));
  const card = screen.getByRole('article', { name: /Cliente Acolhe/ });
  expect(within(card).getByText('Cancelada')).toBeInTheDocument();
  expect(within(card).getByText('A outra parte excluiu a conta')).toBeInTheDocument();
});
