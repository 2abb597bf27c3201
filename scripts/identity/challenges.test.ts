import { CHALLENGE_SESSION_TTL_MS, ChallengeSessions, SESSION_MESSAGES } from './challenges';

const session = { challenge: 'SOFTWARE_TOKEN_MFA' as const, username: 'sub-1', clientId: 'c' };

describe('challenge sessions', () => {
  it('are opaque, readable until spent, then refused as used', () => {
    const sessions = new ChallengeSessions();
    const id = sessions.open(session);
    expect(id.length).toBeGreaterThan(100);
    expect(sessions.peek(id)).toMatchObject(session);
    sessions.spend(id);
    expect(() => sessions.peek(id)).toThrow(SESSION_MESSAGES.used);
    expect(() => sessions.peek('x')).toThrow(SESSION_MESSAGES.invalid);
    expect(() => sessions.peek(undefined)).toThrow(SESSION_MESSAGES.invalid);
  });

  it('expire after 3 minutes', () => {
    let now = 1_000_000;
    const sessions = new ChallengeSessions(() => now);
    const id = sessions.open(session);
    now += CHALLENGE_SESSION_TTL_MS - 1;
    expect(sessions.peek(id).username).toBe('sub-1');
    now += 1;
    expect(() => sessions.peek(id)).toThrow(SESSION_MESSAGES.expired);
  });

  it('die on the 5th wrong code', () => {
    const sessions = new ChallengeSessions();
    const id = sessions.open(session);
    for (let i = 0; i < 4; i++) expect(sessions.wrongCode(id)).toBe(false);
    expect(sessions.peek(id).username).toBe('sub-1');
    expect(sessions.wrongCode(id)).toBe(true);
    expect(() => sessions.peek(id)).toThrow(SESSION_MESSAGES.used);
  });
});
