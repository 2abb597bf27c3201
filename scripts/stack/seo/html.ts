// The head tags of a page, written into the built index.html. Everything in them may come from
// the api (a therapist writes their own name and bio), so every value is escaped for where it
// goes: attribute and text content, or the JSON inside a <script> data block.
import { SITE_NAME, type PageHead } from '@acolhe/shared-domain';

export interface RenderedHead extends PageHead {
  /** Absolute canonical address of the page. */
  url: string;
  /** Absolute address of the page's image (a therapist's photo). */
  image?: string;
  imageAlt?: string;
  /** The image's size in pixels (the share cards': 1200×630), so a preview lays it out before loading it. */
  imageWidth?: number;
  imageHeight?: number;
  /** schema.org data, written as application/ld+json. */
  jsonLd?: Record<string, unknown>;
  /** Other origins the page will call (the api, a remote's manifest): connected to while the scripts download. */
  preconnect?: string[];
  /** Origins of scripts and stylesheets the page loads later (its remote page's): a second, credentialed connection. */
  preconnectNoCors?: string[];
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Safe in text content and in a quoted attribute value. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]!);
}

/**
 * JSON safe inside <script>: no `<` (so no `</script>` or `<!--`), `>` or `&` in the text, and the
 * two line separators JavaScript once rejected, all as \u escapes a JSON parser reads back.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

const meta = (attribute: 'name' | 'property', key: string, content: string) => `<meta ${attribute}="${key}" content="${escapeHtml(content)}"/>`;

/** The tags, in the order a reader expects them. */
export function renderHead(head: RenderedHead): string {
  const tags = [
    `<title>${escapeHtml(head.title)}</title>`,
    // crossorigin: the api is called with CORS requests, which a plain preconnect's socket cannot serve
    ...(head.preconnect ?? []).map((origin) => `<link rel="preconnect" href="${escapeHtml(origin)}" crossorigin/>`),
    // <script>/<link> without crossorigin go over a connection of their own (credentialed pool)
    ...(head.preconnectNoCors ?? []).map((origin) => `<link rel="preconnect" href="${escapeHtml(origin)}"/>`),
    meta('name', 'description', head.description),
    `<link rel="canonical" href="${escapeHtml(head.url)}"/>`,
  ];
  if (head.noindex) tags.push(meta('name', 'robots', 'noindex'));
  tags.push(
    meta('property', 'og:site_name', SITE_NAME),
    meta('property', 'og:locale', 'pt_BR'),
    meta('property', 'og:type', head.type),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:url', head.url),
  );
  if (head.image) {
    tags.push(meta('property', 'og:image', head.image));
    if (head.imageWidth && head.imageHeight) {
      tags.push(meta('property', 'og:image:width', String(head.imageWidth)), meta('property', 'og:image:height', String(head.imageHeight)));
    }
    if (head.imageAlt) tags.push(meta('property', 'og:image:alt', head.imageAlt));
  }
  tags.push(
    meta('name', 'twitter:card', head.image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', head.title),
    meta('name', 'twitter:description', head.description),
  );
  if (head.image) tags.push(meta('name', 'twitter:image', head.image));
  if (head.jsonLd) tags.push(`<script type="application/ld+json">${jsonForScript(head.jsonLd)}</script>`);
  return tags.join('');
}

/**
 * index.html with its generic <title> and description replaced by `headHtml` (where the title
 * was, before the scripts). A function replacer: `$&` in a therapist's name stays text.
 */
export function injectHead(indexHtml: string, headHtml: string): string {
  const withoutDescription = indexHtml.replace(/<meta\s+name="description"[^>]*>/i, '');
  const title = /<title>[\s\S]*?<\/title>/i;
  if (title.test(withoutDescription)) return withoutDescription.replace(title, () => headHtml);
  return withoutDescription.replace(/<\/head>/i, () => `${headHtml}</head>`);
}

/**
 * index.html with the server's render inside its root element and, after it, the data block the
 * browser adopts. Both are built by the server (escaped React output, jsonForScript); a function
 * replacer keeps `$&` in them as text.
 */
export function injectBody(indexHtml: string, rootHtml: string, afterRoot: string): string {
  return indexHtml.replace(/<div id="root"><\/div>/, () => `<div id="root">${rootHtml}</div>${afterRoot}`);
}

/**
 * A server-rendered page's deferred `<script src>` tags taken out of the page and listed, in order,
 * in a data block for index.html's inline boot to start after the first paint
 * (tooling/webpack/boot-after-paint.inline.js): the page is readable before they run, and fetched
 * with it they compete with its first paint on a slow phone. Scripts that are not deferred stay.
 * The block goes after the root (injectBody), before the inline boot that reads it.
 */
export function bootAfterFirstPaint(html: string, blockId: string): { html: string; block: string } {
  const sources: string[] = [];
  const withoutBoot = html.replace(/<script\b([^>]*)><\/script>/gi, (tag, attributes: string) => {
    const src = /\bsrc="([^"]+)"/i.exec(attributes)?.[1];
    if (!src || !/\bdefer\b/i.test(attributes)) return tag;
    sources.push(src.replace(/&amp;/g, '&'));
    return '';
  });
  if (!sources.length) return { html, block: '' };
  return { html: withoutBoot, block: `<script type="application/json" id="${blockId}">${jsonForScript(sources)}</script>` };
}
