import { searchFiltersFromParams } from '@acolhe/shared-domain';
import { EMPTY_FILTER_VALUES, filtersFromValues, hasFilters, searchPath, valuesFromFilters } from './filters';

describe('filtersFromValues', () => {
  it('keeps only non-empty values and trims the text', () => {
    expect(filtersFromValues({ search: '  TCC ', modalidade: '', cidade: 'brasilia' })).toEqual({
      search: 'TCC',
      cidade: 'brasilia',
    });
    expect(filtersFromValues(EMPTY_FILTER_VALUES)).toEqual({});
  });

  it('round-trips through valuesFromFilters', () => {
    expect(valuesFromFilters({ modalidade: 'ambos' })).toMatchObject({ search: '', modalidade: 'ambos', cidade: '', precoMin: '', gratuita: false });
    const filters = { precoMin: 80, precoMax: 150.5, idioma: 'ingles', tipo: 'casal', semana: true } as const;
    expect(filtersFromValues(valuesFromFilters(filters), 'preco')).toEqual({ ...filters, ordem: 'preco' });
    // an inverted range is kept (the bar refuses it with a message); a malformed price is dropped
    expect(filtersFromValues({ ...valuesFromFilters({}), precoMin: '200', precoMax: '100' })).toEqual({ precoMin: 200, precoMax: 100 });
    expect(filtersFromValues({ ...valuesFromFilters({}), precoMin: '1,2,3' })).toEqual({});
  });
});

describe('searchPath', () => {
  it('writes only the non-empty filters, as search, modalidade, cidade', () => {
    expect(searchPath(filtersFromValues({ search: ' ', modalidade: 'presencial', cidade: '' }))).toBe(
      '/terapeutas?modalidade=presencial',
    );
    expect(searchPath({ search: 'Ansiedade e TCC', modalidade: 'online', cidade: 'sao-paulo' })).toBe(
      '/terapeutas?search=Ansiedade+e+TCC&modalidade=online&cidade=sao-paulo',
    );
  });

  it('is the bare route with no filters', () => {
    expect(searchPath({})).toBe('/terapeutas');
  });

  it('round-trips with the URL reader of shared-domain', () => {
    const filters = { search: 'Luto', modalidade: 'ambos' as const, cidade: 'salvador' as const };
    expect(searchFiltersFromParams(new URLSearchParams(searchPath(filters).split('?')[1]))).toEqual(filters);
  });

  it('hasFilters tells whether any filter is set', () => {
    expect(hasFilters({})).toBe(false);
    expect(hasFilters({ cidade: 'salvador' })).toBe(true);
  });
});
