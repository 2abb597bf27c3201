import { CognitoIdentityProviderClient, InitiateAuthCommand, NotAuthorizedException } from '@aws-sdk/client-cognito-identity-provider';
import { refreshSession, startSessionKeeper } from './refresh';
import { getSessionTokens, setSession, useSession } from '../session/store';
import { CLIENTE, TOKENS_KEY, tokens, useTestConfig } from '../testing/fixtures';

type AnyCommand = { input: Record<string, unknown> };
const send = jest.spyOn(CognitoIdentityProviderClient.prototype, 'send') as unknown as jest.Mock<Promise<unknown>, [AnyCommand]>;
const T0 = 1_700_000_000_000;
const HOUR = 3600_000;
let stop: (() => void) | undefined;

function refreshed(n: number) {
  return { AuthenticationResult: { AccessToken: `acc-${n}`, IdToken: `id-${n}`, ExpiresIn: 3600 } };
}

beforeEach(() => {
  jest.useFakeTimers({ now: T0 });
  localStorage.clear();
  useTestConfig();
  useSession.setState({ user: null, tokens: null });
  send.mockReset();
});
afterEach(() => {
  stop?.();
  stop = undefined;
  jest.useRealTimers();
});
afterAll(() => send.mockRestore());

describe('refreshSession', () => {
  it('REFRESH_TOKEN_AUTH; keeps the refresh token; stores the new tokens', async () => {
    setSession(CLIENTE, tokens({ refreshToken: 'ref-1', expiresAt: T0 + 30_000 }));
    send.mockResolvedValue(refreshed(2));
    const next = await refreshSession();
    expect(send.mock.calls[0]![0]).toBeInstanceOf(InitiateAuthCommand);
    expect(send.mock.calls[0]![0].input).toEqual({
      AuthFlow: 'REFRESH_TOKEN_AUTH',
      ClientId: 'testclient',
      AuthParameters: { REFRESH_TOKEN: 'ref-1' },
    });
    expect(next).toEqual({ accessToken: 'acc-2', idToken: 'id-2', refreshToken: 'ref-1', expiresIn: 3600, expiresAt: T0 + HOUR });
    expect(JSON.parse(localStorage.getItem(TOKENS_KEY)!)).toEqual(next);
    expect(useSession.getState().user).toEqual(CLIENTE);
  });

  it('single-flight', async () => {
    setSession(CLIENTE, tokens({ expiresAt: T0 }));
    send.mockResolvedValue(refreshed(2));
    await Promise.all([refreshSession(), refreshSession()]);
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('adopts tokens another tab already refreshed instead of calling', async () => {
    setSession(CLIENTE, tokens({ expiresAt: T0 + 10_000 }));
    const fresh = tokens({ accessToken: 'other-tab', expiresAt: T0 + HOUR });
    localStorage.setItem(TOKENS_KEY, JSON.stringify(fresh));
    await expect(refreshSession()).resolves.toEqual(fresh);
    expect(send).not.toHaveBeenCalled();
    expect(getSessionTokens()?.accessToken).toBe('other-tab');
  });

  it('rejected refresh token → the session expires (userLogout, then sessionExpired) and rethrow', async () => {
    setSession(CLIENTE, tokens({ expiresAt: T0 }));
    const events: string[] = [];
    const onLogout = jest.fn(() => events.push('userLogout'));
    const onExpired = jest.fn(() => events.push('sessionExpired'));
    window.addEventListener('userLogout', onLogout);
    window.addEventListener('sessionExpired', onExpired);
    const err = new NotAuthorizedException({ message: 'Refresh Token has expired', $metadata: { httpStatusCode: 400 } });
    send.mockRejectedValue(err);
    await expect(refreshSession()).rejects.toBe(err);
    window.removeEventListener('userLogout', onLogout);
    window.removeEventListener('sessionExpired', onExpired);
    expect(onLogout).toHaveBeenCalledTimes(1);
    // cleared first: whoever reacts to the expiry already sees no session
    expect(events).toEqual(['userLogout', 'sessionExpired']);
    expect(useSession.getState()).toMatchObject({ user: null, tokens: null });
    expect(localStorage.getItem('current_user')).toBeNull();
  });

  it('answer without tokens → clearSession', async () => {
    setSession(CLIENTE, tokens({ expiresAt: T0 }));
    send.mockResolvedValue({});
    await expect(refreshSession()).rejects.toThrow('Authentication failed. Missing tokens.');
    expect(getSessionTokens()).toBeNull();
  });

  it('network failure → rethrow, session kept, no expiry', async () => {
    const onExpired = jest.fn();
    window.addEventListener('sessionExpired', onExpired);
    setSession(CLIENTE, tokens({ expiresAt: T0 }));
    send.mockRejectedValue(Object.assign(new TypeError('Failed to fetch')));
    await expect(refreshSession()).rejects.toThrow('Failed to fetch');
    window.removeEventListener('sessionExpired', onExpired);
    expect(onExpired).not.toHaveBeenCalled();
    expect(getSessionTokens()).not.toBeNull();
  });

  it('network failure → rethrow, session kept', async () => {
    setSession(CLIENTE, tokens({ expiresAt: T0 + 30_000 }));
    send.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(refreshSession()).rejects.toThrow('Failed to fetch');
    expect(useSession.getState().user).toEqual(CLIENTE);
  });

  it('no session → null, nothing sent', async () => {
    await expect(refreshSession()).resolves.toBeNull();
    expect(send).not.toHaveBeenCalled();
  });
});

describe('startSessionKeeper', () => {
  it('refreshes 60 s before expiresAt, then reschedules for the new tokens', async () => {
    setSession(CLIENTE, tokens({ expiresAt: T0 + HOUR }));
    send.mockResolvedValueOnce(refreshed(2)).mockResolvedValueOnce(refreshed(3));
    stop = startSessionKeeper();

    await jest.advanceTimersByTimeAsync(HOUR - 60_000 - 1);
    expect(send).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(1);
    expect(send).toHaveBeenCalledTimes(1);
    expect(getSessionTokens()?.accessToken).toBe('acc-2');
    expect(getSessionTokens()?.expiresAt).toBe(T0 + HOUR - 60_000 + HOUR);

    await jest.advanceTimersByTimeAsync(HOUR - 60_000);
    expect(send).toHaveBeenCalledTimes(2);
    expect(getSessionTokens()?.accessToken).toBe('acc-3');
  });

  it('refreshes at once when already inside the last minute', async () => {
    setSession(CLIENTE, tokens({ expiresAt: T0 + 30_000 }));
    send.mockResolvedValue(refreshed(2));
    stop = startSessionKeeper();
    await jest.advanceTimersByTimeAsync(0);
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('failure → clearSession', async () => {
    setSession(CLIENTE, tokens({ expiresAt: T0 + 120_000 }));
    send.mockRejectedValue(new NotAuthorizedException({ message: 'Refresh Token has been revoked', $metadata: { httpStatusCode: 400 } }));
    stop = startSessionKeeper();
    await jest.advanceTimersByTimeAsync(60_000);
    expect(send).toHaveBeenCalledTimes(1);
    expect(useSession.getState()).toMatchObject({ user: null, tokens: null });
    expect(localStorage.getItem(TOKENS_KEY)).toBeNull();
    await jest.advanceTimersByTimeAsync(10 * HOUR);
    expect(send).toHaveBeenCalledTimes(1); // nothing left to keep
  });

  it('network failure → retries after 30 s, session kept', async () => {
    setSession(CLIENTE, tokens({ expiresAt: T0 + 120_000 }));
    send.mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValueOnce(refreshed(2));
    stop = startSessionKeeper();
    await jest.advanceTimersByTimeAsync(60_000);
    expect(send).toHaveBeenCalledTimes(1);
    expect(useSession.getState().user).toEqual(CLIENTE);
    await jest.advanceTimersByTimeAsync(30_000);
    expect(send).toHaveBeenCalledTimes(2);
    expect(getSessionTokens()?.accessToken).toBe('acc-2');
  });

  it('on focus / visibility, refreshes when the timer was throttled past the due time', async () => {
    setSession(CLIENTE, tokens({ expiresAt: T0 + HOUR }));
    send.mockResolvedValue(refreshed(2));
    stop = startSessionKeeper();
    jest.setSystemTime(T0 + HOUR - 10_000); // clock moved, timer did not fire (background tab)
    window.dispatchEvent(new Event('focus'));
    await jest.advanceTimersByTimeAsync(0);
    expect(send).toHaveBeenCalledTimes(1);

    jest.setSystemTime(getSessionTokens()!.expiresAt - 10_000);
    document.dispatchEvent(new Event('visibilitychange'));
    await jest.advanceTimersByTimeAsync(0);
    expect(send).toHaveBeenCalledTimes(2);
  });

  it('starts scheduling on login; stop() cancels; idempotent', async () => {
    stop = startSessionKeeper();
    expect(startSessionKeeper()).toBe(stop);
    setSession(CLIENTE, tokens({ expiresAt: T0 + 120_000 }));
    send.mockResolvedValue(refreshed(2));
    stop();
    stop = undefined;
    await jest.advanceTimersByTimeAsync(HOUR);
    expect(send).not.toHaveBeenCalled();

    stop = startSessionKeeper();
    await jest.advanceTimersByTimeAsync(0);
    expect(send).toHaveBeenCalledTimes(1);
  });
});
