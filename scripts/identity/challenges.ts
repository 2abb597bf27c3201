// The sessions of Cognito's sign-in challenges (NEW_PASSWORD_REQUIRED, MFA_SETUP,
// SOFTWARE_TOKEN_MFA): the opaque `Session` InitiateAuth answers with a challenge, which the
// next step (RespondToAuthChallenge, AssociateSoftwareToken, VerifySoftwareToken) must present.
// As on Cognito: a session lives 3 minutes, is good for one step (each step answers a new one),
// and dies after 5 wrong codes. Kept in memory (a restart ends every sign-in in progress).
import { randomBytes } from 'node:crypto';

export type ChallengeName = 'NEW_PASSWORD_REQUIRED' | 'MFA_SETUP' | 'SOFTWARE_TOKEN_MFA';

export const CHALLENGE_SESSION_TTL_MS = 3 * 60_000;
export const CHALLENGE_MAX_WRONG_CODES = 5;

export interface ChallengeSession {
  challenge: ChallengeName;
  /** The pool's username (the sub) and the app client the sign-in started on. */
  username: string;
  clientId: string;
  /** MFA_SETUP: the secret AssociateSoftwareToken handed out, and whether VerifySoftwareToken accepted a code of it. */
  secret?: string;
  verified?: boolean;
}

type Entry = ChallengeSession & { expiresAt: number; wrongCodes: number };

/** Cognito's NotAuthorizedException answers for a session it will not take. */
export const SESSION_MESSAGES = {
  invalid: 'Invalid session for the user.',
  expired: 'Invalid session for the user, session is expired.',
  used: 'Invalid session for the user, session can only be used once.',
} as const;

export class ChallengeSessionError extends Error {
  constructor(readonly reason: keyof typeof SESSION_MESSAGES) {
    super(SESSION_MESSAGES[reason]);
  }
}

export class ChallengeSessions {
  private readonly live = new Map<string, Entry>();
  /** Spent sessions (used, or too many wrong codes) until they would have expired: a replay reads 'used'. */
  private readonly spent = new Map<string, number>();

  constructor(private readonly now: () => number = () => Date.now()) {}

  /** A new session for `session`; returns its id. */
  open(session: ChallengeSession): string {
    this.sweep();
    const id = randomBytes(96).toString('base64url');
    this.live.set(id, { ...session, expiresAt: this.now() + CHALLENGE_SESSION_TTL_MS, wrongCodes: 0 });
    return id;
  }

  /** The live session `id` (not yet spent). Throws ChallengeSessionError otherwise. */
  peek(id: unknown): ChallengeSession {
    if (typeof id !== 'string' || !id) throw new ChallengeSessionError('invalid');
    const entry = this.live.get(id);
    if (!entry) throw new ChallengeSessionError(this.spent.has(id) ? 'used' : 'invalid');
    if (entry.expiresAt <= this.now()) {
      this.live.delete(id);
      throw new ChallengeSessionError('expired');
    }
    return { ...entry };
  }

  /** Spends the session `id` (a step succeeded): it cannot be presented again. */
  spend(id: string): void {
    const entry = this.live.get(id);
    if (!entry) return;
    this.live.delete(id);
    this.spent.set(id, entry.expiresAt);
  }

  /** Counts a wrong code on `id`; the 5th spends it. Returns whether it is spent. */
  wrongCode(id: string): boolean {
    const entry = this.live.get(id);
    if (!entry) return true;
    entry.wrongCodes += 1;
    if (entry.wrongCodes < CHALLENGE_MAX_WRONG_CODES) return false;
    this.spend(id);
    return true;
  }

  private sweep() {
    const now = this.now();
    for (const [id, entry] of this.live) if (entry.expiresAt <= now) this.live.delete(id);
    for (const [id, expiresAt] of this.spent) if (expiresAt <= now) this.spent.delete(id);
  }
}
