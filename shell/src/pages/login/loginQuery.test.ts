import { loginPathFor, readLoginQuery, returnToOf, signUpPathFor } from './loginQuery';

describe('login query', () => {
  it('reads returnTo, the e-mail and the confirmation flag', () => {
    expect(readLoginQuery('?returnTo=%2Fcliente%2F1&email=%20ana%40x.com%20&confirmar=1')).toEqual({
      returnTo: '/cliente/1',
      email: 'ana@x.com',
      confirmar: true,
      sessionExpired: false,
    });
  });

  it('reads the expired-session flag', () => {
    expect(readLoginQuery('?returnTo=%2Fcliente%2F1&sessao=expirada')).toMatchObject({ returnTo: '/cliente/1', sessionExpired: true });
    expect(readLoginQuery('?sessao=1').sessionExpired).toBe(false);
  });

  it('has no confirmation without an e-mail, nor with another flag value', () => {
    expect(readLoginQuery('?confirmar=1').confirmar).toBe(false);
    expect(readLoginQuery('?email=a%40x.com&confirmar=sim').confirmar).toBe(false);
    expect(readLoginQuery('')).toEqual({ returnTo: null, email: '', confirmar: false, sessionExpired: false });
  });

  it('builds the paths the sign-up sends users to', () => {
    expect(loginPathFor({ email: 'ana+1@x.com', confirmar: true })).toBe('/login?email=ana%2B1%40x.com&confirmar=1');
    expect(loginPathFor({ email: 'ana@x.com' })).toBe('/login?email=ana%40x.com');
    expect(readLoginQuery(loginPathFor({ email: 'ana+1@x.com', confirmar: true }).split('?')[1]!)).toMatchObject({
      email: 'ana+1@x.com',
      confirmar: true,
    });
  });

  it('carries the return target between the account pages (issue 44 item 2)', () => {
    expect(loginPathFor({ email: 'ana@x.com', confirmar: true, returnTo: '/terapeuta/t-1' })).toBe(
      '/login?email=ana%40x.com&confirmar=1&returnTo=%2Fterapeuta%2Ft-1',
    );
    expect(loginPathFor({ returnTo: '/agendar/t-1' })).toBe('/login?returnTo=%2Fagendar%2Ft-1');
    expect(loginPathFor({})).toBe('/login');
    expect(signUpPathFor('/terapeuta/t-1')).toBe('/cadastro?returnTo=%2Fterapeuta%2Ft-1');
    expect(signUpPathFor(null)).toBe('/cadastro');
    expect(returnToOf('?returnTo=%2Fterapeuta%2Ft-1')).toBe('/terapeuta/t-1');
  });

  it.each(['//evil.com', 'https://evil.com', 'https:evil.com', '/\\evil.com', '\\\\evil.com', '/\t/evil.com', 'javascript:alert(1)', '/terapeuta/..//evil.com', '/login', '/cadastro?returnTo=%2F'])(
    'an open redirect (%p) is neither read nor carried',
    (hostile) => {
      expect(readLoginQuery(new URLSearchParams({ returnTo: hostile })).returnTo).toBeNull();
      expect(returnToOf(new URLSearchParams({ returnTo: hostile }))).toBeNull();
      expect(signUpPathFor(hostile)).toBe('/cadastro');
      expect(loginPathFor({ email: 'a@x.com', returnTo: hostile })).toBe('/login?email=a%40x.com');
    },
  );
});
