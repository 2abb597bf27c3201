import { isExposedModule } from '@acolhe/shared-domain/contracts';
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
    });
  });

  it('mounts each remote page from the remote that owns it', () => {
    const owner = Object.fromEntries(
      routeTable.filter((r) => 'remote' in r.page).map((r) => [r.path, 'remote' in r.page ? r.page.remote : '']),
    );
    expect(owner['/terapeuta/:id']).toBe('discovery');
    expect(owner['/agendar/:id']).toBe('booking');
    expect(owner['/usuario/:id/configuracoes']).toBe('therapistArea');
    expect(owner['/cliente/:id']).toBe('clientArea');
  });

  it('mounts only modules the remotes expose by the contract', () => {
    const mounted = routeTable.flatMap((r) => ('remote' in r.page ? [remoteModuleOf(r.page)] : []));
    expect(mounted).toHaveLength(10);
    expect(mounted.filter((id) => !isExposedModule(id))).toEqual([]);
  });
});
