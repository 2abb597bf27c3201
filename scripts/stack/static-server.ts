import { readFileSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { join } from 'node:path';
import serveHandler from 'serve-handler';
import { corsHeaders, shellSecurityHeaders, type PolicyConfig } from './security-headers';

export interface StaticSite {
  name: string;
  dir: string;
  port: number;
  /** The shell: unknown paths fall back to index.html (client-side routes). */
  spa?: boolean;
  /** Extra JSON documents served at a path (the shell's /config.json and /remotes.json). */
  json?: Record<string, () => unknown>;
  /** Security headers of every response, computed per response (shellHeaders, remoteSecurityHeaders). */
  securityHeaders?: () => Record<string, string>;
  /** Origins that may read this site's files from a script (CORS); none when absent. */
  corsOrigins?: () => readonly string[];
  /** Paths this site answers; any other is a 404 (the releases server: only <remote>/<version>/). */
  servable?: (pathname: string) => boolean;
}

// Entry files must always be revalidated (a redeployed remote is picked up at once);
// hashed chunks never change, so they are cached for a year.
const NO_CACHE = ['index.html', 'remoteEntry.js', 'main.js', 'mf-manifest.json', 'mf-stats.json'];

export function cacheControlFor(pathname: string): string {
  const file = pathname.split('/').pop() ?? '';
  if (!file || NO_CACHE.includes(file) || !file.includes('.')) return 'no-cache';
  return /\.[0-9a-f]{10}\.(js|css)$/.test(file) ? 'public, max-age=31536000, immutable' : 'no-cache';
}

/**
 * The shell's security headers from what it is serving now: the runtime config and remotes.json
 * (read per response, so re-pointing a remote needs no restart) and the built index.html (its
 * inline script is hashed from the file on disk, re-read when it changes).
 */
export function shellHeaders(dir: string, config: () => PolicyConfig, remotes: () => Record<string, string>): () => Record<string, string> {
  const indexPath = join(dir, 'index.html');
  let cached: { mtimeMs: number; html: string } | undefined;
  const indexHtml = (): string => {
    let mtimeMs: number;
    try {
      mtimeMs = statSync(indexPath).mtimeMs;
    } catch {
      return ''; // not built: no inline script to allow
    }
    if (cached?.mtimeMs !== mtimeMs) cached = { mtimeMs, html: readFileSync(indexPath, 'utf8') };
    return cached.html;
  };
  return () => shellSecurityHeaders({ config: config(), remotes: remotes(), indexHtml: indexHtml() });
}

export function startStaticSite(site: StaticSite): Promise<Server> {
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const headers = {
      'X-Content-Type-Options': 'nosniff',
      ...site.securityHeaders?.(),
      ...(site.corsOrigins ? corsHeaders(req.headers.origin, site.corsOrigins()) : {}),
    };
    for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
    const json = site.json?.[url.pathname];
    if (json) {
      res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-cache' });
      res.end(JSON.stringify(json()));
      return;
    }
    if (site.servable && !site.servable(url.pathname)) {
      res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-cache' });
      res.end('Not Found');
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
