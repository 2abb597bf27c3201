import { loadConfig } from '../config';
import { iceServersFor, turnCredential, turnCredentials } from './ice';

describe('TURN credentials (coturn use-auth-secret)', () => {
  it('matches a vector computed outside node (openssl dgst -sha1 -hmac … -binary | base64)', () => {
    expect(turnCredential('segredo-do-coturn', '1700003600:5eed0001-0000-4000-8000-000000000001')).toBe('4gmpxVGpA7ELJbe6Q1PEP2R9RSk=');
  });
  it('puts the expiry (now + ttl, unix seconds) and the account in the username', () => {
    const c = turnCredentials('segredo-do-coturn', '5eed0001-0000-4000-8000-000000000001', new Date(1_700_000_000_500), 3600);
    expect(c).toEqual({ username: '1700003600:5eed0001-0000-4000-8000-000000000001', credential: '4gmpxVGpA7ELJbe6Q1PEP2R9RSk=' });
  });
});

describe('iceServersFor', () => {
  const now = new Date('2030-01-16T13:00:00Z');
  it('is empty by default (host candidates suffice on one machine)', () => {
    expect(iceServersFor(loadConfig({}).sala, 'u', now)).toEqual([]);
  });
  it('lists STUN as is and TURN with minted credentials', () => {
    const config = loadConfig({
      SALA_STUN_URLS: 'stun:stun.acolhe.com.br:3478',
      SALA_TURN_URLS: 'turn:turn.acolhe.com.br:3478?transport=udp, turns:turn.acolhe.com.br:443?transport=tcp',
      SALA_TURN_SECRET: 's3cr3t',
    }).sala;
    const servers = iceServersFor(config, 'conta-1', now);
    expect(servers[0]).toEqual({ urls: ['stun:stun.acolhe.com.br:3478'] });
    expect(servers[1]!.urls).toEqual(['turn:turn.acolhe.com.br:3478?transport=udp', 'turns:turn.acolhe.com.br:443?transport=tcp']);
    expect(servers[1]!.username).toBe(`${Math.floor(now.getTime() / 1000) + 3600}:conta-1`);
    expect(servers[1]!.credential).toBe(turnCredential('s3cr3t', servers[1]!.username!));
  });
  it('refuses TURN without its secret, and urls of the wrong scheme', () => {
    expect(() => loadConfig({ SALA_TURN_URLS: 'turn:x:3478' })).toThrow(/SALA_TURN_SECRET/);
    expect(() => loadConfig({ SALA_STUN_URLS: 'https://x' })).toThrow(/stun:/);
    expect(() => loadConfig({ SALA_TURN_URLS: 'stun:x', SALA_TURN_SECRET: 'a' })).toThrow(/turn:/);
  });
});
