import { act, screen } from '@testing-library/react';
import { instantToWallClock } from '@acolhe/shared-domain';
import { renderAt } from '../testing';
import { EntrarNaSala } from './EntrarNaSala';

/** A confirmed online session starting `minutos` from now (Brazil wall clock), 50 minutes long. */
function sessaoEm(minutos: number, extra: { salaUrl?: string; status?: string; modality?: string } = {}) {
  const [date, time] = instantToWallClock(new Date(Date.now() + minutos * 60_000)).split('T') as [string, string];
  return { id: 's-1', status: 'CONFIRMED', modality: 'online', date, time, durationMinutes: 50, ...extra };
}

const mostrar = (sessao: ReturnType<typeof sessaoEm>) => renderAt(<EntrarNaSala sessao={sessao} />, { route: '/', path: '/' });

afterEach(() => jest.useRealTimers());

describe("'Entrar na sala'", () => {
  it('links to the Acolhe room while it is open', () => {
    mostrar(sessaoEm(5));
    expect(screen.getByRole('link', { name: 'Entrar na sala' })).toHaveAttribute('href', '/sessao/s-1/sala');
  });
  it("opens the therapist's own link in a new tab when the api says so", () => {
    mostrar(sessaoEm(-20, { salaUrl: 'https://meet.exemplo.com/abc' }));
    const link = screen.getByRole('link', { name: 'Entrar na sala' });
    expect(link).toHaveAttribute('href', 'https://meet.exemplo.com/abc');
    expect(link).toHaveAttribute('target', '_blank');
  });
  it('is absent before the window, for presencial and for unconfirmed sessions', () => {
    mostrar(sessaoEm(60));
    mostrar(sessaoEm(5, { modality: 'presencial' }));
    mostrar(sessaoEm(5, { status: 'PENDING' }));
    expect(screen.queryByRole('link', { name: 'Entrar na sala' })).not.toBeInTheDocument();
  });
  it('appears by itself when the window opens', () => {
    jest.useFakeTimers({ now: new Date('2026-11-20T18:49:40-03:00') });
    mostrar({ id: 's-1', status: 'CONFIRMED', modality: 'online', date: '2026-11-20', time: '19:00', durationMinutes: 50 }); // opens at 18:50
    expect(screen.queryByRole('link', { name: 'Entrar na sala' })).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(30_000));
    expect(screen.getByRole('link', { name: 'Entrar na sala' })).toBeInTheDocument();
  });
});
