import { applyOverrides, REMOTES_OVERRIDE_KEY, validateRemotes } from './remotesManifest';

const base = { booking: 'http://localhost:3002/mf-manifest.json', discovery: 'http://localhost:3001/mf-manifest.json' };

describe('remotes manifest overrides', () => {
  beforeEach(() => localStorage.clear());

  it('re-points one remote from the query string and keeps it for the next page', () => {
    const first = applyOverrides(base, '?remote.booking=http://localhost:4102/mf-manifest.json', localStorage);
    expect(first.booking).toBe('http://localhost:4102/mf-manifest.json');
    expect(first.discovery).toBe(base.discovery);
    expect(applyOverrides(base, '', localStorage).booking).toBe('http://localhost:4102/mf-manifest.json');
  });

  it('ignores values that are not http(s) URLs and clears with an empty value or reset', () => {
    expect(applyOverrides(base, '?remote.booking=javascript:alert(1)', localStorage).booking).toBe(base.booking);
    applyOverrides(base, '?remote.booking=http://x/mf.json', localStorage);
    expect(applyOverrides(base, '?remote.booking=', localStorage).booking).toBe(base.booking);
    applyOverrides(base, '?remote.booking=http://x/mf.json', localStorage);
    expect(applyOverrides(base, '?remotes=reset', localStorage)).toEqual(base);
    expect(localStorage.getItem(REMOTES_OVERRIDE_KEY)).toBeNull();
  });

  it('rejects a malformed remotes.json', () => {
    expect(() => validateRemotes(['x'])).toThrow();
    expect(() => validateRemotes({ booking: 42 })).toThrow();
    expect(validateRemotes(base)).toEqual(base);
  });
});
