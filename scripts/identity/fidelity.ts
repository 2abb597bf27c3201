// Fidelity layer: sits in front of cognito-local's router so the product sees the answers real
// Cognito gives. Each patch below closes a gap measured against cognito-local 5.3.0 (see
// README.md); operations without a patch go to cognito-local unchanged. Dev-only, never product code.
import type { KeyObject } from 'node:crypto';
import { CognitoError } from 'cognito-local/lib/errors.js';
import type { AppClient } from 'cognito-local/lib/services/appClient.js';
import type { CognitoService } from 'cognito-local/lib/services/cognitoService.js';
import type { Services } from 'cognito-local/lib/services/index.js';
import type { Context } from 'cognito-local/lib/services/context.js';
import type { User, UserPoolService } from 'cognito-local/lib/services/userPoolService.js';
import { ChallengeSessionError, ChallengeSessions, type ChallengeName, type ChallengeSession } from './challenges';
import { afterFailure, afterRefusedAttempt, isLockedOut, type LockoutState } from './lockout';
import type { PasswordPolicy } from './pool';
import { accessTokenLifetime, verifyJwtSignature } from './tokens';
import { matchTotp, newTotpSecret } from './totp';

/** An error answered as Cognito does: HTTP 400 (unless told) with `{ __type, message }`. */
export class IdentityError extends Error {
  constructor(
    readonly type: string,
    message: string,
    readonly status = 400,
  ) {
    super(message);
  }
}

/** Request/response bodies of the Cognito JSON protocol, with the fields the patches read typed. */
type Json = {
  [field: string]: unknown;
  AuthParameters?: Record<string, string>;
  ChallengeResponses?: Record<string, string>;
  ClientMetadata?: Record<string, string>;
  UserAttributes?: AttributeInput[];
};
export type Route = (ctx: Context, body: Json) => Promise<unknown>;
type Patch = (ctx: Context, body: Json, next: (body: Json) => Promise<Json>) => Promise<unknown>;

// ---------------------------------------------------------------- passwords

const WHITESPACE_EDGES = /^[\S]+.*[\S]+$/;

/** Cognito's own wording differs by operation family. */
const POLICY_PREFIX = {
  signUp: 'Password did not conform with policy',
  change: 'Password does not conform to policy',
  admin: 'Password did not conform with password policy',
} as const;

/** The first rule of `policy` that `password` breaks, in Cognito's words, or null. */
export function passwordPolicyProblem(password: string, policy: PasswordPolicy): string | null {
  if (password.length < (policy.MinimumLength ?? 8)) return 'Password not long enough';
  if (policy.RequireUppercase && !/[A-Z]/.test(password)) return 'Password must have uppercase characters';
  if (policy.RequireLowercase && !/[a-z]/.test(password)) return 'Password must have lowercase characters';
  if (policy.RequireNumbers && !/[0-9]/.test(password)) return 'Password must have numeric characters';
  if (policy.RequireSymbols && !/[\^$*.[\]{}()?"!@#%&/\\,><':;|_~`=+-]/.test(password))
    return 'Password must have symbol characters';
  return null;
}

function assertPassword(password: unknown, field: string, pool: UserPoolService, family: keyof typeof POLICY_PREFIX) {
  if (typeof password !== 'string' || !WHITESPACE_EDGES.test(password)) {
    throw new IdentityError(
      'InvalidParameterException',
      `1 validation error detected: Value at '${field}' failed to satisfy constraint: Member must satisfy regular expression pattern: ^[\\S]+.*[\\S]+$`,
    );
  }
  const problem = passwordPolicyProblem(password, pool.options.Policies?.PasswordPolicy ?? {});
  if (problem) throw new IdentityError('InvalidPasswordException', `${POLICY_PREFIX[family]}: ${problem}`);
}

// ---------------------------------------------------------------- access tokens

/**
 * cognito-local only decodes access tokens; Cognito checks signature (this data folder's key,
 * keys.ts), issuer, use and expiry.
 */
export function verifyAccessToken(token: unknown, issuers: readonly string[], publicKey: KeyObject): Json {
  const invalid = new IdentityError('NotAuthorizedException', 'Invalid Access Token');
  const claims = verifyJwtSignature(token, publicKey);
  if (!claims) throw invalid;
  if (claims.token_use !== 'access' || !issuers.includes(String(claims.iss))) throw invalid;
  if (typeof claims.exp !== 'number' || claims.exp * 1000 <= Date.now())
    throw new IdentityError('NotAuthorizedException', 'Access Token has expired');
  return claims;
}

/** Operations authorised by an AccessToken in the body. */
const ACCESS_TOKEN_TARGETS = new Set([
  'GetUser',
  'ChangePassword',
  'GlobalSignOut',
  'UpdateUserAttributes',
  'DeleteUser',
  'DeleteUserAttributes',
  'GetUserAttributeVerificationCode',
  'VerifyUserAttribute',
  'SetUserMFAPreference',
]);

// ---------------------------------------------------------------- helpers

const attr = (user: User, name: string) => user.Attributes.find((a) => a.Name === name)?.Value;

/** Cognito masks the destination of a delivered code: r***@e***. */
export const maskEmail = (email: string) => {
  const [local = '', domain = ''] = email.split('@');
  return `${local.slice(0, 1)}***@${domain.slice(0, 1)}***`;
};

const maskDelivery = (res: Json) => {
  const details = res.CodeDeliveryDetails as Json | undefined;
  if (details?.DeliveryMedium === 'EMAIL' && typeof details.Destination === 'string')
    details.Destination = maskEmail(details.Destination);
  return res;
};

/** Re-throws cognito-local's error `type` as Cognito's, keeps any other error. */
const rewrite =
  (type: string, to: { type?: string; message: string }) =>
  (err: unknown): never => {
    if (err instanceof CognitoError && err.code === type) throw new IdentityError(to.type ?? type, to.message);
    throw err;
  };

// ---------------------------------------------------------------- attribute writes

type AttributeInput = { Name: string; Value?: string };

const UNAUTHORIZED_ATTRIBUTE = () => new IdentityError('NotAuthorizedException', 'A client attempted to write unauthorized attribute');
const EMAIL_TAKEN = 'An account with the given email already exists.';

/** Standard attributes an app client without a WriteAttributes list may write (Cognito's default). */
const DEFAULT_WRITABLE = (name: string) =>
  !name.startsWith('custom:') && !['sub', 'email_verified', 'phone_number_verified', 'identities'].includes(name);

/**
 * The app client's write permission: names outside its WriteAttributes are refused. At creation
 * (`sign-up`) that is all; afterwards (`update`) immutable attributes are refused too, so the
 * role set at sign-up (`custom:profile_id`) can never be changed or removed by its user.
 */
function assertWritable(names: readonly string[], client: AppClient | null, pool: UserPoolService, moment: 'sign-up' | 'update') {
  const schema = new Map((pool.options.SchemaAttributes ?? []).map((a) => [a.Name, a]));
  for (const name of names) {
    const writable = client?.WriteAttributes ? client.WriteAttributes.includes(name) : DEFAULT_WRITABLE(name);
    if (!writable) throw UNAUTHORIZED_ATTRIBUTE();
    if (moment === 'update' && schema.get(name)?.Mutable === false) throw UNAUTHORIZED_ATTRIBUTE();
  }
}

/** cognito-local's answer for a name outside the schema on attribute updates. */
function assertInSchema(names: readonly string[], pool: UserPoolService) {
  const schema = new Set((pool.options.SchemaAttributes ?? []).map((a) => a.Name));
  for (const name of names)
    if (!schema.has(name)) throw new IdentityError('InvalidParameterException', `user.${name}: Attribute does not exist in the schema.`);
}

/** E-mails are unique in the pool (it signs in by e-mail): taking another user's is refused. */
async function assertEmailFree(ctx: Context, pool: UserPoolService, attributes: readonly AttributeInput[], self: User | null, error: () => IdentityError) {
  const email = attributes.find((a) => a.Name === 'email')?.Value;
  if (!email) return;
  const owner = await pool.getUserByUsername(ctx, email);
  if (owner && owner.Username !== self?.Username) throw error();
}

const INCORRECT_CREDENTIALS = { type: 'NotAuthorizedException', message: 'Incorrect username or password.' };
const CODE_MISMATCH = { message: 'Invalid verification code provided, please try again.' };

// ---------------------------------------------------------------- what unknown e-mails leave behind

/**
 * PreventUserExistenceErrors ENABLED: an unknown e-mail must answer as a known one, limits
 * included — its failed sign-ins lock it out, its simulated codes are limited per hour and spent
 * after 5 wrong tries (issue 40). No user record holds that, so it is kept here, per pool and
 * address string, in memory (a restart forgets it; the known users' state is on their records).
 * Bounded: past MAX_ENTRIES the oldest entries go.
 */
class PerAddress<T> {
  static readonly MAX_ENTRIES = 50_000;
  private readonly byKey = new Map<string, T>();
  get(key: string): T | undefined {
    return this.byKey.get(key);
  }
  set(key: string, value: T | undefined): void {
    this.byKey.delete(key);
    if (value === undefined) return;
    if (this.byKey.size >= PerAddress.MAX_ENTRIES) this.byKey.delete(this.byKey.keys().next().value as string);
    this.byKey.set(key, value);
  }
}

// ---------------------------------------------------------------- store lookups

/**
 * cognito-local reads its stores as `Users[name]` / `Clients[id]`: a name such as `constructor`,
 * `toString` or `__proto__` found a member of every JS object and read it as a user or an app
 * client (500 InternalError). No username of this pool (e-mail or sub) nor client id is such a
 * name, so they find nothing.
 */
const objectMember = (name: unknown) => typeof name !== 'string' || name in Object.prototype;

export function guardStoreLookups(cognito: CognitoService): void {
  const guarded = new WeakSet<UserPoolService>();
  const guard = (pool: UserPoolService) => {
    if (!guarded.has(pool)) {
      const byUsername = pool.getUserByUsername.bind(pool);
      pool.getUserByUsername = (ctx, username) => (objectMember(username) ? Promise.resolve(null) : byUsername(ctx, username));
      guarded.add(pool);
    }
    return pool;
  };
  const getAppClient = cognito.getAppClient.bind(cognito);
  cognito.getAppClient = (ctx, clientId) => (objectMember(clientId) ? Promise.resolve(null) : getAppClient(ctx, clientId));
  const getUserPool = cognito.getUserPool.bind(cognito);
  cognito.getUserPool = async (ctx, id) => guard(await getUserPool(ctx, id));
  const forClient = cognito.getUserPoolForClientId.bind(cognito);
  cognito.getUserPoolForClientId = async (ctx, id) => guard(await forClient(ctx, id));
}


// ---------------------------------------------------------------- sessions

/**
 * What the layer keeps on a user record besides cognito-local's fields (persisted with it):
 * when every token was revoked (GlobalSignOut / AdminUserGlobalSignOut, epoch seconds), the
 * refresh tokens revoked one by one (RevokeToken: their `jti`, which the tokens they minted carry
 * as `origin_jti`), and the state of each kind of code (the guard below).
 */
type CodeKind = 'signup' | 'forgot' | 'verify';
type CodeState = { issuedAt: number; failures: number; sent: number[] };
/** What the code guard reads: a user record, or an unknown address's stand-in (PerAddress). */
type WithCodes = { CodeStates?: Partial<Record<CodeKind, CodeState>> };
export type LayerUser = User &
  WithCodes & {
    TokensRevokedAt?: number;
    RevokedOrigins?: string[];
    /** The last TOTP step accepted (a code is good once), and a secret AssociateSoftwareToken(AccessToken) handed out, not yet verified. */
    LastTotpStep?: number;
    PendingSoftwareTokenSecret?: string;
    /** Failed sign-ins (wrong passwords and wrong MFA codes alike) and the lock-out they earned (lockout.ts). */
    SignInLockout?: LockoutState;
  };

/** Revoked refresh tokens remembered per user (their access tokens expire within the hour anyway). */
const MAX_REVOKED_ORIGINS = 200;

const nowSeconds = () => Math.floor(Date.now() / 1000);

/**
 * Whether an access/id token's claims were revoked: issued before the user's last global sign-out
 * (whole seconds: a token of the very second of the sign-out still passes, tokens carry seconds),
 * or minted by a refresh token revoked since.
 */
export function isRevoked(claims: Json, user: LayerUser): boolean {
  const iat = typeof claims.iat === 'number' ? claims.iat : 0;
  if (user.TokensRevokedAt !== undefined && iat < user.TokensRevokedAt) return true;
  const origin = claims.origin_jti;
  return typeof origin === 'string' && (user.RevokedOrigins ?? []).includes(origin);
}

// ---------------------------------------------------------------- codes

/** Cognito's guard on codes: 5 wrong tries per code, then a new code is needed. */
export const CODE_MAX_FAILURES = 5;
/** A reset code lives 1 hour, a sign-up (and attribute) code 24 hours, as on Cognito. */
export const CODE_TTL_MS: Record<CodeKind, number> = { signup: 24 * 3600_000, forgot: 3600_000, verify: 24 * 3600_000 };
/** Codes sent per user and kind within an hour before Cognito answers LimitExceededException. */
export const CODE_SENDS_PER_HOUR = 10;

const ATTEMPT_LIMIT = () => new IdentityError('LimitExceededException', 'Attempt limit exceeded, please try after some time.');
const EXPIRED_CODE = () => new IdentityError('ExpiredCodeException', 'Invalid code provided, please request a code again.');

/** The record with a fresh `kind` code state (no failures, issued now); throws when too many were sent. */
export function withNewCode<U extends WithCodes>(user: U, kind: CodeKind, now = Date.now()): U {
  const previous = user.CodeStates?.[kind];
  const sent = (previous?.sent ?? []).filter((at) => now - at < 3600_000);
  if (sent.length >= CODE_SENDS_PER_HOUR) throw ATTEMPT_LIMIT();
  return { ...user, CodeStates: { ...user.CodeStates, [kind]: { issuedAt: now, failures: 0, sent: [...sent, now] } } };
}

/** Refuses a try on a `kind` code that is spent (5 wrong) or expired, before the code is compared. */
export function assertCodeUsable(user: WithCodes, kind: CodeKind, now = Date.now()): void {
  const state = user.CodeStates?.[kind];
  if (!state) return; // a code from before the layer kept states: no clock, still limited below
  if (state.failures >= CODE_MAX_FAILURES) throw ATTEMPT_LIMIT();
  if (now - state.issuedAt > CODE_TTL_MS[kind]) throw EXPIRED_CODE();
}

export function withFailedCode<U extends WithCodes>(user: U, kind: CodeKind, now = Date.now()): U {
  const state = user.CodeStates?.[kind] ?? { issuedAt: now, failures: 0, sent: [] };
  return { ...user, CodeStates: { ...user.CodeStates, [kind]: { ...state, failures: state.failures + 1 } } };
}

function withoutCode(user: LayerUser, kind: CodeKind): LayerUser {
  const states = { ...user.CodeStates };
  const sent = states[kind]?.sent;
  // the send history stays (the hourly limit), the code itself is gone
  if (sent?.length) states[kind] = { issuedAt: 0, failures: CODE_MAX_FAILURES, sent };
  else delete states[kind];
  return { ...user, CodeStates: states };
}

/** One code check at a time per user: 300 parallel guesses must not all read "0 failures". */
class PerUserQueue {
  private readonly tails = new Map<string, Promise<unknown>>();
  run<T>(key: string, task: () => Promise<T>): Promise<T> {
    const previous = this.tails.get(key) ?? Promise.resolve();
    const result = previous.then(task, task);
    const tail = result.catch(() => {});
    this.tails.set(key, tail);
    void tail.then(() => {
      if (this.tails.get(key) === tail) this.tails.delete(key);
    });
    return result;
  }
}

// ---------------------------------------------------------------- the layer

export interface FidelityDeps {
  services: Services;
  /** cognito-local's router: target name → handler. */
  router: (target: string) => Route;
  /** Issuers of this emulator's tokens, one per pool (public port): `http://localhost:<port>/<pool id>`. */
  issuers: readonly string[];
  /** Public half of the data folder's signing key (keys.ts). */
  publicKey: KeyObject;
  /** Signs claims with the data folder's key (tokens.ts signJwt). */
  sign: (claims: Record<string, unknown>) => string;
  /** Where a code goes (the dev mailbox): codes the layer itself sends (e-mail change). */
  deliverCode: (email: string, code: string, kind: 'verify') => void;
}

/** Returns the route for `target`: cognito-local's own, wrapped by a patch when one exists. */
export function createFidelityLayer({ services, router, issuers, publicKey, sign, deliverCode }: FidelityDeps): (target: string) => Route {
  const { cognito } = services;
  const codeChecks = new PerUserQueue();
  // what unknown e-mails leave behind (PerAddress): their sign-in lock-outs and simulated codes
  const unknownLockouts = new PerAddress<LockoutState>();
  const unknownCodes = new PerAddress<WithCodes>();
  const addressKey = (pool: UserPoolService, address: string) => `${pool.options.Id}:${address}`;
  const challengeSessions = new ChallengeSessions();
  const poolFor = (ctx: Context, clientId: unknown) => cognito.getUserPoolForClientId(ctx, String(clientId));
  const accessClaims = (token: unknown) => verifyAccessToken(token, issuers, publicKey);

  /** The access token's claims and its user, refused once revoked (GlobalSignOut, RevokeToken). */
  async function liveAccess(ctx: Context, token: unknown): Promise<{ claims: Json; pool: UserPoolService; user: LayerUser | null }> {
    const claims = accessClaims(token);
    const pool = await poolFor(ctx, claims.client_id);
    // a token of one pool never stands for a user of another (each pool has its own issuer)
    if (!String(claims.iss).endsWith(`/${pool.options.Id}`)) throw new IdentityError('NotAuthorizedException', 'Invalid Access Token');
    const user = (await pool.getUserByUsername(ctx, String(claims.sub))) as LayerUser | null;
    if (user && isRevoked(claims, user)) throw new IdentityError('NotAuthorizedException', 'Access Token has been revoked');
    return { claims, pool, user };
  }

  /** Runs a code check under the user's queue: refuses a spent or expired code, counts a wrong one. */
  function checkCode<T>(ctx: Context, pool: UserPoolService, username: string, kind: CodeKind, attempt: () => Promise<T>): Promise<T> {
    return codeChecks.run(`${kind}:${username}`, async () => {
      const user = (await pool.getUserByUsername(ctx, username)) as LayerUser | null;
      if (!user) throw new IdentityError('CodeMismatchException', CODE_MISMATCH.message);
      assertCodeUsable(user, kind);
      try {
        const res = await attempt();
        const after = (await pool.getUserByUsername(ctx, user.Username)) as LayerUser | null;
        if (after) await pool.saveUser(ctx, withoutCode(after, kind));
        return res;
      } catch (err) {
        const mismatch =
          (err instanceof CognitoError && err.code === 'CodeMismatchException') ||
          (err instanceof IdentityError && err.type === 'CodeMismatchException');
        if (mismatch) {
          const current = ((await pool.getUserByUsername(ctx, user.Username)) as LayerUser | null) ?? user;
          await pool.saveUser(ctx, withFailedCode(current, kind));
          throw new IdentityError('CodeMismatchException', CODE_MISMATCH.message);
        }
        throw err;
      }
    });
  }

  /** Records that a `kind` code was just sent to `username` (throws past the hourly sends). */
  async function codeSent(ctx: Context, pool: UserPoolService, username: string, kind: CodeKind) {
    const user = (await pool.getUserByUsername(ctx, username)) as LayerUser | null;
    if (user) await pool.saveUser(ctx, withNewCode(user, kind));
  }
  async function assertMaySend(ctx: Context, pool: UserPoolService, username: string, kind: CodeKind) {
    const user = (await pool.getUserByUsername(ctx, username)) as LayerUser | null;
    if (user) withNewCode(user, kind);
  }

  /** Tokens that name the refresh token they came from (`origin_jti`), so RevokeToken can end them. */
  const withOrigin = (result: Json, refreshToken: string | undefined): Json => {
    const origin = refreshToken ? verifyJwtSignature(refreshToken, publicKey)?.jti : undefined;
    if (typeof origin !== 'string') return result;
    const resign = (token: unknown) => {
      const claims = verifyJwtSignature(token, publicKey);
      return claims ? sign({ ...claims, origin_jti: origin }) : token;
    };
    return { ...result, AccessToken: resign(result.AccessToken), IdToken: resign(result.IdToken) };
  };

  /** Ends every session of `user`: refresh tokens gone, tokens issued until now refused. */
  // The refresh tokens' `jti`s join the revoked origins: a token issued in the very second of
  // the sign-out is refused too (iat has whole seconds), a sign-in right after is not.
  const signOutEverywhere = (ctx: Context, pool: UserPoolService, user: LayerUser) => {
    const live = (user.RefreshTokens ?? []).map((t) => verifyJwtSignature(t, publicKey)?.jti).filter((j): j is string => typeof j === 'string');
    const origins = [...(user.RevokedOrigins ?? []), ...live].slice(-MAX_REVOKED_ORIGINS);
    return pool.saveUser(ctx, { ...user, RefreshTokens: [], RevokedOrigins: origins, TokensRevokedAt: nowSeconds() } as LayerUser);
  };

  /**
   * PreventUserExistenceErrors ENABLED: an unknown user gets the answer a known one would — a
   * delivery (no code sent), limited per hour as a known user's codes are, counted per pool and
   * address string, and starting a new (simulated) code: its wrong tries count from 0 again.
   */
  const simulatedDelivery = (pool: UserPoolService, username: string, kind: CodeKind) => {
    const key = addressKey(pool, username);
    unknownCodes.set(key, withNewCode(unknownCodes.get(key) ?? {}, kind));
    return { CodeDeliveryDetails: { AttributeName: 'email', DeliveryMedium: 'EMAIL', Destination: maskEmail(username) } };
  };

  /**
   * A code entered for an unknown e-mail: wrong, as for a known user who typed a wrong code, and
   * spent after 5 tries (LimitExceededException) until a new one is asked for (issue 40).
   */
  const simulatedCodeCheck = (pool: UserPoolService, username: string, kind: CodeKind): never => {
    const key = addressKey(pool, username);
    const state = unknownCodes.get(key) ?? {};
    assertCodeUsable(state, kind);
    unknownCodes.set(key, withFailedCode(state, kind));
    throw new IdentityError('CodeMismatchException', CODE_MISMATCH.message);
  };

  // ------------------------------------------------------------ sign-in lock-out (lockout.ts)

  /** Whose lock-out: a user of `pool` (kept on the record, so it survives a restart) or an unknown address. */
  type LockOwner = { pool: UserPoolService; username: string; known: boolean };
  const PASSWORD_ATTEMPTS_EXCEEDED = () => new IdentityError('NotAuthorizedException', 'Password attempts exceeded');

  /** Runs `task` as the only sign-in step of its owner at a time (the lock-out is read, then written). */
  const signInStep = <T>(owner: LockOwner, task: () => Promise<T>) =>
    codeChecks.run(`signin:${owner.known ? owner.username : `?${addressKey(owner.pool, owner.username)}`}`, task);

  async function readLockout(ctx: Context, owner: LockOwner): Promise<LockoutState | undefined> {
    if (!owner.known) return unknownLockouts.get(addressKey(owner.pool, owner.username));
    return ((await owner.pool.getUserByUsername(ctx, owner.username)) as LayerUser | null)?.SignInLockout;
  }

  async function writeLockout(ctx: Context, owner: LockOwner, state: LockoutState | undefined): Promise<void> {
    if (!owner.known) return unknownLockouts.set(addressKey(owner.pool, owner.username), state);
    const user = (await owner.pool.getUserByUsername(ctx, owner.username)) as LayerUser | null;
    if (!user || (state === undefined && user.SignInLockout === undefined)) return;
    const { SignInLockout: _previous, ...rest } = user;
    await owner.pool.saveUser(ctx, (state ? { ...rest, SignInLockout: state } : rest) as LayerUser);
  }

  /** During a lock every attempt is refused, the right password or code too. */
  async function refuseWhileLocked(ctx: Context, owner: LockOwner): Promise<void> {
    const state = await readLockout(ctx, owner);
    if (!isLockedOut(state, Date.now())) return;
    await writeLockout(ctx, owner, afterRefusedAttempt(state, Date.now()));
    throw PASSWORD_ATTEMPTS_EXCEEDED();
  }

  /** Counts a wrong password or code; true when the owner is locked from now on. */
  async function countFailure(ctx: Context, owner: LockOwner): Promise<boolean> {
    const { state, locked } = afterFailure(await readLockout(ctx, owner), Date.now());
    await writeLockout(ctx, owner, state);
    return locked;
  }

  /** A wrong password: Cognito's words, 'Password attempts exceeded' from the failure that locks. */
  async function wrongPassword(ctx: Context, owner: LockOwner): Promise<never> {
    const locked = await countFailure(ctx, owner);
    throw new IdentityError(INCORRECT_CREDENTIALS.type, locked ? 'Password attempts exceeded' : INCORRECT_CREDENTIALS.message);
  }

  /** A sign-in that ended with tokens: the count starts over (a lock never lets one through). */
  const signedIn = (ctx: Context, pool: UserPoolService, username: string) => writeLockout(ctx, { pool, username, known: true }, undefined);

  // ------------------------------------------------------------ challenges (operators' pool: MFA)

  const mfaRequired = (pool: UserPoolService) => pool.options.MfaConfiguration === 'ON';
  const invalidSession = (reason: ChallengeSessionError['reason'] = 'invalid') =>
    new IdentityError('NotAuthorizedException', new ChallengeSessionError(reason).message);
  const peekSession = (id: unknown): ChallengeSession => {
    try {
      return challengeSessions.peek(id);
    } catch (err) {
      if (err instanceof ChallengeSessionError) throw invalidSession(err.reason);
      throw err;
    }
  };

  /** Tokens for `user` at the end of a sign-in (cognito-local's generator), as InitiateAuth answers them. */
  async function issueTokens(ctx: Context, pool: UserPoolService, client: AppClient, username: string): Promise<Json> {
    await signedIn(ctx, pool, username);
    const user = await pool.getUserByUsername(ctx, username);
    if (!user) throw invalidSession();
    const groups = await pool.listUserGroupMembership(ctx, user);
    const tokens = await services.tokenGenerator.generate(ctx, user, groups, client, undefined, 'Authentication');
    await pool.storeRefreshToken(ctx, tokens.RefreshToken, user);
    return {
      ChallengeParameters: {},
      AuthenticationResult: { ...withOrigin({ ...tokens }, tokens.RefreshToken), ExpiresIn: accessTokenLifetime(client), TokenType: 'Bearer' },
    };
  }

  const challenge = (name: ChallengeName, user: User, clientId: string, parameters: Record<string, string>) => ({
    ChallengeName: name,
    ChallengeParameters: { USER_ID_FOR_SRP: user.Username, ...parameters },
    Session: challengeSessions.open({ challenge: name, username: user.Username, clientId }),
  });

  /**
   * What a sign-in whose password was right asks next, as Cognito: a new password for an
   * admin-created user (FORCE_CHANGE_PASSWORD); on a pool with MFA required, setting up the
   * authenticator (MFA_SETUP) or its code (SOFTWARE_TOKEN_MFA); else the tokens.
   */
  async function nextStep(ctx: Context, pool: UserPoolService, client: AppClient, user: LayerUser): Promise<Json> {
    if (user.UserStatus === 'FORCE_CHANGE_PASSWORD') {
      const { sub: _sub, ...visible } = Object.fromEntries(user.Attributes.map((a) => [a.Name, a.Value ?? '']));
      return challenge('NEW_PASSWORD_REQUIRED', user, client.ClientId, { requiredAttributes: '[]', userAttributes: JSON.stringify(visible) });
    }
    if (user.UserStatus === 'RESET_REQUIRED') throw new IdentityError('PasswordResetRequiredException', 'Password reset required for the user');
    if (user.UserStatus === 'UNCONFIRMED') throw new IdentityError('UserNotConfirmedException', 'User is not confirmed.');
    if (mfaRequired(pool)) {
      if (user.SoftwareTokenMfaConfiguration?.Verified) return challenge('SOFTWARE_TOKEN_MFA', user, client.ClientId, {});
      return challenge('MFA_SETUP', user, client.ClientId, { MFAS_CAN_SETUP: '["SOFTWARE_TOKEN_MFA"]' });
    }
    return issueTokens(ctx, pool, client, user.Username);
  }

  /**
   * Checks a TOTP `code` of `secret` for `username` (one check at a time per user): a code is good
   * once (its step must be later than the last accepted). 'used': a code of the secret whose step
   * was accepted already (or an older one).
   */
  async function acceptTotp(ctx: Context, pool: UserPoolService, username: string, secret: string, code: unknown): Promise<'ok' | 'wrong' | 'used'> {
    const user = (await pool.getUserByUsername(ctx, username)) as LayerUser | null;
    if (!user) return 'wrong';
    const step = typeof code === 'string' ? matchTotp(secret, code) : null;
    if (step === null) return 'wrong';
    if (step <= (user.LastTotpStep ?? -1)) return 'used';
    await pool.saveUser(ctx, { ...user, LastTotpStep: step } as LayerUser);
    return 'ok';
  }

  /** The secret is the user's from now on: every later sign-in asks for its code. */
  async function enableSoftwareToken(ctx: Context, pool: UserPoolService, username: string, secret: string, deviceName: unknown) {
    const user = (await pool.getUserByUsername(ctx, username)) as LayerUser | null;
    if (!user) throw invalidSession();
    const { PendingSoftwareTokenSecret: _pending, ...rest } = user;
    await pool.saveUser(ctx, {
      ...rest,
      SoftwareTokenMfaConfiguration: {
        Secret: secret,
        Verified: true,
        ...(typeof deviceName === 'string' && deviceName ? { FriendlyDeviceName: deviceName.slice(0, 131) } : {}),
      },
      UserMFASettingList: [...new Set([...(user.UserMFASettingList ?? []), 'SOFTWARE_TOKEN_MFA'])],
      PreferredMfaSetting: 'SOFTWARE_TOKEN_MFA',
      UserLastModifiedDate: services.clock.get(),
    } as LayerUser);
  }

  const CHALLENGES: ReadonlySet<string> = new Set(['NEW_PASSWORD_REQUIRED', 'MFA_SETUP', 'SOFTWARE_TOKEN_MFA']);
  const COGNITO_CHALLENGES: ReadonlySet<string> = new Set(
    `SMS_MFA EMAIL_OTP SOFTWARE_TOKEN_MFA SELECT_MFA_TYPE MFA_SETUP PASSWORD_VERIFIER CUSTOM_CHALLENGE SELECT_CHALLENGE DEVICE_SRP_AUTH
    DEVICE_PASSWORD_VERIFIER ADMIN_NO_SRP_AUTH NEW_PASSWORD_REQUIRED SMS_OTP PASSWORD WEB_AUTHN PASSWORD_SRP`.split(/\s+/),
  );
  const oneOf = (body: Json) => {
    if ((body.Session === undefined) === (body.AccessToken === undefined))
      throw new IdentityError('InvalidParameterException', 'Exactly one of AccessToken or Session must be provided.');
  };

  const patches: Record<string, Patch> = {
    async SignUp(ctx, body, next) {
      const pool = await poolFor(ctx, body.ClientId);
      // the operators' pool: only an admin creates users (AdminCreateUser)
      if ((pool.options as { AdminCreateUserConfig?: { AllowAdminCreateUserOnly?: boolean } }).AdminCreateUserConfig?.AllowAdminCreateUserOnly)
        throw new IdentityError('NotAuthorizedException', 'SignUp is not permitted for this user pool');
      assertPassword(body.Password, 'password', pool, 'signUp');
      // cognito-local accepts any attribute, even `sub` (a client could pick another user's
      // sub); Cognito rejects names outside the schema and those the app client may not write.
      const attributes = (body.UserAttributes ?? []) as AttributeInput[];
      const schema = new Set((pool.options.SchemaAttributes ?? []).map((a) => a.Name));
      for (const { Name } of attributes) {
        if (!schema.has(Name))
          throw new IdentityError(
            'InvalidParameterException',
            `Attributes did not conform to the schema: Type for attribute {${Name}} could not be determined`,
          );
      }
      assertWritable(
        attributes.map((a) => a.Name),
        await cognito.getAppClient(ctx, String(body.ClientId)),
        pool,
        'sign-up',
      );
      // cognito-local only checks the username: an `email` attribute naming someone else's
      // e-mail would make a second account with it.
      await assertEmailFree(ctx, pool, attributes, null, () => new IdentityError('UsernameExistsException', EMAIL_TAKEN));
      const res = await next(body).catch(rewrite('UsernameExistsException', { message: EMAIL_TAKEN }));
      await codeSent(ctx, pool, String(body.Username), 'signup');
      return maskDelivery(res);
    },

    async ConfirmSignUp(ctx, body, next) {
      const pool = await poolFor(ctx, body.ClientId);
      const user = await pool.getUserByUsername(ctx, String(body.Username));
      // PreventUserExistenceErrors ENABLED: an unknown user reads as a wrong code, spent after 5 tries
      if (!user) return simulatedCodeCheck(pool, String(body.Username), 'signup');
      if (user.UserStatus === 'CONFIRMED')
        throw new IdentityError('NotAuthorizedException', 'User cannot be confirmed. Current status is CONFIRMED');
      const res = await checkCode(ctx, pool, user.Username, 'signup', () => next(body));
      // the code went to the e-mail, so Cognito marks it verified (AutoVerifiedAttributes)
      const confirmed = await pool.getUserByUsername(ctx, user.Username);
      if (confirmed && attr(confirmed, 'email_verified') !== 'true') {
        await pool.saveUser(ctx, {
          ...confirmed,
          Attributes: [...confirmed.Attributes.filter((a) => a.Name !== 'email_verified'), { Name: 'email_verified', Value: 'true' }],
        });
      }
      return res;
    },

    // cognito-local: 500 'Unsupported'. Implemented: new code, delivered like the first one.
    // A confirmed user answers as an unknown one (a delivery, no code; limited per address): 'User
    // is already confirmed.' would tell an account apart (issue 40; docs/decisions/0036).
    async ResendConfirmationCode(ctx, body) {
      const pool = await poolFor(ctx, body.ClientId);
      const user = await pool.getUserByUsername(ctx, String(body.Username));
      if (!user || user.UserStatus === 'CONFIRMED') return simulatedDelivery(pool, String(body.Username), 'signup');
      const email = attr(user, 'email');
      if (!email)
        throw new IdentityError('InvalidParameterException', 'No verified email or phone_number to send the code to.');
      const code = services.otp();
      const updated: User = withNewCode<LayerUser>({ ...user, ConfirmationCode: code, UserLastModifiedDate: services.clock.get() }, 'signup');
      await pool.saveUser(ctx, updated);
      const details = { AttributeName: 'email', DeliveryMedium: 'EMAIL', Destination: email } as const;
      await services.messages.deliver(ctx, 'ResendCode', String(body.ClientId), pool.options.Id, updated, code, body.ClientMetadata, details);
      return { CodeDeliveryDetails: { ...details, Destination: maskEmail(email) } };
    },

    async InitiateAuth(ctx, body, next) {
      const client = await cognito.getAppClient(ctx, String(body.ClientId));
      if (!client) throw new IdentityError('ResourceNotFoundException', `User pool client ${body.ClientId} does not exist.`);
      const flow = String(body.AuthFlow);
      const allowed = client.ExplicitAuthFlows ?? [];
      const allowFlag = flow === 'REFRESH_TOKEN' ? 'ALLOW_REFRESH_TOKEN_AUTH' : `ALLOW_${flow}`;
      if (!allowed.includes(allowFlag) && !allowed.includes(flow))
        throw new IdentityError('InvalidParameterException', `${flow} flow not enabled for this client`);

      let res: Json;
      let origin: string | undefined;
      if (flow === 'USER_PASSWORD_AUTH') {
        const username = body.AuthParameters?.USERNAME;
        if (typeof username !== 'string' || !username)
          throw new IdentityError('InvalidParameterException', 'Missing required parameter USERNAME');
        const pool = await poolFor(ctx, body.ClientId);
        const found = await pool.getUserByUsername(ctx, username);
        // PreventUserExistenceErrors ENABLED: an unknown e-mail answers as a wrong password, and
        // locks out as one (else the lock-out itself would tell the two apart).
        if (!found) {
          const owner: LockOwner = { pool, username, known: false };
          return signInStep(owner, async () => {
            await refuseWhileLocked(ctx, owner);
            return wrongPassword(ctx, owner);
          });
        }
        const owner: LockOwner = { pool, username: found.Username, known: true };
        const outcome = await signInStep(owner, async (): Promise<{ step: Json } | { tokens: Json }> => {
          await refuseWhileLocked(ctx, owner);
          const user = ((await pool.getUserByUsername(ctx, owner.username)) as LayerUser | null) ?? (found as LayerUser);
          if (user.Enabled === false) throw new IdentityError('NotAuthorizedException', 'User is disabled.');
          // cognito-local answers NEW_PASSWORD_REQUIRED without checking the temporary password, and
          // has no MFA_SETUP: those sign-ins are the layer's (password first, then the challenges).
          // A right password there is no sign-in yet: the failures stand until the tokens (issue 40).
          if (user.UserStatus === 'FORCE_CHANGE_PASSWORD' || mfaRequired(pool)) {
            if (user.Password !== body.AuthParameters?.PASSWORD) return wrongPassword(ctx, owner);
            return { step: await nextStep(ctx, pool, client, user) };
          }
          const tokens = await next(body).catch((err: unknown) => {
            if (err instanceof CognitoError && err.code === 'InvalidPasswordException') return wrongPassword(ctx, owner);
            throw err;
          });
          await signedIn(ctx, pool, owner.username);
          return { tokens };
        });
        if ('step' in outcome) return outcome.step;
        res = outcome.tokens;
        origin = (res.AuthenticationResult as Json | undefined)?.RefreshToken as string | undefined;
      } else if (flow === 'REFRESH_TOKEN_AUTH' || flow === 'REFRESH_TOKEN') {
        res = await next(body).catch(rewrite('NotAuthorizedException', { message: 'Invalid Refresh Token' }));
        origin = body.AuthParameters?.REFRESH_TOKEN;
      } else {
        res = await next(body);
      }
      // cognito-local leaves out ExpiresIn and TokenType
      if (res.AuthenticationResult) {
        res.AuthenticationResult = {
          ...withOrigin(res.AuthenticationResult as Json, origin),
          ExpiresIn: accessTokenLifetime(client),
          TokenType: 'Bearer',
        };
      }
      return res;
    },

    async ForgotPassword(ctx, body, next) {
      const pool = await poolFor(ctx, body.ClientId);
      const user = await pool.getUserByUsername(ctx, String(body.Username));
      // PreventUserExistenceErrors ENABLED: the same answer as for a known user (limits included), no code sent
      if (!user) return simulatedDelivery(pool, String(body.Username), 'forgot');
      if (attr(user, 'email_verified') !== 'true')
        throw new IdentityError(
          'InvalidParameterException',
          'Cannot reset password for the user as there is no registered/verified email or phone_number',
        );
      await assertMaySend(ctx, pool, user.Username, 'forgot');
      const res = maskDelivery(await next(body));
      await codeSent(ctx, pool, user.Username, 'forgot');
      return res;
    },

    async ConfirmForgotPassword(ctx, body, next) {
      const pool = await poolFor(ctx, body.ClientId);
      assertPassword(body.Password, 'password', pool, 'change');
      const user = await pool.getUserByUsername(ctx, String(body.Username));
      // PreventUserExistenceErrors ENABLED: an unknown e-mail is a wrong code, spent after 5 tries
      // as a known user's is (issue 40). A reset does not lift a sign-in lock-out (Cognito's).
      if (!user) return simulatedCodeCheck(pool, String(body.Username), 'forgot');
      // no code was asked for: every code is wrong, and counted as for one that was
      const attempt = user.ConfirmationCode ? () => next(body) : () => Promise.reject(new IdentityError('CodeMismatchException', CODE_MISMATCH.message));
      return checkCode(ctx, pool, user.Username, 'forgot', attempt);
    },

    async ChangePassword(ctx, body, next) {
      const { pool } = await liveAccess(ctx, body.AccessToken);
      assertPassword(body.ProposedPassword, 'proposedPassword', pool, 'change');
      return next(body).catch(rewrite('InvalidPasswordException', INCORRECT_CREDENTIALS));
    },

    // cognito-local: 500 'Unsupported'. Implemented as Cognito: every refresh token of the user
    // stops working and every access token issued until now is refused.
    async GlobalSignOut(ctx, body) {
      const { pool, user } = await liveAccess(ctx, body.AccessToken);
      if (!user) throw new IdentityError('UserNotFoundException', 'User does not exist.');
      await signOutEverywhere(ctx, pool, user);
      return {};
    },

    // cognito-local lacks it. The api calls it (signed) for 'Sair de todos os dispositivos'.
    async AdminUserGlobalSignOut(ctx, body) {
      const pool = await cognito.getUserPool(ctx, String(body.UserPoolId));
      const user = (await pool.getUserByUsername(ctx, String(body.Username))) as LayerUser | null;
      if (!user) throw new IdentityError('UserNotFoundException', 'User does not exist.');
      await signOutEverywhere(ctx, pool, user);
      return {};
    },

    // cognito-local removes the refresh token only. Cognito also ends the access tokens it
    // minted, and answers a token already revoked (or expired) with success.
    async RevokeToken(ctx, body, next) {
      const claims = verifyJwtSignature(body.Token, publicKey);
      if (!claims || !issuers.includes(String(claims.iss)) || typeof claims.jti !== 'string')
        throw new IdentityError('UnsupportedTokenTypeException', 'The token provided is not a refresh token.');
      const pool = await poolFor(ctx, body.ClientId);
      const user = (await pool.getUserByUsername(ctx, String(claims['cognito:username']))) as LayerUser | null;
      if (!user) return {};
      const origins = [...(user.RevokedOrigins ?? []), claims.jti].slice(-MAX_REVOKED_ORIGINS);
      await pool.saveUser(ctx, { ...user, RevokedOrigins: origins } as LayerUser);
      if (!(user.RefreshTokens ?? []).includes(String(body.Token))) return {};
      return next(body);
    },

    // cognito-local: writes whatever the schema allows (the role, email_verified…) and lets an
    // e-mail be taken twice. Cognito: the app client's write attributes, unique e-mails, and a new
    // e-mail waits for its code (AttributesRequireVerificationBeforeUpdate): the old one stays
    // the user's e-mail, verified, until VerifyUserAttribute.
    async UpdateUserAttributes(ctx, body, next) {
      const { claims, pool, user: self } = await liveAccess(ctx, body.AccessToken);
      const attributes = (body.UserAttributes ?? []) as AttributeInput[];
      const names = attributes.map((a) => a.Name);
      assertInSchema(names, pool);
      assertWritable(names, await cognito.getAppClient(ctx, String(claims.client_id)), pool, 'update');
      await assertEmailFree(ctx, pool, attributes, self, () => new IdentityError('AliasExistsException', EMAIL_TAKEN));
      const email = attributes.find((a) => a.Name === 'email')?.Value;
      const others = attributes.filter((a) => a.Name !== 'email');
      const res = others.length || !email ? await next({ ...body, UserAttributes: others }) : { CodeDeliveryDetailsList: [] };
      if (!email || !self || email === attr(self, 'email')) return res;
      const current = ((await pool.getUserByUsername(ctx, self.Username)) as LayerUser | null) ?? self;
      const code = services.otp();
      await pool.saveUser(ctx, {
        ...withNewCode(current, 'verify'),
        UnverifiedAttributeChanges: [{ Name: 'email', Value: email }],
        AttributeVerificationCode: code,
        UserLastModifiedDate: services.clock.get(),
      } as LayerUser);
      deliverCode(email, code, 'verify');
      return { CodeDeliveryDetailsList: [{ AttributeName: 'email', DeliveryMedium: 'EMAIL', Destination: maskEmail(email) }] };
    },

    // A new code for the pending e-mail (to the new address), or for the current one.
    async GetUserAttributeVerificationCode(ctx, body) {
      const { pool, user } = await liveAccess(ctx, body.AccessToken);
      if (!user) throw new IdentityError('UserNotFoundException', 'User does not exist.');
      if (body.AttributeName !== 'email') throw new IdentityError('InvalidParameterException', 'Only email can be verified.');
      const pending = user.UnverifiedAttributeChanges?.find((a) => a.Name === 'email')?.Value;
      const email = pending ?? attr(user, 'email');
      if (!email) throw new IdentityError('InvalidParameterException', 'No email to send the code to.');
      const code = services.otp();
      await pool.saveUser(ctx, { ...withNewCode(user, 'verify'), AttributeVerificationCode: code } as LayerUser);
      deliverCode(email, code, 'verify');
      return { CodeDeliveryDetails: { AttributeName: 'email', DeliveryMedium: 'EMAIL', Destination: maskEmail(email) } };
    },

    async VerifyUserAttribute(ctx, body, next) {
      const { pool, user } = await liveAccess(ctx, body.AccessToken);
      if (!user) throw new IdentityError('NotAuthorizedException', 'User does not exist.');
      // the address may have been taken since the code was sent
      const pending = user.UnverifiedAttributeChanges ?? [];
      await assertEmailFree(ctx, pool, pending, user, () => new IdentityError('AliasExistsException', EMAIL_TAKEN));
      return checkCode(ctx, pool, user.Username, 'verify', () => next(body));
    },

    // cognito-local: removes any attribute, even `sub` or the role.
    async DeleteUserAttributes(ctx, body, next) {
      const { claims, pool } = await liveAccess(ctx, body.AccessToken);
      const names = (body.UserAttributeNames ?? []) as string[];
      assertInSchema(names, pool);
      assertWritable(names, await cognito.getAppClient(ctx, String(claims.client_id)), pool, 'update');
      return next(body);
    },

    async AdminUpdateUserAttributes(ctx, body, next) {
      const pool = await cognito.getUserPool(ctx, String(body.UserPoolId));
      const self = await pool.getUserByUsername(ctx, String(body.Username));
      if (self) await assertEmailFree(ctx, pool, body.UserAttributes ?? [], self, () => new IdentityError('AliasExistsException', EMAIL_TAKEN));
      return next(body);
    },

    async AdminCreateUser(ctx, body, next) {
      const pool = await cognito.getUserPool(ctx, String(body.UserPoolId));
      if (body.TemporaryPassword !== undefined) assertPassword(body.TemporaryPassword, 'temporaryPassword', pool, 'admin');
      return next(body).catch(rewrite('UsernameExistsException', { message: 'User account already exists' }));
    },

    async AdminSetUserPassword(ctx, body, next) {
      const pool = await cognito.getUserPool(ctx, String(body.UserPoolId));
      assertPassword(body.Password, 'password', pool, 'admin');
      return next(body);
    },

    // cognito-local: no session check, no MFA_SETUP. Cognito: the Session of the previous step
    // (3 min, once), the challenge it was issued for, the same client and user.
    async RespondToAuthChallenge(ctx, body) {
      const client = await cognito.getAppClient(ctx, String(body.ClientId));
      if (!client) throw new IdentityError('ResourceNotFoundException', `User pool client ${String(body.ClientId).slice(0, 128)} does not exist.`);
      const name = String(body.ChallengeName ?? '');
      if (!CHALLENGES.has(name)) {
        // a Cognito challenge the emulator does not run (SMS, e-mail OTP, SRP, custom, passkeys…)
        if (COGNITO_CHALLENGES.has(name))
          throw new IdentityError('UnsupportedOperationException', `Cognito Local unsupported feature: RespondToAuthChallenge ${name}`);
        throw new IdentityError(
          'InvalidParameterException',
          `1 validation error detected: Value '${name.slice(0, 64)}' at 'challengeName' failed to satisfy constraint: Member must satisfy enum value set: [${[...COGNITO_CHALLENGES].join(', ')}]`,
        );
      }
      const id = String(body.Session ?? '');
      const session = peekSession(id);
      if (session.clientId !== client.ClientId || session.challenge !== name) throw invalidSession();
      const responses = body.ChallengeResponses ?? {};
      if (!responses.USERNAME) throw new IdentityError('InvalidParameterException', 'Missing required parameter USERNAME');
      const pool = await poolFor(ctx, client.ClientId);
      const user = (await pool.getUserByUsername(ctx, responses.USERNAME)) as LayerUser | null;
      if (!user || user.Username !== session.username) throw invalidSession();
      if (user.Enabled === false) throw new IdentityError('NotAuthorizedException', 'User is disabled.');

      if (name === 'NEW_PASSWORD_REQUIRED') {
        if (!responses.NEW_PASSWORD) throw new IdentityError('InvalidParameterException', 'Missing required parameter NEW_PASSWORD');
        const password = responses.NEW_PASSWORD;
        assertPassword(password, 'NEW_PASSWORD', pool, 'change');
        return signInStep({ pool, username: user.Username, known: true }, async () => {
          peekSession(id); // spent meanwhile by a parallel answer
          challengeSessions.spend(id);
          const current = ((await pool.getUserByUsername(ctx, user.Username)) as LayerUser | null) ?? user;
          const updated: LayerUser = { ...current, Password: password, UserStatus: 'CONFIRMED', UserLastModifiedDate: services.clock.get() };
          await pool.saveUser(ctx, updated);
          return nextStep(ctx, pool, client, updated);
        });
      }
      if (name === 'MFA_SETUP') {
        // the setup session is answered only after VerifySoftwareToken accepted a code
        if (!session.verified) throw invalidSession();
        return signInStep({ pool, username: user.Username, known: true }, async () => {
          peekSession(id);
          challengeSessions.spend(id);
          return issueTokens(ctx, pool, client, user.Username);
        });
      }
      const secret = user.SoftwareTokenMfaConfiguration?.Verified ? user.SoftwareTokenMfaConfiguration.Secret : null;
      if (!secret) throw new IdentityError('SoftwareTokenMFANotFoundException', 'Software Token MFA has not been enabled by the user.');
      return signInStep({ pool, username: user.Username, known: true }, async () => {
        peekSession(id); // spent meanwhile by a parallel answer
        // wrong codes count with wrong passwords, per user and across sign-ins (lockout.ts): during
        // a lock even the right code is refused (issue 40: 40 sign-ins × 5 codes were all tried)
        const owner: LockOwner = { pool, username: user.Username, known: true };
        await refuseWhileLocked(ctx, owner);
        const result = await acceptTotp(ctx, pool, user.Username, secret, responses.SOFTWARE_TOKEN_MFA_CODE);
        if (result !== 'ok') {
          challengeSessions.wrongCode(id);
          // the failure that locks says so at once, as a wrong password's does
          if (await countFailure(ctx, owner)) throw PASSWORD_ATTEMPTS_EXCEEDED();
          // Cognito's words for a code whose time step was already accepted
          if (result === 'used') throw new IdentityError('ExpiredCodeException', 'Your software token has already been used once.');
          throw new IdentityError('CodeMismatchException', 'Invalid code received for user');
        }
        challengeSessions.spend(id);
        return issueTokens(ctx, pool, client, user.Username);
      });
    },

    // cognito-local 5.3.0's own needs otplib (ESM-only) and keeps no session: the layer's. With a
    // Session (MFA_SETUP): a new secret for this sign-in and a new session; with an AccessToken:
    // a secret kept pending on the user until VerifySoftwareToken.
    async AssociateSoftwareToken(ctx, body) {
      oneOf(body);
      const secret = newTotpSecret();
      if (body.AccessToken !== undefined) {
        const { pool, user } = await liveAccess(ctx, body.AccessToken);
        if (!user) throw new IdentityError('NotAuthorizedException', 'User does not exist.');
        await pool.saveUser(ctx, { ...user, PendingSoftwareTokenSecret: secret } as LayerUser);
        return { SecretCode: secret };
      }
      const id = String(body.Session);
      const session = peekSession(id);
      if (session.challenge !== 'MFA_SETUP' || session.verified) throw invalidSession();
      challengeSessions.spend(id);
      return { SecretCode: secret, Session: challengeSessions.open({ ...session, secret, verified: false }) };
    },

    async VerifySoftwareToken(ctx, body) {
      oneOf(body);
      const mismatch = () => new IdentityError('EnableSoftwareTokenMFAException', 'Code mismatch and fail enable Software Token MFA');
      if (body.AccessToken !== undefined) {
        const { pool, user } = await liveAccess(ctx, body.AccessToken);
        const secret = user?.PendingSoftwareTokenSecret;
        if (!user || !secret) throw new IdentityError('InvalidParameterException', 'No software token was associated with the user.');
        return signInStep({ pool, username: user.Username, known: true }, async () => {
          if ((await acceptTotp(ctx, pool, user.Username, secret, body.UserCode)) !== 'ok') throw mismatch();
          await enableSoftwareToken(ctx, pool, user.Username, secret, body.FriendlyDeviceName);
          return { Status: 'SUCCESS' };
        });
      }
      const id = String(body.Session);
      const session = peekSession(id);
      const secret = session.secret;
      if (session.challenge !== 'MFA_SETUP' || !secret || session.verified) throw invalidSession();
      const pool = await poolFor(ctx, session.clientId);
      return signInStep({ pool, username: session.username, known: true }, async () => {
        peekSession(id);
        if ((await acceptTotp(ctx, pool, session.username, secret, body.UserCode)) !== 'ok') {
          challengeSessions.wrongCode(id);
          throw mismatch();
        }
        await enableSoftwareToken(ctx, pool, session.username, secret, body.FriendlyDeviceName);
        challengeSessions.spend(id);
        return { Status: 'SUCCESS', Session: challengeSessions.open({ ...session, verified: true }) };
      });
    },
  };

  return (target) => {
    const original = router(target);
    const patch = patches[target];
    const checked: Route = ACCESS_TOKEN_TARGETS.has(target)
      ? async (ctx, body) => {
          await liveAccess(ctx, body.AccessToken);
          return original(ctx, body);
        }
      : original;
    if (!patch) return (ctx, body) => checked(ctx, caseInsensitiveEmails(body));
    return (ctx, body) => patch(ctx, caseInsensitiveEmails(body), (b) => checked(ctx, b) as Promise<Json>);
  };
}

/**
 * The pool's usernames are case-insensitive (UsernameConfiguration.CaseSensitive false, the
 * Cognito default); cognito-local compares exactly. E-mails are lower-cased on the way in.
 */
function caseInsensitiveEmails(body: Json): Json {
  const lower = (v: string) => (v.includes('@') ? v.trim().toLowerCase() : v);
  const out: Json = { ...body };
  if (typeof out.Username === 'string') out.Username = lower(out.Username);
  const username = out.AuthParameters?.USERNAME;
  if (typeof username === 'string' && username) out.AuthParameters = { ...out.AuthParameters, USERNAME: lower(username) };
  if (Array.isArray(out.UserAttributes))
    out.UserAttributes = out.UserAttributes.map((a) =>
      a.Name === 'email' && typeof a.Value === 'string' ? { ...a, Value: lower(a.Value) } : a,
    );
  return out;
}
