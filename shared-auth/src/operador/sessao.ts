// The operator's tokens in the browser: their own key in sessionStorage (a staff session ends
// with the tab; never the customers' key), read through a tiny external store React subscribes to.
import { decodeJwtPayload } from '../session/claims';

export const OPERADOR_TOKENS_KEY = 'acolhe.operador.tokens';

export interface TokensOperador {
  idToken: string;
  accessToken: string;
  refreshToken: string;
  /** Epoch ms the id/access tokens expire. */
  expiresAt: number;
}

export interface SessaoOperador {
  email: string;
  sub: string;
}

type KeyValue = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
const memory = new Map<string, string>();
const memoryStorage: KeyValue = {
  getItem: (k) => memory.get(k) ?? null,
  setItem: (k, v) => void memory.set(k, String(v)),
  removeItem: (k) => void memory.delete(k),
};

function storage(): KeyValue {
  try {
    if (typeof window !== 'undefined' && window.sessionStorage) return window.sessionStorage;
  } catch {
    // storage disabled: the page's memory only
  }
  return memoryStorage;
}

const listeners = new Set<() => void>();
const notify = () => listeners.forEach((l) => l());

export function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

export function lerTokens(): TokensOperador | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(storage().getItem(OPERADOR_TOKENS_KEY) ?? 'null');
  } catch {
    return null;
  }
  if (typeof parsed !== 'object' || parsed === null) return null;
  const t = parsed as Record<string, unknown>;
  if (typeof t.idToken !== 'string' || typeof t.accessToken !== 'string' || typeof t.refreshToken !== 'string' || typeof t.expiresAt !== 'number')
    return null;
  return { idToken: t.idToken, accessToken: t.accessToken, refreshToken: t.refreshToken, expiresAt: t.expiresAt };
}

export function gravarTokens(tokens: TokensOperador): void {
  storage().setItem(OPERADOR_TOKENS_KEY, JSON.stringify(tokens));
  notify();
}

export function limparTokens(): void {
  storage().removeItem(OPERADOR_TOKENS_KEY);
  notify();
}

let cache: { idToken: string; sessao: SessaoOperador | null } | null = null;

/** Who is signed in to the console, from the stored IdToken while it is unexpired; else null. Stable per token (a React snapshot). */
export function sessaoAtual(now = Date.now()): SessaoOperador | null {
  const tokens = lerTokens();
  if (!tokens) return null;
  const claims = decodeJwtPayload(tokens.idToken);
  const exp = typeof claims?.exp === 'number' ? claims.exp * 1000 : tokens.expiresAt;
  if (!claims || exp <= now) return null;
  if (cache?.idToken !== tokens.idToken) {
    const email = typeof claims.email === 'string' ? claims.email : '';
    const sub = typeof claims.sub === 'string' ? claims.sub : '';
    cache = { idToken: tokens.idToken, sessao: email && sub ? { email, sub } : null };
  }
  return cache.sessao;
}
