import { duracao, horaNoBrasil, urlDoSocket } from './tempo';

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
