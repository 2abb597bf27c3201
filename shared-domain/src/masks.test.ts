import { isValidCpf, maskCep, maskCpf, maskPhone, onlyDigits } from './masks';

describe('masks', () => {
  it('onlyDigits', () => {
    expect(onlyDigits('123.456.789-09')).toBe('12345678909');
    expect(onlyDigits(undefined)).toBe('');
  });
  it.each([
    ['', ''], ['123', '123'], ['1234', '123.4'], ['1234567', '123.456.7'], ['1234567890', '123.456.789-0'],
    ['12345678909', '123.456.789-09'], ['123456789099999', '123.456.789-09'], ['123.456.789-09', '123.456.789-09'],
  ])('maskCpf masks progressively and caps at 11 digits: %p → %p', (typed, masked) => {
    expect(maskCpf(typed)).toBe(masked);
  });
  it('maskCpf fills the 14 characters of a CPF', () => {
    expect(maskCpf('12345678909')).toHaveLength(14);
  });
  it.each([['01310', '01310'], ['013101', '01310-1'], ['01310100', '01310-100'], ['01310-1009', '01310-100']])('maskCep: %p → %p', (typed, masked) => {
    expect(maskCep(typed)).toBe(masked);
  });
  it('maskCep fills the 9 characters of a CEP', () => {
    expect(maskCep('01310100')).toHaveLength(9);
  });
  it.each([
    ['', ''], ['1', '(1'], ['11', '(11'], ['113', '(11) 3'],
    ['1112345678', '(11) 1234-5678'], ['11912345678', '(11) 91234-5678'], ['(11) 91234-56789', '(11) 91234-5678'],
  ])('maskPhone for landlines and mobiles: %p → %p', (typed, masked) => {
    expect(maskPhone(typed)).toBe(masked);
  });
  it.each([
    ['123.456.789-09', true], ['52998224725', true], ['52998224724', false], ['11111111111', false], ['1234567890', false],
  ])('isValidCpf checks the digits: %p → %p', (cpf, valid) => {
    expect(isValidCpf(cpf)).toBe(valid);
  });
});
