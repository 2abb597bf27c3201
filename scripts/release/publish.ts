// Publishing a built remote as an immutable version: <releases>/<remote>/<version>/, the built
// files as they are plus release.json. A version folder, once there, is never written again.
import { randomBytes } from 'node:crypto';
import { chmodSync, cpSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { isAbsolute, join, normalize, relative } from 'node:path';
import { ReleaseError, VERSION_PATTERN } from './names';
import { contentVersion, listFiles, NOT_RELEASED, RELEASE_RECORD } from './version';

export interface ReleaseRecord {
  remote: string;
  version: string;
  /** The git commit the release was made from (null outside a git checkout). */
  commit: string | null;
  builtAt: string;
  files: number;
}

export interface Published {
  version: string;
  dir: string;
  /** False when this exact version was already released (the folder was left as it was). */
  created: boolean;
}

/** Our own files, never part of a release's content (a release folder can be re-released as is). */
const SKIPPED = new Set([...NOT_RELEASED, RELEASE_RECORD]);

export const releaseDir = (releasesDir: string, remote: string, version: string): string => join(releasesDir, remote, version);

/**
 * The checks that make a folder work once copied under <remote>/<version>/ on any origin: a
 * manifest of this very remote whose publicPath is `auto` (chunks resolve against the manifest's
 * own URL; an absolute one would still point at wherever it was built for, and the shell's origin
 * guard runs no `getPublicPath` code), and the entry it names.
 */
export function checkBuild(dir: string, remote: string, files: readonly string[]): void {
  if (!files.includes('mf-manifest.json')) throw new ReleaseError(`${dir}: sem mf-manifest.json (é a pasta dist de um remoto?).`);
  let meta: { name?: unknown; publicPath?: unknown; getPublicPath?: unknown; remoteEntry?: { name?: unknown; path?: unknown } };
  try {
    meta = (JSON.parse(readFileSync(join(dir, 'mf-manifest.json'), 'utf8')) as { metaData?: typeof meta }).metaData ?? {};
  } catch {
    throw new ReleaseError(`${dir}/mf-manifest.json não é um JSON válido.`);
  }
  if (meta.name !== remote) throw new ReleaseError(`${dir}: o manifesto é do remoto ${JSON.stringify(meta.name)}, não de ${remote}.`);
  if (meta.publicPath !== 'auto' || 'getPublicPath' in meta) {
    throw new ReleaseError(`${dir}: o manifesto precisa de publicPath "auto" para funcionar de qualquer pasta (tem ${JSON.stringify(meta.publicPath)}).`);
  }
  const { name, path = '' } = meta.remoteEntry ?? {};
  const entry = typeof name === 'string' && typeof path === 'string' ? normalize(join(path, name)) : '';
  if (!entry || isAbsolute(entry) || entry.startsWith('..') || !files.includes(entry.split('\\').join('/'))) {
    throw new ReleaseError(`${dir}: o manifesto aponta para uma entrada que não está na pasta (${JSON.stringify(meta.remoteEntry)}).`);
  }
}

/** Copies a built remote into the releases folder under its content version. */
export function publishRelease(opts: { remote: string; sourceDir: string; releasesDir: string; commit: string | null; now?: Date }): Published {
  const { remote, sourceDir, releasesDir } = opts;
  if (!existsSync(sourceDir)) throw new ReleaseError(`pasta não encontrada: ${sourceDir}`);
  checkBuild(sourceDir, remote, listFiles(sourceDir, SKIPPED));

  // Staged beside the versions, on the same file system, so that publishing is one rename; the
  // releases server only serves <remote>/<version>/ paths, never .staging.
  const staging = join(releasesDir, '.staging', `${remote}-${randomBytes(6).toString('hex')}`);
  mkdirSync(join(releasesDir, '.staging'), { recursive: true });
  try {
    cpSync(sourceDir, staging, { recursive: true, filter: (src) => !SKIPPED.has(relative(sourceDir, src).split('\\').join('/')) });
    const files = listFiles(staging, SKIPPED);
    const version = contentVersion(staging, files);
    const dir = releaseDir(releasesDir, remote, version);
    if (existsSync(dir)) return { version, dir, created: false };

    const record: ReleaseRecord = { remote, version, commit: opts.commit, builtAt: (opts.now ?? new Date()).toISOString(), files: files.length };
    writeFileSync(join(staging, RELEASE_RECORD), `${JSON.stringify(record, null, 2)}\n`);
    // Read-only on disk too: a version is a promise about its bytes.
    for (const file of [...files, RELEASE_RECORD]) chmodSync(join(staging, file), 0o444);
    mkdirSync(join(releasesDir, remote), { recursive: true });
    try {
      renameSync(staging, dir);
    } catch (error) {
      // Another release of the same bytes won the race: theirs is the version.
      const code = (error as NodeJS.ErrnoException).code;
      if (code === 'ENOTEMPTY' || code === 'EEXIST') return { version, dir, created: false };
      throw error;
    }
    return { version, dir, created: true };
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
}

/** The versions of a remote in the releases folder. */
export function listVersions(releasesDir: string, remote: string): string[] {
  const dir = join(releasesDir, remote);
  if (!existsSync(dir)) return [];
  return readdirSync(dir).filter((v) => VERSION_PATTERN.test(v) && existsSync(join(dir, v, RELEASE_RECORD)));
}

/** The record of a released version; refused when it is not in the releases folder. */
export function readReleaseRecord(releasesDir: string, remote: string, version: string): ReleaseRecord {
  const file = join(releaseDir(releasesDir, remote, version), RELEASE_RECORD);
  if (!existsSync(file)) {
    const known = listVersions(releasesDir, remote);
    throw new ReleaseError(
      `${remote}: versão ${version} não existe em ${join(releasesDir, remote)}. ` +
        (known.length ? `Versões publicadas: ${known.join(', ')}.` : 'Nenhuma versão publicada; rode npm run release primeiro.'),
    );
  }
  const record = JSON.parse(readFileSync(file, 'utf8')) as ReleaseRecord;
  if (record.remote !== remote || record.version !== version) {
    throw new ReleaseError(`${file}: registro de ${record.remote} ${record.version}, não de ${remote} ${version}.`);
  }
  return record;
}
