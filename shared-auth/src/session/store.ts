// The one session store (zustand). @acolhe/shared-auth is a Module Federation singleton, so the
// shell and every remote read and write this same store.
import { create } from 'zustand';
import { onRuntimeConfig, peekRuntimeConfig, getRuntimeConfig } from '../config';
import {
  CURRENT_USER_KEY,
  TOKEN_DEFAULT_EXPIRES_IN,
  USER_LOGIN_EVENT,
  USER_LOGOUT_EVENT,
  tokensKeyFor,
} from './constants';
import {
  browserStorage,
  clearStoredSession,
  migrateLegacySession,
  parseUser,
  readStoredTokens,
  readStoredUser,
  writeStoredSession,
  writeStoredTokens,
  writeStoredUser,
} from './storage';
import type { CurrentUser, SessionTokens } from './types';

export interface SessionState {
  user: CurrentUser | null;
  tokens: SessionTokens | null;
}

/** Tokens as the identity provider hands them; expiresIn defaults to 3600 s, expiresAt to now + expiresIn. */
export interface SessionTokensInput {
  accessToken: string;
  idToken: string;
  refreshToken?: string;
  expiresIn?: number;
  expiresAt?: number;
}

/** Fields of the user a profile change may update (id and tipo come from the token only). */
export type UserUpdate = Partial<Pick<CurrentUser, 'name' | 'email' | 'image'>>;

const SIGNED_OUT: SessionState = { user: null, tokens: null };

/** React hook + vanilla API (`useSession.getState()`, `useSession.subscribe`). */
export const useSession = create<SessionState>()((_set, _get, api) => {
  // React reads the initial state as the server's snapshot (while hydrating the server's HTML):
  // the server renders for nobody, so the hydrating render does too; React then re-renders with
  // the stored session.
  api.getInitialState = () => SIGNED_OUT;
  const { user, tokens } = readFromStorage({ full: false });
  return { user, tokens };
});

function clientId(): string | undefined {
  return peekRuntimeConfig()?.cognito.clientId;
}

export function normalizeTokens(input: SessionTokensInput, now: number = Date.now()): SessionTokens {
  const expiresIn =
    typeof input.expiresIn === 'number' && Number.isFinite(input.expiresIn) && input.expiresIn > 0
      ? input.expiresIn
      : TOKEN_DEFAULT_EXPIRES_IN;
  return {
    accessToken: input.accessToken,
    idToken: input.idToken,
    refreshToken: input.refreshToken ?? '',
    expiresIn,
    expiresAt: typeof input.expiresAt === 'number' ? input.expiresAt : now + expiresIn * 1000,
  };
}

function sameJson(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

function dispatch(name: string, detail?: unknown): void {
  if (typeof window === 'undefined') return;
  window.dispatchEvent(new CustomEvent(name, { detail }));
}

/**
 * Reads the session from storage. `full` (config known): migrates the legacy `auth_user` entry
 * once and drops a half session (a user without tokens, or tokens without a user). Without the
 * config only the user can be read (the tokens key is named after the client id).
 */
function readFromStorage({ full }: { full: boolean }): SessionState & { dropped?: boolean } {
  const storage = browserStorage();
  const id = clientId();
  if (!id) return { user: readStoredUser(storage), tokens: null };
  if (full) migrateLegacySession(storage, id);
  const user = readStoredUser(storage);
  const tokens = readStoredTokens(storage, id);
  if (full && (!user || !tokens) && (user || tokens)) {
    clearStoredSession(storage, id);
    return { user: null, tokens: null, dropped: true };
  }
  return { user, tokens };
}

function applyState(next: SessionState): void {
  const prev = useSession.getState();
  useSession.setState({
    user: sameJson(prev.user, next.user) ? prev.user : next.user,
    tokens: sameJson(prev.tokens, next.tokens) ? prev.tokens : next.tokens,
  });
}

/** (Re)loads the session from storage, migrating legacy entries; runs when the config is set. */
export function hydrateSession(): void {
  const { dropped, ...next } = readFromStorage({ full: true });
  applyState(next);
  // a user shown from storage before the config arrived turned out to have no tokens
  if (dropped) dispatch(USER_LOGOUT_EVENT);
}

/** Login: stores tokens then user, updates the store, fires the `userLogin` window event. */
export function setSession(user: CurrentUser, tokens: SessionTokensInput): void {
  const safeUser = parseUser(user);
  if (!safeUser) throw new Error('setSession: the user needs an id.');
  const safeTokens = normalizeTokens(tokens);
  writeStoredSession(browserStorage(), getRuntimeConfig().cognito.clientId, safeUser, safeTokens);
  useSession.setState({ user: safeUser, tokens: safeTokens });
  dispatch(USER_LOGIN_EVENT, safeUser);
}

/** Logout (or a dead session): removes storage, empties the store, fires `userLogout`. */
export function clearSession(): void {
  clearStoredSession(browserStorage(), clientId());
  useSession.setState({ user: null, tokens: null });
  dispatch(USER_LOGOUT_EVENT);
}

/** Profile change (new photo, name…): merges into the user and writes it to storage. No-op when signed out. */
export function updateUser(partial: UserUpdate): void {
  const current = useSession.getState().user;
  if (!current) return;
  const next = parseUser({ ...current, ...pickUpdate(partial), id: current.id, tipo: current.tipo });
  if (!next || sameJson(next, current)) return;
  writeStoredUser(browserStorage(), next);
  useSession.setState({ user: next });
}

function pickUpdate(partial: UserUpdate): UserUpdate {
  const out: UserUpdate = {};
  if (partial.name !== undefined) out.name = partial.name;
  if (partial.email !== undefined) out.email = partial.email;
  if (partial.image !== undefined) out.image = partial.image ?? '';
  return out;
}

/** New tokens for the same user (refresh). No event. */
export function setTokens(tokens: SessionTokensInput): void {
  const safeTokens = normalizeTokens(tokens);
  writeStoredTokens(browserStorage(), getRuntimeConfig().cognito.clientId, safeTokens);
  useSession.setState({ tokens: safeTokens });
}

/** The cached profile from storage, without tokens (product.md#data). */
export function getCachedUser(): CurrentUser | null {
  return readStoredUser(browserStorage());
}

/** The tokens of the in-memory session. */
export function getSessionTokens(): SessionTokens | null {
  return useSession.getState().tokens;
}

/** The tokens currently in storage (another tab may have refreshed them). */
export function readTokensFromStorage(): SessionTokens | null {
  const id = clientId();
  return id ? readStoredTokens(browserStorage(), id) : null;
}

/** Re-reads user and tokens from storage without migrating or deleting anything. */
export function syncSessionFromStorage(): void {
  const { user, tokens } = readFromStorage({ full: false });
  applyState({ user, tokens });
}

// ---- wiring (once per page: this module is a singleton) ----
const LOADED_MARK = '__acolheSharedAuthLoaded__';
let wired = false;
function wire(): void {
  if (wired || typeof window === 'undefined') return;
  wired = true;
  const marks = window as unknown as Record<string, unknown>;
  if (marks[LOADED_MARK]) {
    console.error(
      '[acolhe] A second copy of @acolhe/shared-auth was loaded: its session is not the shell\'s. ' +
        'Every remote must share @acolhe/shared-auth (and zustand) as Module Federation singletons.',
    );
  }
  marks[LOADED_MARK] = true;
  onRuntimeConfig(() => hydrateSession());
  if (peekRuntimeConfig()) hydrateSession();
  // Cross-tab: another tab logged in or out, refreshed tokens, or cleared storage.
  window.addEventListener('storage', (event: StorageEvent) => {
    const id = clientId();
    if (event.key === null || event.key === CURRENT_USER_KEY || (id && event.key === tokensKeyFor(id))) {
      syncSessionFromStorage();
    }
  });
}
wire();
