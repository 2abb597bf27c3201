// Issue 19 on the public profile: CRP with region, languages, session types, approaches, office
// area, free first session, share buttons, the sticky phone bar and the 'Perfil em preparação' page.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import TerapeutaPerfilPage from '../pages/TerapeutaPerfilPage';
import { installFakeApi } from '../test/fakeApi';
import { privateRead, TERAPEUTA, therapist } from '../test/fixtures';
import { renderAt, resetAll, signIn } from '../test/render';

jest.mock('@acolhe/shared-ui', () => ({
  ...jest.requireActual('@acolhe/shared-ui'),
  RemoteComponent: ({ id, props }: { id: string; props?: object }) => (
    <div data-testid="remote" data-id={id} data-props={JSON.stringify(props)} />
  ),
}));

beforeEach(() => {
  resetAll();
  signIn(null);
});

const renderProfile = (path = '/terapeuta/t-1') => renderAt(path, '/terapeuta/:id?', <TerapeutaPerfilPage />);

describe('public profile (issue 19)', () => {
  it('shows the CRP with its region, languages, session types, approaches and only the office area', async () => {
    installFakeApi({
      therapists: [therapist({ sessionTypes: ['individual', 'familia'], approaches: ['tcc', 'sistemica'], officeNeighborhood: 'Pinheiros' })],
    });
    renderProfile();
    await screen.findByRole('heading', { level: 1, name: 'Marina Duarte' });
    expect(screen.getByTestId('perfil-crp')).toHaveTextContent('CRP 06/123456');
    expect(screen.getByText('Português, Inglês')).toBeInTheDocument();
    expect(screen.getByText('Individual, Família')).toBeInTheDocument();
    expect(screen.getByText('TCC (Cognitivo-Comportamental), Sistêmica')).toBeInTheDocument();
    expect(screen.getByText('Pinheiros, São Paulo')).toBeInTheDocument();
    expect(screen.getAllByText('Valor por sessão: R$ 150,00')).toHaveLength(2); // header and phone bar
    expect(screen.queryByText('Primeira sessão gratuita')).not.toBeInTheDocument();
  });

  it('hides the office area for an online-only therapist', async () => {
    installFakeApi({ therapists: [therapist({ sessionFormats: ['online'] })] });
    renderProfile();
    await screen.findByRole('heading', { level: 1, name: 'Marina Duarte' });
    expect(screen.queryByText('Consolação, São Paulo')).not.toBeInTheDocument();
  });

  it("says 'Primeira sessão gratuita' and hands it to the booking card", async () => {
    installFakeApi({ therapists: [therapist({ freeFirstSession: true })] });
    renderProfile();
    await screen.findByRole('heading', { level: 1, name: 'Marina Duarte' });
    expect(screen.getAllByText('Primeira sessão gratuita').length).toBeGreaterThanOrEqual(1);
    expect(JSON.parse(screen.getByTestId('remote').getAttribute('data-props')!)).toMatchObject({ freeFirstSession: true });
  });

  it('shares on WhatsApp (name + URL) and copies the link', async () => {
    installFakeApi({ therapists: [therapist()] });
    const writeText = jest.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderProfile();
    await screen.findByRole('heading', { level: 1, name: 'Marina Duarte' });
    const share = screen.getByRole('group', { name: 'Compartilhar' });
    const url = `${window.location.origin}/terapeuta/t-1`;
    expect(within(share).getByRole('link', { name: 'Compartilhar' })).toHaveAttribute(
      'href',
      `https://wa.me/?text=${encodeURIComponent(`Marina Duarte no Acolhe: ${url}`)}`,
    );
    await userEvent.click(within(share).getByRole('button', { name: 'Copiar link' }));
    expect(writeText).toHaveBeenCalledWith(url);
    expect(await within(share).findByRole('button', { name: 'Link copiado!' })).toBeInTheDocument();
  });

  it("has a bottom 'Agendar' bar with the price that takes the visitor to the booking card", async () => {
    installFakeApi({ therapists: [therapist()] });
    const scrollIntoView = jest.fn();
    HTMLElement.prototype.scrollIntoView = scrollIntoView;
    renderProfile();
    await screen.findByRole('heading', { level: 1, name: 'Marina Duarte' });
    const bar = screen.getByRole('complementary', { name: 'Agendar sessão' });
    expect(within(bar).getByText('Valor por sessão: R$ 150,00')).toBeInTheDocument();
    expect(document.getElementById('agendar')).not.toBeNull();
    await userEvent.click(within(bar).getByRole('button', { name: 'Agendar' }));
    expect(scrollIntoView).toHaveBeenCalled();
    expect(document.activeElement).toBe(document.getElementById('agendar'));
  });

  it("shows 'Perfil em preparação' for a profile that is not public yet", async () => {
    installFakeApi({
      therapists: [],
      override: (call) =>
        call.path === '/public-terapeutas/t-2' ? { status: 404, body: { message: 'Este perfil ainda está sendo preparado.' } } : undefined,
    });
    renderProfile('/terapeuta/t-2');
    expect(await screen.findByRole('heading', { level: 1, name: 'Perfil em preparação' })).toBeInTheDocument();
    expect(screen.getByText('Este perfil ainda está sendo preparado. Volte em breve ou conheça outros profissionais.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Conheça outros profissionais' })).toHaveAttribute('href', '/terapeutas');
    expect(screen.queryByText('Ops! Algo deu errado')).not.toBeInTheDocument();
  });

  it('the therapist on her own unlisted page sees what listing still needs, not the visitor message (issue 30)', async () => {
    signIn(TERAPEUTA);
    installFakeApi({
      therapists: [],
      override: (call) => {
        if (call.path === `/public-terapeutas/${TERAPEUTA.id}`) return { status: 404, body: { message: 'Este perfil ainda está sendo preparado.' } };
        if (call.path === `/terapeutas/${TERAPEUTA.id}`) return { status: 200, body: privateRead({ publishable: false, profileComplete: true, missingForPublication: ['crp', 'specialties'] }) };
        return undefined;
      },
    });
    renderProfile(`/terapeuta/${TERAPEUTA.id}`);
    // the owner's view is a lazy chunk: its first import takes a moment under jest
    expect(await screen.findByRole('heading', { level: 1, name: 'Seu perfil ainda não está público' }, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.queryByText('Perfil em preparação')).not.toBeInTheDocument();
    const checklist = await screen.findByTestId('perfil-pendencias');
    expect(within(checklist).getByRole('link', { name: 'Número do CRP com a região (ex.: 06/123456) (pendente)' })).toHaveAttribute(
      'href',
      `/usuario/${TERAPEUTA.id}/configuracoes#perfil-crp`,
    );
    expect(within(checklist).getByRole('link', { name: 'Pelo menos uma especialidade (pendente)' })).toHaveAttribute(
      'href',
      `/usuario/${TERAPEUTA.id}/configuracoes#perfil-especialidades`,
    );
  });

  it("another therapist on an unlisted page sees the visitor's 'Perfil em preparação'", async () => {
    signIn(TERAPEUTA);
    installFakeApi({
      therapists: [],
      override: (call) => (call.path === '/public-terapeutas/t-2' ? { status: 404, body: { message: 'Este perfil ainda está sendo preparado.' } } : undefined),
    });
    renderProfile('/terapeuta/t-2');
    expect(await screen.findByRole('heading', { level: 1, name: 'Perfil em preparação' })).toBeInTheDocument();
  });

  it("an unknown id says so, without a 'Tentar novamente' that could never succeed (issue 30)", async () => {
    installFakeApi({ therapists: [] });
    renderProfile('/terapeuta/nao-existe');
    expect(await screen.findByRole('heading', { level: 1, name: 'Terapeuta não encontrado' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver todos os terapeutas' })).toHaveAttribute('href', '/terapeutas');
    expect(screen.queryByRole('button', { name: 'Tentar novamente' })).not.toBeInTheDocument();
    expect(screen.queryByText('Ops! Algo deu errado')).not.toBeInTheDocument();
  });
});
