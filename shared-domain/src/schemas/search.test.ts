import { searchQuerySchema } from './search';
import { validate } from './validate';

describe('searchQuerySchema', () => {
  it('everything is optional; page/size accept numeric strings', () => {
    expect(validate(searchQuerySchema, {})).toEqual({ success: true, output: {} });
    expect(
      validate(searchQuerySchema, { search: ' TCC ', modalidade: 'ambos', cidade: 'brasilia', page: '2', size: 20 }),
    ).toEqual({ success: true, output: { search: 'TCC', modalidade: 'ambos', cidade: 'brasilia', page: 2, size: 20 } });
  });
  it('rejects unknown filters and sizes above 100', () => {
    const r = validate(searchQuerySchema, { modalidade: 'remoto', cidade: 'recife', page: '-1', size: '101' });
    expect(r.success ? {} : r.fieldErrors).toEqual({
      modalidade: 'Modalidade inválida.',
      cidade: 'Cidade inválida.',
      page: 'Página inválida.',
      size: 'O tamanho da página deve ser entre 1 e 100.',
    });
    const zero = validate(searchQuerySchema, { size: 0 });
    expect(zero.success ? {} : zero.fieldErrors).toEqual({ size: 'O tamanho da página deve ser entre 1 e 100.' });
  });
});

describe('searchQuerySchema — filters and sorting', () => {
  it('reads price range, language, gender, approach, session type, flags and order from strings', () => {
    expect(
      validate(searchQuerySchema, {
        precoMin: '100',
        precoMax: '150,50',
        idioma: 'ingles',
        genero: 'feminino',
        abordagem: 'psicanalise',
        tipo: 'familia',
        gratuita: 'true',
        semana: '0',
        ordem: 'preco',
      }),
    ).toEqual({
      success: true,
      output: {
        precoMin: 100,
        precoMax: 150.5,
        idioma: 'ingles',
        genero: 'feminino',
        abordagem: 'psicanalise',
        tipo: 'familia',
        gratuita: true,
        semana: false,
        ordem: 'preco',
      },
    });
  });
  it('answers pt-BR messages per field', () => {
    const r = validate(searchQuerySchema, {
      precoMin: 'barato',
      idioma: 'klingon',
      genero: 'x',
      abordagem: 'reiki',
      tipo: 'dupla',
      gratuita: 'sim',
      ordem: 'aleatorio',
    });
    expect(r.success ? {} : r.fieldErrors).toEqual({
      precoMin: 'Informe um preço mínimo válido (de R$ 0 a R$ 10.000).',
      idioma: 'Idioma inválido.',
      genero: 'Gênero inválido.',
      abordagem: 'Abordagem inválida.',
      tipo: 'Tipo de sessão inválido.',
      gratuita: 'Use true ou false em "primeira sessão gratuita".',
      ordem: 'Ordenação inválida.',
    });
  });
  it('refuses an inverted price range', () => {
    const r = validate(searchQuerySchema, { precoMin: '200', precoMax: '100' });
    expect(r.success ? {} : r.fieldErrors).toEqual({ precoMax: 'O preço máximo deve ser maior ou igual ao mínimo.' });
  });
});
