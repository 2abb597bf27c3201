// Releasing, re-pointing and rolling back one remote on the running stack (docs/deploy.md,
// "Deploying one remote"): `npm run release` publishes booking under a content version, `npm run
// repoint` switches the shell's remotes.json to it and the next page load shows it — the shell
// itself neither rebuilt nor changed — and `npm run rollback` brings the previous one back.
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newPage } from '../src/browser';
import { buildChangedBooking, hashTree, npmRun, releasedVersion, repoRoot, stackDataDir } from '../src/release';
import { DEMO } from '../src/session';
import { baseUrl, E2E_PORTS } from '../src/stackEnv';

const PROFILE = `${baseUrl}/terapeuta/${DEMO.terapeuta.id}`;
const OLD_TITLE = 'Agendar sessão';
const NEW_TITLE = 'Agendar sessão — nova versão';
const releasesOrigin = `http://localhost:${E2E_PORTS.releases}`;
const stackBooking = `http://localhost:${E2E_PORTS.booking}`;
/** Builds take minutes on a busy 2-core machine; they fail by themselves. */
const BUILD_TIMEOUT = 600_000;

let browser: Browser;
let page: Page;
let dataDir: string;
/** The changed booking's build, started beside the first release's build (two cores, two builds). */
let changedBuild: Promise<string>;
const loaded: string[] = [];

beforeAll(async () => {
  dataDir = stackDataDir();
  browser = await launchBrowser();
  ({ page } = await newPage(browser));
  page.on('request', (request) => loaded.push(request.url()));
});
afterAll(async () => {
  await browser?.close();
  // Whatever happened above, the other suites get the stack's own remotes back.
  for (const file of ['remotes.json', 'remotes.history.json', 'remotes.json.lock']) rmSync(join(dataDir, file), { force: true });
  const dist = await changedBuild?.catch(() => undefined);
  if (dist) rmSync(join(dist, '..'), { recursive: true, force: true });
});

/** Loads the profile page afresh; returns where booking's remoteEntry.js came from. */
async function bookingCardTitle(title: string): Promise<string> {
  loaded.length = 0;
  await page.goto(PROFILE);
  const card = page.getByRole('region', { name: title, exact: true });
  await card.getByRole('heading', { name: title, exact: true }).waitFor();
  const entries = loaded.filter((url) => url.endsWith('/remoteEntry.js') && (url.startsWith(releasesOrigin) || url.startsWith(stackBooking)));
  expect(entries).toHaveLength(1);
  return entries[0]!;
}

describe('release, repoint and rollback of the booking remote', () => {
  let oldVersion: string;
  let newVersion: string;

  it(
    'npm run release builds booking into its own immutable version folder',
    async () => {
      changedBuild = buildChangedBooking(`cardTitle: '${OLD_TITLE}'`, `cardTitle: '${NEW_TITLE}'`);
      changedBuild.catch(() => undefined); // reported by the test that awaits it
      oldVersion = releasedVersion(await npmRun('release', ['booking'], dataDir), 'booking');
      const folder = join(dataDir, 'releases', 'booking', oldVersion);
      const record = JSON.parse(readFileSync(join(folder, 'release.json'), 'utf8')) as Record<string, unknown>;
      expect(record).toMatchObject({ remote: 'booking', version: oldVersion, commit: expect.stringMatching(/^[0-9a-f]{40}$/) });
      const manifest = JSON.parse(readFileSync(join(folder, 'mf-manifest.json'), 'utf8')) as { metaData: { name: string; publicPath: string } };
      expect(manifest.metaData).toMatchObject({ name: 'booking', publicPath: 'auto' });
    },
    BUILD_TIMEOUT,
  );

  it(
    'a visibly changed booking is released, shown after a repoint with the shell untouched, and rolled back',
    async () => {
      const changedDist = await changedBuild;
      newVersion = releasedVersion(await npmRun('release', ['booking', '--dist', changedDist], dataDir), 'booking');
      expect(newVersion).not.toBe(oldVersion);
      // The same bytes again: the same version, the folder left as it was.
      const again = await npmRun('release', ['booking', '--dist', changedDist], dataDir);
      expect(releasedVersion(again, 'booking')).toBe(newVersion);
      expect(again.output).toContain('já existia');

      const shellBefore = hashTree(join(repoRoot, 'shell', 'dist'));
      expect(await bookingCardTitle(OLD_TITLE)).toBe(`${stackBooking}/remoteEntry.js`);

      expect((await npmRun('repoint', ['booking', oldVersion], dataDir)).code).toBe(0);
      expect(await bookingCardTitle(OLD_TITLE)).toBe(`${releasesOrigin}/booking/${oldVersion}/remoteEntry.js`);

      expect((await npmRun('repoint', ['booking', newVersion], dataDir)).code).toBe(0);
      expect(await bookingCardTitle(NEW_TITLE)).toBe(`${releasesOrigin}/booking/${newVersion}/remoteEntry.js`);
      expect(hashTree(join(repoRoot, 'shell', 'dist'))).toEqual(shellBefore);

      expect((await npmRun('rollback', ['booking'], dataDir)).code).toBe(0);
      expect(await bookingCardTitle(OLD_TITLE)).toBe(`${releasesOrigin}/booking/${oldVersion}/remoteEntry.js`);

      // A second rollback goes one step further back: the stack's own build.
      expect((await npmRun('rollback', ['booking'], dataDir)).code).toBe(0);
      expect(await bookingCardTitle(OLD_TITLE)).toBe(`${stackBooking}/remoteEntry.js`);

      const nothingLeft = await npmRun('rollback', ['booking'], dataDir);
      expect(nothingLeft.code).not.toBe(0);
      expect(nothingLeft.output).toContain('booking: nada para desfazer');
      const traversal = await npmRun('repoint', ['booking', '../../remotes'], dataDir);
      expect(traversal.code).not.toBe(0);
      expect(traversal.output).toContain('versão inválida');
    },
    BUILD_TIMEOUT,
  );
});
