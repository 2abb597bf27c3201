import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ClienteDashboardPage from '../pages/ClienteDashboardPage';
import { installFakeApi } from '../test/fakeApi';
import { CLIENT_ID, client, CLIENT_USER } from '../test/fixtures';
import { renderAt, signInForEachTest } from '@acolhe/shared-ui/testing';

function renderDashboard() {
  return renderAt(<ClienteDashboardPage />, {
    route: `/cliente/${CLIENT_ID}`,
    path: '/cliente/:id',
    otherPaths: ['/terapeutas', '/cliente/:id/configuracoes'],
  });
}

signInForEachTest(CLIENT_USER);

describe('client dashboard header', () => {
  it("shows the client's name as the page title, the e-mail, the avatar and the two actions", async () => {
    installFakeApi({
      [`GET clientes/${CLIENT_ID}`]: { body: client({ name: 'Rafael Lima', email: 'rafael@acolhe.com.br' }) },
      'GET sessoes/cliente': { body: [] },
    });
    renderDashboard();
    expect(await screen.findByRole('heading', { level: 1, name: 'Rafael Lima' })).toBeInTheDocument();
    expect(screen.getByText('rafael@acolhe.com.br')).toBeInTheDocument();
    expect(screen.getByText('RL')).toBeInTheDocument(); // avatar initials without a photo
    expect(screen.getByRole('link', { name: 'Buscar Terapeutas' })).toHaveAttribute('href', '/terapeutas');
    expect(screen.getByRole('link', { name: 'Configurações' })).toHaveAttribute('href', `/cliente/${CLIENT_ID}/configuracoes`);
  });

  it('a long e-mail may break anywhere instead of widening the page on a phone (issue 30)', async () => {
    const email = 'maria.aparecida.dos.santos.silva@exemplo.com'; // 42+ characters, no space
    installFakeApi({ [`GET clientes/${CLIENT_ID}`]: { body: client({ name: 'Maria Aparecida', email }) }, 'GET sessoes/cliente': { body: [] } });
    renderDashboard();
    const text = await screen.findByText(email);
    expect(text).toHaveStyle({ overflowWrap: 'anywhere' });
    expect(screen.getByRole('heading', { level: 1, name: 'Maria Aparecida' })).toHaveStyle({ overflowWrap: 'anywhere' });
  });

  it("fetches the photo at the top of the dashboard first, at its size (the page's main image)", async () => {
    installFakeApi({
      [`GET clientes/${CLIENT_ID}`]: { body: client({ name: 'Rafael Lima', image: 'http://api.test/uploads/clientes/c1.png' }) },
      'GET sessoes/cliente': { body: [] },
    });
    renderDashboard();
    const photo = await screen.findByRole('img', { name: 'Foto de Rafael Lima' });
    expect(photo).toHaveAttribute('width', '72');
    expect(photo).toHaveAttribute('height', '72');
    expect(photo).toHaveAttribute('loading', 'eager');
    expect(photo).toHaveAttribute('fetchpriority', 'high');
  });

  it('goes to the settings page', async () => {
    installFakeApi({ [`GET clientes/${CLIENT_ID}`]: { body: client() }, 'GET sessoes/cliente': { body: [] } });
    const user = userEvent.setup({ delay: null });
    renderDashboard();
    await user.click(await screen.findByRole('link', { name: 'Configurações' }));
    expect(screen.getByTestId('navigated')).toHaveTextContent('/cliente/:id/configuracoes');
  });

  it("says 'Não foi possível carregar seu perfil.' when the profile cannot be read, and retries", async () => {
    let fail = true;
    installFakeApi({
      [`GET clientes/${CLIENT_ID}`]: () => (fail ? { status: 500, body: {} } : { body: client({ name: 'Rafael Lima' }) }),
      'GET sessoes/cliente': { body: [] },
    });
    const user = userEvent.setup({ delay: null });
    renderDashboard();
    expect(await screen.findByText('Não foi possível carregar seu perfil.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Minha conta' })).toBeInTheDocument();
    fail = false;
    await user.click(screen.getAllByRole('button', { name: 'Tentar novamente' })[0]!);
    expect(await screen.findByRole('heading', { level: 1, name: 'Rafael Lima' })).toBeInTheDocument();
    expect(screen.queryByText('Não foi possível carregar seu perfil.')).not.toBeInTheDocument();
  });
});
