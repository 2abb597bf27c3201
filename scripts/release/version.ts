// A release's version is the content hash of the files it serves: the same build gives the same
// version (re-releasing is a no-op), and a version names exactly one set of bytes.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

/** Files of a build that are not part of what is served: the local stack's freshness stamp. */
export const NOT_RELEASED = new Set(['.build-stamp']);
/** The release record written beside the files (not part of the hash: it holds the release time). */
export const RELEASE_RECORD = 'release.json';

/** Every file under `dir`, as sorted `/`-separated paths relative to it. */
export function listFiles(dir: string, skip: ReadonlySet<string> = NOT_RELEASED): string[] {
  const out: string[] = [];
  const walk = (current: string) => {
    for (const entry of readdirSync(current, { withFileTypes: true })) {
      const path = join(current, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.isFile() && !skip.has(relative(dir, path).split(sep).join('/'))) out.push(relative(dir, path).split(sep).join('/'));
    }
  };
  walk(dir);
  return out.sort();
}

/**
 * The first 12 hex digits of a sha256 over every file's path and sha256, in path order. Names
 * and contents both count: renaming a chunk is a new version, and so is changing one byte.
 */
export function contentVersion(dir: string, files: readonly string[] = listFiles(dir)): string {
  const all = createHash('sha256');
  for (const file of files) {
    const digest = createHash('sha256').update(readFileSync(join(dir, file))).digest('hex');
    all.update(`${file}\0${digest}\n`);
  }
  return all.digest('hex').slice(0, 12);
}
