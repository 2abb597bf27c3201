import { mkdirSync, mkdtempSync, utimesSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { request, type IncomingHttpHeaders, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { remoteSecurityHeaders, type PolicyConfig } from './security-headers';
import { cacheControlFor, fileOf, shellHeaders, startStaticSite } from './static-server';

describe('cache headers of the static servers', () => {
  it('revalidates entry files so a redeployed remote is picked up at once', () => {
    for (const path of ['/', '/index.html', '/main.js', '/remoteEntry.js', '/mf-manifest.json', '/terapeuta/123']) {
      expect(cacheControlFor(path)).toBe('no-cache');
    }
  });

  it('caches content-hashed chunks for a year', () => {
    expect(cacheControlFor('/__federation_expose_HomePage.3fa9c01b2d.js')).toBe('public, max-age=31536000, immutable');
    expect(cacheControlFor('/vendor.js')).toBe('no-cache');
    expect(cacheControlFor('/__federation_expose_HomePage.3fa9c01b2d.js.br')).toBe('public, max-age=31536000, immutable');
    expect(cacheControlFor('/main.js.gz')).toBe('no-cache');
  });
});

describe('fileOf', () => {
  it('finds files of the folder only, never outside it or a folder', () => {
    const parent = mkdtempSync(join(tmpdir(), 'acolhe-static-'));
    const dir = join(parent, 'dist');
    mkdirSync(join(dir, 'sub'), { recursive: true });
    writeFileSync(join(dir, 'main.js'), 'main()');
    writeFileSync(join(parent, 'secret.txt'), 'segredo');
    expect(fileOf(dir, '/main.js')?.stat.size).toBe(6);
    for (const path of ['/', '/sub', '/../secret.txt', '/%2e%2e/secret.txt', '/..%2fsecret.txt', '/main.js%00', '/%E0%A4%A', '/nada.js']) {
      expect(fileOf(dir, path)).toBeNull();
    }
  });
});

/** A raw HTTP exchange: the bytes as sent (fetch would decode them). */
function rawGet(url: string, headers: Record<string, string> = {}): Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('compressed delivery over HTTP', () => {
  const servers: Server[] = [];
  afterAll(async () => {
    await Promise.all(servers.map((s) => new Promise((r) => s.close(r))));
  });
  const script = `console.log(${JSON.stringify('Acolhe '.repeat(500))});`;
  const chunk = '/__federation_expose_HomePage.3fa9c01b2d.js';
  const start = async (site: Omit<Parameters<typeof startStaticSite>[0], 'dir' | 'port' | 'name'>) => {
    const dir = mkdtempSync(join(tmpdir(), 'acolhe-static-'));
    writeFileSync(join(dir, chunk), script);
    writeFileSync(join(dir, `${chunk}.br`), brotliCompressSync(script));
    writeFileSync(join(dir, `${chunk}.gz`), gzipSync(script));
    // main.js was built with a gzip variant only
    writeFileSync(join(dir, 'main.js'), script);
    writeFileSync(join(dir, 'main.js.gz'), gzipSync(script));
    writeFileSync(join(dir, 'index.html'), '<!doctype html><title>Acolhe</title>');
    const server = await startStaticSite({ name: 'test', dir, port: 0, ...site });
    servers.push(server);
    return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  };

  it('sends the brotli variant to a browser that accepts it, with the type and cache rule of the original', async () => {
    const base = await start({ securityHeaders: remoteSecurityHeaders, corsOrigins: () => ['http://localhost:3000'] });
    const res = await rawGet(`${base}${chunk}`, { 'Accept-Encoding': 'gzip, deflate, br', Origin: 'http://localhost:3000' });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toBe('application/javascript; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers.vary).toBe('Origin, Accept-Encoding');
    expect(Number(res.headers['content-length'])).toBe(res.body.length);
    expect(res.body.length).toBeLessThan(script.length / 10);
    expect(brotliDecompressSync(res.body).toString()).toBe(script);
    // the safety headers are the same as on any other response
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toBe(remoteSecurityHeaders()['Content-Security-Policy']);
    expect(res.headers['access-control-allow-origin']).toBe('http://localhost:3000');
  });

  it('gzip where brotli is not accepted or not built, the file as it is otherwise', async () => {
    const base = await start({});
    const gz = await rawGet(`${base}${chunk}`, { 'Accept-Encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).toString()).toBe(script);
    const onlyGz = await rawGet(`${base}/main.js`, { 'Accept-Encoding': 'br, gzip' });
    expect(onlyGz.headers['content-encoding']).toBe('gzip');
    expect(onlyGz.headers['cache-control']).toBe('no-cache');
    for (const accept of [undefined, 'identity', 'br;q=0, gzip;q=0']) {
      const plain = await rawGet(`${base}${chunk}`, accept ? { 'Accept-Encoding': accept } : {});
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.headers['content-type']).toMatch(/^application\/javascript/);
      expect(plain.headers.vary).toContain('Accept-Encoding');
      expect(plain.body.toString()).toBe(script);
    }
  });

  it('answers 304 to a revalidation of the same variant', async () => {
    const base = await start({});
    const first = await rawGet(`${base}/main.js`, { 'Accept-Encoding': 'gzip' });
    const etag = first.headers.etag!;
    expect(etag).toMatch(/gzip/);
    const again = await rawGet(`${base}/main.js`, { 'Accept-Encoding': 'gzip', 'If-None-Match': etag });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
  });

  it("the shell's pages come from `pages`, with their status, compressed on the fly", async () => {
    const page = `<!doctype html><title>Página</title>${'<p>Acolhe</p>'.repeat(200)}`;
    const base = await start({
      spa: true,
      pages: (url) =>
        Promise.resolve(
          url.pathname === '/robots.txt'
            ? { status: 200, contentType: 'text/plain; charset=utf-8', cacheControl: 'public, max-age=3600', body: 'User-agent: *' }
            : { status: url.pathname === '/nada' ? 404 : 200, contentType: 'text/html; charset=utf-8', cacheControl: 'no-cache', body: page },
        ),
    });
    const missing = await rawGet(`${base}/nada`, { 'Accept-Encoding': 'br' });
    expect(missing.status).toBe(404);
    expect(missing.headers['content-encoding']).toBe('br');
    expect(missing.headers.vary).toContain('Accept-Encoding');
    expect(brotliDecompressSync(missing.body).toString()).toBe(page);
    const home = await rawGet(`${base}/`, { 'Accept-Encoding': 'gzip' });
    expect(home.status).toBe(200);
    expect(gunzipSync(home.body).toString()).toBe(page);
    const robots = await rawGet(`${base}/robots.txt`, { 'Accept-Encoding': 'br' });
    expect(robots.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(robots.headers['cache-control']).toBe('public, max-age=3600');
    expect(robots.headers['content-encoding']).toBeUndefined(); // too small to be worth it
    expect(robots.body.toString()).toBe('User-agent: *');
    // files are still files
    expect((await rawGet(`${base}/main.js`)).body.toString()).toBe(script);
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
      expect(res.headers.get('permissions-policy')).toContain('camera=(self)');
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
