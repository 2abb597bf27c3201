import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { youtubeEmbedUrl } from '@acolhe/shared-domain';
import { builtIndexHtml, EXAMPLE, exampleConfig } from './nginx-config';
import {
  contentSecurityPolicy,
  corsHeaders,
  identityOrigin,
  inlineScriptHashes,
  remoteSecurityHeaders,
  shellSecurityHeaders,
  type PolicyConfig,
} from './security-headers';

const local: PolicyConfig = {
  apiBaseUrl: 'http://localhost:4000',
  cognito: { region: 'us-east-2', endpoint: 'http://localhost:9229' },
  remoteOverrides: { enabled: false, allowedOrigins: [] },
};
const remotes = {
  discovery: 'http://localhost:3001/mf-manifest.json',
  booking: 'http://localhost:3002/mf-manifest.json',
  therapistArea: 'http://localhost:3003/mf-manifest.json',
  clientArea: 'http://localhost:3004/mf-manifest.json',
};
const BOOT = "window.__boot = fetch('/config.json');";
const html = `<!doctype html><html><head><script>${BOOT}</script><script defer src="/main.js"></script></head></html>`;
const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

const directive = (csp: string, name: string) => csp.split('; ').find((d) => d.startsWith(`${name} `))?.split(' ').slice(1) ?? [];

describe('inline script hashes', () => {
  it('hashes the text of each inline script, not the ones loaded by src', () => {
    expect(inlineScriptHashes(html)).toEqual([sha(BOOT)]);
    expect(inlineScriptHashes('<script type="module">\n a()\n</script><SCRIPT>b()</SCRIPT>')).toEqual([sha('\n a()\n'), sha('b()')]);
    expect(inlineScriptHashes('<p>no script</p>')).toEqual([]);
  });
});

describe("the shell's Content-Security-Policy", () => {
  it('is exactly this for the local stack', () => {
    expect(contentSecurityPolicy({ config: local, remotes, indexHtml: html })).toBe(
      [
        "default-src 'self'",
        `script-src 'self' ${sha(BOOT)} http://localhost:3001 http://localhost:3002 http://localhost:3003 http://localhost:3004`,
        "style-src 'self' 'unsafe-inline' http://localhost:3001 http://localhost:3002 http://localhost:3003 http://localhost:3004",
        "img-src 'self' data: blob: http://localhost:4000",
        "connect-src 'self' http://localhost:4000 ws://localhost:4000 http://localhost:9229 http://localhost:3001 http://localhost:3002 http://localhost:3003 http://localhost:3004",
        'frame-src https://www.youtube-nocookie.com',
        "object-src 'none'",
        "base-uri 'self'",
        "form-action 'self'",
        "frame-ancestors 'none'",
      ].join('; '),
    );
  });

  it('never allows eval or an inline script without its hash', () => {
    const csp = contentSecurityPolicy({ config: local, remotes, indexHtml: html });
    expect(csp).not.toContain('unsafe-eval');
    expect(directive(csp, 'script-src')).not.toContain("'unsafe-inline'");
    expect(directive(csp, 'script-src')).not.toContain('*');
  });

  it('follows remotes.json: a remote re-pointed to another origin is allowed there, and no longer at the old one', () => {
    const moved = { ...remotes, booking: 'https://cdn.example/booking/2026-11-22/mf-manifest.json' };
    const csp = contentSecurityPolicy({ config: local, remotes: moved, indexHtml: html });
    expect(directive(csp, 'script-src')).toContain('https://cdn.example');
    expect(directive(csp, 'connect-src')).toContain('https://cdn.example');
    expect(directive(csp, 'script-src')).not.toContain('http://localhost:3002');
  });

  it('adds the override origins only while overrides are enabled', () => {
    const withOrigins = (enabled: boolean) => ({ ...local, remoteOverrides: { enabled, allowedOrigins: ['http://localhost:4102'] } });
    expect(directive(contentSecurityPolicy({ config: withOrigins(false), remotes, indexHtml: html }), 'script-src')).not.toContain('http://localhost:4102');
    const enabled = contentSecurityPolicy({ config: withOrigins(true), remotes, indexHtml: html });
    for (const name of ['script-src', 'style-src', 'connect-src']) expect(directive(enabled, name)).toContain('http://localhost:4102');
  });

  it('talks to the hosted Cognito of the region when no endpoint is configured, and to a relative api as itself', () => {
    const hosted: PolicyConfig = { apiBaseUrl: '/api', cognito: { region: 'sa-east-1' } };
    expect(identityOrigin(hosted)).toBe('https://cognito-idp.sa-east-1.amazonaws.com');
    const csp = contentSecurityPolicy({ config: hosted, remotes, indexHtml: html });
    expect(directive(csp, 'connect-src')).toEqual(["'self'", 'https://cognito-idp.sa-east-1.amazonaws.com', ...Object.values(remotes).map((u) => new URL(u).origin)]);
    expect(directive(csp, 'img-src')).toEqual(["'self'", 'data:', 'blob:']);
  });

  it('lets the profile video embed in, and nobody embed the shell', () => {
    const csp = contentSecurityPolicy({ config: local, remotes, indexHtml: html });
    expect(directive(csp, 'frame-src')).toContain(new URL(youtubeEmbedUrl('abc')).origin);
    expect(directive(csp, 'frame-ancestors')).toEqual(["'none'"]);
  });
});

describe('the other headers', () => {
  it('shell: no framing, no sniffing, a strict referrer, no powerful features', () => {
    const headers = shellSecurityHeaders({ config: local, remotes, indexHtml: html });
    expect(headers).toMatchObject({
      'X-Frame-Options': 'DENY',
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
    });
    // the video room's camera and microphone: the shell's own document only, never a frame
    expect(headers['Permissions-Policy']).toMatch(/^camera=\(self\), microphone=\(self\), geolocation=\(\), payment=\(\)/);
  });

  it('remotes: a document on their origin may do nothing', () => {
    expect(remoteSecurityHeaders()['Content-Security-Policy']).toBe("default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'");
    expect(remoteSecurityHeaders()['X-Content-Type-Options']).toBe('nosniff');
  });

  it('CORS answers a shell origin only, never *', () => {
    const shells = ['http://localhost:3000'];
    expect(corsHeaders('http://localhost:3000', shells)).toEqual({ Vary: 'Origin', 'Access-Control-Allow-Origin': 'http://localhost:3000' });
    expect(corsHeaders('https://attacker.example', shells)).toEqual({ Vary: 'Origin' });
    expect(corsHeaders(undefined, shells)).toEqual({ Vary: 'Origin' });
    expect(corsHeaders('null', shells)).toEqual({ Vary: 'Origin' });
  });
});

describe('deploy/nginx/acolhe-shell.conf', () => {
  it('is what nginx-config.ts produces from deploy/nginx/example (regenerate: npx tsx scripts/stack/nginx-config.ts --out deploy/nginx/acolhe-shell.conf)', () => {
    expect(readFileSync(EXAMPLE.out, 'utf8')).toBe(exampleConfig());
  });

  it('carries every shell header, with the hashes of the inline scripts every build serves', () => {
    const text = readFileSync(EXAMPLE.out, 'utf8');
    const headers = shellSecurityHeaders({
      config: JSON.parse(readFileSync(EXAMPLE.config, 'utf8')) as PolicyConfig,
      remotes: JSON.parse(readFileSync(EXAMPLE.remotes, 'utf8')) as Record<string, string>,
      indexHtml: builtIndexHtml(),
    });
    for (const [name, value] of Object.entries(headers)) {
      expect(text).toMatch(new RegExp(`add_header ${name} +"${value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}" always;`));
    }
    // the early fetch and the boot after the first paint
    expect(inlineScriptHashes(builtIndexHtml())).toHaveLength(2);
    for (const hash of inlineScriptHashes(builtIndexHtml())) expect(text).toContain(hash);
  });
});
