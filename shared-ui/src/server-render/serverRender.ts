// Server rendering of the public pages (docs/decisions.md, "Server rendering"). The shell's server
// renders a remote's page with the data it fetched and writes both into the HTML; the browser
// hydrates that HTML. These are the pieces the server's render and the browser's first render
// must agree on, so React can adopt the server's DOM instead of replacing it.
import { createContext, useContext, type ComponentType } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { SERVER_RENDER_ELEMENT_ID } from '@acolhe/shared-domain/contracts';


/**
 * What an exposed page module may export beside its component: fetches into the request's cache
 * what the page's first render reads, with the queries the page itself uses. A page without it is
 * rendered with no data; one whose fetch fails is left to the browser.
 */
export type ServerData = (client: QueryClient, page: { params: Readonly<Record<string, string | undefined>>; search: string }) => Promise<void>;

/** What the server hands the browser beside the HTML. */
export interface ServerRenderState {
  /** `remote/Module` the server rendered (the address's page). */
  page: string;
  /** react-query's dehydrated cache: the answers the server rendered with. */
  queries: unknown;
}

/**
 * On the server: the pages loaded for this request, by `remote/Module`, each inside the request's
 * own data cache. RemoteComponent renders one of these or its loader, never a browser load.
 */
export const ServerPagesContext = createContext<Readonly<Record<string, ComponentType<object>>> | null>(null);

/** On the server: the site's public origin (the browser's own is `window.location.origin`). */
export const SiteOriginContext = createContext<string | null>(null);

/**
 * The site's origin, for links shared outside it (a profile on WhatsApp): the same in the
 * server's render and in the browser, so a link is whole before hydration too.
 */
export function useSiteOrigin(): string {
  return useContext(SiteOriginContext) ?? (typeof window === 'undefined' ? '' : window.location.origin);
}

let read: { state: ServerRenderState | null } | undefined;

/** The server's render of this document, if it had one (read once, from the page's HTML). */
export function serverRenderState(): ServerRenderState | null {
  if (read) return read.state;
  read = { state: null };
  if (typeof document === 'undefined') return null;
  const text = document.getElementById(SERVER_RENDER_ELEMENT_ID)?.textContent;
  if (!text) return read.state;
  try {
    const value = JSON.parse(text) as Partial<ServerRenderState>;
    // The page's own HTML, but still checked: only a well-formed state is used.
    if (typeof value.page === 'string' && value.queries && typeof value.queries === 'object') read.state = { page: value.page, queries: value.queries };
  } catch {
    // malformed: the browser renders the page itself
  }
  return read.state;
}

/** Forgets what was read (tests). */
export function resetServerRenderStateForTests(): void {
  read = undefined;
}

/**
 * True while rendering a page the server renders: on the server, and in the browser of a document
 * the server rendered. A page then renders at once what it would otherwise defer until after the
 * first paint (below-the-fold sections), so both renders hold the same content.
 */
export function useServerRenderedDocument(): boolean {
  return useContext(ServerPagesContext) !== null || serverRenderState() !== null;
}
