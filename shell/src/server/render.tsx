// Server rendering of a public page (docs/decisions.md, "Server rendering"): the page's module is
// loaded from its remote's server build at run time (Module Federation in Node), so a remote still
// deploys without the shell; its data is fetched with the page's own queries into a cache of this
// request, rendered inside the same frame and routes as in the browser, and handed over dehydrated.
import { AsyncLocalStorage } from 'node:async_hooks';
import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { dehydrate, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { parseRuntimeConfig, setRuntimeConfig, setServerRequestHeaders } from '@acolhe/shared-auth';
import { ServerPagesContext, SiteOriginContext, type ServerData, type ServerRenderState } from '@acolhe/shared-ui';
import { PUBLIC_ROUTES } from '@acolhe/shared-domain';
import { matchRoute, ROUTE_PAGES } from '@acolhe/shared-domain/contracts';
import { AppFrame } from '../App';
import { AppRoutes } from '../routes/AppRoutes';

export interface RenderRequest {
  /** The address: path and query. */
  url: string;
  /** Remote → its server container (dist/server/remoteEntry.js), from the remotes.json being served. */
  remotes: Readonly<Record<string, string>>;
  /** The site's config.json, its apiBaseUrl absolute (the server has no page to resolve it against). */
  config: unknown;
  /** The site's public origin (PUBLIC_SITE_URL), for the links a page shares. */
  origin: string;
  /** The visitor's address: the page's api calls pass it on (X-Forwarded-For), so the api's rate
   * limit counts the visitor, not this server (the api trusts it through TRUSTED_PROXIES). */
  visitor?: string;
}

export interface RenderResult {
  /** The app's HTML, for inside `<div id="root">`. */
  html: string;
  /** The styles React hoists (Mantine's, `<style precedence href>`), for the head: a <style> in
   * the body is not valid HTML. The browser's React adopts them there when it hydrates. */
  head: string;
  /** What the browser adopts before hydrating (SERVER_RENDER_ELEMENT_ID). */
  state: ServerRenderState;
}

export interface PageModule {
  default: ComponentType<object>;
  serverData?: ServerData;
}

let registered = '';

// Renders of different visitors run at once in this process: each render's api calls read their
// visitor from the render's own async context.
const renderHeaders = new AsyncLocalStorage<Readonly<Record<string, string>>>();
setServerRequestHeaders(() => renderHeaders.getStore());

/** The server containers of remotes.json; a changed entry (a release, a repoint) is loaded anew. */
function register(remotes: RenderRequest['remotes']): void {
  const key = JSON.stringify(remotes);
  if (key === registered) return;
  registerRemotes(
    Object.entries(remotes).map(([name, entry]) => ({ name, entry })),
    { force: registered !== '' },
  );
  registered = key;
}

/**
 * The HTML of a public page whose module a remote exposes, or null for any other address (a
 * private page, the shell's own pages, a path of no route). Throws when the remote's server build
 * or the page's data cannot be had: the caller then answers with the page the browser renders.
 */
export function renderPage(request: RenderRequest): Promise<RenderResult | null> {
  return renderHeaders.run(request.visitor ? { 'x-forwarded-for': request.visitor } : {}, () => render(request));
}

async function render({ url, remotes, config, origin }: RenderRequest): Promise<RenderResult | null> {
  const address = new URL(url, 'http://servidor.invalid');
  const match = matchRoute(address.pathname);
  const ref = match && PUBLIC_ROUTES.includes(match.name) ? ROUTE_PAGES[match.name] : null;
  if (!match || !ref) return null;

  setRuntimeConfig(parseRuntimeConfig(config));
  register(remotes);
  const id = `${ref.remote}/${ref.module}`;
  const page = await loadRemote<PageModule>(id);
  if (!page?.default) throw new Error(`Remote indisponível no servidor: ${id}`);

  return renderLoadedPage({ id, page, url, origin });
}

/**
 * The HTML of a page whose module is at hand: its `serverData` into a cache of this request, then
 * the same frame and routes as in the browser. Also what the server HTML test renders the
 * remote's source with (validHtml.test.tsx).
 */
export async function renderLoadedPage({ id, page, url, origin }: { id: string; page: PageModule; url: string; origin: string }): Promise<RenderResult> {
  const address = new URL(url, 'http://servidor.invalid');
  const match = matchRoute(address.pathname);
  // One cache per request: nothing a render fetched is seen by another.
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  await page.serverData?.(client, { params: match?.params ?? {}, search: address.search });
  const Page = page.default;
  const WithData: ComponentType<object> = (props) => (
    <QueryClientProvider client={client}>
      <Page {...props} />
    </QueryClientProvider>
  );

  const html = renderToString(
    <ServerPagesContext value={{ [id]: WithData }}>
      <SiteOriginContext value={origin}>
        <AppFrame>
          <StaticRouter location={`${address.pathname}${address.search}`}>
            <AppRoutes />
          </StaticRouter>
        </AppFrame>
      </SiteOriginContext>
    </ServerPagesContext>,
  );
  const { hoisted, body } = splitHoisted(html);
  return { html: body, head: hoisted, state: { page: id, queries: dehydrate(client) } };
}

// renderToString writes every hoistable style first (React joins those of one precedence).
const HOISTED = /^(?:<style data-precedence="[^"<>]*" data-href="[^"<>]*">[^<]*<\/style>)+/;

/** The hoisted styles React wrote at the start of a render, apart from the rest. */
export function splitHoisted(html: string): { hoisted: string; body: string } {
  const hoisted = HOISTED.exec(html)?.[0] ?? '';
  return { hoisted, body: html.slice(hoisted.length) };
}
