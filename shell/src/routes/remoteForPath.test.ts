import { guardForPath, remoteModuleForPath } from './remoteForPath';

describe('remoteModuleForPath', () => {
  it.each([
    ['/', 'discovery/HomePage'],
    ['/terapeutas', 'discovery/TerapeutasPage'],
    ['/terapeuta/abc', 'discovery/TerapeutaPerfilPage'],
    ['/usuario/abc/configuracoes', 'therapistArea/ConfiguracoesTerapeutaPage'],
    ['/agendar/abc', 'booking/AgendarPage'],
  ])('names the remote page a route mounts, parameters included: %s → %s', (path, page) => {
    expect(remoteModuleForPath(path)).toBe(page);
  });
  it.each(['/login', '/cadastro', '/nao-existe', '/terapeuta/abc/extra'])('nothing for the shell’s own pages and unknown paths: %s', (path) => {
    expect(remoteModuleForPath(path)).toBeUndefined();
  });
});

describe('guardForPath', () => {
  it.each([
    ['/operacao/verificacoes', 'operador'], ['/operacao', 'operador'], ['/terapeutas', 'public'], ['/sessao/abc/sala', 'conta'], ['/nao-existe', undefined],
  ])("the route's guard, the console's deep paths included; nothing for an unknown path: %s → %p", (path, guard) => {
    expect(guardForPath(path)).toBe(guard);
  });
});
