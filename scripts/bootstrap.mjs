#!/usr/bin/env node
// The entry of `npm start` / `npm test` on a machine that has only Node and npm:
// it brings the pinned Node.js (when the machine's is older) and the pinned pnpm (through npx, since
// corepack cannot fetch pnpm here), installs the workspace when needed, then hands over to the named
// root script — every child (builds, api, tests) running on the pinned Node.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
// The pin is a plain field, not `packageManager`: pnpm 12 treats a `packageManager` pin as a dependency of
// its own (@pnpm/exe and one optional package per platform) and fails the install when the registry lacks
// one of them (ERR_PNPM_BAD_CONFIG_DEP for @pnpm/exe.netbsd-x64 broke a clean CI run).
const pinned = `pnpm@${manifest.pnpmVersion}`;
const nodeVersion = manifest.nodeVersion;
const target = process.argv[2];
const extra = process.argv.slice(3);

function run(cmd, args, env = process.env) {
  const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env });
  if (r.error) throw r.error;
  return r.status ?? 1;
}

/**
 * Node.js 24 LTS from the npm registry: the `node-<platform>-<arch>` packages carry the official binary
 * (the `node` package itself only installs one of them). Kept under .tools/ (git-ignored), once per version.
 * Returns the folder holding the `node` binary, or null when this process already runs the pinned major.
 */
function pinnedNodeBin() {
  const wantMajor = Number(nodeVersion.split('.')[0]);
  if (Number(process.versions.node.split('.')[0]) === wantMajor) return null;
  const pkg = `node-${process.platform}-${process.arch}`;
  const prefix = join(root, '.tools', `node-${nodeVersion}`);
  const bin = join(prefix, 'node_modules', pkg, 'bin');
  if (!existsSync(join(bin, 'node'))) {
    console.log(`[acolhe] Node.js ${process.versions.node} é antigo: trazendo Node.js ${nodeVersion} (${pkg})…`);
    mkdirSync(prefix, { recursive: true });
    const status = run('npm', [
      'install', '--prefix', prefix, '--no-save', '--no-package-lock', '--no-audit', '--no-fund',
      '--loglevel=error', `${pkg}@${nodeVersion}`,
    ]);
    if (status !== 0 || !existsSync(join(bin, 'node'))) {
      console.error(`[acolhe] não foi possível instalar ${pkg}@${nodeVersion}`);
      process.exit(status || 1);
    }
  }
  return bin;
}

const nodeBin = pinnedNodeBin();
if (nodeBin) {
  // Re-run this script on the pinned Node, with it first on PATH: npm, npx, tsx, jest and every
  // `#!/usr/bin/env node` below then run on it too.
  const env = { ...process.env, PATH: `${nodeBin}:${process.env.PATH ?? ''}` };
  process.exit(run(join(nodeBin, 'node'), [fileURLToPath(import.meta.url), ...process.argv.slice(2)], env));
}

function pnpmCommand() {
  const local = spawnSync('pnpm', ['--version'], { encoding: 'utf8' });
  if (local.status === 0 && `pnpm@${local.stdout.trim()}` === pinned) return ['pnpm', []];
  return ['npx', ['--yes', pinned]];
}

function needsInstall() {
  const marker = join(root, 'node_modules', '.modules.yaml');
  if (!existsSync(marker)) return true;
  const installedWith = join(root, 'node_modules', '.acolhe-node');
  // native addons (e.g. @swc/core's, lightningcss) are per Node ABI: reinstall when the Node changed
  if (!existsSync(installedWith) || readFileSync(installedWith, 'utf8').trim() !== process.versions.node) return true;
  return statSync(join(root, 'pnpm-lock.yaml')).mtimeMs > statSync(marker).mtimeMs;
}

const [pnpm, pre] = pnpmCommand();
if (needsInstall()) {
  console.log(`[acolhe] instalando dependências com ${pinned} (Node.js ${process.versions.node})…`);
  // pnpm installs frozen to pnpm-lock.yaml on CI (CI=true) by itself; --pm-on-fail=ignore keeps it from
  // fetching or recording a package-manager pin of its own.
  const status = run(pnpm, [...pre, 'install', '--pm-on-fail=ignore']);
  if (status !== 0) process.exit(status);
  writeFileSync(join(root, 'node_modules', '.acolhe-node'), process.versions.node);
}
// The root scripts are plain `node`/`tsx` commands: npm runs them (node_modules/.bin on PATH)
// without pnpm's own start-up, which may reach the registry for the package manager pin and
// fails when the registry does not answer.
process.exit(run('npm', ['run', target, ...(extra.length ? ['--', ...extra] : [])]));
