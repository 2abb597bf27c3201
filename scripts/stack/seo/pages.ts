// The shell's server answers for every path that is not a file of its build: robots.txt,
// sitemap.xml, the link previews' share cards (/og/…, ./share-cards.ts), and index.html with the
// page's own head and status — 404 for a path of no route or a therapist the api does not publish
// (the page still renders the app's not-found view).
// The app itself still renders in the browser; full server rendering is issue 16's next step
// (docs/decisions.md, "Per-page head before server rendering").
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { pageHead, PUBLIC_ROUTES, therapistJsonLd, type TherapistHeadData } from '@acolhe/shared-domain';
import { matchRoute, remoteOfRoute, BOOT_SCRIPTS_ELEMENT_ID, ROUTES, SERVER_RENDER_ELEMENT_ID, therapistPath, type RouteName } from '@acolhe/shared-domain/contracts';
import type { DynamicResponse } from '../static-server';
import { robotsTxt, sitemapXml } from './crawlers';
import type { ServerRender } from '../ssr/renderer';
import { bootAfterFirstPaint, escapeHtml, injectBody, injectHead, jsonForScript, renderHead, type RenderedHead } from './html';
import { SHARE_CARD_HEIGHT, SHARE_CARD_WIDTH, shareCardLines } from './share-card';
import { HOME_CARD_PATH, shareCards, therapistCardPath, type Lookup, type ShareCardRecord } from './share-cards';

export interface ShellPagesOptions {
  /** The shell's build (its index.html). */
  dir: string;
  /** Where the site is public (canonical URLs, the sitemap): PUBLIC_SITE_URL, never the request's Host. */
  publicOrigin: () => string;
  /** config.json's apiBaseUrl (relative means the shell's own origin). */
  apiBaseUrl: () => string;
  /** The remotes.json being served (remote → mf-manifest.json URL): a public page's head opens
   * the connection to its remote's origin. Without it, no remote is preconnected. */
  remotes?: () => Record<string, string>;
  fetch?: typeof fetch;
  /** The page's server render (../ssr/renderer.ts) for a visitor; without it, or when it gives null, the browser renders. */
  render?: (url: URL, visitor?: string) => Promise<ServerRender | null>;
  /** How long a page waits for the api before answering with the generic head. */
  apiTimeoutMs?: number;
  /** How long a built sitemap is reused. */
  sitemapTtlMs?: number;
}


const HTML = 'text/html; charset=utf-8';

/**
 * The pages' handler: `visitor` is the address of who asked (../visitor.ts); every api call made
 * for the page passes it on as X-Forwarded-For, so the api's per-address limit counts that visitor
 * and never this server as a whole (the api trusts this server's entry: TRUSTED_PROXIES).
 */
export function shellPages(options: ShellPagesOptions): (url: URL, visitor?: string) => Promise<DynamicResponse> {
  const doFetch = options.fetch ?? fetch;
  const timeoutMs = options.apiTimeoutMs ?? 2_000;
  const sitemapTtlMs = options.sitemapTtlMs ?? 5 * 60_000;
  const indexPath = join(options.dir, 'index.html');
  let index: { mtimeMs: number; html: string } | undefined;
  let sitemap: { at: number; xml: string } | undefined;

  const indexHtml = (): string => {
    const { mtimeMs } = statSync(indexPath);
    if (index?.mtimeMs !== mtimeMs) index = { mtimeMs, html: readFileSync(indexPath, 'utf8') };
    return index.html;
  };
  const apiUrl = (path: string): string => new URL(path.slice(1), `${new URL(options.apiBaseUrl(), `${options.publicOrigin()}/`).href.replace(/\/?$/, '/')}`).href;

  async function apiGet<T>(path: string, visitor?: string): Promise<Lookup<T>> {
    try {
      const headers: Record<string, string> = { Accept: 'application/json', ...(visitor ? { 'X-Forwarded-For': visitor } : {}) };
      const res = await doFetch(apiUrl(path), { headers, signal: AbortSignal.timeout(timeoutMs) });
      if (res.status === 404 || res.status === 400) return { missing: true };
      if (!res.ok) return { failed: true };
      return { found: (await res.json()) as T };
    } catch {
      return { failed: true }; // down or slow: the page answers without its data
    }
  }

  /** A photo's absolute address (uploads are the api's), http(s) only. */
  const imageOf = (raw: string): string | undefined => {
    if (!raw) return undefined;
    try {
      const url = new URL(raw, apiUrl('/'));
      return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : undefined;
    } catch {
      return undefined;
    }
  };

  const cards = shareCards({
    therapist: (id, visitor) => apiGet<ShareCardRecord>(`/public-terapeutas/${id}`, visitor),
    photoUrl: imageOf,
    fetch: doFetch,
  });
  const homeCard = (origin: string): Partial<RenderedHead> => ({
    image: `${origin}${HOME_CARD_PATH}`,
    imageAlt: 'Acolhe — encontre o terapeuta ideal para você',
    imageWidth: SHARE_CARD_WIDTH,
    imageHeight: SHARE_CARD_HEIGHT,
  });

  /** The api's origin when it is not the site's: the page's data comes from there. */
  const apiOrigin = (): string[] => {
    const origin = new URL(apiUrl('/')).origin;
    return origin === new URL(options.publicOrigin()).origin ? [] : [origin];
  };

  /**
   * The origin of the remote a public page mounts, when it is not the site's: the shell asks for
   * its manifest (fetch, CORS) and then its scripts and stylesheets (no CORS) only once main.js
   * has run, so both connections are opened from the head. Private pages wait for the session.
   */
  const remoteOrigin = (route: RouteName): string[] => {
    const remote = PUBLIC_ROUTES.includes(route) ? remoteOfRoute(route) : null;
    const manifest = remote ? options.remotes?.()[remote] : undefined;
    if (!manifest) return [];
    try {
      const origin = new URL(manifest, `${options.publicOrigin()}/`).origin;
      return origin === new URL(options.publicOrigin()).origin ? [] : [origin];
    } catch {
      return []; // a malformed entry: the shell will report it, the head just does without
    }
  };

  /** The page holding the server's render, its data for the browser, and its scripts for after the first paint. */
  const serverRendered = (html: string, rendered: ServerRender): string => {
    const boot = bootAfterFirstPaint(html, BOOT_SCRIPTS_ELEMENT_ID);
    return injectBody(boot.html, rendered.html, `<script type="application/json" id="${SERVER_RENDER_ELEMENT_ID}">${jsonForScript(rendered.state)}</script>${boot.block}`);
  };

  /** The page with its head; a public page found also with its server render, when there is one. */
  const page = async (status: number, head: RenderedHead, route?: RouteName, url?: URL, visitor?: string): Promise<DynamicResponse> => {
    const remote = status === 200 && route ? remoteOrigin(route) : [];
    const rendered = status === 200 && url && route && PUBLIC_ROUTES.includes(route) && options.render ? await options.render(url, visitor) : null;
    // the page's stylesheets, then the styles its render hoisted (React's own markup; after the
    // files, where they were in the body before: issue 44, no <style> in the body)
    const stylesheets = (rendered?.stylesheets ?? []).map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}"/>`).join('') + (rendered?.head ?? '');
    const html = injectHead(indexHtml(), renderHead({ ...head, preconnect: status === 200 ? [...remote, ...apiOrigin()] : [], preconnectNoCors: remote }) + stylesheets);
    return {
      status,
      contentType: HTML,
      cacheControl: 'no-cache',
      body: rendered ? serverRendered(html, rendered) : html,
    };
  };

  async function sitemapResponse(visitor?: string): Promise<DynamicResponse> {
    if (!sitemap || Date.now() - sitemap.at > sitemapTtlMs) {
      const list = await apiGet<{ content: { id: string }[] }>('/public-terapeutas', visitor);
      if (!('found' in list)) {
        // An incomplete sitemap would tell a crawler the profiles are gone: ask it to come back.
        return { status: 503, contentType: 'text/plain; charset=utf-8', cacheControl: 'no-store', body: 'Sitemap indisponível; tente novamente.' };
      }
      sitemap = { at: Date.now(), xml: sitemapXml(options.publicOrigin(), list.found.content.map((t) => t.id)) };
    }
    return { status: 200, contentType: 'application/xml; charset=utf-8', cacheControl: 'public, max-age=300', body: sitemap.xml };
  }

  return async (url, visitor) => {
    const origin = options.publicOrigin();
    if (url.pathname === '/robots.txt') {
      return { status: 200, contentType: 'text/plain; charset=utf-8', cacheControl: 'public, max-age=3600', body: robotsTxt(origin) };
    }
    if (url.pathname === '/sitemap.xml') return sitemapResponse(visitor);
    const card = await cards.handle(url.pathname, visitor);
    if (card) return card;

    const match = matchRoute(url.pathname);
    if (!match) return page(404, { ...pageHead(null), url: `${origin}${url.pathname}` });
    const canonical = `${origin}${match.name === 'terapeuta' ? therapistPath(match.params.id!) : ROUTES[match.name]}`;
    if (match.name !== 'terapeuta') {
      const search = match.name === 'terapeutas' ? url.searchParams.get('search') : null;
      // A private page's canonical is itself (it is noindex anyway); public lists point at the list.
      const own = PUBLIC_ROUTES.includes(match.name) ? canonical : `${origin}${url.pathname}`;
      // public pages share the site's card; a private one (noindex) has none
      const image = PUBLIC_ROUTES.includes(match.name) ? homeCard(origin) : {};
      return page(200, { ...pageHead(match.name, { search }), url: own, ...image }, match.name, url, visitor);
    }
    // Ids are identity subjects (uuids): anything else ('..', '%2F…') is unknown without asking.
    if (!/^[A-Za-z0-9_-]{1,100}$/.test(match.params.id!)) return page(404, { ...pageHead(null), url: canonical });
    const therapist = await apiGet<TherapistHeadData & ShareCardRecord>(`/public-terapeutas/${match.params.id!}`, visitor);
    if ('missing' in therapist) return page(404, { ...pageHead(null), url: canonical });
    if ('failed' in therapist) return page(200, { ...pageHead('terapeuta'), url: canonical }, 'terapeuta', url, visitor);
    const t = therapist.found;
    const image = imageOf(t.profileImageUrl);
    const lines = shareCardLines(t);
    return page(200, {
      ...pageHead('terapeuta', { therapist: t }),
      url: canonical,
      // the preview shows the profile's card (photo, name, CRP, price); the photo stays in the JSON-LD
      image: `${origin}${therapistCardPath(t.id)}?v=${cards.versionOf(t)}`,
      imageAlt: [lines.name, lines.title, lines.verified ? 'CRP verificado' : '', lines.price].filter(Boolean).join(' · '),
      imageWidth: SHARE_CARD_WIDTH,
      imageHeight: SHARE_CARD_HEIGHT,
      jsonLd: therapistJsonLd(t, { pageUrl: canonical, ...(image ? { imageUrl: image } : {}) }),
    }, 'terapeuta', url, visitor);
  };
}
