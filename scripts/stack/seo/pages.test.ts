// The shell's pages over HTTP: the real static server with shellPages, against a stand-in api.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startStaticSite } from '../static-server';
import { pngSize } from './share-card';
import { shellPages } from './pages';

const INDEX =
  '<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"/><meta name="description" content="genérica"/><title>Acolhe — encontre o terapeuta ideal</title><script>boot()</script></head><body><div id="root"></div></body></html>';
const MARINA = {
  id: 'd0000000-0000-4000-8000-000000000001',
  fullName: 'Marina Duarte',
  title: 'Psicóloga Clínica',
  city: 'São Paulo',
  state: 'SP',
  location: 'São Paulo, SP',
  officeCity: 'São Paulo',
  bio: 'Atendo adultos com ansiedade.',
  rating: 4.8,
  reviewCount: 12,
  sessionPrice: 180,
  sessionDuration: 50,
  freeFirstSession: false,
  specialties: [{ id: '1', name: 'Ansiedade' }],
  profileImageUrl: '/uploads/terapeutas/marina.webp',
  crp: '06/154872',
  crpVerificadoEm: '2026-11-20',
  // what a public read never carries; if it ever did, the head must not show it
  cpf: '123.456.789-09',
  phone: '(11) 91234-5678',
  email: 'marina@exemplo.com',
};
const HOSTILE_ID = 'e0000000-0000-4000-8000-000000000002';
const HOSTILE = { ...MARINA, id: HOSTILE_ID, fullName: '</script><script>alert(1)</script>"><img src=x onerror=alert(2)>', reviewCount: 0 };
const HIDDEN_ID = 'f0000000-0000-4000-8000-000000000003';

const servers: Server[] = [];
let apiUp = true;
const apiCalls: string[] = [];
afterAll(async () => {
  await Promise.all(servers.map((s) => new Promise((r) => s.close(r))));
});

async function listen(server: Server): Promise<string> {
  servers.push(server);
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

let shell: string;
let api: string;
beforeAll(async () => {
  api = await listen(
    createServer((req, res) => {
      apiCalls.push(req.url!);
      if (!apiUp) return res.writeHead(503).end();
      const body =
        req.url === '/public-terapeutas'
          ? { content: [MARINA, HOSTILE] }
          : req.url === `/public-terapeutas/${MARINA.id}`
            ? MARINA
            : req.url === `/public-terapeutas/${HOSTILE_ID}`
              ? HOSTILE
              : undefined;
      if (!body) return res.writeHead(404, { 'content-type': 'application/json' }).end('{"message":"Terapeuta não encontrado."}');
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    }),
  );
  const dir = mkdtempSync(join(tmpdir(), 'acolhe-shell-'));
  writeFileSync(join(dir, 'index.html'), INDEX);
  writeFileSync(join(dir, 'main.js'), 'main()');
  const server = await startStaticSite({
    name: 'shell',
    dir,
    port: 0,
    spa: true,
    pages: shellPages({ dir, publicOrigin: () => 'https://acolhe.com.br', apiBaseUrl: () => api, apiTimeoutMs: 1_000, sitemapTtlMs: 0 }),
  });
  servers.push(server);
  shell = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
beforeEach(() => {
  apiUp = true;
  apiCalls.length = 0;
});

const get = async (path: string) => {
  const res = await fetch(`${shell}${path}`);
  return { status: res.status, type: res.headers.get('content-type'), cache: res.headers.get('cache-control'), text: await res.text() };
};
const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];
const metaOf = (html: string, key: string) => new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"/>`).exec(html)?.[1];

describe('a therapist profile', () => {
  it('names the therapist, the price and the photo in the head, with JSON-LD, no private field', async () => {
    const page = await get(`/terapeuta/${MARINA.id}`);
    expect(page.status).toBe(200);
    expect(page.type).toBe('text/html; charset=utf-8');
    expect(page.cache).toBe('no-cache');
    expect(titleOf(page.text)).toBe('Marina Duarte — Psicóloga Clínica em São Paulo | Acolhe');
    expect(metaOf(page.text, 'description')).toContain('R$ 180,00');
    expect(metaOf(page.text, 'og:title')).toBe('Marina Duarte — Psicóloga Clínica em São Paulo | Acolhe');
    expect(metaOf(page.text, 'og:image')).toMatch(new RegExp(`^https://acolhe\\.com\\.br/og/terapeutas/${MARINA.id}\\.png\\?v=[\\w-]+$`));
    expect(metaOf(page.text, 'og:url')).toBe(`https://acolhe.com.br/terapeuta/${MARINA.id}`);
    expect(page.text).toContain(`<link rel="canonical" href="https://acolhe.com.br/terapeuta/${MARINA.id}"/>`);
    const ld = JSON.parse(/<script type="application\/ld\+json">([^<]*)<\/script>/.exec(page.text)![1]!) as Record<string, unknown>;
    expect(ld['@type']).toBe('ProfessionalService');
    expect(ld.aggregateRating).toMatchObject({ ratingValue: 4.8, reviewCount: 12 });
    expect(ld.makesOffer).toMatchObject({ price: '180.00', priceCurrency: 'BRL' });
    // the photo stays the profile's image in the JSON-LD; the verified CRP is the person's credential
    expect(ld.image).toBe(`${api}/uploads/terapeutas/marina.webp`);
    expect(ld.employee).toMatchObject({ hasCredential: { name: 'CRP 06/154872', recognizedBy: { name: 'Conselho Regional de Psicologia (CRP-06)' } } });
    for (const secret of ['123.456.789-09', '91234-5678', 'marina@exemplo.com']) expect(page.text).not.toContain(secret);
    expect(page.text).toContain('<script>boot()</script>');
  });

  it('a hostile name stays text in the title, the tags and the JSON-LD', async () => {
    const page = await get(`/terapeuta/${HOSTILE_ID}`);
    expect(page.status).toBe(200);
    expect(page.text.match(/<script/g)).toHaveLength(2); // the index's own and the JSON-LD
    expect(page.text).not.toContain('<img');
    // escaped, and cut to the title's 60 characters (shared-domain pageTitle)
    expect(titleOf(page.text)).toBe('&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;&quot;&gt;&lt;img src=x… | Acolhe');
    const ld = JSON.parse(/<script type="application\/ld\+json">([^<]*)<\/script>/.exec(page.text)![1]!) as { employee: { name: string }; aggregateRating?: unknown };
    expect(ld.employee.name).toBe(HOSTILE.fullName);
    expect(ld.aggregateRating).toBeUndefined();
  });

  it('404 for a therapist the api does not publish, and for an id that cannot be one, still the app', async () => {
    for (const path of [`/terapeuta/${HIDDEN_ID}`, '/terapeuta/a.b', '/terapeuta/a%2Fb', '/terapeuta/a%20b']) {
      const page = await get(path);
      expect([path, page.status]).toEqual([path, 404]);
      expect(titleOf(page.text)).toBe('Página não encontrada | Acolhe');
      expect(metaOf(page.text, 'robots')).toBe('noindex');
      expect(page.text).toContain('<div id="root"></div>');
    }
    expect(apiCalls).toEqual([`/public-terapeutas/${HIDDEN_ID}`]);
  });

  it('the api down: the page still answers, 200 with the generic profile head', async () => {
    apiUp = false;
    const page = await get(`/terapeuta/${MARINA.id}`);
    expect(page.status).toBe(200);
    expect(titleOf(page.text)).toBe('Perfil do terapeuta | Acolhe');
    expect(page.text).not.toContain('ld+json');
  });
});

describe('share cards (og:image)', () => {
  const getPng = async (path: string, headers: Record<string, string> = {}) => {
    const res = await fetch(`${shell}${path}`, { headers });
    return { status: res.status, type: res.headers.get('content-type'), etag: res.headers.get('etag'), cache: res.headers.get('cache-control'), bytes: Buffer.from(await res.arrayBuffer()) };
  };
  const cardPath = (html: string) => new URL(metaOf(html, 'og:image')!.replace(/&amp;/g, '&')).pathname + new URL(metaOf(html, 'og:image')!.replace(/&amp;/g, '&')).search;

  it('a profile names its 1200×630 card, with its size, its text as alt and a large Twitter card', async () => {
    const page = await get(`/terapeuta/${MARINA.id}`);
    expect(metaOf(page.text, 'og:image:width')).toBe('1200');
    expect(metaOf(page.text, 'og:image:height')).toBe('630');
    expect(metaOf(page.text, 'og:image:alt')).toBe('Marina Duarte · Psicóloga Clínica · CRP 06/154872 · CRP verificado · R$ 180,00 por sessão');
    expect(metaOf(page.text, 'twitter:card')).toBe('summary_large_image');
    expect(metaOf(page.text, 'twitter:image')).toBe(metaOf(page.text, 'og:image'));
  });

  it('serves the card as a cached 1200×630 PNG (ETag, 304), drawn again when the name changes', async () => {
    const path = cardPath((await get(`/terapeuta/${MARINA.id}`)).text);
    const card = await getPng(path);
    expect([card.status, card.type, card.cache]).toEqual([200, 'image/png', 'public, max-age=3600']);
    expect(pngSize(card.bytes)).toEqual({ width: 1200, height: 630 });
    expect((await getPng(path, { 'If-None-Match': card.etag! })).status).toBe(304);

    const name = MARINA.fullName;
    MARINA.fullName = 'Marina Duarte Lima';
    try {
      const renamedPath = cardPath((await get(`/terapeuta/${MARINA.id}`)).text);
      expect(renamedPath).not.toBe(path); // a preview cached by URL is refreshed too
      const renamed = await getPng(renamedPath);
      expect(pngSize(renamed.bytes)).toEqual({ width: 1200, height: 630 });
      expect(renamed.etag).not.toBe(card.etag);
      expect(Buffer.compare(renamed.bytes, card.bytes)).not.toBe(0);
      expect((await getPng(path, { 'If-None-Match': card.etag! })).status).toBe(200); // the old version is gone
    } finally {
      MARINA.fullName = name;
    }
  }, 30_000);

  it('404 for a therapist the api does not publish or a malformed path; 503 while the api is down', async () => {
    for (const path of [`/og/terapeutas/${HIDDEN_ID}.png`, '/og/terapeutas/a.b.png', '/og/terapeutas/.png', '/og/outra.png']) {
      expect([path, (await getPng(path)).status]).toEqual([path, 404]);
    }
    apiUp = false;
    expect((await getPng(`/og/terapeutas/${MARINA.id}.png`)).status).toBe(503);
  });

  it("the home and the other public pages share the site's card; private pages have none", async () => {
    for (const path of ['/', '/terapeutas', '/faq']) {
      const page = await get(path);
      expect([path, metaOf(page.text, 'og:image'), metaOf(page.text, 'twitter:card')]).toEqual([path, 'https://acolhe.com.br/og/home.png', 'summary_large_image']);
    }
    expect(metaOf((await get('/login')).text, 'og:image')).toBeUndefined();
    const home = await getPng('/og/home.png');
    expect([home.status, home.type]).toEqual([200, 'image/png']);
    expect(pngSize(home.bytes)).toEqual({ width: 1200, height: 630 });
  }, 30_000);
});

describe('other pages', () => {
  it('public pages have their own head; the list points its canonical at itself without the query', async () => {
    const home = await get('/');
    expect([home.status, titleOf(home.text)]).toEqual([200, 'Acolhe — encontre o terapeuta ideal para você']);
    expect(home.text).toContain('<link rel="canonical" href="https://acolhe.com.br/"/>');
    const list = await get('/terapeutas?search=ansiedade');
    expect([list.status, titleOf(list.text)]).toEqual([200, 'Terapeutas: ansiedade | Acolhe']);
    expect(list.text).toContain('<link rel="canonical" href="https://acolhe.com.br/terapeutas"/>');
    expect(titleOf((await get('/tutorial-clientes')).text)).toBe('Tutorial para clientes | Acolhe');
    const policy = await get('/politica-de-privacidade');
    expect([policy.status, titleOf(policy.text), metaOf(policy.text, 'robots')]).toEqual([200, 'Política de privacidade | Acolhe', undefined]);
    expect(policy.text).toContain('<link rel="canonical" href="https://acolhe.com.br/politica-de-privacidade"/>');
    for (const [path, title] of [['/termos-de-uso', 'Termos de uso'], ['/cookies', 'Cookies'], ['/faq', 'Perguntas frequentes'], ['/quem-somos', 'Quem somos']]) {
      expect([(await get(path!)).status, titleOf((await get(path!)).text)]).toEqual([200, `${title} | Acolhe`]);
    }
  });

  it('private pages answer 200 (the app decides) and are noindex; unknown paths are 404', async () => {
    const login = await get('/login');
    expect([login.status, metaOf(login.text, 'robots')]).toEqual([200, 'noindex']);
    expect((await get('/cliente/abc/configuracoes')).status).toBe(200);
    for (const path of ['/nada', '/terapeutas/x', '/agendar', '/missing.js']) {
      const page = await get(path);
      expect([path, page.status, titleOf(page.text)]).toEqual([path, 404, 'Página não encontrada | Acolhe']);
    }
    expect(apiCalls).toEqual([]);
  });

  it('files of the build are still files', async () => {
    expect((await get('/main.js')).text).toBe('main()');
  });
});

describe('a connection to the api opened early', () => {
  it("every page of the site preconnects to the api's origin while its scripts download; a 404 does not", async () => {
    for (const path of ['/', '/terapeutas', `/terapeuta/${MARINA.id}`, '/login']) {
      expect([path, (await get(path)).text]).toEqual([path, expect.stringContaining(`<link rel="preconnect" href="${api}" crossorigin/>`)]);
    }
    expect((await get('/pagina-que-nao-existe')).text).not.toContain('preconnect');
  });

  it('an api on the site\'s own origin needs none', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'acolhe-shell-'));
    writeFileSync(join(dir, 'index.html'), INDEX);
    const pages = shellPages({ dir, publicOrigin: () => 'https://acolhe.com.br', apiBaseUrl: () => '/api', fetch: async () => new Response('{}', { status: 503 }) });
    const home = await pages(new URL('https://acolhe.com.br/'));
    expect(home.status).toBe(200);
    expect(home.body).not.toContain('preconnect');
  });
});

describe("a connection to the public page's remote opened early", () => {
  const CDN = 'https://cdn.acolhe.com.br';
  const remotesPages = (remotes: Record<string, string>) => {
    const dir = mkdtempSync(join(tmpdir(), 'acolhe-shell-'));
    writeFileSync(join(dir, 'index.html'), INDEX);
    // the api is down: a profile answers 200 with its generic head, and still mounts its remote
    const pages = shellPages({ dir, publicOrigin: () => 'https://acolhe.com.br', apiBaseUrl: () => '/api', remotes: () => remotes, fetch: async () => new Response('{}', { status: 503 }) });
    return async (path: string) => pages(new URL(`https://acolhe.com.br${path}`));
  };
  const cors = `<link rel="preconnect" href="${CDN}" crossorigin/>`;
  const noCors = `<link rel="preconnect" href="${CDN}"/>`;

  it("a public page preconnects to its remote's origin twice: for the manifest (CORS) and for its scripts and stylesheets", async () => {
    const open = remotesPages({ discovery: `${CDN}/discovery/3fa9c01b2d4e/mf-manifest.json`, booking: 'https://outra.cdn/booking/mf-manifest.json' });
    for (const path of ['/', '/terapeutas', '/tutorial-clientes', `/terapeuta/${MARINA.id}`]) {
      const res = await open(path);
      expect([path, res.status]).toEqual([path, 200]);
      expect([path, res.body]).toEqual([path, expect.stringContaining(cors)]);
      expect([path, res.body]).toEqual([path, expect.stringContaining(noCors)]);
      expect([path, res.body]).toEqual([path, expect.not.stringContaining('outra.cdn')]); // only its own remote
    }
  });

  it("none for the shell's own pages, private pages (they wait for the session), a 404, or a remote on the site's origin", async () => {
    const open = remotesPages({ discovery: `${CDN}/discovery/mf-manifest.json`, therapistArea: `${CDN}/area/mf-manifest.json`, clientArea: `${CDN}/cliente/mf-manifest.json` });
    for (const path of ['/login', '/cadastro', '/usuario/1', '/cliente/1/configuracoes', '/pagina-que-nao-existe']) {
      expect([path, (await open(path)).body]).toEqual([path, expect.not.stringContaining(CDN)]);
    }
    const sameOrigin = remotesPages({ discovery: '/discovery/mf-manifest.json' });
    expect((await sameOrigin('/terapeutas')).body).not.toContain('preconnect');
    const malformed = remotesPages({ discovery: 'http://[nao-e-url' });
    expect((await malformed('/terapeutas')).status).toBe(200);
  });
});

describe('robots.txt and sitemap.xml', () => {
  it('robots.txt is text, points at the sitemap, keeps private routes out', async () => {
    const robots = await get('/robots.txt');
    expect(robots.status).toBe(200);
    expect(robots.type).toBe('text/plain; charset=utf-8');
    expect(robots.text).toContain('Disallow: /cliente/');
    expect(robots.text).toContain('Sitemap: https://acolhe.com.br/sitemap.xml');
  });

  it('the sitemap lists every published therapist; 503 while the api is down', async () => {
    const sitemap = await get('/sitemap.xml');
    expect(sitemap.status).toBe(200);
    expect(sitemap.type).toBe('application/xml; charset=utf-8');
    expect(sitemap.cache).toBe('public, max-age=300');
    expect(sitemap.text).toContain(`<loc>https://acolhe.com.br/terapeuta/${MARINA.id}</loc>`);
    expect(sitemap.text).toContain(`<loc>https://acolhe.com.br/terapeuta/${HOSTILE_ID}</loc>`);
    expect(sitemap.text).toContain('<loc>https://acolhe.com.br/tutorial-terapeutas</loc>');
    apiUp = false;
    const down = await get('/sitemap.xml');
    expect(down.status).toBe(503);
  });
});
