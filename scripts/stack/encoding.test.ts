import { contentTypeFor, negotiateEncoding, withVary } from './encoding';

describe('negotiateEncoding', () => {
  it('prefers brotli, then gzip, else the file as it is', () => {
    expect(negotiateEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(negotiateEncoding('gzip, deflate')).toBe('gzip');
    expect(negotiateEncoding('deflate')).toBeNull();
    expect(negotiateEncoding(undefined)).toBeNull();
    expect(negotiateEncoding('')).toBeNull();
    expect(negotiateEncoding('identity')).toBeNull();
  });

  it('follows the weights: q=0 refuses, a higher q wins, brotli on a tie', () => {
    expect(negotiateEncoding('br;q=0, gzip')).toBe('gzip');
    expect(negotiateEncoding('br;q=0.5, gzip;q=0.8')).toBe('gzip');
    expect(negotiateEncoding('gzip;q=0.8, br;q=0.8')).toBe('br');
    expect(negotiateEncoding('br;q=0, gzip;q=0')).toBeNull();
    expect(negotiateEncoding('BR ; Q=1')).toBe('br');
    expect(negotiateEncoding('br;q=abc, gzip')).toBe('gzip');
  });

  it('reads * as any encoding not named, and x-gzip as gzip', () => {
    expect(negotiateEncoding('*')).toBe('br');
    expect(negotiateEncoding('br;q=0, *')).toBe('gzip');
    expect(negotiateEncoding('*;q=0')).toBeNull();
    expect(negotiateEncoding('x-gzip')).toBe('gzip');
  });

  it('only picks a variant that exists', () => {
    expect(negotiateEncoding('br, gzip', ['gzip'])).toBe('gzip');
    expect(negotiateEncoding('br', ['gzip'])).toBeNull();
    expect(negotiateEncoding('br, gzip', [])).toBeNull();
  });
});

describe('contentTypeFor', () => {
  it.each([
    ['/main.js', 'application/javascript; charset=utf-8'],
    ['/main.0123456789.CSS', 'text/css; charset=utf-8'],
    ['/mf-manifest.json', 'application/json; charset=utf-8'],
    ['/icon.svg', 'image/svg+xml'],
    ['/photo.png', undefined],
    ['/terapeutas', undefined],
  ])("gives the original's type (a variant is the same document): %s → %p", (path, type) => {
    expect(contentTypeFor(path)).toBe(type);
  });
});

describe('withVary', () => {
  it('adds a name once, keeping what is there', () => {
    expect(withVary(undefined, 'Accept-Encoding')).toBe('Accept-Encoding');
    expect(withVary('Origin', 'Accept-Encoding')).toBe('Origin, Accept-Encoding');
    expect(withVary('Origin, accept-encoding', 'Accept-Encoding')).toBe('Origin, accept-encoding');
  });
});
