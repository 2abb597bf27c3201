// Browser storage of the session (pure functions over a Storage; see README "Storage").
//   current_user                                  → the user, never tokens (authoritative)
//   CognitoIdentityServiceProvider.<clientId>.tokens → the tokens (authoritative)
//   auth_user                                     → legacy reading, migrated once, then deleted
import { roleOf } from '@acolhe/shared-domain';
import {
  CURRENT_USER_KEY,
  LEGACY_AUTH_USER_KEY,
  TOKEN_DEFAULT_EXPIRES_IN,
  tokensKeyFor,
} from './constants';
import type { CurrentUser, SessionTokens } from './types';

export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const memory = new Map<string, string>();
const memoryStorage: KeyValueStorage = {
  getItem: (key) => memory.get(key) ?? null,
  setItem: (key, value) => void memory.set(key, String(value)),
  removeItem: (key) => void memory.delete(key),
};

/**
 * window.localStorage, or an in-memory stand-in when it is unavailable (no window, storage
 * disabled, Safari private mode throwing on access). The session then lasts for the page only.
 */
export function browserStorage(): KeyValueStorage {
  try {
    if (typeof window !== 'undefined' && window.localStorage) {
      const probe = '__acolhe_probe__';
      window.localStorage.setItem(probe, probe);
      window.localStorage.removeItem(probe);
      return window.localStorage;
    }
  } catch {
    // fall through
  }
  return memoryStorage;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

function parseJson(raw: string | null): unknown {
  if (raw === null) return null;
  try {
    return JSON.parse(raw);
  } catch {
    return null;
  }
}

/**
 * Normalises an untrusted stored user. Needs an id (or `sub`); tipo follows product.md#who-uses-it (anything
 * but 'terapeuta' is cliente); name falls back to the login name, then the e-mail (product.md#data).
 * The result never carries tokens, whatever the input held.
 */
export function parseUser(value: unknown): CurrentUser | null {
  if (!isObject(value)) return null;
  const rawId = value.id ?? value.sub;
  const id = typeof rawId === 'number' ? String(rawId) : text(rawId);
  if (!id) return null;
  const email = text(value.email);
  const name = text(value.name) || text(value.username) || text(value['cognito:username']) || email;
  const tipo = roleOf(value.tipo ?? value['custom:profile_id'] ?? value.profileId ?? value.role);
  return { id, name, email, tipo, image: text(value.image) };
}

/** Normalises untrusted stored tokens; needs accessToken and idToken. */
export function parseTokens(value: unknown, now: number = Date.now()): SessionTokens | null {
  if (!isObject(value)) return null;
  const accessToken = text(value.accessToken);
  const idToken = text(value.idToken);
  if (!accessToken || !idToken) return null;
  const expiresIn =
    typeof value.expiresIn === 'number' && Number.isFinite(value.expiresIn) && value.expiresIn > 0
      ? value.expiresIn
      : TOKEN_DEFAULT_EXPIRES_IN;
  const expiresAt =
    typeof value.expiresAt === 'number' && Number.isFinite(value.expiresAt)
      ? value.expiresAt
      : now + expiresIn * 1000;
  return { accessToken, idToken, refreshToken: text(value.refreshToken), expiresIn, expiresAt };
}

export function readStoredUser(storage: KeyValueStorage): CurrentUser | null {
  return parseUser(parseJson(safeGet(storage, CURRENT_USER_KEY)));
}

export function readStoredTokens(storage: KeyValueStorage, clientId: string): SessionTokens | null {
  return parseTokens(parseJson(safeGet(storage, tokensKeyFor(clientId))));
}

export function writeStoredUser(storage: KeyValueStorage, user: CurrentUser): void {
  const { id, name, email, tipo, image } = user; // copy field by field: never a token
  safeSet(storage, CURRENT_USER_KEY, JSON.stringify({ id, name, email, tipo, image }));
}

export function writeStoredTokens(storage: KeyValueStorage, clientId: string, tokens: SessionTokens): void {
  const { accessToken, idToken, refreshToken, expiresIn, expiresAt } = tokens;
  safeSet(
    storage,
    tokensKeyFor(clientId),
    JSON.stringify({ accessToken, idToken, refreshToken, expiresIn, expiresAt }),
  );
}

/**
 * Tokens first, user second: another tab reacts to the `current_user` storage event and must
 * find the tokens already there.
 */
export function writeStoredSession(
  storage: KeyValueStorage,
  clientId: string,
  user: CurrentUser,
  tokens: SessionTokens,
): void {
  writeStoredTokens(storage, clientId, tokens);
  writeStoredUser(storage, user);
}

/** Removes every session entry (the tokens only when the client id is known). */
export function clearStoredSession(storage: KeyValueStorage, clientId: string | undefined): void {
  safeRemove(storage, CURRENT_USER_KEY);
  safeRemove(storage, LEGACY_AUTH_USER_KEY);
  if (clientId) safeRemove(storage, tokensKeyFor(clientId));
}

/**
 * One-time migration of the legacy `auth_user` entry (product.md#data's second reading). Read once and
 * always deleted. It only fills the authoritative keys when `current_user` is absent and a whole
 * session can be rebuilt: a user plus tokens (inside `auth_user`, flat or under `tokens`, or
 * already under the Cognito key). Returns true when a session was migrated.
 */
export function migrateLegacySession(
  storage: KeyValueStorage,
  clientId: string,
  now: number = Date.now(),
): boolean {
  const raw = safeGet(storage, LEGACY_AUTH_USER_KEY);
  if (raw === null) return false;
  safeRemove(storage, LEGACY_AUTH_USER_KEY);
  if (safeGet(storage, CURRENT_USER_KEY) !== null) return false;
  const legacy = parseJson(raw);
  if (!isObject(legacy)) return false;
  const user = parseUser(isObject(legacy.user) ? legacy.user : legacy);
  if (!user) return false;
  const legacyTokens = parseTokens(isObject(legacy.tokens) ? legacy.tokens : legacy, now);
  const tokens = legacyTokens ?? readStoredTokens(storage, clientId);
  if (!tokens) return false;
  writeStoredSession(storage, clientId, user, tokens);
  return true;
}

function safeGet(storage: KeyValueStorage, key: string): string | null {
  try {
    return storage.getItem(key);
  } catch {
    return null;
  }
}

function safeSet(storage: KeyValueStorage, key: string, value: string): void {
  try {
    storage.setItem(key, value);
  } catch {
    // quota or disabled storage: the in-memory store still holds the session for this page
  }
}

function safeRemove(storage: KeyValueStorage, key: string): void {
  try {
    storage.removeItem(key);
  } catch {
    // ignore
  }
}
