// Issue 16 without JavaScript: what a crawler or a WhatsApp preview reads from the shell's server
// (a profile's name, price and Open Graph tags, JSON-LD, robots.txt, the sitemap, real 404s), and
// the compressed delivery a browser gets (docs/deploy.md, "Compressed files").
import { browserForFile, newPage } from '../src/browser';
import { DEMO } from '../src/session';
import { apiUrl, baseUrl, E2E_PORTS } from '../src/stackEnv';

const browser = browserForFile();

const THERAPIST = DEMO.terapeuta.id;
const decodeHtml = (s: string) => s.replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
const metaOf = (html: string, key: string) => {
  const value = new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`).exec(html)?.[1];
  return value === undefined ? undefined : decodeHtml(value);
};

describe('a profile as a crawler reads it (no JavaScript)', () => {
  it("the HTML names the therapist, the price and carries Open Graph tags and the practice's JSON-LD", async () => {
    const therapist = (await (await fetch(`${apiUrl}/public-terapeutas/${THERAPIST}`)).json()) as { fullName: string; title: string; city: string; sessionPrice: number };
    const res = await fetch(`${baseUrl}/terapeuta/${THERAPIST}`);
    expect(res.status).toBe(200);
    const html = await res.text();
    const title = decodeHtml(/<title>([^<]*)<\/title>/.exec(html)![1]!);
    expect(title).toBe(`${therapist.fullName} — ${therapist.title} em ${therapist.city} | Acolhe`);
    // demo prices are below R$ 1.000: no thousands separator
    expect(metaOf(html, 'description')).toContain(`R$ ${therapist.sessionPrice.toFixed(2).replace('.', ',')}`);
    expect(metaOf(html, 'og:title')).toBe(title);
    expect(metaOf(html, 'og:type')).toBe('profile');
    expect(metaOf(html, 'og:url')).toBe(`${baseUrl}/terapeuta/${THERAPIST}`);
    expect(metaOf(html, 'twitter:card')).toMatch(/^summary/);
    const ld = JSON.parse(/<script type="application\/ld\+json">([^<]*)<\/script>/.exec(html)![1]!) as { employee: { name: string }; makesOffer: { priceCurrency: string; price: string } };
    expect(ld.employee.name).toBe(therapist.fullName);
    expect(ld.makesOffer).toMatchObject({ priceCurrency: 'BRL', price: therapist.sessionPrice.toFixed(2) });
    expect(html).not.toContain(DEMO.terapeuta.email);
  });

  it("a link preview's picture (issue 32): the profile's og:image and the home's are 1200×630 PNG cards", async () => {
    const html = await (await fetch(`${baseUrl}/terapeuta/${THERAPIST}`)).text();
    const image = metaOf(html, 'og:image')!;
    expect(image).toMatch(new RegExp(`^${baseUrl}/og/terapeutas/${THERAPIST}\\.png\\?v=`));
    expect([metaOf(html, 'og:image:width'), metaOf(html, 'og:image:height'), metaOf(html, 'twitter:card')]).toEqual(['1200', '630', 'summary_large_image']);
    expect(metaOf(html, 'og:image:alt')).toContain(DEMO.terapeuta.name);
    const home = metaOf(await (await fetch(`${baseUrl}/`)).text(), 'og:image')!;
    for (const url of [image, home]) {
      const res = await fetch(url);
      expect([url, res.status, res.headers.get('content-type')]).toEqual([url, 200, 'image/png']);
      const png = new DataView(await res.arrayBuffer());
      // the PNG's IHDR: width and height after the 8-byte signature and the chunk's length and type
      expect([png.getUint32(16), png.getUint32(20)]).toEqual([1200, 630]);
    }
    expect((await fetch(`${baseUrl}/og/terapeutas/nao-existe.png`)).status).toBe(404);
  });

  it('robots.txt and the sitemap, which lists the profile', async () => {
    const robots = await fetch(`${baseUrl}/robots.txt`);
    expect(robots.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(await robots.text()).toContain(`Sitemap: ${baseUrl}/sitemap.xml`);
    const sitemap = await fetch(`${baseUrl}/sitemap.xml`);
    expect(sitemap.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    expect(await sitemap.text()).toContain(`<loc>${baseUrl}/terapeuta/${THERAPIST}</loc>`);
  });
});

describe("the footer's pages (issue 30)", () => {
  const PAGES = [
    ['/termos-de-uso', 'Termos de uso'],
    ['/politica-de-privacidade', 'Política de privacidade'],
    ['/cookies', 'Cookies'],
    ['/faq', 'Perguntas frequentes'],
    ['/quem-somos', 'Quem somos'],
  ] as const;

  it('each is server-rendered (its text in the HTML, without JavaScript), indexable, and in the sitemap', async () => {
    const sitemap = await (await fetch(`${baseUrl}/sitemap.xml`)).text();
    for (const [path, heading] of PAGES) {
      const res = await fetch(`${baseUrl}${path}`);
      expect([path, res.status]).toEqual([path, 200]);
      const html = await res.text();
      expect(decodeHtml(/<title>([^<]*)<\/title>/.exec(html)![1]!)).toBe(`${heading} | Acolhe`);
      expect(metaOf(html, 'robots')).toBeUndefined();
      const root = /<div id="root">([\s\S]*?)<\/div><script/.exec(html)?.[1] ?? html;
      expect(decodeHtml(root)).toContain(`>${heading}</h1>`);
      expect(sitemap).toContain(`<loc>${baseUrl}${path}</loc>`);
    }
    // the policy says what is really processed, on which basis, and who to write to
    const policy = decodeHtml(await (await fetch(`${baseUrl}/politica-de-privacidade`)).text());
    for (const fact of ['art. 11, II, "f"', 'Amazon Cognito', 'pelo menos 5 anos após a última sessão', 'AES-256-GCM', 'Exportar meus dados', 'Excluir minha conta', 'contato@acolhe.com.br']) {
      expect([fact, policy.includes(fact)]).toEqual([fact, true]);
    }
  });

  it("the home's footer links to them, and the sign-up's consent starts unchecked and links to the policy", async () => {
    const { context, page } = await newPage(browser);
    try {
      await page.goto(`${baseUrl}/`);
      // inside the layout's <main> a <footer> is no contentinfo landmark for the browser
      const footer = page.locator('footer');
      for (const [path, heading] of PAGES) {
        const label = heading === 'Perguntas frequentes' ? 'FAQ' : heading;
        expect(await footer.getByRole('link', { name: label, exact: true }).getAttribute('href')).toBe(path);
      }
      await footer.getByRole('link', { name: 'Política de privacidade', exact: true }).click();
      await page.waitForURL(`${baseUrl}/politica-de-privacidade`);
      await page.getByRole('heading', { level: 1, name: 'Política de privacidade' }).waitFor();

      await page.goto(`${baseUrl}/cadastro`);
      const consent = page.getByRole('checkbox', { name: 'Li e concordo com os Termos de Uso e a Política de Privacidade' });
      expect(await consent.isChecked()).toBe(false);
      expect(await page.getByRole('link', { name: 'Política de Privacidade' }).getAttribute('href')).toBe('/politica-de-privacidade');
      await page.getByLabel('Nome completo').fill('Ana Consentimento');
      await page.getByLabel('E-mail').fill(`consentimento.${Date.now()}@exemplo.com.br`);
      await page.getByLabel('Senha', { exact: true }).fill('Acolhe2026');
      await page.getByRole('button', { name: 'Criar minha conta' }).click();
      await page.getByText('Para criar sua conta, marque que leu e concorda com os Termos de Uso e a Política de Privacidade.').waitFor();
      expect(page.url()).toBe(`${baseUrl}/cadastro`);
    } finally {
      await context.close();
    }
  });
});

describe('not found', () => {
  it('an unknown path and an unknown therapist answer 404, and the app still shows its not-found page', async () => {
    expect((await fetch(`${baseUrl}/terapeuta/00000000-0000-4000-8000-00000000dead`)).status).toBe(404);
    const { context, page } = await newPage(browser);
    try {
      const response = await page.goto(`${baseUrl}/pagina-que-nao-existe`);
      expect(response?.status()).toBe(404);
      await page.getByText('Oops! Page not found').waitFor();
      expect(await page.title()).toBe('Página não encontrada | Acolhe');
    } finally {
      await context.close();
    }
  });
});

describe('early connections', () => {
  it("a page's HTML opens the connection to the api (another origin) while its scripts download", async () => {
    const html = await (await fetch(`${baseUrl}/terapeutas`)).text();
    expect(html).toContain(`<link rel="preconnect" href="${new URL(apiUrl).origin}" crossorigin/>`);
  });

  it("a public page's HTML opens the connections to its remote's origin (manifest, then scripts); the login page has none", async () => {
    const discovery = `http://localhost:${E2E_PORTS.discovery}`;
    const html = await (await fetch(`${baseUrl}/terapeutas`)).text();
    expect(html).toContain(`<link rel="preconnect" href="${discovery}" crossorigin/>`);
    expect(html).toContain(`<link rel="preconnect" href="${discovery}"/>`);
    expect(await (await fetch(`${baseUrl}/login`)).text()).not.toContain(discovery);
  });
});

describe('compressed delivery', () => {
  it("the home's scripts arrive brotli-compressed, and Chromium downloads far fewer bytes than without", async () => {
    const html = await (await fetch(baseUrl)).text();
    // the server-rendered home lists its scripts for after the first paint (docs/decisions.md)
    const script = (JSON.parse(/<script type="application\/json" id="acolhe-boot">([^<]*)<\/script>/.exec(html)![1]!) as string[])[0]!;
    const res = await fetch(`${baseUrl}${script}`, { headers: { 'Accept-Encoding': 'br' } });
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(res.headers.get('vary')).toContain('Accept-Encoding');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');

    /** Bytes on the wire for one load of `/` (every origin: shell, remotes, api). */
    const bytesOfHome = async (acceptEncoding?: string) => {
      const { context, page } = await newPage(browser);
      try {
        const cdp = await context.newCDPSession(page);
        await cdp.send('Network.enable');
        if (acceptEncoding) await cdp.send('Network.setExtraHTTPHeaders', { headers: { 'Accept-Encoding': acceptEncoding } });
        let bytes = 0;
        cdp.on('Network.loadingFinished', (e: { encodedDataLength: number }) => {
          bytes += e.encodedDataLength;
        });
        await page.goto(baseUrl, { waitUntil: 'networkidle' });
        await page.locator('#home-hero-title').waitFor();
        return bytes;
      } finally {
        await context.close();
      }
    };
    const compressed = await bytesOfHome();
    const identity = await bytesOfHome('identity');
    console.log(`bytes transferred for / — compressed: ${compressed}, identity: ${identity}`);
    expect(compressed).toBeLessThan(identity / 2);
  });
});
