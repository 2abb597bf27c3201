// Lighthouse as users' tools run it (issue 16 item 4): the npm `lighthouse` package with its
// default config (the mobile preset: Moto G Power screen, simulated slow 4G), the CPU slowdown
// calibrated to this host (issue 47: calibration.ts, from a first run's benchmarkIndex), in
// Debian's Chromium started by chrome-launcher, on the public pages of the running bench stack and
// on the script-free floor of each page. Each page: `runs` runs, each in a fresh Chromium, and the
// median run chosen by Lighthouse's own computeMedianRun (the run nearest the median FCP and TTI —
// what Lighthouse's docs recommend; figures then all come from one real run).
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import lighthouse from 'lighthouse';
import type { Result } from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import * as constants from 'lighthouse/core/config/constants.js';
import { READY } from './bench-front';
import { cpuSlowdownFor, roundedSlowdown } from './calibration';
import { figuresOf, findingsOf, transferredOf, type LighthousePage, type LighthouseResult } from './lighthouse-figures';
import { launch as launchPlaywright, serveSnapshots, staticSnapshot, MOBILE_VIEWPORT, type Snapshot } from './pages';
import type { Stack } from './stack';

// The preset's network throttling (simulated slow 4G), kept whole when the CPU multiplier changes.
const MOBILE_SLOW_4G = constants.throttling.mobileSlow4G;
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'];

interface LaunchedChrome {
  port: number;
  kill: () => void;
}
type ChromeLauncher = { launch: (o: { chromePath: string; chromeFlags: string[]; logLevel: 'silent' }) => Promise<LaunchedChrome> };

// chrome-launcher is lighthouse's own dependency (not one of ours): resolved from lighthouse's
// folder, so it is the version lighthouse was tested with.
async function chromeLauncher(): Promise<ChromeLauncher> {
  const fromLighthouse = createRequire(createRequire(import.meta.url).resolve('lighthouse'));
  return (await import(pathToFileURL(fromLighthouse.resolve('chrome-launcher')).href)) as ChromeLauncher;
}

/** One Lighthouse run in a fresh Chromium (cold cache, no state from another run); `cpuSlowdown`
 * replaces only the preset's CPU multiplier (its network throttling stays). */
async function runOnce(launcher: ChromeLauncher, url: string, cpuSlowdown?: number): Promise<Result> {
  const chrome = await launcher.launch({ chromePath: CHROMIUM, chromeFlags: FLAGS, logLevel: 'silent' });
  try {
    const throttling = cpuSlowdown === undefined ? {} : { throttling: { ...MOBILE_SLOW_4G, cpuSlowdownMultiplier: cpuSlowdown } };
    const result = await lighthouse(url, { port: chrome.port, logLevel: 'error', output: 'json', maxWaitForLoad: 90_000, ...throttling });
    if (!result) throw new Error(`lighthouse não devolveu resultado para ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`lighthouse em ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    return lhr;
  } finally {
    chrome.kill();
  }
}

async function medianOf(launcher: ChromeLauncher, url: string, runs: number, cpuSlowdown: number, log: (l: string) => void): Promise<{ median: Result; all: Result[] }> {
  const all: Result[] = [];
  for (let i = 0; i < runs; i++) {
    all.push(await runOnce(launcher, url, cpuSlowdown));
    log(`lighthouse: ${url} execução ${i + 1}/${runs}: desempenho ${Math.round((all.at(-1)!.categories.performance?.score ?? 0) * 100)}`);
  }
  return { median: computeMedianRun(all), all };
}

/** A therapist the public list shows (the profile page measured). */
async function listedTherapist(api: string): Promise<string> {
  const res = await fetch(`${api}/public-terapeutas?page=0&size=1`);
  const page = (await res.json()) as { content: { id: string }[] };
  const id = page.content[0]?.id;
  if (!id) throw new Error('a api não listou nenhum terapeuta');
  return id;
}

export async function benchLighthouse(options: { stack: Stack; runs: number; log: (l: string) => void }): Promise<LighthouseResult> {
  const { shell, api } = options.stack;
  const id = await listedTherapist(api);
  const pages: [string, (typeof READY)[keyof typeof READY]][] = [
    ['/', READY.home],
    ['/terapeutas?search=ansiedade', READY.list],
    [`/terapeuta/${id}`, READY.profile],
  ];

  // the floors: each page as rendered at the preset's phone width, without scripts
  const browser = await launchPlaywright();
  const snapshots: Record<string, Snapshot> = {};
  try {
    for (const [i, [path, ready]] of pages.entries()) snapshots[`lh${i}`] = await staticSnapshot(browser, `${shell}${path}`, ready, MOBILE_VIEWPORT);
  } finally {
    await browser.close();
  }
  const floor = await serveSnapshots(options.stack.freePort + 1, snapshots);

  const launcher = await chromeLauncher();
  const results: LighthousePage[] = [];
  let version = '';
  let calibration: LighthouseResult['calibration'];
  try {
    // Calibration: one run of the first floor at the preset's default reads this host's benchmark
    // index; every measured run then uses the guide's multiplier for it.
    const probe = await runOnce(launcher, floor.url('lh0'));
    const benchmarkIndex = Math.round(probe.environment.benchmarkIndex);
    const multiplier = roundedSlowdown(cpuSlowdownFor(benchmarkIndex));
    options.log(`lighthouse: benchmarkIndex ${benchmarkIndex} → CPU ${multiplier}× mais lenta`);
    const indexes: number[] = [];
    for (const [i, [path]] of pages.entries()) {
      const app = await medianOf(launcher, `${shell}${path}`, options.runs, multiplier, options.log);
      const base = await medianOf(launcher, floor.url(`lh${i}`), options.runs, multiplier, options.log);
      indexes.push(...app.all.map((r) => Math.round(r.environment.benchmarkIndex)));
      version = app.median.lighthouseVersion;
      results.push({
        path,
        app: figuresOf(app.median),
        floor: figuresOf(base.median),
        performanceRuns: app.all.map((r) => figuresOf(r).scores.performance),
        findings: findingsOf(app.median),
        transferred: transferredOf(app.median),
        warnings: app.median.runWarnings.length ? app.median.runWarnings : undefined,
      });
    }
    calibration = { benchmarkIndex, multiplier, measuredIndexes: [Math.min(...indexes), Math.max(...indexes)] };
  } finally {
    await new Promise<void>((r) => floor.server.close(() => r()));
  }
  return { version, runs: options.runs, pages: results, calibration };
}
