// Page figures in headless Chromium (Debian's /usr/bin/chromium through playwright-core):
// LCP and total blocking time with the CPU slowed 4× (CDP Emulation.setCPUThrottlingRate), each
// page beside the floor — the same rendered HTML and CSS as a static page without any script,
// served by the same static server. Also the JavaScript the shell needs to show /login.
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { chromium, type Browser, type Page } from 'playwright-core';
import { startStaticSite } from '../../stack/static-server';
import { sizeOf, type Bytes } from './bundles';

// the build's own compression settings (tooling/webpack/compression.cjs), for the floor's files
const { COMPRESSION, VARIANTS } = createRequire(import.meta.url)('../../../tooling/webpack/compression.cjs') as {
  COMPRESSION: { test: RegExp; exclude: RegExp; threshold: number; minRatio: number };
  VARIANTS: { suffix: string; algorithm: 'brotliCompress' | 'gzip'; compressionOptions: zlib.BrotliOptions & zlib.ZlibOptions }[];
};

/** The variants compression-webpack-plugin writes with those settings, for files no build wrote. */
async function compressLikeTheBuild(dir: string, files: readonly string[]): Promise<void> {
  for (const file of files) {
    if (!COMPRESSION.test.test(file) || COMPRESSION.exclude.test(file)) continue;
    const raw = readFileSync(join(dir, file));
    if (raw.length < COMPRESSION.threshold) continue;
    for (const { suffix, algorithm, compressionOptions } of VARIANTS) {
      const compress = promisify(zlib[algorithm]) as (data: Buffer, options: object) => Promise<Buffer>;
      const body = await compress(raw, compressionOptions);
      if (body.length / raw.length <= COMPRESSION.minRatio) writeFileSync(join(dir, file + suffix), body);
    }
  }
}

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const ARGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-dev-shm-usage'];

export interface PageFigures {
  lcp: number;
  tbt: number;
}

// Collects LCP and long tasks from the first byte on (buffered observers).
const OBSERVE = `
  window.__bench = { lcp: 0, longtasks: [], fcp: 0 };
  new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__bench.lcp = e.renderTime || e.loadTime || e.startTime; })
    .observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__bench.longtasks.push([e.startTime, e.duration]); })
    .observe({ type: 'longtask', buffered: true });
  new PerformanceObserver((l) => { for (const e of l.getEntries()) if (e.name === 'first-contentful-paint') window.__bench.fcp = e.startTime; })
    .observe({ type: 'paint', buffered: true });
`;

export async function launch(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM, headless: true, args: ARGS });
}

/** One cold load (fresh context: empty cache) with the CPU slowed `throttle`×. */
export async function measureOnce(browser: Browser, url: string, ready: (page: Page) => Promise<unknown>, throttle = 4): Promise<PageFigures> {
  const context = await browser.newContext({ locale: 'pt-BR', timezoneId: 'America/Sao_Paulo', viewport: { width: 1280, height: 800 } });
  try {
    const page = await context.newPage();
    await page.addInitScript(OBSERVE);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttle });
    await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
    await ready(page);
    await page.waitForLoadState('networkidle', { timeout: 60_000 }).catch(() => undefined);
    await page.waitForTimeout(1000); // quiet window: late long tasks count
    const { lcp, fcp, longtasks } = await page.evaluate(() => (window as unknown as { __bench: { lcp: number; fcp: number; longtasks: [number, number][] } }).__bench);
    // Total blocking time: the part over 50 ms of every long task after the first contentful paint.
    const tbt = longtasks.filter(([start]) => start >= fcp).reduce((sum, [, d]) => sum + Math.max(0, d - 50), 0);
    return { lcp, tbt };
  } finally {
    await context.close();
  }
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

export async function measure(browser: Browser, url: string, ready: (page: Page) => Promise<unknown>, runs: number): Promise<PageFigures> {
  const all: PageFigures[] = [];
  for (let i = 0; i < runs; i++) all.push(await measureOnce(browser, url, ready));
  return { lcp: median(all.map((f) => f.lcp)), tbt: median(all.map((f) => f.tbt)) };
}

export interface Device {
  viewport: { width: number; height: number };
  deviceScaleFactor?: number;
  isMobile?: boolean;
  hasTouch?: boolean;
}
const DESKTOP: Device = { viewport: { width: 1280, height: 800 } };
/** Lighthouse's mobile preset screen (Moto G Power): a floor rendered as Lighthouse will see the page. */
export const MOBILE_VIEWPORT: Device = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };

/** A floor page: its HTML and the same-origin files it links (stylesheets, images), by path. */
export interface Snapshot {
  html: string;
  assets: Record<string, Buffer>;
}

/** The page as rendered, without scripts: the floor of what any front-end could do. */
export async function staticSnapshot(browser: Browser, url: string, ready: (page: Page) => Promise<unknown>, device: Device = DESKTOP): Promise<Snapshot> {
  const context = await browser.newContext({ locale: 'pt-BR', timezoneId: 'America/Sao_Paulo', ...device });
  try {
    const page = await context.newPage();
    await page.goto(url, { waitUntil: 'load' });
    await ready(page);
    await page.waitForLoadState('networkidle').catch(() => undefined);
    const { html, linked } = await page.evaluate(() => {
      const doc = document.documentElement.cloneNode(true) as HTMLElement;
      doc.querySelectorAll('script, link[rel="preload"], link[rel="modulepreload"], link[rel="prefetch"]').forEach((s) => s.remove());
      // same-origin files the snapshot names by path: served beside it, or they would 404 there
      const linked = [...doc.querySelectorAll('link[rel~="stylesheet"][href], link[rel~="icon"][href], img[src]')]
        .map((e) => e.getAttribute(e.tagName === 'IMG' ? 'src' : 'href')!)
        .filter((ref) => new URL(ref, location.href).origin === location.origin);
      return { html: `<!doctype html>${doc.outerHTML}`, linked };
    });
    const assets: Record<string, Buffer> = {};
    for (const ref of new Set(linked)) {
      const res = await context.request.get(new URL(ref, url).href);
      if (res.ok()) assets[new URL(ref, url).pathname] = await res.body();
    }
    return { html, assets };
  } finally {
    await context.close();
  }
}

/**
 * Serves snapshots with the stack's own static server (same server, no scripts), compressed as the
 * build compresses the stack's files (their .br/.gz variants), so the floor pays no bytes the app
 * does not.
 */
export async function serveSnapshots(port: number, files: Record<string, Snapshot>): Promise<{ server: Server; url: (name: string) => string }> {
  const dir = mkdtempSync(join(tmpdir(), 'acolhe-bench-floor-'));
  const written: string[] = [];
  const write = (path: string, body: string | Buffer) => {
    const rel = path.replace(/^\/+/, '');
    mkdirSync(dirname(join(dir, rel)), { recursive: true });
    writeFileSync(join(dir, rel), body);
    written.push(rel);
  };
  for (const [name, snapshot] of Object.entries(files)) {
    write(`${name}.html`, snapshot.html);
    for (const [path, body] of Object.entries(snapshot.assets)) write(path, body);
  }
  await compressLikeTheBuild(dir, [...new Set(written)]);
  const server = await startStaticSite({ name: 'floor', dir, port });
  return { server, url: (name) => `http://localhost:${port}/${name}.html` };
}

/** JavaScript fetched to show a page (cold cache), by origin, as bytes of the served bodies. */
export async function scriptBytes(browser: Browser, url: string, ready: (page: Page) => Promise<unknown>): Promise<Map<string, Bytes & { files: number }>> {
  const context = await browser.newContext();
  const bodies = new Map<string, Buffer[]>();
  try {
    const page = await context.newPage();
    const pending: Promise<void>[] = [];
    page.on('response', (res) => {
      if (res.request().resourceType() !== 'script') return;
      pending.push(
        res.body().then(
          (b) => {
            const origin = new URL(res.url()).origin;
            bodies.set(origin, [...(bodies.get(origin) ?? []), b]);
          },
          () => undefined,
        ),
      );
    });
    await page.goto(url, { waitUntil: 'load' });
    await ready(page);
    await page.waitForLoadState('networkidle').catch(() => undefined);
    await Promise.all(pending);
  } finally {
    await context.close();
  }
  return new Map([...bodies].map(([origin, list]) => [origin, { ...sizeOf(list), files: list.length }]));
}
