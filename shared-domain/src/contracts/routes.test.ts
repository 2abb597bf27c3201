import { matchRoute, ROUTES, therapistPath } from './routes';

describe('matchRoute', () => {
  it('names the route of each address, with its :id decoded', () => {
    expect(matchRoute('/')).toEqual({ name: 'home', params: {} });
    expect(matchRoute('/terapeutas')).toEqual({ name: 'terapeutas', params: {} });
    expect(matchRoute('/terapeuta/d0000000-0000-4000-8000-000000000001')).toEqual({ name: 'terapeuta', params: { id: 'd0000000-0000-4000-8000-000000000001' } });
    expect(matchRoute('/terapeuta/a%2Fb%20c')).toEqual({ name: 'terapeuta', params: { id: 'a/b c' } });
    expect(matchRoute('/terapeuta/%E0%A4%A')).toEqual({ name: 'terapeuta', params: { id: '%E0%A4%A' } });
    expect(matchRoute('/usuario/7/configuracoes')).toEqual({ name: 'configuracoesTerapeuta', params: { id: '7' } });
    expect(matchRoute('/cliente/7')?.name).toBe('painelCliente');
    expect(matchRoute('/agendar/7')?.name).toBe('agendar');
    expect(matchRoute('/declaracoes/ABCD-EFGH-JKMN')).toEqual({ name: 'declaracao', params: { codigo: 'ABCD-EFGH-JKMN' } });
  });

  it('as the router does: any letter case, one trailing slash', () => {
    expect(matchRoute('/Terapeutas/')?.name).toBe('terapeutas');
    expect(matchRoute('/TUTORIAL-CLIENTES')?.name).toBe('tutorialClientes');
  });

  it("the console's /operacao/* holds every path under it, the rest in `*`", () => {
    expect(matchRoute('/operacao')).toEqual({ name: 'operacao', params: { '*': '' } });
    expect(matchRoute('/operacao/')).toEqual({ name: 'operacao', params: { '*': '' } });
    expect(matchRoute('/Operacao/entrar')).toEqual({ name: 'operacao', params: { '*': 'entrar' } });
    expect(matchRoute('/operacao/verificacoes/a%20b')).toEqual({ name: 'operacao', params: { '*': 'verificacoes/a b' } });
    expect(matchRoute('/operacaox')).toBeNull();
  });

  it('null for every other path', () => {
    for (const path of ['/nada', '/terapeuta', '/terapeuta/', '/terapeuta/1/2', '/usuario//configuracoes', '/robots.txt', '/index.html', '/agendar']) {
      expect(matchRoute(path)).toBeNull();
    }
  });

  it('every pattern matches itself with a sample id', () => {
    for (const [name, pattern] of Object.entries(ROUTES)) expect(matchRoute(pattern.replace(/:\w+/, '42'))?.name).toBe(name);
  });
});

describe('therapistPath', () => {
  it('encodes the id into one segment', () => {
    expect(therapistPath('abc')).toBe('/terapeuta/abc');
    expect(therapistPath('a/b?c')).toBe('/terapeuta/a%2Fb%3Fc');
  });
});
