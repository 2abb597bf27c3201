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
  it("gives the original's type (a variant is the same document)", () => {
    expect(contentTypeFor('/main.js')).toBe('application/javascript; charset=utf-8');
    expect(contentTypeFor('/main.0123456789.CSS')).toBe('text/css; charset=utf-8');
    expect(contentTypeFor('/mf-manifest.json')).toBe('application/json; charset=utf-8');
    expect(contentTypeFor('/icon.svg')).toBe('image/svg+xml');
    expect(contentTypeFor('/photo.png')).toBeUndefined();
    expect(contentTypeFor('/terapeutas')).toBeUndefined();
  });
});

describe('withVary', () => {
  it('adds a name once, keeping what is there', () => {
    expect(withVary(undefined, 'Accept-Encoding')).toBe('Accept-Encoding');
    expect(withVary('Origin', 'Accept-Encoding')).toBe('Origin, Accept-Encoding');
    expect(withVary('Origin, accept-encoding', 'Accept-Encoding')).toBe('Origin, accept-encoding');
  });
});
