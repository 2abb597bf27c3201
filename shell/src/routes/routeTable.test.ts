import { matchPath } from 'react-router-dom';
import { isExposedModule, matchRoute, ROUTES } from '@acolhe/shared-domain/contracts';
import { remoteModuleOf, routeTable } from './routeTable';

describe('route table (product.md#screens)', () => {
  it('answers every route of the spec with its guard', () => {
    const guards = Object.fromEntries(routeTable.map((r) => [r.path, r.guard]));
    expect(guards).toEqual({
      '/': 'public',
      '/cadastro': 'public',
      '/login': 'public',
      '/terapeutas': 'public',
      '/tutorial-terapeutas': 'public',
      '/tutorial-clientes': 'public',
      '/terapeuta/:id': 'public',
      '/usuario/:id': 'terapeuta',
      '/usuario/:id/configuracoes': 'terapeuta',
      '/cliente/:id': 'cliente',
      '/cliente/:id/configuracoes': 'cliente',
      '/agendar/:id': 'none',
      '/operacao/*': 'operador',
      '/sessao/:id/sala': 'conta',
      '/serie/:id/sala': 'conta',
      '/termos-de-uso': 'public',
      '/politica-de-privacidade': 'public',
      '/cookies': 'public',
      '/faq': 'public',
      '/quem-somos': 'public',
      '/declaracoes/:codigo': 'public',
    });
  });

  it('mounts each remote page from the remote that owns it', () => {
    const owner = Object.fromEntries(
      routeTable.filter((r) => 'remote' in r.page).map((r) => [r.path, 'remote' in r.page ? r.page.remote : '']),
    );
    expect(owner['/terapeuta/:id']).toBe('discovery');
    expect(owner['/agendar/:id']).toBe('booking');
    expect(owner['/sessao/:id/sala']).toBe('booking');
    expect(owner['/serie/:id/sala']).toBe('booking');
    expect(owner['/usuario/:id/configuracoes']).toBe('therapistArea');
    expect(owner['/cliente/:id']).toBe('clientArea');
    expect(owner['/operacao/*']).toBe('operacao');
    expect(owner['/declaracoes/:codigo']).toBe('discovery');
  });

  it('mounts only modules the remotes expose by the contract', () => {
    const mounted = routeTable.flatMap((r) => ('remote' in r.page ? [remoteModuleOf(r.page)] : []));
    expect(mounted).toHaveLength(18);
    expect(mounted.filter((id) => !isExposedModule(id))).toEqual([]);
  });

  it("mounts a page at every address of the contract, and at no other (the server's 404 uses the same list)", () => {
    expect(routeTable.map((r) => r.path).sort()).toEqual(Object.values(ROUTES).sort());
  });

  it("the server's matchRoute finds the route the router mounts, for any path", () => {
    const paths = [
      '/', '/terapeutas', '/Terapeutas/', '/terapeutas/x', '/terapeuta/abc', '/terapeuta/a%20b', '/terapeuta/', '/terapeuta/a/b',
      '/usuario/1', '/usuario/1/configuracoes', '/usuario/1/CONFIGURACOES/', '/usuario//configuracoes', '/cliente/9', '/cliente/9/x',
      '/agendar/7', '/agendar', '/sessao/s-1/sala', '/sessao/s-1', '/sessao//sala', '/serie/r-1/sala', '/serie/r-1', '/login', '/login/', '/cadastro', '/tutorial-clientes', '/tutorial-terapeutas', '/nada', '/index.html',
      '/robots.txt', '/politica-de-privacidade', '/Politica-De-Privacidade/', '/termos-de-uso/x', '/faq', '/cookies', '/quem-somos',
      '/operacao', '/operacao/', '/operacao/entrar', '/Operacao/verificacoes/x', '/operacaox', '/operacao/a%20b/c',
      '/declaracoes/ABCD-EFGH-JKMN', '/declaracoes', '/declaracoes/', '/declaracoes/a/b',
    ];
    for (const path of paths) {
      const routed = routeTable.find((r) => matchPath({ path: r.path, end: true }, path));
      const matched = matchRoute(path);
      expect([path, matched ? ROUTES[matched.name] : null]).toEqual([path, routed?.path ?? null]);
      // the router decodes the location before matching
      if (routed?.path.includes(':id')) expect(matched?.params.id).toBe(decodeURIComponent(matchPath({ path: routed.path, end: true }, path)!.params.id!));
    }
  });
});
