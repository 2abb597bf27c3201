import { citySlugOf, escapeLike, therapistSearchText } from './text';

describe('derived text columns', () => {
  it('builds an accent-free, lower-case search text', () => {
    expect(therapistSearchText({ fullName: 'João Araújo', title: 'Psicólogo', specialty: '', specialtyNames: ['Depressão', 'TCC (Terapia Cognitivo-Comportamental)'] })).toBe(
      'joao araujo | psicologo | depressao | tcc (terapia cognitivo-comportamental)',
    );
    // the approaches by their labels (migration 0016 backfilled the same text)
    expect(therapistSearchText({ fullName: 'Ana', approaches: ['tcc', 'analise-do-comportamento'] })).toBe('ana | tcc (cognitivo-comportamental) | analise do comportamento');
  });
  it('maps cities (and locations) to the five slugs', () => {
    expect(citySlugOf('São Paulo')).toBe('sao-paulo');
    expect(citySlugOf('sao paulo')).toBe('sao-paulo');
    expect(citySlugOf('BRASÍLIA')).toBe('brasilia');
    expect(citySlugOf('', 'Pinheiros, São Paulo - SP')).toBe('sao-paulo');
    expect(citySlugOf('Campinas')).toBe('');
  });
  it('escapes LIKE wildcards', () => {
    expect(escapeLike('50%_off\\')).toBe('50\\%\\_off\\\\');
  });
});
