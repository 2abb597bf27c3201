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
