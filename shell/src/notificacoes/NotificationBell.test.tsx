import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { NotificationInbox, NotificationItem } from '@acolhe/shared-domain';
import { queryClient } from '@acolhe/shared-ui/data';
import { currentLocation, renderWithProviders } from '../test-utils/render';
import { installFakeApi, type RouteHandler } from '../test-utils/fakeApi';
import { CLIENTE, signInForTest } from '../test-utils/session';
import { Header } from '../layout/Header';

const NOW = Date.now();
const minutesAgo = (m: number) => new Date(NOW - m * 60_000).toISOString();

function item(overrides: Partial<NotificationItem> = {}): NotificationItem {
  return {
    id: 'n1',
    tipo: 'sessao-confirmada',
    titulo: 'Sessão confirmada',
    mensagem: 'Marina Duarte confirmou sua sessão de 05/03/2030 às 14:00.',
    link: '/cliente/cli-1',
    criadaEm: minutesAgo(5),
    lida: false,
    ...overrides,
  };
}

const INBOX: NotificationInbox = {
  content: [
    item(),
    item({ id: 'n2', tipo: 'sessao-recusada', titulo: 'Sessão recusada', mensagem: 'João Prado recusou sua solicitação.', link: '/terapeuta/t2', criadaEm: minutesAgo(180) }),
    item({ id: 'n3', tipo: 'lembrete-24h', titulo: 'Lembrete: sessão amanhã', mensagem: 'Sua sessão é amanhã às 14:00.', criadaEm: '2030-03-04T17:00:00.000Z', lida: true }),
  ],
  naoLidas: 3,
};

/** An inbox the fake api keeps, marking rows read as POST /notificacoes/lidas asks. */
function inboxApi(initial: NotificationInbox, mark?: RouteHandler) {
  let inbox = initial;
  return installFakeApi({
    'GET notificacoes': () => ({ body: inbox }),
    'POST notificacoes/lidas': (call) => {
      if (mark) return mark(call);
      const ids = (call.body as { ids?: string[] }).ids;
      const read = inbox.content.filter((n) => !n.lida && (!ids || ids.includes(n.id))).length;
      inbox = { content: inbox.content.map((n) => (!ids || ids.includes(n.id) ? { ...n, lida: true } : n)), naoLidas: ids ? inbox.naoLidas - read : 0 };
      return { status: 204 };
    },
  });
}

function setup() {
  const user = userEvent.setup();
  renderWithProviders(<Header />, { route: '/terapeutas' });
  return user;
}

const bell = () => screen.findByRole('button', { name: 'Notificações' });

/** The bell's dialog (what its aria-controls names). jsdom has no layout: Mantine's floating
 * dropdown stays `display: none` there, so what is inside is looked up with `hidden: true`. */
async function openInbox(user: ReturnType<typeof userEvent.setup>) {
  const button = await bell();
  await user.click(button);
  await waitFor(() => expect(button).toHaveAttribute('aria-expanded', 'true'));
  const dialog = await waitFor(() => {
    const element = document.getElementById(button.getAttribute('aria-controls') ?? '');
    expect(element).not.toBeNull();
    return element!;
  });
  expect(dialog).toHaveAttribute('role', 'dialog');
  return dialog;
}

beforeEach(() => {
  window.localStorage.clear();
  queryClient.clear();
  queryClient.setDefaultOptions({ queries: { retry: false, refetchOnWindowFocus: false }, mutations: { retry: false } });
  signInForTest(CLIENTE);
});

describe('NotificationBell', () => {
  it('shows the unread count on the bell, as a badge and as its accessible description', async () => {
    inboxApi(INBOX);
    setup();
    const button = await bell();
    await waitFor(() => expect(button).toHaveAccessibleDescription('3 não lidas'));
    expect(screen.getByText('3', { selector: 'span' })).toBeInTheDocument();
  });

  it('lists the latest notifications with title, message and time, unread ones marked', async () => {
    inboxApi(INBOX);
    const user = setup();
    const dialog = await openInbox(user);
    // the dialog is named by the bell ('Notificações')
    expect(dialog).toHaveAttribute('aria-labelledby', screen.getByRole('button', { name: 'Notificações' }).id);
    const list = await within(dialog).findByRole('list', { name: 'Últimas notificações', hidden: true });
    const links = within(list).getAllByRole('link', { hidden: true });
    expect(links).toHaveLength(3);
    expect(links[0]).toHaveTextContent('Sessão confirmada');
    expect(links[0]).toHaveTextContent('Marina Duarte confirmou sua sessão de 05/03/2030 às 14:00.');
    expect(links[0]).toHaveTextContent('há 5 min');
    expect(links[0]).toHaveTextContent('Não lida');
    expect(links[1]).toHaveTextContent('há 3 h');
    // older than a day: dd/MM/yyyy HH:mm in Brazil (17:00 UTC = 14:00 in São Paulo), and read
    expect(links[2]).toHaveTextContent('04/03/2030 14:00');
    expect(links[2]).not.toHaveTextContent('Não lida');
    expect(links[0]).toHaveAttribute('href', '/cliente/cli-1');
    expect(links[1]).toHaveAttribute('href', '/terapeuta/t2');
  });

  it('opening a notification marks it read and navigates to its link', async () => {
    const api = inboxApi(INBOX);
    const user = setup();
    const dialog = await openInbox(user);
    await user.click(await within(dialog).findByRole('link', { name: /Sessão recusada/, hidden: true }));
    await waitFor(() => expect(api.callsTo('POST', 'notificacoes/lidas')).toHaveLength(1));
    expect(api.callsTo('POST', 'notificacoes/lidas')[0]!.body).toEqual({ ids: ['n2'] });
    expect(currentLocation()).toBe('/terapeuta/t2');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Notificações' })).toHaveAccessibleDescription('2 não lidas'));
  });

  it('opening one already read sends nothing', async () => {
    const api = inboxApi(INBOX);
    const user = setup();
    const dialog = await openInbox(user);
    await user.click(await within(dialog).findByRole('link', { name: /Lembrete: sessão amanhã/, hidden: true }));
    expect(currentLocation()).toBe('/cliente/cli-1');
    expect(api.callsTo('POST', 'notificacoes/lidas')).toHaveLength(0);
  });

  it("'Marcar todas como lidas' sends {} and the badge goes away", async () => {
    const api = inboxApi(INBOX);
    const user = setup();
    const dialog = await openInbox(user);
    await user.click(within(dialog).getByRole('button', { name: 'Marcar todas como lidas', hidden: true }));
    await waitFor(() => expect(api.callsTo('POST', 'notificacoes/lidas')).toHaveLength(1));
    expect(api.callsTo('POST', 'notificacoes/lidas')[0]!.body).toEqual({});
    await waitFor(() => expect(screen.getByRole('button', { name: 'Notificações' })).not.toHaveAccessibleDescription());
    expect(within(dialog).queryByText('Não lida')).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Marcar todas como lidas', hidden: true })).toBeDisabled();
  });

  it('a failed mark-all puts the count back', async () => {
    inboxApi(INBOX, () => ({ status: 500, body: { message: 'Erro interno' } }));
    const user = setup();
    const dialog = await openInbox(user);
    await user.click(within(dialog).getByRole('button', { name: 'Marcar todas como lidas', hidden: true }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Notificações' })).toHaveAccessibleDescription('3 não lidas'));
    expect(within(dialog).getAllByText('Não lida', { exact: false }).length).toBeGreaterThan(0);
  });

  it('empty inbox: no badge and the empty state', async () => {
    inboxApi({ content: [], naoLidas: 0 });
    const user = setup();
    const dialog = await openInbox(user);
    expect(await within(dialog).findByText('Nenhuma notificação por enquanto.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Notificações' })).not.toHaveAccessibleDescription();
    expect(within(dialog).getByRole('button', { name: 'Marcar todas como lidas', hidden: true })).toBeDisabled();
  });

  it('a load failure says so, with a retry', async () => {
    let fail = true;
    installFakeApi({ 'GET notificacoes': () => (fail ? { status: 500, body: {} } : { body: INBOX }) });
    const user = setup();
    const dialog = await openInbox(user);
    expect(await within(dialog).findByText('Não foi possível carregar suas notificações.')).toBeInTheDocument();
    fail = false;
    await user.click(within(dialog).getByRole('button', { name: 'Tentar novamente', hidden: true }));
    expect(await within(dialog).findByRole('link', { name: /Sessão confirmada/, hidden: true })).toBeInTheDocument();
  });

  it('asks the api again every 60 seconds', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    try {
      const api = inboxApi(INBOX);
      renderWithProviders(<Header />, { route: '/terapeutas' });
      await act(async () => {
        await jest.advanceTimersByTimeAsync(1_000);
      });
      expect(api.callsTo('GET', 'notificacoes')).toHaveLength(1);
      await act(async () => {
        await jest.advanceTimersByTimeAsync(59_000);
      });
      expect(api.callsTo('GET', 'notificacoes')).toHaveLength(1 + 1);
    } finally {
      jest.useRealTimers();
    }
  });

  it('a guest has no bell', () => {
    window.localStorage.clear();
    installFakeApi({});
    setup();
    expect(screen.queryByRole('button', { name: 'Notificações' })).not.toBeInTheDocument();
  });
});
