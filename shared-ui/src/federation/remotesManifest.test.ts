import { parseRuntimeConfig } from '@acolhe/shared-auth';
import {
  allowedRemoteOrigins,
  applyOverrides,
  httpOrigin,
  isAllowedUrl,
  REMOTES_OVERRIDE_KEY,
  validateRemotes,
  withoutOverrideParams,
} from './remotesManifest';

const base = { booking: 'http://localhost:3002/mf-manifest.json', discovery: 'http://localhost:3001/mf-manifest.json' };
const TESTER = 'http://localhost:4102/mf-manifest.json';
const enabled = { enabled: true, allowedOrigins: ['http://localhost:4102', 'https://staging.acolhe.example'] };
const disabled = { enabled: false, allowedOrigins: ['http://localhost:4102'] };

describe('origins', () => {
  it('parses the origin of http(s) URLs only, resolving relative ones against a base', () => {
    expect(httpOrigin('https://cdn.example/booking/mf-manifest.json')).toBe('https://cdn.example');
    expect(httpOrigin('HTTP://LocalHost:3002/x')).toBe('http://localhost:3002');
    expect(httpOrigin('http://localhost:80/x')).toBe('http://localhost');
    expect(httpOrigin('/chunk.js', 'http://localhost:3000/terapeutas')).toBe('http://localhost:3000');
    expect(httpOrigin('//attacker.example/x.js', 'https://acolhe.example/')).toBe('https://attacker.example');
    for (const bad of ['javascript:alert(1)', 'data:text/javascript,1', 'blob:http://localhost:3000/x', 'not a url', '/relative']) {
      expect(httpOrigin(bad)).toBeNull();
    }
  });

  it('matches origins exactly (scheme, host and port), never by prefix', () => {
    const allowed = new Set(['http://localhost:3002']);
    expect(isAllowedUrl('http://localhost:3002/remoteEntry.js', allowed)).toBe(true);
    expect(isAllowedUrl('https://localhost:3002/remoteEntry.js', allowed)).toBe(false);
    expect(isAllowedUrl('http://localhost:30021/remoteEntry.js', allowed)).toBe(false);
    expect(isAllowedUrl('http://localhost:3002.attacker.example/x.js', allowed)).toBe(false);
    expect(isAllowedUrl('http://localhost:3002@attacker.example/x.js', allowed)).toBe(false);
    expect(isAllowedUrl('remoteEntry.js', allowed, 'http://localhost:3000/')).toBe(false);
  });

  it('allows the deployed remotes, plus the override origins only while overrides are enabled', () => {
    expect([...allowedRemoteOrigins(base, disabled)].sort()).toEqual(['http://localhost:3001', 'http://localhost:3002']);
    expect([...allowedRemoteOrigins(base, enabled)].sort()).toEqual([
      'http://localhost:3001',
      'http://localhost:3002',
      'http://localhost:4102',
      'https://staging.acolhe.example',
    ]);
  });
});

describe('overrides disabled (production)', () => {
  beforeEach(() => localStorage.clear());

  it('ignores ?remote.* and removes a stored override without applying it', () => {
    localStorage.setItem(REMOTES_OVERRIDE_KEY, JSON.stringify({ discovery: 'https://attacker.example/mf-manifest.json' }));
    const result = applyOverrides(base, '?remote.discovery=https://attacker.example/mf-manifest.json', localStorage, disabled);
    expect(result.remotes).toEqual(base);
    expect(result.overridden).toEqual({});
    expect(localStorage.getItem(REMOTES_OVERRIDE_KEY)).toBeNull();
  });

  it('is the default when no policy is given', () => {
    expect(applyOverrides(base, `?remote.booking=${TESTER}`, localStorage).remotes).toEqual(base);
    expect(localStorage.getItem(REMOTES_OVERRIDE_KEY)).toBeNull();
  });
});

describe('overrides enabled (local dev, staging)', () => {
  beforeEach(() => localStorage.clear());

  it('re-points one remote to an allowed origin and keeps it for the next page', () => {
    const first = applyOverrides(base, `?remote.booking=${TESTER}`, localStorage, enabled);
    expect(first.remotes).toEqual({ ...base, booking: TESTER });
    expect(first.overridden).toEqual({ booking: TESTER });
    expect(applyOverrides(base, '', localStorage, enabled).remotes.booking).toBe(TESTER);
  });

  it('refuses an origin outside allowedOrigins, a non-http URL and an unknown remote, storing none', () => {
    const result = applyOverrides(
      base,
      '?remote.discovery=https://attacker.example/mf-manifest.json&remote.booking=javascript:alert(1)&remote.evil=http://localhost:4102/mf-manifest.json',
      localStorage,
      enabled,
    );
    expect(result.remotes).toEqual(base);
    expect(result.rejected.map((r) => [r.name, r.reason])).toEqual([
      ['discovery', 'origem não permitida'],
      ['booking', 'não é uma URL http(s)'],
      ['evil', 'remoto desconhecido'],
    ]);
    expect(localStorage.getItem(REMOTES_OVERRIDE_KEY)).toBeNull();
  });

  it('drops a stored override whose origin is no longer allowed (or a corrupt entry)', () => {
    localStorage.setItem(REMOTES_OVERRIDE_KEY, JSON.stringify({ discovery: 'https://attacker.example/mf-manifest.json', booking: TESTER }));
    expect(applyOverrides(base, '', localStorage, enabled).remotes).toEqual({ ...base, booking: TESTER });
    expect(JSON.parse(localStorage.getItem(REMOTES_OVERRIDE_KEY)!)).toEqual({ booking: TESTER });
    localStorage.setItem(REMOTES_OVERRIDE_KEY, '["x"]');
    expect(applyOverrides(base, '', localStorage, enabled).remotes).toEqual(base);
    localStorage.setItem(REMOTES_OVERRIDE_KEY, '{not json');
    expect(applyOverrides(base, '', localStorage, enabled).remotes).toEqual(base);
  });

  it('clears with an empty value or ?remotes=reset', () => {
    applyOverrides(base, `?remote.booking=${TESTER}`, localStorage, enabled);
    expect(applyOverrides(base, '?remote.booking=', localStorage, enabled).remotes.booking).toBe(base.booking);
    applyOverrides(base, `?remote.booking=${TESTER}`, localStorage, enabled);
    expect(applyOverrides(base, '?remotes=reset', localStorage, enabled).remotes).toEqual(base);
    expect(localStorage.getItem(REMOTES_OVERRIDE_KEY)).toBeNull();
  });
});

describe('the address after restoring the deployed remotes', () => {
  it('drops the override parameters and keeps the others', () => {
    expect(withoutOverrideParams(`http://localhost:3000/terapeutas?search=ansiedade&remote.booking=${TESTER}&remotes=reset`)).toBe(
      'http://localhost:3000/terapeutas?search=ansiedade',
    );
    expect(withoutOverrideParams('http://localhost:3000/')).toBe('http://localhost:3000/');
  });
});

describe('remotes.json', () => {
  it('rejects a malformed file', () => {
    expect(() => validateRemotes(['x'])).toThrow();
    expect(() => validateRemotes({ booking: 42 })).toThrow();
    expect(() => validateRemotes({ booking: 'javascript:alert(1)' })).toThrow();
    expect(validateRemotes(base)).toEqual(base);
  });
});

describe("config.json's remoteOverrides (validated in shared-auth)", () => {
  const config = {
    apiBaseUrl: 'http://localhost:4000',
    cognito: { region: 'us-east-2', userPoolId: 'p', clientId: 'c' },
    supportEmail: 'contato@acolhe.com.br',
  };
  it('is optional, and normalises the allowed origins', () => {
    expect(parseRuntimeConfig(config).remoteOverrides).toBeUndefined();
    expect(parseRuntimeConfig({ ...config, remoteOverrides: { enabled: true, allowedOrigins: ['HTTP://LOCALHOST:4102/'] } }).remoteOverrides).toEqual({
      enabled: true,
      allowedOrigins: ['http://localhost:4102'],
    });
  });
  it('refuses a malformed value instead of guessing', () => {
    expect(() => parseRuntimeConfig({ ...config, remoteOverrides: { enabled: 'yes', allowedOrigins: [] } })).toThrow(/remoteOverrides/);
    expect(() => parseRuntimeConfig({ ...config, remoteOverrides: { enabled: true, allowedOrigins: ['http://x.example/path'] } })).toThrow(
      /is not an http\(s\) origin/,
    );
    expect(() => parseRuntimeConfig({ ...config, remoteOverrides: { enabled: true, allowedOrigins: ['*'] } })).toThrow(/not an http\(s\) origin/);
  });
});
