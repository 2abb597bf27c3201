#!/usr/bin/env node
// The entry of `npm start` / `npm test` on a machine that has only Node and npm:
// it brings the pinned pnpm (through npx, since corepack cannot fetch pnpm here),
// installs the workspace when needed, then hands over to the named root script.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
// The pin is a plain field, not `packageManager`: pnpm 12 treats a `packageManager` pin as a dependency of
// its own (@pnpm/exe and one optional package per platform) and fails the install when the registry lacks
// one of them (ERR_PNPM_BAD_CONFIG_DEP for @pnpm/exe.netbsd-x64 broke a clean CI run).
const pinned = `pnpm@${JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).pnpmVersion}`;
const target = process.argv[2];
const extra = process.argv.slice(3);

function run(cmd, args) {
  const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: process.env });
  if (r.error) throw r.error;
  return r.status ?? 1;
}

function pnpmCommand() {
  const local = spawnSync('pnpm', ['--version'], { encoding: 'utf8' });
  if (local.status === 0 && `pnpm@${local.stdout.trim()}` === pinned) return ['pnpm', []];
  return ['npx', ['--yes', pinned]];
}

function needsInstall() {
  const marker = join(root, 'node_modules', '.modules.yaml');
  if (!existsSync(marker)) return true;
  return statSync(join(root, 'pnpm-lock.yaml')).mtimeMs > statSync(marker).mtimeMs;
}

const [pnpm, pre] = pnpmCommand();
if (needsInstall()) {
  console.log(`[acolhe] instalando dependências com ${pinned}…`);
  // pnpm installs frozen to pnpm-lock.yaml on CI (CI=true) by itself; --pm-on-fail=ignore keeps it from
  // fetching or recording a package-manager pin of its own.
  const status = run(pnpm, [...pre, 'install', '--pm-on-fail=ignore']);
  if (status !== 0) process.exit(status);
}
// The root scripts are plain `node`/`tsx` commands: npm runs them (node_modules/.bin on PATH)
// without pnpm's own start-up, which may reach the registry for the package manager pin and
// fails when the registry does not answer.
process.exit(run('npm', ['run', target, ...(extra.length ? ['--', ...extra] : [])]));
