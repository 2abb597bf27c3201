// Roles, ownership, home paths and the route guards of product.md#screens/product.md#who-uses-it (pure functions).
import { roleOf, type UserType } from '@acolhe/shared-domain';
import type { CurrentUser } from './session/types';

export { roleOf };

/** What the helpers need of a user. */
export type UserRef = Pick<CurrentUser, 'id' | 'tipo'>;

/** product.md#screens guard column: 'public' and 'none' (/agendar/{id}) both let everyone in;
 * 'operador' (the console, /operacao/*) is not for customers: a signed-in client or therapist goes
 * home, anyone else reaches the console, which asks for its own operators' sign-in (issue 32);
 * 'conta' (/sessao/{id}/sala) any signed-in account, client or therapist — its :id is a session's,
 * whose parties only the api knows, so the api refuses the others (404) and the page says so. */
export type RouteGuard = 'public' | 'none' | 'operador' | 'conta' | UserType;

export type GuardDecision = { allow: true } | { redirect: string };

/** product.md#screens: owner only when BOTH id and tipo equal the stored user's. */
export function isOwner(
  user: UserRef | null | undefined,
  target: { id: string | number | null | undefined; tipo: string | null | undefined },
): boolean {
  if (!user || target.id === null || target.id === undefined) return false;
  return String(target.id) === user.id && target.tipo === user.tipo;
}

/** Ver perfil: /usuario/{id} for a therapist, /cliente/{id} for a client. */
export function homePathFor(user: UserRef): string {
  const id = encodeURIComponent(user.id);
  return roleOf(user.tipo) === 'terapeuta' ? `/usuario/${id}` : `/cliente/${id}`;
}

/** Configurações: /usuario/{id}/configuracoes or /cliente/{id}/configuracoes. */
export function settingsPathFor(user: UserRef): string {
  return `${homePathFor(user)}/configuracoes`;
}

/** /login?returnTo=<path> */
export function loginPathFor(returnTo: string): string {
  return `/login?returnTo=${encodeURIComponent(returnTo)}`;
}

/**
 * product.md#screens guards: no user → /login?returnTo=<current path>; wrong role, or a route id that is not
 * the user's own → the user's home. `routeId` is the {id} of the route when it has one.
 */
export function guardDecision(
  user: UserRef | null | undefined,
  guard: RouteGuard,
  routeId: string | undefined,
  currentPath: string,
): GuardDecision {
  if (guard === 'public' || guard === 'none') return { allow: true };
  if (guard === 'operador') return user ? { redirect: homePathFor(user) } : { allow: true };
  if (!user) return { redirect: loginPathFor(currentPath) };
  if (guard === 'conta') return { allow: true };
  if (roleOf(user.tipo) !== guard) return { redirect: homePathFor(user) };
  if (routeId !== undefined && !isOwner(user, { id: routeId, tipo: guard })) {
    return { redirect: homePathFor(user) };
  }
  return { allow: true };
}

const GUARDED_ROUTES: { pattern: RegExp; guard: RouteGuard }[] = [
  { pattern: /^\/usuario\/([^/]+)(?:\/configuracoes)?\/?$/, guard: 'terapeuta' },
  { pattern: /^\/cliente\/([^/]+)(?:\/configuracoes)?\/?$/, guard: 'cliente' },
  { pattern: /^\/agendar\/([^/]+)\/?$/, guard: 'none' },
  { pattern: /^\/sessao\/([^/]+)\/sala\/?$/, guard: 'conta' },
];

/** The guard of a pathname by the product.md#screens route table (everything unlisted is public). */
export function routeGuardFor(pathname: string): { guard: RouteGuard; routeId?: string } {
  if (/^\/operacao(?:\/.*)?$/i.test(pathname)) return { guard: 'operador' };
  for (const { pattern, guard } of GUARDED_ROUTES) {
    const match = pattern.exec(pathname);
    if (match?.[1]) {
      let routeId = match[1];
      try {
        routeId = decodeURIComponent(routeId);
      } catch {
        // keep it raw
      }
      return { guard, routeId };
    }
  }
  return { guard: 'public' };
}

const SAFE_BASE = 'https://acolhe.invalid';
const AUTH_PAGES = new Set(['/login', '/cadastro']);

/**
 * A same-site path taken from a hostile place (a query parameter, storage), or null. Only an
 * absolute path (one leading '/', never '//', no backslash, no control character or whitespace,
 * no scheme) that stays on this site once dot segments are resolved; /login and /cadastro are not
 * destinations. What the account pages carry from /login to /cadastro and back (issue 44 item 2).
 */
export function sameSitePath(value: unknown): string | null {
  if (typeof value !== 'string' || value === '') return null;
  if (!value.startsWith('/') || value.startsWith('//')) return null;
  // '\' counts as '/' for browsers ('/\evil.com' is '//evil.com'); tabs/newlines are stripped by
  // URL parsing ('/\t/evil.com' → '//evil.com'); spaces have no business in our paths.
  if (/[\\\s\u0000-\u001f\u007f]/.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value, SAFE_BASE);
  } catch {
    return null;
  }
  if (url.origin !== SAFE_BASE) return null;
  if (AUTH_PAGES.has(url.pathname.replace(/\/+$/, '') || '/')) return null;
  const path = `${url.pathname}${url.search}${url.hash}`;
  // Dot segments are resolved by the parse: '/cliente/..//evil.example/x' became '//evil.example/x',
  // another site for a browser. The path handed back must itself be a same-origin path.
  if (!path.startsWith('/') || path.startsWith('//') || new URL(path, SAFE_BASE).origin !== SAFE_BASE) return null;
  return path;
}

/**
 * Where to go after login: a sameSitePath that the user's guard allows. Anything else → the user's
 * home ('/' for no user).
 */
export function safeReturnTo(value: unknown, user: UserRef | null | undefined): string {
  const home = user ? homePathFor(user) : '/';
  const path = sameSitePath(value);
  if (path === null) return home;
  const { guard, routeId } = routeGuardFor(new URL(path, SAFE_BASE).pathname);
  const decision = guardDecision(user, guard, routeId, path);
  return 'allow' in decision ? path : home;
}
