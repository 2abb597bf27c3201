// robots.txt and sitemap.xml of the shell (docs/decisions.md, "What crawlers may read").
import { ROUTES, therapistPath } from '@acolhe/shared-domain/contracts';

/**
 * Public pages are open; the signed-in areas and the booking page are not crawled: they show a
 * person's own data or a form (/sessao/{id}/sala: a session's room; /declaracoes/{codigo}: one statement's
 * check, issue 41), and /agendar/{id} would repeat every profile as a thin page.
 * /login and /cadastro stay crawlable (they carry noindex instead, which a crawler must be able
 * to read).
 */
export const DISALLOWED_PREFIXES = ['/usuario/', '/cliente/', '/agendar/', '/sessao/', '/declaracoes/'] as const;

export function robotsTxt(origin: string): string {
  return ['User-agent: *', 'Allow: /', ...DISALLOWED_PREFIXES.map((p) => `Disallow: ${p}`), '', `Sitemap: ${origin}/sitemap.xml`, ''].join('\n');
}

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
const escapeXml = (value: string) => value.replace(/[&<>"']/g, (c) => XML_ESCAPES[c]!);

/** The public pages without data of their own, as the sitemap lists them. */
export const SITEMAP_STATIC_PATHS = [
  ROUTES.home,
  ROUTES.terapeutas,
  ROUTES.tutorialTerapeutas,
  ROUTES.tutorialClientes,
  ROUTES.quemSomos,
  ROUTES.faq,
  ROUTES.termosDeUso,
  ROUTES.politicaDePrivacidade,
  ROUTES.cookies,
] as const;

/** Every public page: the fixed ones and one profile per listed therapist. */
export function sitemapXml(origin: string, therapistIds: readonly string[]): string {
  const paths = [...SITEMAP_STATIC_PATHS, ...therapistIds.map(therapistPath)];
  const urls = paths.map((path) => `  <url><loc>${escapeXml(`${origin}${path}`)}</loc></url>`);
  return ['<?xml version="1.0" encoding="UTF-8"?>', '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">', ...urls, '</urlset>', ''].join('\n');
}
