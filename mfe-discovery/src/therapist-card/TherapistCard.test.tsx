import { screen, within } from '@testing-library/react';
import { renderUi, resetAll } from '../test/render';
import { therapist } from '../test/fixtures';
import { TherapistCard } from './TherapistCard';

beforeEach(resetAll);

describe('TherapistCard', () => {
  it('shows name, title, rating, review count, R$ price and location, linking to the profile', () => {
    renderUi(<TherapistCard therapist={therapist()} />);
    const card = screen.getByRole('link', { name: /Marina Duarte/ });
    expect(card).toHaveAttribute('href', '/terapeuta/t-1');
    const c = within(card);
    expect(c.getByRole('heading', { level: 3, name: 'Marina Duarte' })).toBeInTheDocument();
    expect(c.getByText('Psicóloga clínica')).toBeInTheDocument();
    expect(c.getByText('4,8')).toBeInTheDocument();
    expect(c.getByRole('img', { name: 'Nota 4,8 de 5' })).toBeInTheDocument();
    expect(c.getByText('(12 avaliações)')).toBeInTheDocument();
    expect(c.getByText('Valor por sessão: R$ 150,00')).toBeInTheDocument();
    expect(c.getByText('São Paulo, SP')).toBeInTheDocument();
  });

  it('shows initials when there is no photo, and the default title when empty', () => {
    renderUi(<TherapistCard therapist={therapist({ title: '', profileImageUrl: '', image: '' })} />);
    expect(screen.getByText('MD')).toBeInTheDocument();
    expect(screen.getByText('Psicólogo(a)')).toBeInTheDocument();
  });

  it("a card's photo states its size and loads lazily: cards sit below the fold", () => {
    renderUi(<TherapistCard therapist={therapist({ profileImageUrl: 'http://api.test/uploads/marina.webp' })} />);
    const photo = screen.getByRole('img', { name: 'Foto de Marina Duarte' });
    expect(photo).toHaveAttribute('width', '64');
    expect(photo).toHaveAttribute('height', '64');
    expect(photo).toHaveAttribute('loading', 'lazy');
    expect(photo).toHaveAttribute('decoding', 'async');
  });

  it("a verified CRP: 'CRP verificado' on the card, its day for screen readers and as the tooltip; none before", () => {
    renderUi(<TherapistCard therapist={therapist({ crpVerificadoEm: '2026-11-20' })} />);
    const badge = screen.getByTestId('crp-verificado');
    expect(badge).toHaveTextContent('CRP verificado em 20/11/2026');
    expect(badge).toHaveAttribute('title', expect.stringContaining('CRP verificado em 20/11/2026'));
    expect(screen.getByRole('link', { name: /CRP verificado em 20\/11\/2026/ })).toBeInTheDocument();
  });

  it.each([null, undefined])('no badge while the CRP is not verified (%s)', (crpVerificadoEm) => {
    renderUi(<TherapistCard therapist={therapist({ crpVerificadoEm })} />);
    expect(screen.queryByText(/CRP verificado/)).not.toBeInTheDocument();
  });

  it('home cards list no specialties', () => {
    renderUi(<TherapistCard therapist={therapist()} />);
    expect(screen.queryByText('Ansiedade')).not.toBeInTheDocument();
  });

  it('search cards show at most 3 specialties then +N', () => {
    renderUi(<TherapistCard therapist={therapist()} showSpecialties headingOrder={2} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Marina Duarte' })).toBeInTheDocument();
    for (const name of ['Ansiedade', 'Depressão', 'TCC']) expect(screen.getByText(name)).toBeInTheDocument();
    expect(screen.queryByText('Luto')).not.toBeInTheDocument();
    expect(screen.getByText('+2')).toBeInTheDocument();
  });

  it('no +N badge with 3 specialties or fewer', () => {
    const t = therapist();
    renderUi(<TherapistCard therapist={{ ...t, specialties: t.specialties.slice(0, 3) }} showSpecialties />);
    expect(screen.getByText('TCC')).toBeInTheDocument();
    expect(screen.queryByText(/^\+\d/)).not.toBeInTheDocument();
  });

  it("shows 'Novo no Acolhe' before the first review: no average, no grey stars, no '(0 avaliações)'", () => {
    renderUi(<TherapistCard therapist={therapist({ rating: 0, reviewCount: 0 })} />);
    expect(screen.getByText('Novo no Acolhe')).toBeInTheDocument();
    expect(screen.queryByText('(0 avaliações)')).not.toBeInTheDocument();
    expect(screen.queryByText('0,0')).not.toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Ainda sem nota' })).not.toBeInTheDocument();
  });

  it('shows the short description, the modality badges and the next free time (issue 19)', () => {
    renderUi(<TherapistCard therapist={therapist({ nextAvailable: '2025-11-27T14:00' })} />);
    const card = screen.getByTestId('therapist-card');
    expect(within(card).getByText('Atendimento acolhedor para adultos.')).toBeInTheDocument();
    const formats = within(card).getByRole('list', { name: 'Modalidades' });
    expect(within(formats).getAllByRole('listitem').map((x) => x.textContent)).toEqual(['Online', 'Presencial']);
    expect(within(card).getByText('Próximo horário: qui, 27/11 às 14:00')).toBeInTheDocument();
    expect(within(card).getByText('Valor por sessão: R$ 150,00')).toBeInTheDocument();
  });

  it("says 'Primeira sessão gratuita' instead of only the price, and nothing when no time is free", () => {
    renderUi(<TherapistCard therapist={therapist({ freeFirstSession: true, sessionFormats: ['online'], nextAvailable: null })} />);
    expect(screen.getByText('Primeira sessão gratuita')).toBeInTheDocument();
    expect(screen.getByText('Demais sessões: R$ 150,00')).toBeInTheDocument();
    expect(screen.queryByText('Valor por sessão: R$ 150,00')).not.toBeInTheDocument();
    expect(screen.queryByText(/Próximo horário/)).not.toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Modalidades' })).getAllByRole('listitem')).toHaveLength(1);
  });

  it('formats other prices in pt-BR and uses city/state without a location', () => {
    renderUi(
      <TherapistCard therapist={therapist({ price: 1280.5, sessionPrice: 1280.5, location: '', city: 'Salvador', state: 'BA', reviewCount: 1 })} />,
    );
    expect(screen.getByText('Valor por sessão: R$ 1.280,50')).toBeInTheDocument();
    expect(screen.getByText('Salvador, BA')).toBeInTheDocument();
    expect(screen.getByText('(1 avaliação)')).toBeInTheDocument();
  });
});
