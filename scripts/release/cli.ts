// `npm run release -- <remote>`, `npm run repoint -- <remote> <version>`,
// `npm run rollback -- <remote>` (docs/deploy.md, "Deploying one remote").
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { dataDir, repoRoot } from '../stack/paths';
import { parseCommand, type Command } from './args';
import { buildRemote } from './build';
import { readRemotesFile } from './files';
import { releaseSettings } from './config';
import { parseBaseUrl, releaseManifestUrl, ReleaseError } from './names';
import { repoint, rollback, type Change } from './pointer';
import { publishRelease, readReleaseRecord } from './publish';

const require = createRequire(import.meta.url);
const { remoteFolders, localRemotes } = require('../../tooling/runtime/local.cjs') as {
  remoteFolders: Record<string, string>;
  localRemotes: () => Record<string, string>;
};

const settings = releaseSettings(process.env, dataDir);
const log = (line: string) => console.log(`[${process.argv[2] ?? 'release'}] ${line}`);

function gitCommit(): string | null {
  const git = spawnSync('git', ['rev-parse', 'HEAD'], { cwd: repoRoot, encoding: 'utf8' });
  return git.status === 0 ? git.stdout.trim() : null;
}

const originOf = (url: string) => new URL(url).origin;

/** How an entry reads in a message: null is "no entry", the local stack's own build. */
function describe(remote: string, entry: string | null): string {
  return entry ?? `(sem entrada: o padrão do ambiente, ${localRemotes()[remote] ?? '?'} no stack local)`;
}

async function release(cmd: Extract<Command, { command: 'release' }>) {
  let source = cmd.dist;
  let built: string | undefined;
  if (!source) {
    built = mkdtempSync(join(tmpdir(), `acolhe-release-${cmd.remote}-`));
    log(`construindo ${cmd.folder}…`);
    await buildRemote(join(repoRoot, cmd.folder), built);
    source = built;
  }
  try {
    const published = publishRelease({ remote: cmd.remote, sourceDir: source, releasesDir: settings.releasesDir, commit: gitCommit() });
    log(`${cmd.remote} ${published.version} ${published.created ? 'publicada' : 'já existia (mesmo conteúdo; nada foi alterado)'} em ${published.dir}`);
    log(`para usá-la: npm run repoint -- ${cmd.remote} ${published.version}`);
    // One line a script can read (the e2e suite, a CI job).
    console.log(`ACOLHE_RELEASE ${cmd.remote} ${published.version}`);
  } finally {
    if (built) rmSync(built, { recursive: true, force: true });
  }
}

function reportChange(remote: string, change: Change) {
  if (!change.changed) {
    log(`${remote} já aponta para ${change.to}; nada mudou.`);
    return;
  }
  log(`${remote}: ${describe(remote, change.from)}`);
  log(`      → ${describe(remote, change.to)}`);
  log(`${settings.remotesFile} atualizado (anterior guardado em ${settings.historyFile}). A próxima carga de página do shell usa a nova entrada.`);
}

function repointCommand(cmd: Extract<Command, { command: 'repoint' }>) {
  readReleaseRecord(settings.releasesDir, cmd.remote, cmd.version);
  const url = releaseManifestUrl(parseBaseUrl(settings.baseUrl), cmd.remote, cmd.version);
  const trusted = new Set(Object.values(readRemotesFile(settings.remotesFile)).map(originOf));
  const change = repoint(settings, cmd.remote, url);
  reportChange(cmd.remote, change);
  if (change.changed && !trusted.has(originOf(url))) {
    // remotes.json is the list of origins the shell runs code from (docs/deploy.md).
    log(`a origem ${originOf(url)} passa a fornecer código ao shell: o servidor local recalcula o CSP a cada resposta; com nginx, regenere a configuração (docs/deploy.md).`);
  }
}

async function main() {
  const cmd = parseCommand(process.argv.slice(2), remoteFolders);
  if (cmd.command === 'release') await release(cmd);
  else if (cmd.command === 'repoint') repointCommand(cmd);
  else reportChange(cmd.remote, rollback(settings, cmd.remote));
}

main().catch((error: unknown) => {
  if (error instanceof ReleaseError) console.error(`[${process.argv[2] ?? 'release'}] erro: ${error.message}`);
  else console.error(error);
  process.exit(1);
});
