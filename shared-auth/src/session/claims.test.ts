import { decodeJwtPayload, userFromClaims } from './claims';
import { fakeJwt } from '../testing/fixtures';

describe('decodeJwtPayload', () => {
  it('decodes a base64url UTF-8 payload', () => {
    expect(decodeJwtPayload(fakeJwt({ sub: 's', name: 'João Ção' }))).toEqual({ sub: 's', name: 'João Ção' });
  });
  it('null for non-JWTs', () => {
    expect(decodeJwtPayload('abc')).toBeNull();
    expect(decodeJwtPayload('a.!!!.c')).toBeNull();
    expect(decodeJwtPayload(`a.${Buffer.from('[1]').toString('base64')}.c`)).toBeNull();
  });
});

describe('userFromClaims', () => {
  it('id = sub, tipo from custom:profile_id', () => {
    expect(
      userFromClaims({ sub: 's1', email: 'a@x.com', name: 'Ana', 'custom:profile_id': 'terapeuta' }),
    ).toEqual({ id: 's1', name: 'Ana', email: 'a@x.com', tipo: 'terapeuta', image: '' });
  });
  it('name → GetUser name → login name → e-mail', () => {
    const claims = { sub: 's1', email: 'a@x.com', 'cognito:username': 'ana.login' };
    expect(userFromClaims(claims, { name: 'Ana GetUser' })?.name).toBe('Ana GetUser');
    expect(userFromClaims(claims)?.name).toBe('ana.login');
    expect(userFromClaims({ sub: 's1', email: 'a@x.com' })?.name).toBe('a@x.com');
  });
  it('a generated username equal to sub is not a name', () => {
    expect(userFromClaims({ sub: 's1', email: 'a@x.com', 'cognito:username': 's1' })?.name).toBe('a@x.com');
  });
  it('anything but terapeuta is cliente; null without sub', () => {
    expect(userFromClaims({ sub: 's', 'custom:profile_id': 'weird' })?.tipo).toBe('cliente');
    expect(userFromClaims({ sub: 's' }, { tipo: 'terapeuta' })?.tipo).toBe('terapeuta');
    expect(userFromClaims({ email: 'x' })).toBeNull();
  });
});
