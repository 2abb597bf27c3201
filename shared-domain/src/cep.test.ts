import { isCompleteCep, toAddress } from './cep';

it('a CEP is complete with its 8 digits, masked or not', () => {
  expect(isCompleteCep('01310-100')).toBe(true);
  expect(isCompleteCep('01310100')).toBe(true);
  expect(isCompleteCep('01310-10')).toBe(false);
  expect(isCompleteCep('')).toBe(false);
});

it("reads the api's address, keeping only a known state and trimming the rest", () => {
  expect(toAddress({ zipCode: '01310100', street: ' Av. Paulista ', neighborhood: 'Bela Vista', city: 'São Paulo', state: 'sp' }, '01310100')).toEqual({
    zipCode: '01310100',
    street: 'Av. Paulista',
    neighborhood: 'Bela Vista',
    city: 'São Paulo',
    state: 'SP',
  });
  expect(toAddress({ state: 'XX', street: 42 }, '01310100')).toEqual({ zipCode: '01310100', street: '', neighborhood: '', city: '', state: '' });
  expect(toAddress(null, '01310100').zipCode).toBe('01310100');
});
