import { isExposedModule } from './remotes';
import { remoteOfRoute, ROUTE_PAGES } from './routePages';
import { ROUTES, type RouteName } from './routes';

describe('ROUTE_PAGES', () => {
  it('names a page for every address, each one a module its remote exposes', () => {
    expect(Object.keys(ROUTE_PAGES).sort()).toEqual(Object.keys(ROUTES).sort());
    for (const page of Object.values(ROUTE_PAGES)) {
      if (page) expect(isExposedModule(`${page.remote}/${page.module}`)).toBe(true);
    }
  });

  it("the remote of a route's page; null for the shell's own sign-in and sign-up pages", () => {
    const expected: Record<RouteName, string | null> = {
      home: 'discovery',
      cadastro: null,
      login: null,
      terapeutas: 'discovery',
      tutorialTerapeutas: 'discovery',
      tutorialClientes: 'discovery',
      terapeuta: 'discovery',
      areaTerapeuta: 'therapistArea',
      configuracoesTerapeuta: 'therapistArea',
      painelCliente: 'clientArea',
      configuracoesCliente: 'clientArea',
      agendar: 'booking',
      operacao: 'operacao',
      salaDaSessao: 'booking',
      salaDaSerie: 'booking',
      termosDeUso: 'discovery',
      politicaDePrivacidade: 'discovery',
      cookies: 'discovery',
      faq: 'discovery',
      quemSomos: 'discovery',
      declaracao: 'discovery',
    };
    for (const route of Object.keys(ROUTES) as RouteName[]) expect([route, remoteOfRoute(route)]).toEqual([route, expected[route]]);
  });
});
