import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

// Debian's chromium, never a downloaded browser; background networking off (closed network here).
const ARGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking',
  '--disable-component-update', '--disable-sync', '--disable-dev-shm-usage'];

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM, headless: true, args: ARGS });
}

/** A persistent context is not needed: every test gets a fresh profile (own storage). */
export async function newPage(browser: Browser): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ locale: 'pt-BR', timezoneId: 'America/Sao_Paulo' });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  return { context, page };
}

export function freshUserDataDir(): string {
  return mkdtempSync(join(tmpdir(), 'acolhe-chromium-'));
}

/**
 * Waits until React has adopted the server's HTML under `selector` (hydration attaches its fiber
 * to each element): before that, a server-rendered link navigates as a plain link and a button
 * does nothing, as for any user who clicks that early.
 */
export async function untilHydrated(page: Page, selector = '#root h1'): Promise<void> {
  await page.waitForFunction((s) => {
    const element = document.querySelector(s);
    return Boolean(element && Object.keys(element).some((k) => k.startsWith('__reactFiber$')));
  }, selector);
}
