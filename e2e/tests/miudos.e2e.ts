// Issue 44 item 5, the layout and focus of the front's minor items, in Chromium at a phone's 390 px
// and a desktop's 1280 px: status badges never cut their word ('CONFIRMA…', 'SÉ…', 'H…' for
// 'Hoje'), a therapist card reached with Tab shows a focus ring (Mantine's Paper said
// `outline: 0`), and the console's tables say that they scroll sideways while columns hide to the
// right. Screenshots go to E2E_SHOTS_DIR when it is set.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { browserForFile, newPage } from '../src/browser';
import { signInToConsole } from '../src/operador';
import { signInAs } from '../src/session';
import { baseUrl } from '../src/stackEnv';

const browser = browserForFile();
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };
const SHOTS_DIR = process.env.E2E_SHOTS_DIR;

async function shoot(page: Page, name: string) {
  if (!SHOTS_DIR) return;
  mkdirSync(SHOTS_DIR, { recursive: true });
  await page.screenshot({ path: join(SHOTS_DIR, `${name}.png`) });
}

/** The visible badges of the page: their text, and whether it is cut — the badge or its label
 * scrolls (an ellipsis), or a one-word label is broken across lines ('PUBLICAD / O'). */
function badges(page: Page): Promise<{ text: string; cut: boolean }[]> {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll<HTMLElement>('.mantine-Badge-root'))
      .filter((el) => el.getClientRects().length > 0 && getComputedStyle(el).visibility !== 'hidden')
      .map((el) => {
        const label = el.querySelector<HTMLElement>('.mantine-Badge-label') ?? el;
        const text = (label.textContent ?? '').trim();
        const range = document.createRange();
        range.selectNodeContents(label);
        const lines = new Set(Array.from(range.getClientRects(), (r) => Math.round(r.top))).size;
        const scrolls = [el, label].some((e) => e.scrollWidth > e.clientWidth);
        return { text, cut: scrolls || (!/\s/.test(text) && lines > 1) };
      }),
  );
}


/** Every tab of a tab list, one after another: the badges of each are read on its own panel. */
async function badgesOfEveryTab(page: Page, tabs: Locator): Promise<{ text: string; cut: boolean }[]> {
  const seen: { text: string; cut: boolean }[] = [];
  for (const tab of await tabs.all()) {
    await tab.click();
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(500);
    seen.push(...(await badges(page)));
  }
  return seen;
}

describe('status badges never truncate (issue 44)', () => {
  it("the demo client's sessions at 390 px: every badge's word is whole", async () => {
    const page = await signInAs(browser, 'cliente');
    try {
      await page.setViewportSize(PHONE);
      await page.getByRole('heading', { level: 2, name: 'Minhas sessões' }).waitFor();
      await page.getByRole('tabpanel').locator('.mantine-Badge-root').first().waitFor();
      const seen = await badgesOfEveryTab(page, page.getByRole('tab'));
      expect(seen.length).toBeGreaterThan(0); // the seed gives the demo client sessions in every status
      expect(seen.filter((b) => b.cut)).toEqual([]);
      await page.getByRole('tab', { name: 'Próximas', exact: true }).click();
      await shoot(page, 'badges-cliente-390');
      await page.setViewportSize(DESKTOP);
      await shoot(page, 'badges-cliente-1280');
    } finally {
      await page.context().close();
    }
  });

  it("the therapist's agenda at 390 px and the week at 1280 px ('Hoje' whole)", async () => {
    const page = await signInAs(browser, 'terapeuta');
    try {
      await page.setViewportSize(PHONE);
      const agenda = page.getByRole('region', { name: 'Minhas sessões' });
      await agenda.waitFor();
      await agenda.locator('.mantine-Badge-root').first().waitFor();
      const seen = await badgesOfEveryTab(page, agenda.getByRole('tab'));
      expect(seen.length).toBeGreaterThan(0);
      expect(seen.filter((b) => b.cut)).toEqual([]);
      await agenda.scrollIntoViewIfNeeded();
      await shoot(page, 'badges-terapeuta-390');

      await page.setViewportSize(DESKTOP);
      const hoje = page.locator('.mantine-Badge-root', { hasText: 'Hoje' });
      await hoje.first().waitFor();
      await hoje.first().scrollIntoViewIfNeeded();
      const all = await badges(page);
      expect(all.filter((b) => b.text === 'Hoje')).toEqual([{ text: 'Hoje', cut: false }]);
      expect(all.filter((b) => b.cut)).toEqual([]);
      await shoot(page, 'badges-terapeuta-semana-1280');
    } finally {
      await page.context().close();
    }
  });
});

/** Presses Tab until the locator has the focus. */
async function tabTo(page: Page, target: Locator, max = 80) {
  for (let i = 0; i <= max; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`o foco não chegou ao cartão com ${max} Tabs`);
}

describe('a therapist card reached with Tab shows where the focus is (issue 44: outline: none)', () => {
  for (const [where, path] of [['home', '/'], ['busca', '/terapeutas']] as const) {
    for (const [size, viewport] of [['390', PHONE], ['1280', DESKTOP]] as const) {
      it(`${where} at ${size} px: a 2 px solid outline on the focused card`, async () => {
        const { context, page } = await newPage(browser);
        try {
          await page.setViewportSize(viewport);
          await page.goto(`${baseUrl}${path}`);
          const card = page.getByTestId('therapist-card').first();
          await card.waitFor();
          await tabTo(page, card);
          const ring = await card.evaluate((el) => {
            const style = getComputedStyle(el);
            return { style: style.outlineStyle, width: parseFloat(style.outlineWidth) };
          });
          expect(ring.style).toBe('solid');
          expect(ring.width).toBeGreaterThanOrEqual(2);
          await card.scrollIntoViewIfNeeded();
          await shoot(page, `cartao-em-foco-${where}-${size}`);
        } finally {
          await context.close();
        }
      });
    }
  }
});

describe("the console's tables on a phone say they scroll sideways (issue 44: the actions off-screen, no cue)", () => {
  it('at 390 px a hint and a shadow while the action column is hidden; scrolled to the end, the action is on screen and both go; at 1280 px neither', async () => {
    const { context, page } = await newPage(browser);
    try {
      await page.setViewportSize(PHONE);
      await signInToConsole(page);
      await page.goto(`${baseUrl}/operacao/terapeutas`);
      const table = page.getByRole('region', { name: 'Terapeutas' });
      await table.getByRole('row').nth(1).waitFor();
      const hint = page.getByText('Deslize a tabela para o lado para ver todas as colunas →');
      await hint.waitFor();
      expect(await page.getByTestId('sombra-de-rolagem').isVisible()).toBe(true);
      const action = table.getByRole('button', { name: /^(Suspender|Reativar) / }).first();
      const before = (await action.boundingBox())!;
      expect(before.x + before.width).toBeGreaterThan(PHONE.width); // off to the right, as the issue found it
      // the table's status badges keep their word whole ('PUBLICADO', not 'PUBLICAD / O')
      const status = await badges(page);
      expect(status.length).toBeGreaterThan(0);
      expect(status.filter((b) => b.cut)).toEqual([]);
      await shoot(page, 'console-tabela-390');

      await table.evaluate((el) => el.scrollTo({ left: el.scrollWidth }));
      await hint.waitFor({ state: 'detached' });
      expect(await page.getByTestId('sombra-de-rolagem').count()).toBe(0);
      const after = (await action.boundingBox())!;
      expect(after.x + after.width).toBeLessThanOrEqual(PHONE.width);
      await shoot(page, 'console-tabela-390-rolada');

      await page.setViewportSize(DESKTOP);
      await hint.waitFor({ state: 'detached' });
      expect(await page.getByTestId('sombra-de-rolagem').count()).toBe(0);
      await shoot(page, 'console-tabela-1280');
    } finally {
      await context.close();
    }
  });
});
