import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import AreaTerapeutaPage from './AreaTerapeutaPage';
import ConfiguracoesTerapeutaPage from './ConfiguracoesTerapeutaPage';
import { appointment, publicProfile, therapist } from '../test/fixtures';
import { THERAPIST_USER, installFakeApi, json, signIn, signOut } from '../test/fakeApi';
import { renderAt, resetUi } from '@acolhe/shared-ui/testing';
import { SETTINGS_PAGE } from '../test/settingsPage';

const area = () => renderAt(<AreaTerapeutaPage />, { route: '/usuario/t1', path: '/usuario/:id' });
const settings = () => renderAt(<ConfiguracoesTerapeutaPage />, SETTINGS_PAGE);

function api(record: unknown) {
  return installFakeApi({
    'GET terapeutas/t1': record === null ? json({}, 404) : json(record),
    'GET especialidades': json([{ id: 'ansiedade', name: 'Ansiedade' }]),
    'GET sessoes': json([appointment({ status: 'PENDING' })]),
    'GET agenda/terapeutas/t1/disponibilidade': json({}, 404),
    'GET agenda/terapeutas/t1/bloqueios': json([]),
    'GET agenda/terapeutas/t1/feriados': json([]),
    'GET public-terapeutas/t1': record === null ? json({ message: 'Terapeuta não encontrado.' }, 404) : json(publicProfile(therapist())),
  });
}

beforeEach(() => resetUi());
afterEach(signOut);

describe('/usuario/{id}', () => {
  it("shows photo, name, 'Área do Terapeuta', public-profile and settings buttons, profile sections and agenda", async () => {
    signIn();
    api(therapist({ profileImageUrl: 'https://cdn.test/m.png' }));
    area();
    expect(await screen.findByRole('heading', { name: 'Marina Duarte' })).toBeInTheDocument();
    expect(screen.getByText('Área do Terapeuta')).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: 'Foto de Marina Duarte' })).toHaveAttribute('src', 'https://cdn.test/m.png');
    expect(screen.getByRole('link', { name: 'Ver perfil público' })).toHaveAttribute('href', '/terapeuta/t1');
    expect(screen.getByRole('link', { name: 'Configurações' })).toHaveAttribute('href', '/usuario/t1/configuracoes');
    const service = await screen.findByRole('region', { name: 'Atendimento' });
    expect(within(service).getByText('R$ 180,00')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Formação Acadêmica' })).toHaveTextContent('Psicologia — USP (2012)');
    expect(await screen.findByRole('tab', { name: 'Solicitações pendentes (1)' })).toBeInTheDocument();
    expect(screen.queryByText('Complete seu cadastro para poder receber agendamentos')).not.toBeInTheDocument();
  });

  it('a saved profile that is not listed (its CRP cleared) shows the checklist again', async () => {
    signIn();
    api({ ...therapist(), crp: '', publishable: false, missingForPublication: ['crp'] });
    area();
    const checklist = await screen.findByTestId('perfil-pendencias');
    expect(checklist).toHaveTextContent('Seu perfil ainda não aparece para os clientes.');
    expect(within(checklist).getAllByRole('link')).toHaveLength(1);
    expect(within(checklist).getByRole('link')).toHaveAttribute('href', '/usuario/t1/configuracoes#perfil-crp');
  });

  it('prompts a therapist with an incomplete (or missing) profile to complete it', async () => {
    signIn();
    api(null);
    area();
    expect(await screen.findByText('Complete seu cadastro para poder receber agendamentos')).toBeInTheDocument();
    // the checklist of what listing needs, each item a link to its field (issue 30)
    expect(screen.getByRole('link', { name: 'Perfil salvo com os campos obrigatórios (*) (pendente)' })).toHaveAttribute(
      'href',
      '/usuario/t1/configuracoes#perfil-terapeuta',
    );
    expect(screen.getByRole('link', { name: 'Número do CRP com a região (ex.: 06/123456) (pendente)' })).toHaveAttribute(
      'href',
      '/usuario/t1/configuracoes#perfil-crp',
    );
    // the account name stands in until the profile has one
    expect(screen.getByRole('heading', { name: 'Marina Duarte' })).toBeInTheDocument();
    // no public profile yet: no reviews, and no error about them
    expect(await screen.findByText('Você ainda não recebeu avaliações.')).toBeInTheDocument();
  });
});

describe('/usuario/{id}/configuracoes', () => {
  it("a non-therapist sees 'Acesso restrito a terapeutas.'", () => {
    signIn({ ...THERAPIST_USER, id: 'c1', tipo: 'cliente' });
    api(therapist());
    settings();
    expect(screen.getByText('Acesso restrito a terapeutas.')).toBeInTheDocument();
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
  });

  it("has 'Ver meu perfil público' (to /usuario/{id}) and the tabs Perfil (default) and Disponibilidade", async () => {
    signIn();
    api(therapist());
    settings();
    expect(screen.getByRole('link', { name: 'Ver meu perfil público' })).toHaveAttribute('href', '/usuario/t1');
    expect(screen.getByRole('tab', { name: 'Perfil' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getAllByText('Carregando...').length).toBeGreaterThan(0);
    expect(await screen.findByRole('heading', { name: 'Configurações do Perfil' })).toBeVisible();
    await userEvent.click(screen.getByRole('tab', { name: 'Disponibilidade' }));
    expect(await screen.findByRole('region', { name: 'Domingo' })).toBeVisible();
    expect(screen.getByRole('region', { name: 'Sábado' })).toBeVisible();
  });
});
