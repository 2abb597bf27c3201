import { formatRating, locationLabel, priceLabel, reviewCountLabel, visibleSpecialties } from './cardText';

const spec = (n: number) => Array.from({ length: n }, (_, i) => ({ id: `s${i}`, name: `Especialidade ${i}` }));

describe('card texts', () => {
  it('formats the price in R$ pt-BR', () => {
    expect(priceLabel({ price: 150, sessionPrice: 150 })).toBe('Valor por sessão: R$ 150,00');
    expect(priceLabel({ price: 1234.5, sessionPrice: 1234.5 })).toBe('Valor por sessão: R$ 1.234,50');
    expect(priceLabel({ price: 0, sessionPrice: 200 })).toBe('Valor por sessão: R$ 200,00');
  });

  it('formats the rating with one decimal and a comma', () => {
    expect(formatRating(4.75)).toBe('4,8');
    expect(formatRating(5)).toBe('5,0');
    expect(formatRating(Number.NaN)).toBe('0,0');
  });

  it('counts reviews in Portuguese', () => {
    expect(reviewCountLabel(0)).toBe('0 avaliações');
    expect(reviewCountLabel(1)).toBe('1 avaliação');
    expect(reviewCountLabel(12)).toBe('12 avaliações');
  });

  it('uses the location, else city and state', () => {
    expect(locationLabel({ location: 'Pinheiros, São Paulo - SP', city: 'São Paulo', state: 'SP' })).toBe(
      'Pinheiros, São Paulo - SP',
    );
    expect(locationLabel({ location: ' ', city: 'Salvador', state: 'BA' })).toBe('Salvador, BA');
    expect(locationLabel({ location: '', city: '', state: '' })).toBe('');
  });

  it('shows at most 3 specialties then +N', () => {
    expect(visibleSpecialties(spec(5), 3)).toEqual({ shown: spec(5).slice(0, 3), moreLabel: '+2' });
    expect(visibleSpecialties(spec(3), 3)).toEqual({ shown: spec(3), moreLabel: null });
    expect(visibleSpecialties([], 3)).toEqual({ shown: [], moreLabel: null });
  });
});

describe('loading the module', () => {
  it('makes no Intl number formatter, even to show a rating', async () => {
    const made = jest.spyOn(Intl, 'NumberFormat');
    await jest.isolateModulesAsync(async () => {
      const fresh = await import('./cardText');
      expect(made).not.toHaveBeenCalled();
      expect(fresh.formatRating(4.75)).toBe('4,8');
    });
    expect(made).not.toHaveBeenCalled();
    made.mockRestore();
  });
});
