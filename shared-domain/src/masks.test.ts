import { isValidCpf, maskCep, maskCpf, maskPhone, onlyDigits } from './masks';

describe('masks', () => {
  it('onlyDigits', () => {
    expect(onlyDigits('123.456.789-09')).toBe('12345678909');
    expect(onlyDigits(undefined)).toBe('');
  });
  it('maskCpf masks progressively and caps at 11 digits', () => {
    expect(maskCpf('')).toBe('');
    expect(maskCpf('123')).toBe('123');
    expect(maskCpf('1234')).toBe('123.4');
    expect(maskCpf('1234567')).toBe('123.456.7');
    expect(maskCpf('1234567890')).toBe('123.456.789-0');
    expect(maskCpf('12345678909')).toBe('123.456.789-09');
    expect(maskCpf('123456789099999')).toBe('123.456.789-09');
    expect(maskCpf('123.456.789-09')).toBe('123.456.789-09');
    expect(maskCpf('12345678909')).toHaveLength(14);
  });
  it('maskCep', () => {
    expect(maskCep('01310')).toBe('01310');
    expect(maskCep('013101')).toBe('01310-1');
    expect(maskCep('01310100')).toBe('01310-100');
    expect(maskCep('01310-1009')).toBe('01310-100');
    expect(maskCep('01310100')).toHaveLength(9);
  });
  it('maskPhone for landlines and mobiles', () => {
    expect(maskPhone('')).toBe('');
    expect(maskPhone('1')).toBe('(1');
    expect(maskPhone('11')).toBe('(11');
    expect(maskPhone('113')).toBe('(11) 3');
    expect(maskPhone('1112345678')).toBe('(11) 1234-5678');
    expect(maskPhone('11912345678')).toBe('(11) 91234-5678');
    expect(maskPhone('(11) 91234-56789')).toBe('(11) 91234-5678');
  });
  it('isValidCpf checks the digits', () => {
    expect(isValidCpf('123.456.789-09')).toBe(true);
    expect(isValidCpf('52998224725')).toBe(true);
    expect(isValidCpf('52998224724')).toBe(false);
    expect(isValidCpf('11111111111')).toBe(false);
    expect(isValidCpf('1234567890')).toBe(false);
  });
});
