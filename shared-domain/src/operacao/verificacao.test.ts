import { conselhoDoCrp, cpfOculto } from './verificacao';

describe('what the verification queue shows', () => {
  it('hides the middle of a CPF, whatever its spelling; nothing for a malformed one', () => {
    expect(cpfOculto('52998224725')).toBe('529.***.***-25');
    expect(cpfOculto('529.982.247-25')).toBe('529.***.***-25');
    expect(cpfOculto('')).toBe('');
    expect(cpfOculto('123')).toBe('');
  });

  it('names the regional council of a CRP', () => {
    expect(conselhoDoCrp('CRP 10-12345')?.rotulo).toBe('CRP-10 (PA, AP)');
    expect(conselhoDoCrp('25/123456')).toBeNull();
  });
});
