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

  it('shows no average before the first review', () => {
    renderUi(<TherapistCard therapist={therapist({ rating: 0, reviewCount: 0 })} />);
    expect(screen.getByText('(0 avaliações)')).toBeInTheDocument();
    expect(screen.queryByText('0,0')).not.toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Ainda sem nota' })).toBeInTheDocument();
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
