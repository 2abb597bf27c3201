// Locating the api package on disk without import.meta (the test runner compiles to CommonJS,
// the server runs as ESM under tsx): walk up from the working directory.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

function isApiDir(dir: string): boolean {
  const pkg = path.join(dir, 'package.json');
  if (!existsSync(pkg)) return false;
  try {
    return (JSON.parse(readFileSync(pkg, 'utf8')) as { name?: string }).name === '@acolhe/api';
  } catch {
    return false;
  }
}

let cached: string | undefined;

/** Absolute path of the `api/` package. */
export function apiDir(): string {
  if (cached) return cached;
  let dir = process.cwd();
  for (;;) {
    if (isApiDir(dir)) return (cached = dir);
    if (isApiDir(path.join(dir, 'api'))) return (cached = path.join(dir, 'api'));
    const parent = path.dirname(dir);
    if (parent === dir) break;
    dir = parent;
  }
  throw new Error('Não foi possível localizar o pacote @acolhe/api a partir de ' + process.cwd());
}

/** Repository root (parent of `api/`). */
export function repoDir(): string {
  return path.dirname(apiDir());
}

export function migrationsDir(): string {
  return path.join(apiDir(), 'drizzle');
}

/** The folder of a feature slice's database functions: `src/<slice>/sql` (docs/decisions/0003). */
export function sliceSqlDir(slice: string): string {
  return path.join(apiDir(), 'src', slice, 'sql');
}
