// Content negotiation of the static servers: which compressed variant a request gets
// (docs/deploy.md, "Compressed files"). Pure.

export type Encoding = 'br' | 'gzip';

/** Suffix of the variant the build writes beside a file (tooling/webpack/compression.cjs). */
export const VARIANT_SUFFIX: Record<Encoding, string> = { br: '.br', gzip: '.gz' };

/**
 * The encoding to answer with for an `Accept-Encoding` header: the acceptable one (q > 0) with
 * the highest weight, brotli on a tie (smaller), none when neither is acceptable. `*` stands for
 * an encoding the header does not name; `x-gzip` is gzip.
 */
export function negotiateEncoding(acceptEncoding: string | undefined, available: readonly Encoding[] = ['br', 'gzip']): Encoding | null {
  if (!acceptEncoding) return null;
  const weights = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [rawName = '', ...params] = part.split(';');
    let name = rawName.trim().toLowerCase();
    if (!name) continue;
    if (name === 'x-gzip') name = 'gzip';
    let q = 1;
    for (const param of params) {
      const [key, value] = param.split('=').map((s) => s.trim());
      if (key?.toLowerCase() === 'q') q = Number(value);
    }
    weights.set(name, Number.isFinite(q) ? Math.min(Math.max(q, 0), 1) : 0);
  }
  const weightOf = (encoding: Encoding) => weights.get(encoding) ?? weights.get('*') ?? 0;
  let best: Encoding | null = null;
  // `available` is in order of preference: a later one wins only with a strictly higher weight.
  for (const encoding of available) {
    const q = weightOf(encoding);
    if (q > 0 && (best === null || q > weightOf(best))) best = encoding;
  }
  return best;
}

const TEXT = 'charset=utf-8';
const CONTENT_TYPES: Record<string, string> = {
  js: `application/javascript; ${TEXT}`,
  mjs: `application/javascript; ${TEXT}`,
  css: `text/css; ${TEXT}`,
  html: `text/html; ${TEXT}`,
  json: `application/json; ${TEXT}`,
  map: `application/json; ${TEXT}`,
  svg: 'image/svg+xml',
  txt: `text/plain; ${TEXT}`,
  xml: `application/xml; ${TEXT}`,
};

/** The Content-Type of a file that may have compressed variants (the original's, never the variant's). */
export function contentTypeFor(pathname: string): string | undefined {
  const extension = /\.([a-z0-9]+)$/i.exec(pathname)?.[1]?.toLowerCase();
  return extension ? CONTENT_TYPES[extension] : undefined;
}

/** A `Vary` value with `name` added once (it may already hold `Origin`). */
export function withVary(current: string | number | string[] | undefined, name: string): string {
  const names = (Array.isArray(current) ? current.join(',') : String(current ?? ''))
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  if (!names.some((n) => n.toLowerCase() === name.toLowerCase())) names.push(name);
  return names.join(', ');
}
