// The front half of `npm run bench`, on the running bench stack (./stack.ts): bundles, and pages
// timed in Chromium beside their script-free floor.
import type { Page } from 'playwright-core';
import { DEMO_ACCOUNTS } from '@acolhe/api/demo-accounts';
import { remoteBytes, type Bytes, type RemoteBytes } from './bundles';
import { launch, measure, scriptBytes, serveSnapshots, staticSnapshot, type PageFigures, type Snapshot } from './pages';
import { repoRoot, type Stack } from './stack';

const REMOTES = ['mfe-discovery', 'mfe-booking', 'mfe-therapist-area', 'mfe-client-area'];
const therapistId = DEMO_ACCOUNTS.find((a) => a.tipo === 'terapeuta')!.id;

export interface PageResult {
  path: string;
  app: PageFigures;
  floor: PageFigures;
}

export interface FrontResult {
  /** JS the browser fetched to show /login (the shell alone), by origin */
  shellInitial: Bytes & { files: number };
  /** JS fetched to show / (shell + discovery), all origins */
  homeTotal: Bytes & { files: number };
  remotes: RemoteBytes[];
  pages: PageResult[];
  throttle: number;
  runs: number;
}

/** When each public page has rendered its content (the floor is snapshotted then). */
export const READY = {
  home: (p: Page) => p.getByRole('region', { name: 'Terapeutas em destaque' }).getByRole('link').first().waitFor({ timeout: 60_000 }),
  list: (p: Page) => p.getByTestId('therapist-card').first().waitFor({ timeout: 60_000 }),
  profile: (p: Page) => p.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 60_000 }),
};

const PAGES: [string, (page: Page) => Promise<unknown>][] = [
  ['/', READY.home],
  ['/terapeutas', READY.list],
  [`/terapeuta/${therapistId}`, READY.profile],
];

export async function benchFront(options: { stack: Stack; runs: number; log: (l: string) => void }): Promise<FrontResult> {
  const remotes = REMOTES.map((f) => remoteBytes(repoRoot, f));
  const { shell } = options.stack;
  const browser = await launch();
  let floorServer: { close: (cb: () => void) => void } | undefined;
  try {
    const login = await scriptBytes(browser, `${shell}/login`, (p) => p.getByLabel('E-mail').waitFor({ timeout: 60_000 }));
    const home = await scriptBytes(browser, `${shell}/`, PAGES[0]![1]);
    const sum = (m: Map<string, Bytes & { files: number }>) =>
      [...m.values()].reduce((a, b) => ({ raw: a.raw + b.raw, gzip: a.gzip + b.gzip, files: a.files + b.files }), { raw: 0, gzip: 0, files: 0 });
    const shellInitial = sum(login);
    options.log(`front: JS para mostrar /login ${(shellInitial.gzip / 1024).toFixed(0)} KB gzip (${shellInitial.files} arquivos, origens ${[...login.keys()].join(', ')})`);

    const snapshots: Record<string, Snapshot> = {};
    for (const [i, [path, ready]] of PAGES.entries()) snapshots[`p${i}`] = await staticSnapshot(browser, `${shell}${path}`, ready);
    const floor = await serveSnapshots(options.stack.freePort, snapshots);
    floorServer = floor.server;

    const pages: PageResult[] = [];
    for (const [i, [path, ready]] of PAGES.entries()) {
      const app = await measure(browser, `${shell}${path}`, ready, options.runs);
      const base = await measure(browser, floor.url(`p${i}`), () => Promise.resolve(), options.runs);
      pages.push({ path, app, floor: base });
      options.log(`front: ${path} LCP ${app.lcp.toFixed(0)} ms (piso ${base.lcp.toFixed(0)}), TBT ${app.tbt.toFixed(0)} ms (piso ${base.tbt.toFixed(0)})`);
    }
    return { shellInitial, homeTotal: sum(home), remotes, pages, throttle: 4, runs: options.runs };
  } finally {
    await browser.close();
    if (floorServer) await new Promise<void>((r) => floorServer!.close(() => r()));
  }
}
