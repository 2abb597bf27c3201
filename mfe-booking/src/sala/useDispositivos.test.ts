import { erroDeMidia, nivelRms } from './useDispositivos';

describe('pre-join media', () => {
  it('tells a refused permission from a missing device and from anything else', () => {
    expect(erroDeMidia(Object.assign(new Error('x'), { name: 'NotAllowedError' }))).toBe('permissao');
    expect(erroDeMidia(Object.assign(new Error('x'), { name: 'SecurityError' }))).toBe('permissao');
    expect(erroDeMidia(Object.assign(new Error('x'), { name: 'NotFoundError' }))).toBe('sem-dispositivo');
    expect(erroDeMidia(Object.assign(new Error('x'), { name: 'NotReadableError' }))).toBe('outro');
    expect(erroDeMidia(null)).toBe('outro');
  });
  it('the level: silence 0, a loud waveform fills the bar, never above 100', () => {
    expect(nivelRms(new Uint8Array(512).fill(128))).toBe(0);
    expect(nivelRms(new Uint8Array(0))).toBe(0);
    const alto = Uint8Array.from({ length: 512 }, (_, i) => (i % 2 ? 255 : 0));
    expect(nivelRms(alto)).toBe(100);
    const baixo = Uint8Array.from({ length: 512 }, (_, i) => (i % 2 ? 133 : 123));
    expect(nivelRms(baixo)).toBeGreaterThan(0);
    expect(nivelRms(baixo)).toBeLessThan(20);
  });
});
