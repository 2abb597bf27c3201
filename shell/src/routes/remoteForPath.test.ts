import { guardForPath, remoteModuleForPath } from './remoteForPath';

describe('remoteModuleForPath', () => {
  it('names the remote page a route mounts, parameters included', () => {
    expect(remoteModuleForPath('/')).toBe('discovery/HomePage');
    expect(remoteModuleForPath('/terapeutas')).toBe('discovery/TerapeutasPage');
    expect(remoteModuleForPath('/terapeuta/abc')).toBe('discovery/TerapeutaPerfilPage');
    expect(remoteModuleForPath('/usuario/abc/configuracoes')).toBe('therapistArea/ConfiguracoesTerapeutaPage');
    expect(remoteModuleForPath('/agendar/abc')).toBe('booking/AgendarPage');
  });
  it('nothing for the shell’s own pages and unknown paths', () => {
    expect(remoteModuleForPath('/login')).toBeUndefined();
    expect(remoteModuleForPath('/cadastro')).toBeUndefined();
    expect(remoteModuleForPath('/nao-existe')).toBeUndefined();
    expect(remoteModuleForPath('/terapeuta/abc/extra')).toBeUndefined();
  });
});

describe('guardForPath', () => {
  it("the route's guard, the console's deep paths included; nothing for an unknown path", () => {
    expect(guardForPath('/operacao/verificacoes')).toBe('operador');
    expect(guardForPath('/operacao')).toBe('operador');
    expect(guardForPath('/terapeutas')).toBe('public');
    expect(guardForPath('/sessao/abc/sala')).toBe('conta');
    expect(guardForPath('/nao-existe')).toBeUndefined();
  });
});
