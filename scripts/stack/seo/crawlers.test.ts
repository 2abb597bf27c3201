import { robotsTxt, sitemapXml } from './crawlers';

describe('robotsTxt', () => {
  it('allows the public pages, keeps crawlers out of private areas and booking, and names the sitemap', () => {
    expect(robotsTxt('https://acolhe.com.br')).toBe(
      ['User-agent: *', 'Allow: /', 'Disallow: /usuario/', 'Disallow: /cliente/', 'Disallow: /agendar/', 'Disallow: /sessao/', 'Disallow: /declaracoes/', '', 'Sitemap: https://acolhe.com.br/sitemap.xml', ''].join('\n'),
    );
  });
});

describe('sitemapXml', () => {
  it('the fixed public pages and one profile per therapist, as absolute URLs', () => {
    const xml = sitemapXml('https://acolhe.com.br', ['d0000000-0000-4000-8000-000000000001']);
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">')).toBe(true);
    expect([...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1])).toEqual([
      'https://acolhe.com.br/',
      'https://acolhe.com.br/terapeutas',
      'https://acolhe.com.br/tutorial-terapeutas',
      'https://acolhe.com.br/tutorial-clientes',
      'https://acolhe.com.br/quem-somos',
      'https://acolhe.com.br/faq',
      'https://acolhe.com.br/termos-de-uso',
      'https://acolhe.com.br/politica-de-privacidade',
      'https://acolhe.com.br/cookies',
      'https://acolhe.com.br/terapeuta/d0000000-0000-4000-8000-000000000001',
    ]);
  });

  it('escapes what XML would read as markup', () => {
    const xml = sitemapXml('https://acolhe.com.br/?a=1&b=2', ['x<y>&"\'']);
    expect(xml).toContain('<loc>https://acolhe.com.br/?a=1&amp;b=2/terapeuta/x%3Cy%3E%26%22&apos;</loc>');
    expect(xml).not.toMatch(/&(?!amp;|lt;|gt;|quot;|apos;)/);
  });
});
