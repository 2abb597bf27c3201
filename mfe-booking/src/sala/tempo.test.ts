import { contagemAteAbrir, dataNoBrasil, duracao, horaNoBrasil, urlDoSocket } from './tempo';

describe('room times', () => {
  it("says 'HH:MM' in Brazil whatever the instant's zone", () => {
    expect(horaNoBrasil('2026-11-20T12:50:00.000Z')).toBe('09:50');
    expect(horaNoBrasil(new Date('2026-11-20T23:05:00-03:00'))).toBe('23:05');
  });
  it('writes durations as MM:SS or H:MM:SS, never negative', () => {
    expect(duracao(65_000)).toBe('01:05');
    expect(duracao(3_725_000)).toBe('1:02:05');
    expect(duracao(-5)).toBe('00:00');
    expect(duracao(400)).toBe('00:01');
  });
  it("counts down to the room in days over a day, hours and minutes over an hour (issue 44: 'Faltam 32:08:37')", () => {
    const s = 1000;
    const min = 60 * s;
    const h = 60 * min;
    expect(contagemAteAbrir(32 * h + 8 * min + 37 * s)).toBe('Abre em 1 dia e 8 h');
    expect(contagemAteAbrir(48 * h + 59 * min)).toBe('Abre em 2 dias');
    expect(contagemAteAbrir(24 * h)).toBe('Abre em 1 dia');
    expect(contagemAteAbrir(24 * h - s)).toBe('Faltam 23 h 59 min');
    expect(contagemAteAbrir(8 * h + 5 * min + 37 * s)).toBe('Faltam 8 h 05 min');
    expect(contagemAteAbrir(h)).toBe('Faltam 1 h 00 min');
    expect(contagemAteAbrir(59 * min + 59 * s)).toBe('Faltam 59:59');
    expect(contagemAteAbrir(-5)).toBe('Faltam 00:00');
  });
  it('says the Brazil calendar day of an instant', () => {
    expect(dataNoBrasil('2026-11-30T02:30:00.000Z')).toBe('29/11/2026');
    expect(dataNoBrasil('2026-11-30T03:00:00.000Z')).toBe('30/11/2026');
  });
  it("the socket's URL is the api's origin and path prefix with ws/wss", () => {
    expect(urlDoSocket('http://localhost:4000', '/sessoes/s%201/sala/ws?ticket=a%2Bb', 'http://localhost:3000')).toBe(
      'ws://localhost:4000/sessoes/s%201/sala/ws?ticket=a%2Bb',
    );
    expect(urlDoSocket('https://acolhe.com.br/api/', '/sessoes/s1/sala/ws?ticket=t', 'https://acolhe.com.br')).toBe(
      'wss://acolhe.com.br/api/sessoes/s1/sala/ws?ticket=t',
    );
    expect(urlDoSocket('/api', '/sessoes/s1/sala/ws?ticket=t', 'https://acolhe.com.br')).toBe('wss://acolhe.com.br/api/sessoes/s1/sala/ws?ticket=t');
  });
});
