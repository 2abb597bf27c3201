// The local loop teams use every day (README, "The local loop"), in Chromium: `npm run dev` with
// hot reload, one remote alone in its harness with a signed-in session, and an integration tester
// pointing one remote of the running dev stack at their own dev server, under the override rules
// (docs/decisions.md, "Remote overrides are off unless config.json enables them").
// It runs its own dev stack (not the production-like one of the e2e global setup: its jest config
// is e2e/jest.dev-loop.config.cjs) over a copy of the work tree, and edits sources only there.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newPage } from '../src/browser';
import {
  copyWorkTree,
  DEV_PORTS,
  portsStillOpen,
  removeQuietly,
  startDevStack,
  startRemoteDevServer,
  TESTER_BOOKING_PORT,
  type Running,
} from '../src/devStack';
import { DEMO, DEMO_PASSWORD } from '../src/session';

const shellUrl = `http://localhost:${DEV_PORTS.shell}`;
const apiUrl = `http://localhost:${DEV_PORTS.api}`;
const THERAPIST = DEMO.terapeuta.id;
const PUBLISHED_TITLE = 'Agendar consulta';
const TESTER_TITLE = 'Agendar consulta (build local)';

/** Replaces `from` by `to` in a file of a copied tree; throws when the source no longer has it. */
function edit(file: string, from: string, to: string): void {
  const source = readFileSync(file, 'utf8');
  if (!source.includes(from)) throw new Error(`${file} não contém ${from}: atualize dev-loop.e2e.ts`);
  writeFileSync(file, source.replace(from, to));
}

let tree = '';
let testerTree = '';
let dataDir = '';
const running: Running[] = [];
let browser: Browser | undefined;

beforeAll(async () => {
  tree = copyWorkTree();
  // The integration tester's working copy: the booking remote with a change of theirs.
  testerTree = copyWorkTree();
  edit(join(testerTree, 'mfe-booking', 'src', 'booking', 'texts.ts'), `pageTitle: '${PUBLISHED_TITLE}',`, `pageTitle: '${TESTER_TITLE}',`);
  dataDir = mkdtempSync(join(tmpdir(), 'acolhe-dev-loop-data-'));
  // Both at once: the api's first seed and the compilations overlap.
  const started = await Promise.allSettled([
    startDevStack(tree, dataDir),
    startRemoteDevServer(testerTree, 'mfe-booking', 'BOOKING_PORT', TESTER_BOOKING_PORT, dataDir),
  ]);
  for (const result of started) if (result.status === 'fulfilled') running.push(result.value);
  for (const result of started) if (result.status === 'rejected') throw result.reason;
  browser = await launchBrowser();
}, 600_000);

afterAll(async () => {
  await browser?.close();
  await Promise.all(running.map((r) => r.stop()));
  // Stopping `npm run dev` stops everything it started: no dev server, api or emulator is left on its port.
  const left = await portsStillOpen([...Object.values(DEV_PORTS), TESTER_BOOKING_PORT]);
  for (const path of [tree, testerTree, dataDir]) if (path) removeQuietly(path);
  expect(left).toEqual([]);
}, 120_000);

/** Counts full page loads: a hot update must not add one. */
function countLoads(page: Page): () => number {
  let loads = 0;
  page.on('load', () => loads++);
  return () => loads;
}

describe('npm run dev', () => {
  it("hot reload: an edited component of a remote changes in the shell's page, without a reload", async () => {
    const { page } = await newPage(browser!);
    const loads = countLoads(page);
    await page.goto(`${shellUrl}/`);
    const hero = page.locator('#home-hero-title');
    // A dev page's first load compiles nothing more but runs unminified bundles: give it time.
    await hero.waitFor({ timeout: 60_000 });
    const before = (await hero.textContent())!.trim();
    expect(before).not.toBe('');
    await page.evaluate(() => ((window as unknown as { __devLoopMarker?: number }).__devLoopMarker = 1));

    const edited = 'Terapia perto de você, sem sair de casa';
    edit(join(tree, 'mfe-discovery', 'src', 'home', 'HomeHero.tsx'), '{HOME_TEXTS.heroTitle}', edited);

    // discovery's dev server rebuilds; its client in this page applies the update (React Refresh).
    await page.getByRole('heading', { level: 1, name: edited }).waitFor({ timeout: 120_000 });
    expect(await page.getByText(before, { exact: true }).count()).toBe(0);
    expect(await page.evaluate(() => (window as unknown as { __devLoopMarker?: number }).__devLoopMarker)).toBe(1);
    expect(loads()).toBe(1);
    expect(page.url()).toBe(`${shellUrl}/`);
  }, 240_000);
});

describe("a remote alone in its harness (its own dev server's page)", () => {
  it("signs in there (the identity emulator, shared-auth's session) and shows the client's own dashboard", async () => {
    const { page } = await newPage(browser!);
    const refused: string[] = [];
    page.on('response', (r) => {
      if (r.url().startsWith(apiUrl) && (r.status() === 401 || r.status() === 403)) refused.push(`${r.status()} ${r.url()}`);
    });
    const harness = `http://localhost:${DEV_PORTS.clientArea}`;
    await page.goto(`${harness}/`);
    await page.getByText('Acolhe — área do cliente (harness)').waitFor({ timeout: 60_000 });

    const form = page.getByRole('form', { name: 'Entrar no harness' });
    await form.getByLabel('E-mail', { exact: true }).fill(DEMO.cliente.email);
    await form.getByLabel('Senha', { exact: true }).fill(DEMO_PASSWORD);
    await form.getByRole('button', { name: 'Entrar' }).click();
    const session = page.getByText(`Sessão: ${DEMO.cliente.name} (cliente)`);
    await session.waitFor();

    await page.getByRole('link', { name: 'Painel do cliente' }).click();
    await page.waitForURL(`${harness}/cliente/${DEMO.cliente.id}`);
    // The client's own record, from the api with the session's token.
    await page.getByRole('heading', { level: 1, name: DEMO.cliente.name }).waitFor();
    await page.getByText(DEMO.cliente.email, { exact: true }).waitFor();

    // Kept in this origin's storage, as the shell keeps it: a reload is still signed in.
    await page.reload();
    await session.waitFor();
    await page.getByRole('heading', { level: 1, name: DEMO.cliente.name }).waitFor();
    expect(refused).toEqual([]);
  }, 120_000);
});

describe("an integration tester re-points one remote of the running dev stack at their own dev server", () => {
  const tester = `http://localhost:${TESTER_BOOKING_PORT}`;
  const testerManifest = `${tester}/mf-manifest.json`;
  // The same server under another name: an origin `npm run dev` does not allow.
  const notAllowed = `http://127.0.0.1:${TESTER_BOOKING_PORT}/mf-manifest.json`;
  const published = `http://localhost:${DEV_PORTS.booking}`;
  const agendar = `${shellUrl}/agendar/${THERAPIST}`;
  const title = (page: Page, text: string) => page.getByRole('heading', { level: 1, name: text, exact: true });
  const banner = (page: Page) => page.getByText(/^Remotos substituídos neste navegador:/);
  const stored = (page: Page) => page.evaluate(() => window.localStorage.getItem('acolhe:remotes'));

  it('an allowed origin takes effect with the notice; another is refused; restore and ?remotes=reset bring the published remote back', async () => {
    const { context, page } = await newPage(browser!);
    const warnings: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'warning') warnings.push(m.text());
    });
    const requested: string[] = [];
    context.on('request', (r) => requested.push(r.url()));

    // Refused: the page keeps the published remote, says why in the console, stores nothing.
    await page.goto(`${agendar}?remote.booking=${encodeURIComponent(notAllowed)}`);
    await title(page, PUBLISHED_TITLE).waitFor({ timeout: 60_000 });
    expect(warnings).toContain(`[acolhe] substituição de remoto ignorada: booking → ${notAllowed} (origem não permitida)`);
    expect(requested).toContain(`${published}/remoteEntry.js`);
    expect(requested.filter((u) => u.startsWith(`http://127.0.0.1:${TESTER_BOOKING_PORT}`))).toEqual([]);
    expect(await banner(page).count()).toBe(0);
    expect(await stored(page)).toBeNull();

    // Allowed: the tester's build runs in the dev stack's shell, and every page says so.
    requested.length = 0;
    await page.goto(`${agendar}?remote.booking=${encodeURIComponent(testerManifest)}`);
    await title(page, TESTER_TITLE).waitFor({ timeout: 60_000 });
    expect(await banner(page).textContent()).toBe(`Remotos substituídos neste navegador: booking → ${tester}`);
    expect(requested).toContain(`${tester}/remoteEntry.js`);
    expect(requested.filter((u) => u.startsWith(published))).toEqual([]);
    expect(JSON.parse((await stored(page))!)).toEqual({ booking: testerManifest });

    await page.getByRole('button', { name: 'Restaurar remotos publicados' }).click();
    await title(page, PUBLISHED_TITLE).waitFor();
    expect(page.url()).toBe(agendar);
    expect(await banner(page).count()).toBe(0);
    expect(await stored(page)).toBeNull();

    // `?remotes=reset` forgets every override too.
    await page.goto(`${agendar}?remote.booking=${encodeURIComponent(testerManifest)}`);
    await title(page, TESTER_TITLE).waitFor();
    await page.goto(`${agendar}?remotes=reset`);
    await title(page, PUBLISHED_TITLE).waitFor();
    expect(await banner(page).count()).toBe(0);
    expect(await stored(page)).toBeNull();
  }, 180_000);
});
