import { createReadStream, readFileSync, statSync, type Stats } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { join, resolve as resolvePath, sep } from 'node:path';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import serveHandler from 'serve-handler';
import { contentTypeFor, negotiateEncoding, VARIANT_SUFFIX, withVary, type Encoding } from './encoding';
import { corsHeaders, shellSecurityHeaders, type PolicyConfig } from './security-headers';
import { visitorAddress } from './visitor';

/** A response computed per request (the shell's pages with their head, robots.txt, sitemap.xml). */
export interface DynamicResponse {
  status: number;
  contentType: string;
  cacheControl: string;
  /** text (compressed on the fly when worth it) or bytes sent as they are (a PNG share card) */
  body: string | Buffer;
  /** a strong validator: a request whose If-None-Match names it gets a 304 */
  etag?: string;
}

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
  /**
   * Answers every path that is not a file of `dir` (the shell: pages with their own head and
   * status, robots.txt, sitemap.xml — scripts/stack/seo). Without it a `spa` answers index.html.
   */
  pages?: (url: URL, visitor?: string) => Promise<DynamicResponse>;
  /** Proxies in front of this server that append to X-Forwarded-For (SITE_TRUST_PROXY_HOPS): how
   * the visitor's address handed to `pages` is read (./visitor.ts); 0, the default: the socket's. */
  trustProxyHops?: number;
}

// Entry files must always be revalidated (a redeployed remote is picked up at once);
// hashed chunks never change, so they are cached for a year.
const NO_CACHE = ['index.html', 'remoteEntry.js', 'main.js', 'mf-manifest.json', 'mf-stats.json'];

export function cacheControlFor(pathname: string): string {
  // A compressed variant asked for by name is cached like its original.
  const file = (pathname.split('/').pop() ?? '').replace(/\.(br|gz)$/, '');
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

/** The file of `dir` a pathname names, or null (not a file, outside `dir`, undecodable). */
export function fileOf(dir: string, pathname: string): { path: string; stat: Stats } | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return null;
  }
  if (decoded.includes('\0')) return null;
  const root = resolvePath(dir);
  const path = resolvePath(root, `.${decoded}`);
  if (!path.startsWith(root + sep)) return null;
  try {
    const stat = statSync(path);
    return stat.isFile() ? { path, stat } : null;
  } catch {
    return null;
  }
}

/**
 * A file of `dir` in the encoding the request accepts: its precompressed variant when the build
 * wrote one (tooling/webpack/compression.cjs), else the file itself (serve-handler). Files that
 * could have variants always say `Vary: Accept-Encoding`, so a shared cache keeps one copy per
 * encoding.
 */
function sendFile(req: IncomingMessage, res: ServerResponse, file: { path: string; stat: Stats }, pathname: string, dir: string): void {
  const contentType = contentTypeFor(pathname);
  if (contentType) {
    res.setHeader('Vary', withVary(res.getHeader('Vary'), 'Accept-Encoding'));
    const available = (Object.keys(VARIANT_SUFFIX) as Encoding[]).filter((e) => fileOf(dir, pathname + VARIANT_SUFFIX[e]) !== null);
    const encoding = negotiateEncoding(req.headers['accept-encoding'], available);
    if (encoding) {
      const variant = fileOf(dir, pathname + VARIANT_SUFFIX[encoding])!;
      const etag = `W/"${variant.stat.size.toString(16)}-${Math.floor(variant.stat.mtimeMs).toString(16)}-${encoding}"`;
      res.setHeader('ETag', etag);
      res.setHeader('Last-Modified', file.stat.mtime.toUTCString());
      if (req.headers['if-none-match'] === etag) {
        res.writeHead(304);
        res.end();
        return;
      }
      res.writeHead(200, { 'Content-Type': contentType, 'Content-Encoding': encoding, 'Content-Length': variant.stat.size });
      if (req.method === 'HEAD') res.end();
      else createReadStream(variant.path).pipe(res);
      return;
    }
  }
  void serveHandler(req, res, { public: dir, cleanUrls: false, directoryListing: false, etag: true, headers: [] });
}

/** A body computed per request, compressed on the fly when it is worth it. */
function sendDynamic(req: IncomingMessage, res: ServerResponse, response: DynamicResponse): void {
  const text = typeof response.body === 'string';
  if (text) res.setHeader('Vary', withVary(res.getHeader('Vary'), 'Accept-Encoding'));
  let body: Buffer = typeof response.body === 'string' ? Buffer.from(response.body, 'utf8') : response.body;
  const headers: Record<string, string | number> = { 'Content-Type': response.contentType, 'Cache-Control': response.cacheControl };
  if (response.etag) {
    headers.ETag = response.etag;
    const asked = (req.headers['if-none-match'] ?? '').split(',').map((tag) => tag.trim());
    if (response.status === 200 && asked.includes(response.etag)) {
      res.writeHead(304, headers);
      res.end();
      return;
    }
  }
  // images are compressed already
  const encoding = text && body.length >= 1024 ? negotiateEncoding(req.headers['accept-encoding']) : null;
  if (encoding === 'br') body = brotliCompressSync(body, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } });
  if (encoding === 'gzip') body = gzipSync(body, { level: 6 });
  if (encoding) headers['Content-Encoding'] = encoding;
  headers['Content-Length'] = body.length;
  res.writeHead(response.status, headers);
  res.end(req.method === 'HEAD' ? undefined : body);
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
      sendDynamic(req, res, { status: 200, contentType: 'application/json; charset=utf-8', cacheControl: 'no-cache', body: JSON.stringify(json()) });
      return;
    }
    if (site.servable && !site.servable(url.pathname)) {
      res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-cache' });
      res.end('Not Found');
      return;
    }
    const file = fileOf(site.dir, url.pathname);
    if (!file && site.pages) {
      site.pages(url, visitorAddress(req.socket.remoteAddress, req.headers['x-forwarded-for'], site.trustProxyHops ?? 0)).then(
        (response) => sendDynamic(req, res, response),
        (error: unknown) => {
          console.error(`[${site.name}] ${url.pathname}:`, error);
          if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-cache' });
          res.end('Erro interno');
        },
      );
      return;
    }
    res.setHeader('Cache-Control', cacheControlFor(url.pathname));
    if (file) {
      sendFile(req, res, file, url.pathname, site.dir);
      return;
    }
    void serveHandler(req, res, {
      public: site.dir,
      cleanUrls: false,
      directoryListing: false,
      etag: true,
      rewrites: site.spa ? [{ source: '**', destination: '/index.html' }] : [],
      headers: [],
    });
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(site.port, '127.0.0.1', () => resolve(server));
  });
}
