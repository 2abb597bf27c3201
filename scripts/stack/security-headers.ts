// The response headers of the shell and of the remotes, from the runtime files the shell is served
// with (config.json, remotes.json) and the shell's index.html. Pure: the local static server
// computes them per response (re-pointing a remote updates the policy without a rebuild) and
// scripts/stack/nginx-config.ts writes the same set as a production server configuration.
import { createHash } from 'node:crypto';

/** What the policy depends on in config.json (the rest of the file is irrelevant here). */
export interface PolicyConfig {
  apiBaseUrl: string;
  cognito: { region: string; endpoint?: string };
  remoteOverrides?: { enabled: boolean; allowedOrigins: readonly string[] };
}

export interface ShellPolicyInput {
  config: PolicyConfig;
  /** remotes.json: remote name → its mf-manifest.json URL. */
  remotes: Record<string, string>;
  /** The served index.html, whose inline scripts are allowed by hash. */
  indexHtml: string;
}

/**
 * Pages other sites may embed in the shell: the therapist's presentation video
 * (shared-domain/src/video.ts, youtubeEmbedUrl).
 */
export const EMBED_ORIGINS = ['https://www.youtube-nocookie.com'];

/** The camera and microphone: the video room (/sessao/{id}/sala, a remote's page running in the
 * shell's own document), never a frame (the embedded video). */
const SELF_ONLY_FEATURES = ['camera', 'microphone'];

/** Powerful features no page of Acolhe uses, denied to the page and to every frame in it. */
const DENIED_FEATURES = [
  'geolocation',
  'payment',
  'usb',
  'serial',
  'hid',
  'bluetooth',
  'magnetometer',
  'display-capture',
  'browsing-topics',
];

function originOf(url: string, base?: string): string | null {
  try {
    const u = base === undefined ? new URL(url) : new URL(url, base);
    return u.protocol === 'http:' || u.protocol === 'https:' ? u.origin : null;
  } catch {
    return null;
  }
}

const unique = (values: (string | null)[]): string[] => [...new Set(values.filter((v): v is string => v !== null))];

/** `'sha256-…'` of every inline `<script>` (no src) of a page, as the browser hashes it. */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    const [, attributes = '', body = ''] = match;
    if (/\bsrc\s*=/i.test(attributes)) continue;
    hashes.push(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return [...new Set(hashes)];
}

/** The identity provider's origin: the configured endpoint, or the hosted Cognito of the region. */
export function identityOrigin(config: PolicyConfig): string | null {
  return originOf(config.cognito.endpoint ?? `https://cognito-idp.${config.cognito.region}.amazonaws.com`);
}

/**
 * Where remote code may come from: the origins of remotes.json, plus the override origins only
 * while config.json enables overrides (the same rule as the shell's runtime origin guard).
 */
export function remoteOrigins(config: PolicyConfig, remotes: Record<string, string>): string[] {
  const overrides = config.remoteOverrides?.enabled ? config.remoteOverrides.allowedOrigins : [];
  return unique([...Object.values(remotes).map((url) => originOf(url)), ...overrides.map((o) => originOf(o))]);
}

/** The WebSocket origin of an http(s) origin (ws/wss): a CSP `http:` source does not cover `ws:`
 * (CSP3, scheme-part match), and the video room's signalling is a WebSocket of the api. */
function socketOriginOf(origin: string | null): string | null {
  return origin ? origin.replace(/^http/, 'ws') : null;
}

/** The shell's Content-Security-Policy. */
export function contentSecurityPolicy({ config, remotes, indexHtml }: ShellPolicyInput): string {
  const self = "'self'";
  // A relative apiBaseUrl ('/api') is the shell's own origin: 'self' already covers it.
  const api = originOf(config.apiBaseUrl);
  const code = remoteOrigins(config, remotes);
  const directives: [string, string[]][] = [
    ['default-src', [self]],
    // The remotes' entries and chunks; index.html's early fetch of config.json and remotes.json.
    ['script-src', [self, ...inlineScriptHashes(indexHtml), ...code]],
    // Mantine writes its theme variables and some component styles into <style> elements at run
    // time; the remotes' stylesheets come from their origins.
    ['style-src', [self, "'unsafe-inline'", ...code]],
    // Profile photos (the api's uploads), Mantine's inline SVG icons, previews of a chosen photo.
    ['img-src', unique([self, 'data:', 'blob:', api])],
    // The api (and its WebSocket: the video room), the identity provider, the remotes' mf-manifest.json.
    ['connect-src', unique([self, api, socketOriginOf(api), identityOrigin(config), ...code])],
    ['frame-src', EMBED_ORIGINS],
    ['object-src', ["'none'"]],
    ['base-uri', [self]],
    ['form-action', [self]],
    ['frame-ancestors', ["'none'"]],
  ];
  return directives.map(([name, values]) => `${name} ${values.join(' ')}`).join('; ');
}

/** Every response of the shell (pages, scripts, config.json and remotes.json alike). */
export function shellSecurityHeaders(input: ShellPolicyInput): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(input),
    'X-Frame-Options': 'DENY',
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': [...SELF_ONLY_FEATURES.map((f) => `${f}=(self)`), ...DENIED_FEATURES.map((f) => `${f}=()`)].join(', '),
  };
}

/**
 * Every response of a remote. Its files run inside the shell's page, never as a page of their
 * own (their standalone harness runs on the dev server): a document opened on a remote's origin
 * may do nothing.
 */
export function remoteSecurityHeaders(): Record<string, string> {
  return {
    'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'",
    'X-Frame-Options': 'DENY',
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
  };
}

/**
 * CORS of a remote's files: only a shell origin may read them from a script (the runtime fetches
 * mf-manifest.json); scripts and stylesheets load without CORS. `Vary: Origin` always, so a
 * cache never hands one origin's answer to another.
 */
export function corsHeaders(requestOrigin: string | undefined, allowedOrigins: readonly string[]): Record<string, string> {
  const headers: Record<string, string> = { Vary: 'Origin' };
  if (requestOrigin && allowedOrigins.includes(requestOrigin)) headers['Access-Control-Allow-Origin'] = requestOrigin;
  return headers;
}
