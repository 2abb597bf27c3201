// Helpers of release.e2e.ts: the release commands run exactly as a person types them, against
// the e2e stack's data folder, and a booking remote built with one text changed — without
// touching its source (a webpack loader replaces the text while bundling).
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { STATE_FILE } from './globalSetup';
import { stackEnv } from './stackEnv';

export const repoRoot = join(__dirname, '..', '..');

/** The data folder of the stack globalSetup started (its remotes.json and releases live there). */
export function stackDataDir(): string {
  return (JSON.parse(readFileSync(STATE_FILE, 'utf8')) as { dataDir: string }).dataDir;
}

export interface Run {
  code: number | null;
  output: string;
}

function run(command: string, args: string[], cwd: string, env: NodeJS.ProcessEnv): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    const collect = (chunk: Buffer) => {
      output += chunk.toString();
      if (process.env.E2E_VERBOSE) process.stdout.write(chunk);
    };
    child.stdout.on('data', collect);
    child.stderr.on('data', collect);
    child.on('error', reject);
    child.on('exit', (code) => resolve({ code, output }));
  });
}

/** `npm run <script> -- <args>` at the root, with the e2e stack's environment. */
export function npmRun(script: 'release' | 'repoint' | 'rollback', args: string[], dataDir: string): Promise<Run> {
  return run('npm', ['run', script, '--', ...args], repoRoot, { ...process.env, ...stackEnv(dataDir) });
}

/** The version `npm run release` printed (its `ACOLHE_RELEASE <remote> <version>` line). */
export function releasedVersion(result: Run, remote: string): string {
  const match = new RegExp(`^ACOLHE_RELEASE ${remote} ([0-9a-f]{12})$`, 'm').exec(result.output);
  if (result.code !== 0 || !match?.[1]) throw new Error(`npm run release falhou (código ${result.code}):\n${result.output}`);
  return match[1];
}

/**
 * mfe-booking's production build with `from` replaced by `to` in src/booking/texts.ts, into a
 * temporary folder: webpack-cli merges a second configuration holding a loader that rewrites
 * that one module as it is bundled. The source tree is never written.
 */
export async function buildChangedBooking(from: string, to: string): Promise<string> {
  const work = mkdtempSync(join(tmpdir(), 'acolhe-e2e-changed-booking-'));
  const out = join(work, 'dist');
  const loader = join(work, 'replace-text-loader.cjs');
  writeFileSync(
    loader,
    `module.exports = function (source) {
  const { from, to } = this.getOptions();
  if (!source.includes(from)) throw new Error('texto não encontrado: ' + from);
  return source.replace(from, to);
};
`,
  );
  const extra = join(work, 'changed-text.webpack.cjs');
  const rule = { test: '__TEST__', enforce: 'pre', use: [{ loader, options: { from, to } }] };
  writeFileSync(extra, `module.exports = { module: { rules: [${JSON.stringify(rule).replace('"__TEST__"', String(/[\\/]src[\\/]booking[\\/]texts\.ts$/))}] } };\n`);
  const result = await run(
    'npx',
    ['webpack', '--mode', 'production', '--config', 'webpack.config.cjs', '--config', extra, '--merge', '--output-path', out],
    join(repoRoot, 'mfe-booking'),
    process.env,
  );
  if (result.code !== 0) throw new Error(`build do booking alterado falhou (código ${result.code}):\n${result.output}`);
  return out;
}

/** Every file under `dir` (relative path → sha256). */
export function hashTree(dir: string): Record<string, string> {
  const out: Record<string, string> = {};
  const walk = (current: string) => {
    for (const entry of readdirSync(current, { withFileTypes: true })) {
      const path = join(current, entry.name);
      if (entry.isDirectory()) walk(path);
      else out[relative(dir, path)] = createHash('sha256').update(readFileSync(path)).digest('hex');
    }
  };
  walk(dir);
  return out;
}
