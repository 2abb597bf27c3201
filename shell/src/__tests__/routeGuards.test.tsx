// product.md#screens guards, through the shell's real route table (shell/src/routes/AppRoutes.tsx): pages
// of remotes are stood in for by a marker naming the exposed module that would be mounted.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearSession, login } from '@acolhe/shared-auth';
import { currentLocation } from '../test-utils/render';
import type { ModuleMocks } from '../test-utils/moduleMocks';
import { CLIENTE, signInForTest, TERAPEUTA } from '../test-utils/session';
import { visitAs, visitRoute as visit } from '../test-utils/routes';

jest.mock('@acolhe/shared-auth', () =>
  jest.requireActual<ModuleMocks>('../test-utils/moduleMocks').sharedAuthWithMocked('login'),
);
const loginMock = jest.mocked(login);

jest.mock('@acolhe/shared-ui', () => jest.requireActual<ModuleMocks>('../test-utils/moduleMocks').sharedUiWithRemoteMarker());

beforeEach(() => {
  clearSession();
  window.localStorage.clear();
});

const remote = () => screen.findByTestId('remote');

describe('route guards (product.md#screens)', () => {
  it.each(['/cliente/cli-1', '/cliente/cli-1/configuracoes', '/usuario/ter-1', '/usuario/ter-1/configuracoes'])(
    'no user on %s → /login?returnTo=<path>',
    async (path) => {
      await visit(path);
      await waitFor(() => expect(currentLocation()).toBe(`/login?returnTo=${encodeURIComponent(path)}`));
      expect(await screen.findByRole('heading', { level: 1, name: 'Entrar' })).toBeInTheDocument();
      expect(screen.queryByTestId('remote')).not.toBeInTheDocument();
    },
  );

  it('keeps the query of the path in returnTo', async () => {
    await visit('/cliente/cli-1?aba=pendentes');
    await waitFor(() => expect(currentLocation()).toBe(`/login?returnTo=${encodeURIComponent('/cliente/cli-1?aba=pendentes')}`));
  });

  it.each([
    ["a client opening /usuario/{id} lands on its own /cliente/{id}", CLIENTE, '/usuario/ter-1', '/cliente/cli-1', 'clientArea/ClienteDashboardPage'],
    ["a client opening another client's settings lands on its own home", CLIENTE, '/cliente/outro/configuracoes', '/cliente/cli-1', 'clientArea/ClienteDashboardPage'],
    ["a therapist opening someone else's /usuario/{otherId} lands on its own home", TERAPEUTA, '/usuario/outro-terapeuta', '/usuario/ter-1', 'therapistArea/AreaTerapeutaPage'],
    ['a therapist opening /cliente/{own id} (wrong role) lands on /usuario/{id}', TERAPEUTA, '/cliente/ter-1', '/usuario/ter-1', 'therapistArea/AreaTerapeutaPage'],
    // a customer at the operators' console lands on their own home
    ["a client (a customer) at the operators' console /operacao lands on their own home", CLIENTE, '/operacao', '/cliente/cli-1', 'clientArea/ClienteDashboardPage'],
    ["a client (a customer) at the operators' console /operacao/auditoria?acao=x lands on their own home", CLIENTE, '/operacao/auditoria?acao=x', '/cliente/cli-1', 'clientArea/ClienteDashboardPage'],
    ["a therapist (a customer) at the operators' console /operacao/verificacoes lands on their own home", TERAPEUTA, '/operacao/verificacoes', '/usuario/ter-1', 'therapistArea/AreaTerapeutaPage'],
    ["a therapist (a customer) at the operators' console /operacao/entrar lands on their own home", TERAPEUTA, '/operacao/entrar', '/usuario/ter-1', 'therapistArea/AreaTerapeutaPage'],
  ])('%s', async (_case, who, path, home, page) => {
    await visitAs(who, path);
    await waitFor(() => expect(currentLocation()).toBe(home));
    expect(await remote()).toHaveTextContent(page);
  });

  it.each([
    ['cliente', CLIENTE, '/cliente/cli-1', 'clientArea/ClienteDashboardPage'],
    ['cliente', CLIENTE, '/cliente/cli-1/configuracoes', 'clientArea/ClienteConfiguracoesPage'],
    ['terapeuta', TERAPEUTA, '/usuario/ter-1', 'therapistArea/AreaTerapeutaPage'],
    ['terapeuta', TERAPEUTA, '/usuario/ter-1/configuracoes', 'therapistArea/ConfiguracoesTerapeutaPage'],
  ])('the owner opens their own page (%s on %s)', async (_tipo, who, path, module) => {
    await visitAs(who, path);
    expect(await remote()).toHaveTextContent(module);
    expect(currentLocation()).toBe(path);
  });

  it('/agendar/{id} has no guard: a guest sees the booking page', async () => {
    await visit('/agendar/ter-1');
    expect(await remote()).toHaveTextContent('booking/AgendarPage');
    expect(currentLocation()).toBe('/agendar/ter-1');
  });


  it.each(['/operacao', '/operacao/entrar', '/operacao/verificacoes'])(
    'no customer session at %s: the console mounts (it asks for the operators\' own sign-in)',
    async (path) => {
      await visit(path);
      expect(await remote()).toHaveTextContent('operacao/OperacaoPage');
      expect(currentLocation()).toBe(path);
    },
  );

  it.each([
    ['cliente', CLIENTE],
    ['terapeuta', TERAPEUTA],
  ])('/sessao/{id}/sala opens for any signed-in account (%s): the api says who is a party', async (_tipo, who) => {
    await visitAs(who, '/sessao/s-1/sala');
    expect(await remote()).toHaveTextContent('booking/SalaPage');
    expect(currentLocation()).toBe('/sessao/s-1/sala');
  });

  it('/sessao/{id}/sala without a session → /login?returnTo=<path>, never the room', async () => {
    await visit('/sessao/s-1/sala');
    await waitFor(() => expect(currentLocation()).toBe(`/login?returnTo=${encodeURIComponent('/sessao/s-1/sala')}`));
    expect(screen.queryByTestId('remote')).not.toBeInTheDocument();
  });

  it('public pages stay public', async () => {
    await visit('/terapeutas?search=ansiedade');
    expect(await remote()).toHaveTextContent('discovery/TerapeutasPage');
    expect(currentLocation()).toBe('/terapeutas?search=ansiedade');
  });

  it('the shell\'s own /cadastro renders for a guest', async () => {
    await visit('/cadastro');
    expect(await screen.findByRole('heading', { level: 1, name: 'Cadastre-se' })).toBeInTheDocument();
  });

  it('an unknown path shows the not-found page', async () => {
    await visit('/nao/existe');
    expect(screen.getByText('Oops! Page not found')).toBeInTheDocument();
  });
});

describe('login from a guarded page', () => {
  it('after login the returnTo page opens and stays open (the guard sees the new session at once)', async () => {
    const user = userEvent.setup();
    loginMock.mockImplementation(async () => signInForTest(CLIENTE));
    await visit('/cliente/cli-1');
    await waitFor(() => expect(currentLocation()).toBe('/login?returnTo=%2Fcliente%2Fcli-1'));
    await user.type(await screen.findByLabelText('E-mail'), CLIENTE.email);
    await user.type(screen.getByLabelText('Senha'), 'Segura123');
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(await remote()).toHaveTextContent('clientArea/ClienteDashboardPage');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(currentLocation()).toBe('/cliente/cli-1');
  });
});
