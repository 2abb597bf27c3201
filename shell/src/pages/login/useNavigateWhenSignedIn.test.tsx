import { act, screen } from '@testing-library/react';
import { clearSession } from '@acolhe/shared-auth';
import { currentLocation, renderWithProviders } from '../../test-utils/render';
import { CLIENTE, signInForTest, TERAPEUTA } from '../../test-utils/session';
import { useNavigateWhenSignedIn } from './useNavigateWhenSignedIn';

function Probe({ path, userId }: { path: string; userId: string }) {
  const go = useNavigateWhenSignedIn();
  return (
    <button type="button" onClick={() => go(path, userId)}>
      ir
    </button>
  );
}

beforeEach(() => {
  clearSession();
  window.localStorage.clear();
});

describe('useNavigateWhenSignedIn', () => {
  it('waits until the session readers see that user (100 ms after userLogin), then goes', async () => {
    jest.useFakeTimers();
    renderWithProviders(<Probe path="/cliente/cli-1" userId="cli-1" />, { route: '/login' });
    act(() => {
      signInForTest(CLIENTE);
      screen.getByRole('button', { name: 'ir' }).click();
    });
    expect(currentLocation()).toBe('/login');
    act(() => jest.advanceTimersByTime(100));
    expect(currentLocation()).toBe('/cliente/cli-1');
    jest.useRealTimers();
  });

  it('does not go while another user is the one signed in', () => {
    jest.useFakeTimers();
    signInForTest(TERAPEUTA);
    renderWithProviders(<Probe path="/cliente/cli-1" userId="cli-1" />, { route: '/login' });
    act(() => screen.getByRole('button', { name: 'ir' }).click());
    act(() => jest.advanceTimersByTime(500));
    expect(currentLocation()).toBe('/login');
    jest.useRealTimers();
  });
});
