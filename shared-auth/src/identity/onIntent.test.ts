// Issue 47: the account runtime loads on intent. The Cognito SDK module is evaluated by the first
// identity call (here: a sign-in), never by a cold visit with no session in storage — the boot's
// session keeper and the storage read must not reach it.
import { hydrateSession, useSession } from '../session/store';
import { useTestConfig } from '../testing/fixtures';

let sdkEvaluated = 0;
jest.mock('@aws-sdk/client-cognito-identity-provider', () => {
  sdkEvaluated += 1;
  const actual = jest.requireActual<Record<string, unknown>>('@aws-sdk/client-cognito-identity-provider');
  return actual;
});

beforeEach(() => {
  localStorage.clear();
  useTestConfig();
  useSession.setState({ user: null, tokens: null });
});

it('a visit with no session never evaluates the SDK; the first sign-in does', async () => {
  const { startSessionKeeper } = await import('./refresh');
  const { login } = await import('./operations');
  hydrateSession();
  const stop = startSessionKeeper();
  window.dispatchEvent(new Event('focus'));
  document.dispatchEvent(new Event('visibilitychange'));
  await new Promise((r) => setTimeout(r, 0));
  expect(sdkEvaluated).toBe(0);

  // intent: the sign-in form sent (the emulator is not running: the call fails, the module loaded)
  await login('ana@example.com', 'Senha123').catch(() => undefined);
  expect(sdkEvaluated).toBe(1);
  stop();
});
