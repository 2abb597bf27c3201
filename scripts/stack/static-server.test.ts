import { mkdtempSync, utimesSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { remoteSecurityHeaders, type PolicyConfig } from './security-headers';
import { cacheControlFor, shellHeaders, startStaticSite } from './static-server';

describe('cache headers of the static servers', () => {
  it('revalidates entry files so a redeployed remote is picked up at once', () => {
    for (const path of ['/', '/index.html', '/main.js', '/remoteEntry.js', '/mf-manifest.json', '/terapeuta/123']) {
      expect(cacheControlFor(path)).toBe('no-cache');
    }
  });

  it('caches content-hashed chunks for a year', () => {
    expect(cacheControlFor('/__federation_expose_HomePage.3fa9c01b2d.js')).toBe('public, max-age=31536000, immutable');
    expect(cacheControlFor('/vendor.js')).toBe('no-cache');
  });
});

describe('security headers over HTTP', () => {
  const servers: Server[] = [];
  afterAll(async () => {
    await Promise.all(servers.map((s) => new Promise((r) => s.close(r))));
  });
  const start = async (site: Parameters<typeof startStaticSite>[0]) => {
    const server = await startStaticSite(site);
    servers.push(server);
    return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  };
  const site = (files: Record<string, string>) => {
    const dir = mkdtempSync(join(tmpdir(), 'acolhe-static-'));
    for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
    return dir;
  };

  const config: PolicyConfig = { apiBaseUrl: 'http://localhost:4000', cognito: { region: 'us-east-2', endpoint: 'http://localhost:9229' } };

  it('the shell: CSP from the config and remotes.json being served, with the hash of the index.html on disk', async () => {
    const dir = site({ 'index.html': '<script>boot()</script>', 'main.js': 'main()' });
    let remotes = { booking: 'http://localhost:3002/mf-manifest.json' };
    const base = await start({
      name: 'shell',
      dir,
      port: 0,
      spa: true,
      json: { '/config.json': () => config, '/remotes.json': () => remotes },
      securityHeaders: shellHeaders(dir, () => config, () => remotes),
    });

    for (const path of ['/', '/terapeutas', '/main.js', '/config.json']) {
      const res = await fetch(`${base}${path}`, { headers: { Origin: 'https://attacker.example' } });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-security-policy')).toContain("script-src 'self' 'sha256-");
      expect(res.headers.get('x-frame-options')).toBe('DENY');
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(res.headers.get('permissions-policy')).toContain('camera=()');
      expect(res.headers.get('access-control-allow-origin')).toBeNull();
    }
    const csp = async () => (await fetch(base)).headers.get('content-security-policy')!;
    const before = await csp();
    expect(before).toContain('http://localhost:3002');

    // Re-pointing a remote or rebuilding index.html changes the policy of the next response.
    remotes = { booking: 'https://cdn.example/booking/mf-manifest.json' };
    writeFileSync(join(dir, 'index.html'), '<script>boot(2)</script>');
    utimesSync(join(dir, 'index.html'), new Date(), new Date(Date.now() + 5_000));
    const after = await csp();
    expect(after).toContain('https://cdn.example');
    expect(after).not.toContain('http://localhost:3002');
    expect(after.match(/'sha256-[^']+'/)![0]).not.toBe(before.match(/'sha256-[^']+'/)![0]);
  });

  it('a remote: CORS for the shell origins only (never *), and a locked-down document policy', async () => {
    const dir = site({ 'mf-manifest.json': '{}', 'remoteEntry.js': 'var booking;' });
    const base = await start({
      name: 'mfe-booking',
      dir,
      port: 0,
      securityHeaders: remoteSecurityHeaders,
      corsOrigins: () => ['http://localhost:3000'],
    });
    const shell = await fetch(`${base}/mf-manifest.json`, { headers: { Origin: 'http://localhost:3000' } });
    expect(shell.headers.get('access-control-allow-origin')).toBe('http://localhost:3000');
    expect(shell.headers.get('vary')).toContain('Origin');
    const foreign = await fetch(`${base}/mf-manifest.json`, { headers: { Origin: 'https://attacker.example' } });
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull();
    const script = await fetch(`${base}/remoteEntry.js`);
    expect(script.headers.get('content-type')).toMatch(/javascript/);
    expect(script.headers.get('x-content-type-options')).toBe('nosniff');
    expect(script.headers.get('content-security-policy')).toBe(remoteSecurityHeaders()['Content-Security-Policy']);
  });

  it('a site with no configuration still sends nosniff and no CORS', async () => {
    const base = await start({ name: 'floor', dir: site({ 'index.html': '<p>ok</p>' }), port: 0 });
    const res = await fetch(`${base}/index.html`, { headers: { Origin: 'https://attacker.example' } });
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
  });
});
