import { loginPathFor, readLoginQuery } from './loginQuery';

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
});
