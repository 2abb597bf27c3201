import { act, render, screen } from '@testing-library/react';
import { useCurrentUser } from './useCurrentUser';
import { clearSession, setSession, updateUser, useSession } from './store';
import { CLIENTE, TERAPEUTA, tokens, useTestConfig } from '../testing/fixtures';

function Probe() {
  const user = useCurrentUser();
  return <span data-testid="who">{user ? `${user.name}|${user.image}` : 'guest'}</span>;
}
const who = () => screen.getByTestId('who').textContent;

beforeEach(() => {
  localStorage.clear();
  useTestConfig();
  useSession.setState({ user: null, tokens: null });
  jest.useFakeTimers();
});
afterEach(() => jest.useRealTimers());

it('reads the user from storage on load', () => {
  localStorage.setItem('current_user', JSON.stringify(TERAPEUTA));
  render(<Probe />);
  expect(who()).toBe('Marina Duarte|https://img/m.png');
});

it('re-reads 100 ms after userLogin (not before)', () => {
  render(<Probe />);
  act(() => setSession(CLIENTE, tokens()));
  expect(who()).toBe('guest');
  act(() => jest.advanceTimersByTime(99));
  expect(who()).toBe('guest');
  act(() => jest.advanceTimersByTime(1));
  expect(who()).toBe('Rafael Lima|');
});

it('a bare userLogin event also triggers the delayed re-read', () => {
  render(<Probe />);
  localStorage.setItem('current_user', JSON.stringify(CLIENTE));
  act(() => {
    window.dispatchEvent(new Event('userLogin'));
    jest.advanceTimersByTime(100);
  });
  expect(who()).toBe('Rafael Lima|');
});

it('clears at once on userLogout', () => {
  localStorage.setItem('current_user', JSON.stringify(CLIENTE));
  render(<Probe />);
  act(() => window.dispatchEvent(new Event('userLogout')));
  expect(who()).toBe('guest');
});

it('clearSession signs the header out', () => {
  render(<Probe />);
  act(() => {
    setSession(CLIENTE, tokens());
    jest.advanceTimersByTime(100);
  });
  act(() => clearSession());
  expect(who()).toBe('guest');
});

it('re-reads when another tab changes current_user', () => {
  render(<Probe />);
  localStorage.setItem('current_user', JSON.stringify(TERAPEUTA));
  act(() => {
    window.dispatchEvent(new StorageEvent('storage', { key: 'current_user', newValue: 'x', storageArea: localStorage }));
  });
  expect(who()).toBe('Marina Duarte|https://img/m.png');
  localStorage.removeItem('current_user');
  act(() => {
    window.dispatchEvent(new StorageEvent('storage', { key: 'current_user', newValue: null, storageArea: localStorage }));
  });
  expect(who()).toBe('guest');
});

it('shows a profile change (updateUser) at once', () => {
  render(<Probe />);
  act(() => {
    setSession(CLIENTE, tokens());
    jest.advanceTimersByTime(100);
  });
  act(() => updateUser({ image: 'https://img/new.png' }));
  expect(who()).toBe('Rafael Lima|https://img/new.png');
});

it('a pending login re-read is cancelled by unmount', () => {
  const { unmount } = render(<Probe />);
  act(() => setSession(CLIENTE, tokens()));
  unmount();
  expect(() => act(() => jest.advanceTimersByTime(200))).not.toThrow();
});
