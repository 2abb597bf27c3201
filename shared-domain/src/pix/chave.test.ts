import { isValidCnpj, normalizePixKey, type PixKeyType } from './chave';

describe('Pix key by type', () => {
  // by key type: [what is typed, what is stored (undefined: refused)]
  const cases: Record<PixKeyType, [string, string | undefined][]> = {
    // CPF: check digits, mask allowed, stored as digits
    cpf: [['529.982.247-25', '52998224725'], ['52998224725', '52998224725'], ['529.982.247-26', undefined], ['111.111.111-11', undefined], ['abc52998224725', undefined]],
    // CNPJ: check digits
    cnpj: [['11.222.333/0001-81', '11222333000181'], ['52998224725', undefined]],
    // e-mail: an address, lower case
    email: [[' Marina@Exemplo.com.BR ', 'marina@exemplo.com.br'], ['marina@exemplo', undefined], ['sem arroba.com', undefined]],
    // telefone: +55, DDD and number
    telefone: [['+5511912345678', '+5511912345678'], ['+55 (11) 91234-5678', '+5511912345678'], ['11912345678', undefined], ['+1 4155551234', undefined], ['+5501912345678', undefined]],
    // chave aleatória: a UUID
    aleatoria: [['123E4567-E89B-12D3-A456-426614174000', '123e4567-e89b-12d3-a456-426614174000'], ['123e4567e89b12d3a456426614174000', undefined], ['marina@exemplo.com.br', undefined]],
  };
  it.each(Object.entries(cases).flatMap(([type, pairs]) => pairs.map(([typed, stored]) => [type as PixKeyType, typed, stored] as const)))(
    '%s: %p → %p',
    (type, typed, stored) => {
      expect(normalizePixKey(type, typed)).toBe(stored);
    },
  );

  it.each([
    ['11.222.333/0001-81', true], ['11222333000181', true], ['11.222.333/0001-82', false], ['00.000.000/0000-00', false], ['1122233300018', false],
  ])('CNPJ check digits: %p → %p', (cnpj, valid) => {
    expect(isValidCnpj(cnpj)).toBe(valid);
  });
});
