// Issue 16, public pages that paint fast on a phone: the stylesheet a page needs rather than all
// of Mantine (tooling/webpack/mantine-css), each remote bringing its components' CSS with its own
// chunk across the Module Federation boundary; and the tab's title as the user navigates.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { browserForFile, newPage } from '../src/browser';
import { DEMO, signInAs } from '../src/session';
import { E2E_PORTS, baseUrl } from '../src/stackEnv';

const browser = browserForFile();

// The class names a Mantine component's stylesheet defines, as the installed version names them
// (esm/…/<Name>.module.mjs), so no hashed name is written here.
const mantine = (pkg: 'core' | 'dates', file: string) => join(__dirname, '..', '..', 'shell', 'node_modules', '@mantine', pkg, 'esm', 'components', file);
const classesOf = (pkg: 'core' | 'dates', file: string): string[] =>
  [...readFileSync(mantine(pkg, file), 'utf8').matchAll(/"[\w-]+":\s*"(m_[0-9a-f]+)"/g)].map((m) => m[1]!);

const text = async (url: string) => (await fetch(url)).text();

/** The stylesheets index.html links: what blocks the first paint. */
async function renderBlockingCss(path: string): Promise<{ files: string[]; css: string }> {
  const html = await text(`${baseUrl}${path}`);
  const files = [...html.matchAll(/<link href="([^"]+\.css)" rel="stylesheet">/g)].map((m) => m[1]!);
  const css = (await Promise.all(files.map((f) => text(new URL(f, baseUrl).href)))).join('\n');
  return { files, css };
}

/**
 * Mantine classes on the page's elements that no loaded stylesheet defines: a component shown
 * without its CSS. The stylesheets are read by their addresses (a remote's are on its origin).
 */
async function unstyledMantineClasses(page: Page): Promise<{ missing: string[]; sheets: string[] }> {
  const { classes, sheets, inline } = await page.evaluate(() => ({
    classes: [...new Set([...document.querySelectorAll('[class]')].flatMap((el) => [...el.classList].filter((c) => /^m_[0-9a-f]+$/.test(c))))],
    sheets: [...document.styleSheets].map((s) => s.href).filter((h): h is string => Boolean(h)),
    inline: [...document.querySelectorAll('style')].map((s) => s.textContent ?? '').join('\n'),
  }));
  const css = `${inline}\n${(await Promise.all(sheets.map(text))).join('\n')}`;
  expect(classes.length).toBeGreaterThan(0);
  return { missing: classes.filter((c) => !css.includes(`.${c}`)), sheets };
}

describe("the stylesheet a page needs, not all of Mantine's", () => {
  it("the home's render-blocking CSS: Mantine's globals first, with its layer order, and the shell's components, not the remotes' nor the calendars'", async () => {
    const { files, css } = await renderBlockingCss('/');
    expect(files.length).toBeGreaterThan(0);
    // The first stylesheet fixes the order of Mantine's layers before any of them appears.
    const first = await text(new URL(files[0]!, baseUrl).href);
    expect(first.startsWith('@layer mantine.baseline,mantine.default-css-variables,mantine.global,')).toBe(true);
    // the header's buttons are here…
    for (const c of classesOf('core', 'Button/Button.module.mjs')) expect(css).toContain(`.${c}`);
    // …not a remote page's rating stars, a private area's tabs or a booking calendar's days, nor
    // the private areas' shared cards and dialogs (@acolhe/shared-ui/area-privada): the reminders'
    // switch and skeleton, the privacy/reminders cards, the change-password field (the shell's own
    // login and sign-up pages load lazily)
    const absent = [
      ...classesOf('core', 'Rating/Rating.module.mjs'),
      ...classesOf('core', 'Tabs/Tabs.module.mjs'),
      ...classesOf('dates', 'Day/Day.module.mjs'),
      ...classesOf('core', 'Switch/Switch.module.mjs'),
      ...classesOf('core', 'Skeleton/Skeleton.module.mjs'),
      ...classesOf('core', 'Card/Card.module.mjs'),
      ...classesOf('core', 'PasswordInput/PasswordInput.module.mjs'),
    ];
    expect(absent.length).toBeGreaterThan(0);
    for (const c of absent) expect(css).not.toContain(`.${c}`);
    console.log(`render-blocking CSS of / — ${files.length} files, ${Buffer.byteLength(css)} bytes (uncompressed)`);
  });

  it("a remote's page brings its components' CSS from its own origin, and every component on it is styled", async () => {
    const { context, page } = await newPage(browser);
    try {
      await page.goto(`${baseUrl}/terapeutas`);
      const card = page.getByTestId('therapist-card').first();
      await card.waitFor();
      const { missing, sheets } = await unstyledMantineClasses(page);
      expect(missing).toEqual([]);
      const discoveryOrigin = `http://localhost:${E2E_PORTS.discovery}`;
      const fromDiscovery = sheets.filter((s) => s.startsWith(discoveryOrigin));
      expect(fromDiscovery.length).toBeGreaterThan(0);
      const discoveryCss = (await Promise.all(fromDiscovery.map(text))).join('\n');
      // the therapist card's Card.css: none of the shell's pages uses a Card
      for (const c of classesOf('core', 'Card/Card.module.mjs')) expect(discoveryCss).toContain(`.${c}`);
      // A bordered, rounded card; the header's filled button keeps its color after the remote's
      // copy of UnstyledButton.css (transparent background) arrived.
      const cardStyle = await card.evaluate((el) => {
        const s = getComputedStyle(el);
        return { border: s.borderTopStyle, radius: s.borderTopLeftRadius, padding: s.paddingTop };
      });
      expect(cardStyle).toEqual({ border: 'solid', radius: expect.not.stringMatching(/^0px$/), padding: expect.not.stringMatching(/^0px$/) });
      const signUp = page.getByRole('banner').getByRole('link', { name: 'Cadastre-se' });
      expect(await signUp.evaluate((el) => getComputedStyle(el).backgroundColor)).not.toBe('rgba(0, 0, 0, 0)');
    } finally {
      await context.close();
    }
  });

  it('signed in, in-app navigation to a private remote page styles its components too', async () => {
    const page = await signInAs(browser, 'cliente');
    try {
      await page.getByRole('tab').first().waitFor();
      const { missing } = await unstyledMantineClasses(page);
      expect(missing).toEqual([]);
      // Mantine's tabs pad their tab (an UnstyledButton, padding 0, without Tabs.css)
      expect(await page.getByRole('tab').first().evaluate((el) => getComputedStyle(el).paddingLeft)).not.toBe('0px');
    } finally {
      await page.context().close();
    }
  });

  it("with the page's remote down, the shell's fallback is styled", async () => {
    const { context, page } = await newPage(browser);
    try {
      await page.route((url) => url.port === String(E2E_PORTS.discovery), (route) => route.abort('connectionrefused'));
      await page.goto(`${baseUrl}/`);
      const alert = page.getByTestId('section-error');
      await alert.waitFor();
      const { missing } = await unstyledMantineClasses(page);
      expect(missing).toEqual([]);
      const style = await alert.evaluate((el) => ({ background: getComputedStyle(el).backgroundColor, radius: getComputedStyle(el).borderTopLeftRadius }));
      expect(style.background).not.toBe('rgba(0, 0, 0, 0)');
      expect(style.radius).not.toBe('0px');
    } finally {
      await context.close();
    }
  });
});

describe("the tab's title as the user navigates", () => {
  const decodeHtml = (s: string) => s.replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
  /** The <title> the shell's server writes for a path: what the tab must say after an in-app navigation too. */
  /** The tab's title, once it reads `expected` or after the wait (then the assertion shows what it reads). */
  const titleOnceItIs = async (page: Page, expected: string) => {
    await page.waitForFunction((t) => document.title === t, expected, { timeout: 10_000 }).catch(() => undefined);
    return page.title();
  };
  const serverTitle = async (path: string) => decodeHtml(/<title>([^<]*)<\/title>/.exec(await text(`${baseUrl}${path}`))![1]!);

  it("from the list to a profile and back, inside the app, the titles the server writes", async () => {
    const list = `/terapeutas?search=${encodeURIComponent(DEMO.terapeuta.name)}`;
    const profile = `/terapeuta/${DEMO.terapeuta.id}`;
    const [listTitle, profileTitle] = await Promise.all([serverTitle(list), serverTitle(profile)]);
    expect(profileTitle).toContain(DEMO.terapeuta.name);
    const { context, page } = await newPage(browser);
    try {
      await page.goto(`${baseUrl}${list}`);
      const card = page.getByTestId('therapist-card').filter({ hasText: DEMO.terapeuta.name }).first();
      await card.waitFor();
      expect(await page.title()).toBe(listTitle);
      // a mark on this document: gone if a navigation reloaded the page
      await page.evaluate(() => Object.assign(window, { __samePage: true }));
      await card.click();
      await page.waitForURL(`${baseUrl}${profile}`);
      await page.getByRole('heading', { level: 1, name: DEMO.terapeuta.name }).waitFor();
      expect(await titleOnceItIs(page, profileTitle)).toBe(profileTitle);
      await page.goBack();
      await page.waitForURL(`${baseUrl}${list}`);
      expect(await titleOnceItIs(page, listTitle)).toBe(listTitle);
      expect(await page.evaluate(() => (window as { __samePage?: boolean }).__samePage)).toBe(true);
    } finally {
      await context.close();
    }
  });
});
