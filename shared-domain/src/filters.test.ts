import { priceRangeProblem, searchFiltersFromParams, searchFiltersToParams } from './filters';
describe('URL filters', () => {
  it('reads search, therapy-type alias, and drops unknown values', () => {
    expect(searchFiltersFromParams(new URLSearchParams('search=TCC&modalidade=online&cidade=salvador'))).toEqual({
      search: 'TCC',
      modalidade: 'online',
      cidade: 'salvador',
    });
    expect(searchFiltersFromParams({ 'therapy-type': 'casal', modalidade: 'x', cidade: 'paris' })).toEqual({
      search: 'casal',
    });
  });
  it('writes only non-empty filters', () => {
    expect(searchFiltersToParams({ search: '  ', modalidade: 'ambos' })).toEqual({ modalidade: 'ambos' });
  });
});

describe('search filters in the URL (issue 19)', () => {
  it('round-trips every filter and the order', () => {
    const params = new URLSearchParams(
      'search=TCC&precoMin=100&precoMax=200&idioma=ingles&genero=feminino&abordagem=tcc&tipo=casal&gratuita=true&semana=true&ordem=proximo',
    );
    const filters = searchFiltersFromParams(params);
    expect(filters).toEqual({
      search: 'TCC',
      precoMin: 100,
      precoMax: 200,
      idioma: 'ingles',
      genero: 'feminino',
      abordagem: 'tcc',
      tipo: 'casal',
      gratuita: true,
      semana: true,
      ordem: 'proximo',
    });
    expect(new URLSearchParams(searchFiltersToParams(filters)).toString()).toBe(params.toString());
  });
  it('drops unknown values and the default order', () => {
    expect(
      searchFiltersFromParams(new URLSearchParams('precoMin=30&precoMax=100&idioma=x&abordagem=reiki&gratuita=sim&ordem=relevancia')),
    ).toEqual({ precoMin: 30, precoMax: 100 });
    expect(searchFiltersToParams({ ordem: 'relevancia', gratuita: false })).toEqual({});
  });
  it('keeps an inverted price range as written, and says what is wrong with it (never drops the maximum)', () => {
    const filters = searchFiltersFromParams(new URLSearchParams('precoMin=300&precoMax=100'));
    expect(filters).toEqual({ precoMin: 300, precoMax: 100 });
    expect(priceRangeProblem(filters)).toBe('O preço máximo deve ser maior ou igual ao mínimo.');
    expect(priceRangeProblem({ precoMin: 100, precoMax: 100 })).toBeNull();
    expect(priceRangeProblem({ precoMin: 300 })).toBeNull();
    expect(priceRangeProblem({ precoMax: 100 })).toBeNull();
  });
});
