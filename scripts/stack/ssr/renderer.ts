// The site's server rendering of the public pages (docs/decisions.md, "Server rendering"): the
// shell's server build renders the page, loading the page's module from its remote's server build
// named by the remotes.json being served; this module adds the page's stylesheets from the
// remote's mf-manifest.json. Anything that fails or takes too long gives null: the page is then
// answered as before, and the browser renders it.
import { createRequire } from 'node:module';
import { statSync } from 'node:fs';
import { join } from 'node:path';
import { ROUTE_PAGES, matchRoute } from '@acolhe/shared-domain/contracts';

export interface ServerRender {
  /** The app's HTML for inside the root element. */
  html: string;
  /** The state the browser adopts (page and dehydrated data). */
  state: unknown;
  /** The styles React hoisted out of the render (Mantine's), for the head; absent from an older shell build. */
  head?: string;
  /** Absolute addresses of the stylesheets the page's module needs, for the head. */
  stylesheets: string[];
}

export interface RendererOptions {
  /** The shell's build folder (its server/main.js). */
  shellDir: string;
  /** The remotes.json being served: remote → its mf-manifest.json. */
  remotes: () => Record<string, string>;
  /** The runtime config being served. */
  config: () => { apiBaseUrl: string };
  /** Where this server reaches the site, to resolve relative addresses (a relative apiBaseUrl). */
  publicOrigin: () => string;
  /** The site's public origin (PUBLIC_SITE_URL), for the links a page shares; publicOrigin when absent. */
  siteOrigin?: () => string;
  /** How long a render may take before the page is answered without it. */
  timeoutMs?: number;
  fetch?: typeof fetch;
  log?: (message: string) => void;
}

interface ShellServer {
  renderPage(request: { url: string; remotes: Record<string, string>; config: unknown; origin: string; visitor?: string }): Promise<{ html: string; state: unknown; head?: string } | null>;
}

interface Manifest {
  exposes?: { name?: string; assets?: { css?: { sync?: string[] } } }[];
}

/** A remote's server container, beside its browser manifest (tooling/webpack/create-config.cjs). */
export function serverEntryOf(manifestUrl: string, base: string): string {
  return new URL('server/remoteEntry.js', new URL(manifestUrl, base)).href;
}

/** The stylesheets a remote's manifest lists for one exposed module, as absolute addresses. */
export function stylesheetsOf(manifest: Manifest, module: string, manifestUrl: string): string[] {
  const expose = manifest.exposes?.find((e) => e.name === module);
  return (expose?.assets?.css?.sync ?? []).filter((f) => /^[\w./-]+\.css$/.test(f) && !f.includes('..')).map((f) => new URL(f, manifestUrl).href);
}

/** Renders `url` for the visitor at that address (passed on to the api: its rate limit is per visitor). */
export function serverRenderer(options: RendererOptions): (url: URL, visitor?: string) => Promise<ServerRender | null> {
  const timeoutMs = options.timeoutMs ?? 3_000;
  const doFetch = options.fetch ?? fetch;
  const log = options.log ?? ((m: string) => console.warn(m));
  const entry = join(options.shellDir, 'server', 'main.js');
  const requireHere = createRequire(import.meta.url);
  let loaded: { mtimeMs: number; server: ShellServer } | undefined;
  const manifests = new Map<string, { at: number; manifest: Manifest }>();

  /** The shell's server build, loaded again after a rebuild. */
  const shell = (): ShellServer | null => {
    let mtimeMs: number;
    try {
      mtimeMs = statSync(entry).mtimeMs;
    } catch {
      return null; // no server build (npm run dev): the browser renders
    }
    if (loaded?.mtimeMs !== mtimeMs) {
      delete requireHere.cache[requireHere.resolve(entry)];
      loaded = { mtimeMs, server: requireHere(entry) as ShellServer };
    }
    return loaded.server;
  };

  const manifestOf = async (url: string): Promise<Manifest> => {
    const cached = manifests.get(url);
    if (cached && Date.now() - cached.at < 5_000) return cached.manifest;
    const res = await doFetch(url, { signal: AbortSignal.timeout(timeoutMs) });
    if (!res.ok) throw new Error(`${url}: HTTP ${res.status}`);
    const manifest = (await res.json()) as Manifest;
    manifests.set(url, { at: Date.now(), manifest });
    return manifest;
  };

  return async (url, visitor) => {
    const match = matchRoute(url.pathname);
    const ref = match ? ROUTE_PAGES[match.name] : null;
    const server = ref ? shell() : null;
    if (!ref || !server) return null;
    const base = `${options.publicOrigin()}/`;
    const remotes = options.remotes();
    const manifestUrl = remotes[ref.remote] ? new URL(remotes[ref.remote]!, base).href : undefined;
    if (!manifestUrl) return null;
    const config = { ...options.config() };
    config.apiBaseUrl = new URL(config.apiBaseUrl, base).href;
    const serverRemotes = Object.fromEntries(Object.entries(remotes).map(([name, m]) => [name, serverEntryOf(m, base)]));
    let timer: ReturnType<typeof setTimeout> | undefined;
    try {
      const work = Promise.all([
        server.renderPage({ url: `${url.pathname}${url.search}`, remotes: serverRemotes, config, origin: (options.siteOrigin ?? options.publicOrigin)(), ...(visitor ? { visitor } : {}) }),
        manifestOf(manifestUrl),
      ]);
      const late = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`mais de ${timeoutMs} ms`)), timeoutMs);
      });
      const [rendered, manifest] = await Promise.race([work, late]);
      if (!rendered) return null;
      return { ...rendered, stylesheets: stylesheetsOf(manifest, ref.module, manifestUrl) };
    } catch (error) {
      log(`[ssr] ${url.pathname}: renderizado no navegador (${error instanceof Error ? error.message : String(error)})`);
      return null;
    } finally {
      clearTimeout(timer);
    }
  };
}
