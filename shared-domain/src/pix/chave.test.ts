import { isValidCnpj, normalizePixKey } from './chave';

describe('Pix key by type', () => {
  it('CPF: check digits, mask allowed, stored as digits', () => {
    expect(normalizePixKey('cpf', '529.982.247-25')).toBe('52998224725');
    expect(normalizePixKey('cpf', '52998224725')).toBe('52998224725');
    expect(normalizePixKey('cpf', '529.982.247-26')).toBeUndefined();
    expect(normalizePixKey('cpf', '111.111.111-11')).toBeUndefined();
    expect(normalizePixKey('cpf', 'abc52998224725')).toBeUndefined();
  });

  it('CNPJ: check digits', () => {
    expect(isValidCnpj('11.222.333/0001-81')).toBe(true);
    expect(isValidCnpj('11222333000181')).toBe(true);
    expect(isValidCnpj('11.222.333/0001-82')).toBe(false);
    expect(isValidCnpj('00.000.000/0000-00')).toBe(false);
    expect(isValidCnpj('1122233300018')).toBe(false);
    expect(normalizePixKey('cnpj', '11.222.333/0001-81')).toBe('11222333000181');
    expect(normalizePixKey('cnpj', '52998224725')).toBeUndefined();
  });

  it('e-mail: an address, lower case', () => {
    expect(normalizePixKey('email', ' Marina@Exemplo.com.BR ')).toBe('marina@exemplo.com.br');
    expect(normalizePixKey('email', 'marina@exemplo')).toBeUndefined();
    expect(normalizePixKey('email', 'sem arroba.com')).toBeUndefined();
  });

  it('telefone: +55, DDD and number', () => {
    expect(normalizePixKey('telefone', '+5511912345678')).toBe('+5511912345678');
    expect(normalizePixKey('telefone', '+55 (11) 91234-5678')).toBe('+5511912345678');
    expect(normalizePixKey('telefone', '11912345678')).toBeUndefined();
    expect(normalizePixKey('telefone', '+1 4155551234')).toBeUndefined();
    expect(normalizePixKey('telefone', '+5501912345678')).toBeUndefined();
  });

  it('chave aleatória: a UUID', () => {
    expect(normalizePixKey('aleatoria', '123E4567-E89B-12D3-A456-426614174000')).toBe('123e4567-e89b-12d3-a456-426614174000');
    expect(normalizePixKey('aleatoria', '123e4567e89b12d3a456426614174000')).toBeUndefined();
    expect(normalizePixKey('aleatoria', 'marina@exemplo.com.br')).toBeUndefined();
  });
});
