// The site's addresses (docs/product.md, "Screens"): the one list of path patterns. The shell's
// route table mounts a page at each; the shell's server (scripts/stack/seo) answers a real 404 for
// any other path and writes each public page's head. A route added here and not in the table, or
// the reverse, fails the shell's route table test.
export const ROUTES = {
  home: '/',
  cadastro: '/cadastro',
  login: '/login',
  terapeutas: '/terapeutas',
  tutorialTerapeutas: '/tutorial-terapeutas',
  tutorialClientes: '/tutorial-clientes',
  terapeuta: '/terapeuta/:id',
  areaTerapeuta: '/usuario/:id',
  configuracoesTerapeuta: '/usuario/:id/configuracoes',
  painelCliente: '/cliente/:id',
  configuracoesCliente: '/cliente/:id/configuracoes',
  agendar: '/agendar/:id',
  // The operators' console (issue 32): its remote routes everything under it (entrar, verificações…).
  operacao: '/operacao/*',
  // The private video room of an online session (issue 33): its client and its therapist only.
  salaDaSessao: '/sessao/:id/sala',
  // A series' room (issue 41): the one address of its recurring calendar event, opening the room of
  // the series' session of the day.
  salaDaSerie: '/serie/:id/sala',
  // The footer's institutional pages (issue 30): public, server-rendered, in the sitemap.
  termosDeUso: '/termos-de-uso',
  politicaDePrivacidade: '/politica-de-privacidade',
  cookies: '/cookies',
  faq: '/faq',
  quemSomos: '/quem-somos',
  // The check of a 'Declaração de atendimento e pagamento' by its code, printed on it (issue 41):
  // public, noindex, rendered by the browser.
  declaracao: '/declaracoes/:codigo',
} as const;

export type RouteName = keyof typeof ROUTES;
export type RoutePath = (typeof ROUTES)[RouteName];

export interface RouteMatch {
  name: RouteName;
  /** `:id` and friends, percent-decoded (kept raw when they do not decode). */
  params: Record<string, string>;
}

const decode = (segment: string): string => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
};

/**
 * The route a pathname opens, matched as the shell's router does (React Router: letters in any
 * case, an optional trailing slash, a `:param` is one non-empty segment, a final `/*` any rest,
 * kept as the param `*`), or null (not found).
 */
export function matchRoute(pathname: string): RouteMatch | null {
  const segments = pathname.replace(/\/+$/, '').split('/').slice(1);
  for (const [name, pattern] of Object.entries(ROUTES) as [RouteName, RoutePath][]) {
    const all = pattern === '/' ? [] : pattern.split('/').slice(1);
    const splat = all.at(-1) === '*';
    const parts = splat ? all.slice(0, -1) : all;
    if (splat ? segments.length < parts.length : parts.length !== segments.length) continue;
    const params: Record<string, string> = splat ? { '*': segments.slice(parts.length).map(decode).join('/') } : {};
    const matches = parts.every((part, i) => {
      const segment = segments[i]!;
      if (part.startsWith(':')) {
        params[part.slice(1)] = decode(segment);
        return segment !== '';
      }
      return part.toLowerCase() === segment.toLowerCase();
    });
    if (matches) return { name, params };
  }
  return null;
}

/** The address of one therapist's public profile. */
export const therapistPath = (id: string): string => `/terapeuta/${encodeURIComponent(id)}`;

/** The profile's hash that opens the review form (the client's 'Avaliar' in 'Anteriores'). */
export const REVIEW_FORM_HASH = '#avaliar';
/** Where a client goes to review a therapist: the profile, its review form open. */
export const reviewPath = (therapistId: string): string => `${therapistPath(therapistId)}${REVIEW_FORM_HASH}`;
