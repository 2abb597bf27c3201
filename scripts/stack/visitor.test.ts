import { visitorAddress } from './visitor';

describe("the visitor's address at the site's server", () => {
  it('is the socket without trusted proxies, whatever the request says', () => {
    expect(visitorAddress('198.51.100.7', '6.6.6.6', 0)).toBe('198.51.100.7');
    expect(visitorAddress('::ffff:198.51.100.7', undefined, 0)).toBe('198.51.100.7');
    expect(visitorAddress('::1', undefined, 0)).toBe('::1');
  });
  it('behind N proxies, the entry N from the right: a forged value on the left changes nothing', () => {
    expect(visitorAddress('10.0.0.2', '6.6.6.6, 198.51.100.7', 1)).toBe('198.51.100.7');
    expect(visitorAddress('10.0.0.2', ['6.6.6.6', '203.0.113.9, 10.0.0.1'], 2)).toBe('203.0.113.9');
    // a shorter chain than configured: the leftmost there is (never the proxy itself)
    expect(visitorAddress('10.0.0.2', '198.51.100.7', 2)).toBe('198.51.100.7');
    expect(visitorAddress('10.0.0.2', undefined, 1)).toBe('10.0.0.2');
  });
});
