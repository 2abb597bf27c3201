import { decideSubmit, viewerOf } from './viewer';

const user = (tipo: 'cliente' | 'terapeuta') => ({ id: 'u1', name: 'Ana', email: 'a@b.com', tipo, image: '' });

describe('viewer and submit decision', () => {
  it('maps the session user to a viewer (product.md#who-uses-it: anything but terapeuta is a client)', () => {
    expect(viewerOf(null)).toEqual({ kind: 'guest' });
    expect(viewerOf(user('cliente')).kind).toBe('cliente');
    expect(viewerOf(user('terapeuta')).kind).toBe('terapeuta');
    expect(viewerOf({ ...user('cliente'), tipo: 'x' as never }).kind).toBe('cliente');
  });

  it('a therapist never sends, whatever the form holds', () => {
    expect(decideSubmit(viewerOf(user('terapeuta')), true)).toBe('not-allowed');
    expect(decideSubmit(viewerOf(user('terapeuta')), false)).toBe('not-allowed');
  });

  it('an incomplete form is refused before anything else', () => {
    expect(decideSubmit({ kind: 'guest' }, false)).toBe('incomplete');
    expect(decideSubmit(viewerOf(user('cliente')), false)).toBe('incomplete');
  });

  it('a guest goes to login, a client sends', () => {
    expect(decideSubmit({ kind: 'guest' }, true)).toBe('login');
    expect(decideSubmit(viewerOf(user('cliente')), true)).toBe('send');
  });
});
