import { createServer, type Server } from 'node:http';
import serveHandler from 'serve-handler';

export interface StaticSite {
  name: string;
  dir: string;
  port: number;
  /** The shell: unknown paths fall back to index.html (client-side routes). */
  spa?: boolean;
  /** Extra JSON documents served at a path (the shell's /config.json and /remotes.json). */
  json?: Record<string, () => unknown>;
}

// Entry files must always be revalidated (a redeployed remote is picked up at once);
// hashed chunks never change, so they are cached for a year.
const NO_CACHE = ['index.html', 'remoteEntry.js', 'main.js', 'mf-manifest.json', 'mf-stats.json'];

export function cacheControlFor(pathname: string): string {
  const file = pathname.split('/').pop() ?? '';
  if (!file || NO_CACHE.includes(file) || !file.includes('.')) return 'no-cache';
  return /\.[0-9a-f]{10}\.(js|css)$/.test(file) ? 'public, max-age=31536000, immutable' : 'no-cache';
}

export function startStaticSite(site: StaticSite): Promise<Server> {
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    res.setHeader('Access-Control-Allow-Origin', '*');
    const json = site.json?.[url.pathname];
    if (json) {
      res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-cache' });
      res.end(JSON.stringify(json()));
      return;
    }
    res.setHeader('Cache-Control', cacheControlFor(url.pathname));
    void serveHandler(req, res, {
      public: site.dir,
      cleanUrls: false,
      directoryListing: false,
      rewrites: site.spa ? [{ source: '**', destination: '/index.html' }] : [],
      headers: [],
    });
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(site.port, '127.0.0.1', () => resolve(server));
  });
}
