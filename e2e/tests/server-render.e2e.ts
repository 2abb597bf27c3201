// Issue 16, server rendering (docs/decisions.md, "Server rendering"): the public pages arrive as
// HTML that already holds what the visitor came for; the browser adopts that HTML (hydration)
// without a mismatch and without asking the api again for what the server rendered; a remote
// whose server build is gone still yields a working page, rendered by the browser.
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { browserForFile, newPage } from '../src/browser';
import { npmRun, releasedVersion, repoRoot, stackDataDir } from '../src/release';
import { DEMO, signInAs } from '../src/session';
import { apiUrl, baseUrl } from '../src/stackEnv';

const browser = browserForFile();

const THERAPIST = DEMO.terapeuta.id;
const brl = (value: number) => `R$ ${value.toFixed(2).replace('.', ',')}`;
const decodeHtml = (s: string) => s.replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');

/** The text inside the HTML's root element (tags dropped), as a crawler without JavaScript reads it. */
async function rootTextOf(path: string): Promise<{ status: number; text: string; html: string }> {
  const res = await fetch(`${baseUrl}${path}`);
  const html = await res.text();
  const start = html.indexOf('<div id="root">');
  const end = html.indexOf('</body>');
  const text = decodeHtml(html.slice(start, end).replace(/<style[\s\S]*?<\/style>/g, '').replace(/<script[\s\S]*?<\/script>/g, '').replace(/<[^>]+>/g, ' ')).replace(/\s+/g, ' ');
  return { status: res.status, text, html };
}

describe('public pages arrive rendered (no JavaScript)', () => {
  it("the profile: name, title, price, rating, reviews and education, with the server's data for the browser", async () => {
    const t = (await (await fetch(`${apiUrl}/public-terapeutas/${THERAPIST}`)).json()) as {
      fullName: string;
      title: string;
      sessionPrice: number;
      reviewCount: number;
      education?: { institution: string }[];
      reviews?: { comentario: string }[];
    };
    const { status, text, html } = await rootTextOf(`/terapeuta/${THERAPIST}`);
    expect(status).toBe(200);
    expect(text).toContain(t.fullName);
    expect(text).toContain(t.title);
    expect(text).toContain(brl(t.sessionPrice));
    expect(text).toMatch(new RegExp(`\\(\\s*${t.reviewCount} avaliaç`));
    for (const e of t.education ?? []) expect(text).toContain(e.institution);
    for (const r of (t.reviews ?? []).slice(0, 1)) expect(text).toContain(r.comentario.trim().slice(0, 30));
    // the WhatsApp link is whole before any script runs
    expect(html).toContain(`https://wa.me/?text=${encodeURIComponent(`${t.fullName} no Acolhe: ${baseUrl}/terapeuta/${THERAPIST}`)}`);
    const state = JSON.parse(/<script type="application\/json" id="acolhe-ssr">([^<]*)<\/script>/.exec(html)![1]!) as { page: string };
    expect(state.page).toBe('discovery/TerapeutaPerfilPage');
    // the page's stylesheets are in the head, so the first paint is styled
    expect(html.slice(0, html.indexOf('</head>'))).toMatch(/<link rel="stylesheet" href="http:\/\/localhost:\d+\/[\w.-]+\.css"\/>/);
    // its scripts start after the first paint: listed for the inline boot, no <script defer> to fetch with the page
    expect(html).not.toContain('<script defer="defer"');
    const boot = JSON.parse(/<script type="application\/json" id="acolhe-boot">([^<]*)<\/script>/.exec(html)![1]!) as string[];
    expect(boot.at(-1)).toBe('/main.js');
  });

  it('home: the hero and the featured therapists; the search: the filtered list; both tutorials', async () => {
    const featured = (await (await fetch(`${apiUrl}/public-terapeutas/destaques`)).json()) as { content: { fullName: string }[] };
    const home = await rootTextOf('/');
    expect(home.status).toBe(200);
    expect(featured.content.length).toBeGreaterThan(0);
    for (const f of featured.content.slice(0, 4)) expect(home.text).toContain(f.fullName);

    const found = (await (await fetch(`${apiUrl}/public-terapeutas?search=ansiedade&page=0&size=12`)).json()) as { totalElements: number; content: { fullName: string }[] };
    const search = await rootTextOf('/terapeutas?search=ansiedade');
    expect(search.text).toContain(`${found.totalElements} terapeutas encontrados`);
    expect(search.text).toContain(found.content[0]!.fullName);

    expect((await rootTextOf('/tutorial-clientes')).text).toMatch(/\w{3,}/);
    expect((await rootTextOf('/tutorial-terapeutas')).text).toMatch(/\w{3,}/);
  });

  it("with JavaScript off, the header's search is a plain form: typed and sent, it opens the server-rendered list of that search (issue 44)", async () => {
    const context = await browser.newContext({ locale: 'pt-BR', timezoneId: 'America/Sao_Paulo', javaScriptEnabled: false, viewport: { width: 1280, height: 800 } });
    try {
      const page = await context.newPage();
      await page.goto(`${baseUrl}/`);
      // the header's form (the home's hero has a search form of its own)
      const header = page.locator('header').getByRole('search');
      await header.getByRole('searchbox', { name: 'Buscar terapeutas' }).fill('ansiedade');
      await header.getByRole('button', { name: 'Buscar', exact: true }).click();
      await page.waitForURL(`${baseUrl}/terapeutas?search=ansiedade`);
      const found = (await (await fetch(`${apiUrl}/public-terapeutas?search=ansiedade&page=0&size=12`)).json()) as { totalElements: number };
      await page.getByText(`${found.totalElements} terapeutas encontrados`).first().waitFor();
    } finally {
      await context.close();
    }
  });

  it('private pages and unknown addresses stay an empty root for the browser to render', async () => {
    for (const path of [`/usuario/${THERAPIST}`, '/pagina-que-nao-existe', '/login']) {
      const { html } = await rootTextOf(path);
      expect([path, html.includes('<div id="root"></div>')]).toEqual([path, true]);
      expect(html).not.toContain('id="acolhe-ssr"');
      // the browser renders these: their scripts download with the page
      expect(html).not.toContain('id="acolhe-boot"');
      expect(html).toMatch(/<script defer="defer" src="\/main\.js"/);
    }
  });

  it("the shell's server build is the server's own code, never a file of the site", async () => {
    for (const path of ['/server/main.js', '/server/remoteEntry.js']) {
      const res = await fetch(`${baseUrl}${path}`);
      expect([path, res.status]).toEqual([path, 404]);
      expect(await res.text()).not.toContain('renderPage');
    }
  });
});

/**
 * Opens `path` and reports what hydration did: console errors and warnings, the api reads, and
 * whether the server's <h1> is still the node on screen (a mismatch makes React replace it).
 */
async function hydrate(page: Page, path: string) {
  const problems: string[] = [];
  const apiReads: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning') problems.push(m.text());
  });
  page.on('pageerror', (e) => problems.push(e.message));
  page.on('request', (r) => {
    if (r.url().startsWith(apiUrl)) apiReads.push(new URL(r.url()).pathname);
  });
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      (window as unknown as { serverH1: Element | null }).serverH1 = document.querySelector('#root h1');
    });
  });
  await page.goto(`${baseUrl}${path}`, { waitUntil: 'networkidle' });
  await page.waitForTimeout(500);
  const sameH1 = await page.evaluate(() => {
    const before = (window as unknown as { serverH1: Element | null }).serverH1;
    return Boolean(before?.isConnected && before === document.querySelector('#root h1'));
  });
  // production React reports mismatches as minified errors #418/#423/#425
  const hydrationProblems = problems.filter((p) => /hydrat|did not match|#41[89]|#42[35]/i.test(p));
  return { hydrationProblems, apiReads, sameH1 };
}

describe('hydration in Chromium', () => {
  const pages = ['/', '/terapeutas?search=ansiedade', `/terapeuta/${THERAPIST}`, '/tutorial-clientes', '/tutorial-terapeutas'];

  it('a visitor: every public page is adopted as the server sent it, with no api read of what it rendered', async () => {
    const { context, page } = await newPage(browser);
    try {
      for (const path of pages) {
        const result = await hydrate(page, path);
        expect({ path, ...result, apiReads: result.apiReads.filter((p) => p.startsWith('/public-terapeutas')) }).toEqual({
          path,
          hydrationProblems: [],
          sameH1: true,
          apiReads: [],
        });
      }
      // and it works: the search's filters apply
      await page.goto(`${baseUrl}/terapeutas?search=ansiedade`);
      await page.getByRole('button', { name: 'Limpar filtros' }).click();
      await page.waitForURL(`${baseUrl}/terapeutas`);
    } finally {
      await context.close();
    }
  });

  it('a signed-in client: the page hydrates as the visitor the server rendered for, then shows the session', async () => {
    const page = await signInAs(browser, 'cliente');
    try {
      for (const path of [`/terapeuta/${THERAPIST}`, '/']) {
        const result = await hydrate(page, path);
        expect({ path, hydrationProblems: result.hydrationProblems, sameH1: result.sameH1 }).toEqual({ path, hydrationProblems: [], sameH1: true });
        await page.getByTestId('user-menu').waitFor();
      }
    } finally {
      await page.context().close();
    }
  });
});

describe('a remote whose server build is down', () => {
  /** The discovery entry of the remotes.json being served. */
  const discoveryEntry = async () => ((await (await fetch(`${baseUrl}/remotes.json`)).json()) as Record<string, string>).discovery;

  it('the page still answers with its head and the browser renders it', async () => {
    const dataDir = stackDataDir();
    const before = await discoveryEntry();
    // discovery's own build, released without its server build (dist/server/)
    const dist = join(mkdtempSync(join(tmpdir(), 'acolhe-e2e-sem-servidor-')), 'dist');
    cpSync(join(repoRoot, 'mfe-discovery', 'dist'), dist, { recursive: true });
    rmSync(join(dist, 'server'), { recursive: true, force: true });
    const version = releasedVersion(await npmRun('release', ['discovery', '--dist', dist], dataDir), 'discovery');
    try {
      expect((await npmRun('repoint', ['discovery', version], dataDir)).code).toBe(0);
      expect(await discoveryEntry()).not.toBe(before);
      const { status, html } = await rootTextOf(`/terapeuta/${THERAPIST}`);
      expect(status).toBe(200);
      expect(html).toContain(`<title>${DEMO.terapeuta.name}`);
      expect(html).toContain('<div id="root"></div>');

      const { context, page } = await newPage(browser);
      try {
        await page.goto(`${baseUrl}/terapeuta/${THERAPIST}`);
        await page.getByRole('heading', { level: 1, name: DEMO.terapeuta.name }).waitFor();
      } finally {
        await context.close();
      }
    } finally {
      for (let i = 0; i < 3 && (await discoveryEntry()) !== before; i++) await npmRun('rollback', ['discovery'], dataDir);
    }
    expect(await discoveryEntry()).toBe(before);
    // back on a remote with its server build, the server renders again
    expect((await rootTextOf(`/terapeuta/${THERAPIST}`)).html).toContain('id="acolhe-ssr"');
  });
});
