import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SERVER_RENDER_ELEMENT_ID } from '@acolhe/shared-domain/contracts';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

// Debian's chromium, never a downloaded browser; background networking off (closed network here).
const ARGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking',
  '--disable-component-update', '--disable-sync', '--disable-dev-shm-usage'];

/** `extraArgs`: e.g. FAKE_MEDIA for the video room. */
export async function launchBrowser(extraArgs: string[] = []): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM, headless: true, args: [...ARGS, ...extraArgs] });
}

/**
 * One Chromium for a test file's journeys: launched before them, closed after. What it returns
 * stands for that browser (it forwards to it), so a file writes `const browser = browserForFile()`
 * and uses `browser` as any Browser inside its tests.
 */
export function browserForFile(extraArgs: string[] = []): Browser {
  let launched: Browser | undefined;
  beforeAll(async () => {
    launched = await launchBrowser(extraArgs);
  });
  afterAll(async () => {
    await launched?.close();
  });
  return new Proxy({} as Browser, {
    get(_, key) {
      if (!launched) throw new Error('browserForFile: the browser is only there inside the tests (after beforeAll).');
      const value: unknown = Reflect.get(launched, key);
      return typeof value === 'function' ? value.bind(launched) : value;
    },
  });
}

/** A fake camera (a test pattern) and microphone (a beep), permission granted without a prompt; and
 * loopback ICE candidates, which Chromium leaves out by default: a CI machine may have no other
 * network interface (there the room never connected). */
export const FAKE_MEDIA = ['--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream', '--allow-loopback-in-peer-connection'];

/** A persistent context is not needed: every test gets a fresh profile (own storage). */
export async function newPage(browser: Browser): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ locale: 'pt-BR', timezoneId: 'America/Sao_Paulo' });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  // A journey acts on a page as soon as it has loaded: on a server-rendered one, once React has it.
  for (const method of ['goto', 'reload', 'goBack', 'goForward'] as const) {
    const load = page[method].bind(page) as (...args: unknown[]) => Promise<unknown>;
    Object.assign(page, {
      [method]: async (...args: unknown[]) => {
        const response = await load(...args);
        await untilHydrated(page);
        return response;
      },
    });
  }
  return { context, page };
}

export function freshUserDataDir(): string {
  return mkdtempSync(join(tmpdir(), 'acolhe-chromium-'));
}

/**
 * Resolves once React has adopted a server-rendered document (hydration attaches its fiber to
 * each element, in document order, so the last one is adopted last); at once for a page the
 * browser renders itself. Before that, a server-rendered link navigates as a plain link and a
 * button does nothing, as for any user who clicks that early (docs/decisions.md, "Server rendering").
 */
export async function untilHydrated(page: Page): Promise<void> {
  await page.waitForFunction((dataId) => {
    if (!document.getElementById(dataId)) return true;
    const elements = document.querySelectorAll('#root *');
    const last = elements[elements.length - 1];
    return !last || Object.keys(last).some((k) => k.startsWith('__reactFiber$'));
  }, SERVER_RENDER_ELEMENT_ID);
}
