import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot, FRONTENDS } from './paths';

// Sources a front-end build depends on besides its own folder.
const SHARED_SOURCES = ['shared-domain/src', 'shared-auth/src', 'shared-ui/src', 'tooling'];
const STAMP = '.build-stamp';

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
}

export function isBuildFresh(folder: string): boolean {
  const stamp = join(repoRoot, folder, 'dist', STAMP);
  if (!existsSync(stamp)) return false;
  // a remote's exposes.json is part of its webpack configuration (the shell has none: mtime 0)
  const own = ['src', 'webpack.config.cjs', 'exposes.json'].map((f) => join(repoRoot, folder, f));
  const sources = [...own, ...SHARED_SOURCES.map((s) => join(repoRoot, s))];
  return Math.max(...sources.map(newestMtime)) < statSync(stamp).mtimeMs;
}

function buildOne(folder: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const child = spawn('npx', ['webpack', '--mode', 'production'], { cwd: join(repoRoot, folder), stdio: 'inherit' });
    child.on('exit', (code) => {
      if (code !== 0) return reject(new Error(`build de ${folder} falhou (código ${code})`));
      writeFileSync(join(repoRoot, folder, 'dist', STAMP), new Date().toISOString());
      console.log(`[build] ${folder} em ${((Date.now() - started) / 1000).toFixed(1)} s`);
      resolve();
    });
  });
}

/** Builds the shell and the remotes that changed since their last build, two at a time. */
export async function buildFrontends({ force = false } = {}): Promise<void> {
  const queue = FRONTENDS.filter((f) => force || !isBuildFresh(f));
  if (!queue.length) return;
  const workers = [0, 1].map(async () => {
    for (let next = queue.shift(); next; next = queue.shift()) await buildOne(next);
  });
  await Promise.all(workers);
}

if (process.argv[1]?.endsWith('build.ts')) {
  buildFrontends({ force: process.argv.includes('--force') }).catch((e) => {
    console.error(e);
    process.exit(1);
  });
}
