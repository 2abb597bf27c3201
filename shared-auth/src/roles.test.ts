import {
  guardDecision,
  homePathFor,
  isOwner,
  loginPathFor,
  roleOf,
  routeGuardFor,
  safeReturnTo,
  sameSitePath,
  settingsPathFor,
} from './roles';
import { CLIENTE, TERAPEUTA } from './testing/fixtures';

describe('roleOf', () => {
  it('anything but terapeuta is cliente', () => {
    expect(roleOf('terapeuta')).toBe('terapeuta');
    expect(roleOf('cliente')).toBe('cliente');
    expect(roleOf('admin')).toBe('cliente');
    expect(roleOf(undefined)).toBe('cliente');
  });
});

describe('isOwner', () => {
  it('only when BOTH id and tipo match', () => {
    expect(isOwner(TERAPEUTA, { id: TERAPEUTA.id, tipo: 'terapeuta' })).toBe(true);
    expect(isOwner(TERAPEUTA, { id: TERAPEUTA.id, tipo: 'cliente' })).toBe(false);
    expect(isOwner(TERAPEUTA, { id: 'other', tipo: 'terapeuta' })).toBe(false);
    expect(isOwner(null, { id: TERAPEUTA.id, tipo: 'terapeuta' })).toBe(false);
    expect(isOwner(TERAPEUTA, { id: undefined, tipo: 'terapeuta' })).toBe(false);
    expect(isOwner({ id: '12', tipo: 'cliente' }, { id: 12, tipo: 'cliente' })).toBe(true);
  });
});

describe('home and settings paths', () => {
  it('terapeuta → /usuario/{id}, cliente → /cliente/{id}', () => {
    expect(homePathFor(TERAPEUTA)).toBe('/usuario/u-ter-1');
    expect(settingsPathFor(TERAPEUTA)).toBe('/usuario/u-ter-1/configuracoes');
    expect(homePathFor(CLIENTE)).toBe('/cliente/u-cli-1');
    expect(settingsPathFor(CLIENTE)).toBe('/cliente/u-cli-1/configuracoes');
  });
  it('encodes odd ids', () => {
    expect(homePathFor({ id: 'a/b', tipo: 'cliente' })).toBe('/cliente/a%2Fb');
  });
});

describe('guardDecision', () => {
  it('public and none always allow', () => {
    expect(guardDecision(null, 'public', undefined, '/')).toEqual({ allow: true });
    expect(guardDecision(null, 'none', '5', '/agendar/5')).toEqual({ allow: true });
  });
  it('no user → /login?returnTo=<encoded path>', () => {
    expect(guardDecision(null, 'cliente', '1', '/cliente/1?tab=x')).toEqual({
      redirect: '/login?returnTo=%2Fcliente%2F1%3Ftab%3Dx',
    });
    expect(loginPathFor('/cliente/1')).toBe('/login?returnTo=%2Fcliente%2F1');
  });
  it('wrong role → own home', () => {
    expect(guardDecision(CLIENTE, 'terapeuta', 'x', '/usuario/x')).toEqual({ redirect: '/cliente/u-cli-1' });
    expect(guardDecision(TERAPEUTA, 'cliente', 'x', '/cliente/x')).toEqual({ redirect: '/usuario/u-ter-1' });
  });
  it('right role, not the owner → own home', () => {
    expect(guardDecision(CLIENTE, 'cliente', 'someone-else', '/cliente/someone-else')).toEqual({
      redirect: '/cliente/u-cli-1',
    });
  });
  it("the console ('operador'): a customer of either role goes home; no customer session reaches it (the console asks for its own sign-in)", () => {
    expect(guardDecision(CLIENTE, 'operador', undefined, '/operacao')).toEqual({ redirect: '/cliente/u-cli-1' });
    expect(guardDecision(TERAPEUTA, 'operador', undefined, '/operacao/verificacoes')).toEqual({ redirect: '/usuario/u-ter-1' });
    expect(guardDecision(null, 'operador', undefined, '/operacao')).toEqual({ allow: true });
    expect(routeGuardFor('/operacao/entrar')).toEqual({ guard: 'operador' });
    expect(routeGuardFor('/operacao')).toEqual({ guard: 'operador' });
    expect(routeGuardFor('/operacaox')).toEqual({ guard: 'public' });
    expect(safeReturnTo('/operacao/auditoria', CLIENTE)).toBe('/cliente/u-cli-1');
  });

  it("'conta' (the session room): any signed-in account, client or therapist; nobody signed in → login", () => {
    expect(guardDecision(CLIENTE, 'conta', 's-1', '/sessao/s-1/sala')).toEqual({ allow: true });
    expect(guardDecision(TERAPEUTA, 'conta', 's-1', '/sessao/s-1/sala')).toEqual({ allow: true });
    expect(guardDecision(null, 'conta', 's-1', '/sessao/s-1/sala')).toEqual({ redirect: '/login?returnTo=%2Fsessao%2Fs-1%2Fsala' });
  });
  it('owner → allow', () => {
    expect(guardDecision(CLIENTE, 'cliente', 'u-cli-1', '/cliente/u-cli-1')).toEqual({ allow: true });
    expect(guardDecision(TERAPEUTA, 'terapeuta', 'u-ter-1', '/usuario/u-ter-1/configuracoes')).toEqual({ allow: true });
    expect(guardDecision(TERAPEUTA, 'terapeuta', undefined, '/x')).toEqual({ allow: true });
  });
});

describe('routeGuardFor (product.md#screens table)', () => {
  it.each([
    ['/', 'public', undefined],
    ['/terapeutas', 'public', undefined],
    ['/terapeuta/9', 'public', undefined],
    ['/usuario/9', 'terapeuta', '9'],
    ['/usuario/9/configuracoes', 'terapeuta', '9'],
    ['/cliente/9', 'cliente', '9'],
    ['/cliente/9/configuracoes/', 'cliente', '9'],
    ['/agendar/9', 'none', '9'],
    ['/sessao/s-9/sala', 'conta', 's-9'],
    ['/sessao/s-9', 'public', undefined],
    ['/cliente/9/other', 'public', undefined],
  ])('%s → %s %s', (path, guard, routeId) => {
    expect(routeGuardFor(path)).toEqual(routeId ? { guard, routeId } : { guard });
  });
});

describe('safeReturnTo', () => {
  it.each([
    ['https://evil.com', '/cliente/u-cli-1'],
    ['//evil.com', '/cliente/u-cli-1'],
    ['//evil.com/cliente/u-cli-1', '/cliente/u-cli-1'],
    ['/\\evil.com', '/cliente/u-cli-1'],
    ['\\\\evil.com', '/cliente/u-cli-1'],
    ['/\t/evil.com', '/cliente/u-cli-1'],
    ['/\n/evil.com', '/cliente/u-cli-1'],
    [' /terapeutas', '/cliente/u-cli-1'],
    ['javascript:alert(1)', '/cliente/u-cli-1'],
    ['JaVaScRiPt:alert(1)', '/cliente/u-cli-1'],
    ['http:/evil.com', '/cliente/u-cli-1'],
    ['data:text/html,x', '/cliente/u-cli-1'],
    ['terapeutas', '/cliente/u-cli-1'],
    ['', '/cliente/u-cli-1'],
    [null, '/cliente/u-cli-1'],
    ['/login?returnTo=%2F', '/cliente/u-cli-1'],
    ['/cadastro', '/cliente/u-cli-1'],
    ['/usuario/u-ter-1', '/cliente/u-cli-1'], // a page this client's guard refuses
    ['/cliente/other', '/cliente/u-cli-1'], // someone else's area
    ['/cliente/u-cli-1/configuracoes', '/cliente/u-cli-1/configuracoes'],
    ['/terapeutas?search=ansiedade#top', '/terapeutas?search=ansiedade#top'],
    ['/terapeuta/42', '/terapeuta/42'],
    ['/agendar/42', '/agendar/42'],
    ['/', '/'],
    ['/%2F%2Fevil.com', '/%2F%2Fevil.com'], // stays a path on this site
    ['/./cliente/u-cli-1', '/cliente/u-cli-1'],
  ])('client, %p → %p', (value, expected) => {
    expect(safeReturnTo(value, CLIENTE)).toBe(expected);
  });

  it.each([
    '/cliente/..//evil.example/x',
    '/./..//evil.example',
    '/terapeutas/%2e%2e//evil.example/x',
    '/a/b/../..//evil.example',
  ])('dot segments that normalise to another site (%s) → the user’s home (issue 29)', (value) => {
    expect(safeReturnTo(value, CLIENTE)).toBe('/cliente/u-cli-1');
    expect(safeReturnTo(value, null)).toBe('/');
  });

  it('dot segments that stay on the site resolve to the path they name', () => {
    expect(safeReturnTo('/cliente/../terapeutas?cidade=salvador', CLIENTE)).toBe('/terapeutas?cidade=salvador');
  });

  it('therapist: own area allowed, client areas refused', () => {
    expect(safeReturnTo('/usuario/u-ter-1', TERAPEUTA)).toBe('/usuario/u-ter-1');
    expect(safeReturnTo('/cliente/1', TERAPEUTA)).toBe('/usuario/u-ter-1');
    expect(safeReturnTo('https://evil.com', TERAPEUTA)).toBe('/usuario/u-ter-1');
  });

  it('no user: public paths pass, guarded ones and foreign origins go to /', () => {
    expect(safeReturnTo('/terapeutas', null)).toBe('/terapeutas');
    expect(safeReturnTo('/cliente/1', null)).toBe('/');
    expect(safeReturnTo('//evil.com', null)).toBe('/');
  });
});

describe('sameSitePath (the return target the account pages carry, issue 44 item 2)', () => {
  it.each([
    'https://evil.com',
    'http:/evil.com',
    'https:evil.com',
    '//evil.com',
    '//evil.com/terapeuta/1',
    '/\\evil.com',
    '\\\\evil.com',
    '\\/evil.com',
    '/terapeuta/1\\..\\..\\evil.com',
    '/\t/evil.com',
    '/\n/evil.com',
    ' /terapeuta/1',
    'javascript:alert(1)',
    'data:text/html,x',
    'terapeuta/1',
    '/terapeuta/..//evil.example',
    '/login?returnTo=%2Fterapeuta%2F1',
    '/cadastro',
    '',
    null,
    42,
    ['/terapeuta/1'],
  ])('refuses %p', (value) => {
    expect(sameSitePath(value)).toBeNull();
  });

  it.each([
    ['/terapeuta/42', '/terapeuta/42'],
    ['/agendar/42', '/agendar/42'],
    ['/terapeutas?search=ansiedade#top', '/terapeutas?search=ansiedade#top'],
    ['/./terapeuta/42', '/terapeuta/42'],
    ['/%2F%2Fevil.com', '/%2F%2Fevil.com'], // stays a path on this site
  ])('keeps the same-site path %p as %p, whoever is signed in', (value, expected) => {
    expect(sameSitePath(value)).toBe(expected);
  });
});
