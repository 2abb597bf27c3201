import { clientProfileSchema } from './client-profile';
import { validate } from './validate';

const errors = (patch: Record<string, unknown>) => {
  const r = validate(clientProfileSchema, { name: 'Ana Souza', ...patch });
  return r.success ? {} : r.fieldErrors;
};

describe('clientProfileSchema', () => {
  it('only the name is required', () => {
    expect(validate(clientProfileSchema, { name: 'Ana' })).toEqual({ success: true, output: { name: 'Ana' } });
    expect(errors({ name: 'An' })).toEqual({ name: 'Nome deve ter pelo menos 3 caracteres.' });
    const r = validate(clientProfileSchema, {});
    expect(r.success ? {} : r.fieldErrors).toEqual({ name: 'Nome deve ter pelo menos 3 caracteres.' });
  });

  it('accepts blank optional fields', () => {
    const blank = {
      email: '',
      gender: '',
      birthDate: '',
      phone: '',
      city: '',
      state: '',
      cpf: '',
      zipCode: '',
      street: '',
      number: '',
      complement: '',
      neighborhood: '',
    };
    expect(errors(blank)).toEqual({});
  });

  it('accepts a full valid profile', () => {
    expect(
      errors({
        email: 'ana@example.com',
        gender: 'prefer_not_to_say',
        birthDate: '1990-05-20',
        phone: '(71) 99876-5432',
        city: 'Salvador',
        state: 'BA',
        cpf: '12345678909',
        zipCode: '40010000',
        street: 'Rua Chile, 1',
        neighborhood: 'Centro',
      }),
    ).toEqual({});
  });

  it('the address has número (≤ 20) and complemento (≤ 100), trimmed', () => {
    const r = validate(clientProfileSchema, { name: 'Ana Souza', street: 'Rua Chile', number: ' 1 ', complement: ' apto 42 ' });
    expect(r).toEqual({ success: true, output: { name: 'Ana Souza', street: 'Rua Chile', number: '1', complement: 'apto 42' } });
    expect(errors({ number: '1'.repeat(21), complement: 'c'.repeat(101) })).toEqual({ number: 'Valor inválido.', complement: 'Valor inválido.' });
    expect(errors({ number: '1'.repeat(20), complement: 'c'.repeat(100) })).toEqual({});
  });

  it('birthDate not in the future nor before 1900-01-01', () => {
    expect(errors({ birthDate: '2999-01-01' })).toEqual({ birthDate: 'A data de nascimento não pode ser no futuro.' });
    expect(errors({ birthDate: '1899-12-31' })).toEqual({
      birthDate: 'A data de nascimento não pode ser anterior a 01/01/1900.',
    });
  });

  it('cpf is 11 digits only, zipCode 8 digits, state a UF code', () => {
    expect(errors({ cpf: '123.456.789-09' })).toEqual({ cpf: 'CPF inválido' });
    expect(errors({ cpf: '1234567890' })).toEqual({ cpf: 'CPF inválido' });
    // all digits equal, or check digits that do not hold
    expect(errors({ cpf: '11111111111' })).toEqual({ cpf: 'CPF inválido' });
    expect(errors({ cpf: '12345678900' })).toEqual({ cpf: 'CPF inválido' });
    expect(errors({ zipCode: '40010-000' })).toEqual({ zipCode: 'CEP inválido' });
    expect(errors({ state: 'XX' })).toEqual({ state: 'Selecione um estado válido.' });
    expect(errors({ state: 'sp' })).toEqual({ state: 'Selecione um estado válido.' });
    expect(errors({ gender: 'masculino' })).toEqual({ gender: 'Selecione uma opção de gênero válida.' });
    expect(errors({ phone: '123' })).toEqual({ phone: 'Telefone inválido' });
    expect(errors({ email: 'ana' })).toEqual({ email: 'E-mail inválido' });
    expect(errors({ cpf: 12345678909 })).toEqual({ cpf: 'CPF inválido' });
  });
});
