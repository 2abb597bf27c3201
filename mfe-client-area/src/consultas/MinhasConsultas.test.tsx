import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ClienteDashboardPage from '../pages/ClienteDashboardPage';
import { installFakeApi } from '../test/fakeApi';
import { CLIENT_ID, appointment, client, CLIENT_USER } from '../test/fixtures';
import { renderAt, signInForEachTest } from '@acolhe/shared-ui/testing';

const SESSIONS = [
  appointment({ id: 'conf', status: 'CONFIRMED', therapistName: 'Marina Duarte', date: '2030-03-05', time: '14:00', meetingLink: 'https://meet.example/abc' }),
  appointment({ id: 'pend', status: 'PENDING', therapistId: 't2', therapistName: 'João Prado', date: '2030-04-10', time: '09:00' }),
  appointment({ id: 'done', status: 'COMPLETED', therapistName: 'Ana Souza', date: '2024-02-01', time: '10:00' }),
  appointment({ id: 'rej', status: 'REJECTED', therapistName: 'Recusado Silva', date: '2030-05-01' }),
  appointment({ id: 'canc', status: 'CANCELLED', therapistName: 'Cancelado Costa', date: '2030-05-02' }),
];

function renderDashboard() {
  return renderAt(<ClienteDashboardPage />, {
    route: `/cliente/${CLIENT_ID}`,
    path: '/cliente/:id',
    otherPaths: ['/terapeutas', '/cliente/:id/configuracoes', '/terapeuta/:id'],
  });
}

signInForEachTest(CLIENT_USER);

describe('Minhas sessões', () => {
  it('shows each status in its tab (Próximas = CONFIRMED, Pendentes = PENDING, Anteriores = COMPLETED) and REJECTED/CANCELLED under Canceladas e recusadas', async () => {
    installFakeApi({ [`GET clientes/${CLIENT_ID}`]: { body: client() }, 'GET sessoes/cliente': { body: SESSIONS } });
    const user = userEvent.setup({ delay: null });
    renderDashboard();

    expect(await screen.findByRole('heading', { level: 2, name: 'Minhas sessões' })).toBeInTheDocument();
    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual(['Próximas', 'Pendentes', 'Anteriores', 'Canceladas e recusadas']);

    // Próximas (default): the confirmed one, with date, time, status label and the meeting link
    const confirmed = await screen.findByRole('listitem', { name: 'Consulta com Marina Duarte em 05/03/2030 às 14:00' });
    expect(within(confirmed).getByText('Confirmada')).toBeInTheDocument();
    expect(within(confirmed).getByRole('link', { name: 'https://meet.example/abc' })).toHaveAttribute('href', 'https://meet.example/abc');
    expect(within(confirmed).getByRole('link', { name: 'Marina Duarte' })).toHaveAttribute('href', '/terapeuta/t1');
    expect(screen.getAllByRole('listitem')).toHaveLength(1);

    await user.click(screen.getByRole('tab', { name: 'Pendentes' }));
    const pending = await screen.findByRole('listitem', { name: 'Consulta com João Prado em 10/04/2030 às 09:00' });
    expect(within(pending).getByText('Pendente')).toBeInTheDocument();
    expect(within(pending).queryByRole('link', { name: /meet/ })).not.toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(1);

    await user.click(screen.getByRole('tab', { name: 'Anteriores' }));
    const past = await screen.findByRole('listitem', { name: 'Consulta com Ana Souza em 01/02/2024 às 10:00' });
    expect(within(past).getByText('Concluída')).toBeInTheDocument();
    // a past session can no longer be cancelled
    expect(within(past).queryByRole('button', { name: /Cancelar/ })).not.toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(1);

    expect(screen.queryByText('Recusado Silva')).not.toBeInTheDocument();
    expect(screen.queryByText('Cancelado Costa')).not.toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Canceladas e recusadas' }));
    expect(await screen.findByRole('listitem', { name: /Recusado Silva/ })).toBeInTheDocument();
    expect(screen.getByRole('listitem', { name: /Cancelado Costa/ })).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
  });

  it('a session that came from the waiting list says when it was offered and accepted; an ordinary one says nothing (issue 46 item 4)', async () => {
    const listaDeEspera = { ofertadaEm: '2030-03-04T17:05:00.000Z', reservadaAte: '2030-03-04T17:35:00.000Z', aceitaEm: '2030-03-04T17:20:00.000Z', ofertasAntes: 0 };
    const sessions = [
      appointment({ id: 'lista', status: 'PENDING', therapistName: 'Marina Duarte', date: '2030-04-10', time: '09:00', listaDeEspera }),
      appointment({ id: 'comum', status: 'PENDING', therapistName: 'João Prado', therapistId: 't2', date: '2030-04-11', time: '09:00', listaDeEspera: null }),
    ];
    installFakeApi({ [`GET clientes/${CLIENT_ID}`]: { body: client() }, 'GET sessoes/cliente': { body: sessions } });
    renderDashboard();
    await userEvent.click(await screen.findByRole('tab', { name: /Pendentes/ }));
    const fromList = await screen.findByRole('listitem', { name: 'Consulta com Marina Duarte em 10/04/2030 às 09:00' });
    expect(within(fromList).getByText('Veio da lista de espera: oferecido em 04/03 às 14:05, aceito em 04/03 às 14:20')).toBeInTheDocument();
    const ordinary = screen.getByRole('listitem', { name: 'Consulta com João Prado em 11/04/2030 às 09:00' });
    expect(within(ordinary).queryByText(/lista de espera/)).not.toBeInTheDocument();
  });

  it('says so in an empty tab and links to the search', async () => {
    installFakeApi({ [`GET clientes/${CLIENT_ID}`]: { body: client() }, 'GET sessoes/cliente': { body: [] } });
    const user = userEvent.setup({ delay: null });
    renderDashboard();
    expect(await screen.findByText('Você não tem consultas confirmadas.')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Encontrar um terapeuta' }));
    expect(screen.getByTestId('navigated')).toHaveTextContent('/terapeutas');
  });

  it('cancels only after confirmation, then refreshes the list', async () => {
    let list = SESSIONS;
    const api = installFakeApi({
      [`GET clientes/${CLIENT_ID}`]: { body: client() },
      'GET sessoes/cliente': () => ({ body: list }),
      'PATCH sessoes/pend': () => {
        list = list.map((a) => (a.id === 'pend' ? { ...a, status: 'CANCELLED' as const } : a));
        return { body: list.find((a) => a.id === 'pend') };
      },
    });
    const user = userEvent.setup({ delay: null });
    renderDashboard();
    await user.click(await screen.findByRole('tab', { name: 'Pendentes' }));
    const cancelButton = await screen.findByRole('button', { name: 'Cancelar consulta com João Prado em 10/04/2030 às 09:00' });

    // first thoughts: "Manter consulta" closes the dialog and sends nothing
    await user.click(cancelButton);
    let dialog = await screen.findByRole('dialog', { name: 'Cancelar consulta' });
    expect(dialog).toHaveTextContent('Deseja cancelar a consulta com João Prado em 10/04/2030 às 09:00?');
    await user.click(within(dialog).getByRole('button', { name: 'Manter consulta' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo('PATCH', 'sessoes/pend')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Cancelar consulta com João Prado em 10/04/2030 às 09:00' }));
    dialog = await screen.findByRole('dialog', { name: 'Cancelar consulta' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar consulta' }));

    expect(await screen.findByText('Consulta cancelada')).toBeInTheDocument();
    const [patch] = api.callsTo('PATCH', 'sessoes/pend');
    expect(patch?.body).toEqual({ status: 'CANCELLED' });
    expect(patch?.idempotencyKey).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(await screen.findByText('Você não tem solicitações pendentes.')).toBeInTheDocument();
    expect(api.callsTo('GET', 'sessoes/cliente').length).toBeGreaterThanOrEqual(2);
  });

  it('keeps the appointment and tells why when the cancellation fails', async () => {
    installFakeApi({
      [`GET clientes/${CLIENT_ID}`]: { body: client() },
      'GET sessoes/cliente': { body: SESSIONS },
      'PATCH sessoes/conf': { status: 409, body: { message: 'A consulta já começou.' } },
    });
    const user = userEvent.setup({ delay: null });
    renderDashboard();
    await user.click(await screen.findByRole('button', { name: 'Cancelar consulta com Marina Duarte em 05/03/2030 às 14:00' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancelar consulta' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar consulta' }));
    expect(await screen.findByText('Erro ao cancelar')).toBeInTheDocument();
    expect(screen.getByText('A consulta já começou.')).toBeInTheDocument();
    expect(screen.getByRole('listitem', { name: /Marina Duarte/ })).toBeInTheDocument();
  });

  it('offers no cancel action once the session has started', async () => {
    installFakeApi({
      [`GET clientes/${CLIENT_ID}`]: { body: client() },
      'GET sessoes/cliente': { body: [appointment({ status: 'CONFIRMED', date: '2020-01-01', time: '10:00' })] },
    });
    renderDashboard();
    const item = await screen.findByRole('listitem', { name: /01\/01\/2020/ });
    expect(within(item).queryByRole('button')).not.toBeInTheDocument();
  });

  it('shows an error with a retry when the appointments cannot be loaded', async () => {
    installFakeApi({ [`GET clientes/${CLIENT_ID}`]: { body: client() }, 'GET sessoes/cliente': { status: 500, body: {} } });
    renderDashboard();
    expect(await screen.findByText('Não foi possível carregar suas consultas.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Tentar novamente' })).toBeInTheDocument();
  });

  it("an answer that is not the row's is refused (read with listClientSessions' schema): the therapist's notes never show as a client's session", async () => {
    installFakeApi({
      [`GET clientes/${CLIENT_ID}`]: { body: client() },
      'GET sessoes/cliente': { body: [{ ...appointment({ id: 'a1', therapistName: 'João Prado' }), therapistNotes: 'anotação privada' }] },
    });
    renderDashboard();
    expect(await screen.findByText('Não foi possível carregar suas consultas.')).toBeInTheDocument();
    expect(screen.queryByText(/anotação privada/)).not.toBeInTheDocument();
  });
});

describe("'Entrar na sala' (issue 33)", () => {
  it('on a confirmed online session in Próximas while its room is open, never on a presencial one', async () => {
    // 13:55 in São Paulo: the 14:00 session's room opened at 13:50 (only Date is faked)
    jest.useFakeTimers({
      now: new Date('2030-03-05T13:55:00-03:00'),
      doNotFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'setImmediate', 'clearImmediate', 'queueMicrotask', 'nextTick', 'requestAnimationFrame', 'cancelAnimationFrame', 'hrtime', 'performance'],
    });
    try {
      const sessions = [
        appointment({ id: 'online', status: 'CONFIRMED', therapistName: 'Marina Duarte', date: '2030-03-05', time: '14:00', modality: 'online' }),
        appointment({ id: 'office', status: 'CONFIRMED', therapistName: 'João Prado', therapistId: 't2', date: '2030-03-05', time: '13:30', modality: 'presencial' }),
        // a therapist who prefers their own link: the api's salaUrl says where to go
        { ...appointment({ id: 'own', status: 'CONFIRMED', therapistName: 'Ana Souza', therapistId: 't3', date: '2030-03-05', time: '14:00', modality: 'online' }), salaUrl: 'https://meet.exemplo/ana' },
      ];
      installFakeApi({ [`GET clientes/${CLIENT_ID}`]: { body: client() }, 'GET sessoes/cliente': { body: sessions } });
      renderDashboard();
      const online = await screen.findByRole('listitem', { name: 'Consulta com Marina Duarte em 05/03/2030 às 14:00' });
      expect(within(online).getByRole('link', { name: 'Entrar na sala' })).toHaveAttribute('href', '/sessao/online/sala');
      const office = screen.getByRole('listitem', { name: 'Consulta com João Prado em 05/03/2030 às 13:30' });
      expect(within(office).queryByRole('link', { name: 'Entrar na sala' })).not.toBeInTheDocument();
      const own = screen.getByRole('listitem', { name: 'Consulta com Ana Souza em 05/03/2030 às 14:00' });
      expect(within(own).getByRole('link', { name: 'Entrar na sala' })).toHaveAttribute('href', 'https://meet.exemplo/ana');
    } finally {
      jest.useRealTimers();
    }
  });
});
