// The two files repoint and rollback change: remotes.json (what the shell loads) and its history
// beside it. A shell may fetch remotes.json at any moment, so it is replaced atomically (a
// complete temporary file renamed over it): a reader sees the old file or the new one, never half.
import { randomBytes } from 'node:crypto';
import { closeSync, fsyncSync, mkdirSync, openSync, readFileSync, renameSync, rmSync, writeSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { ReleaseError } from './names';

export type RemotesMap = Record<string, string>;

/** Writes `text` to `file` through a temporary file in the same folder and a rename. */
export function writeFileAtomic(file: string, text: string): void {
  mkdirSync(dirname(file), { recursive: true });
  const temp = join(dirname(file), `.${basename(file)}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`);
  try {
    const fd = openSync(temp, 'w', 0o644);
    try {
      writeSync(fd, text);
      fsyncSync(fd); // the bytes are on disk before the name points at them
    } finally {
      closeSync(fd);
    }
    renameSync(temp, file);
  } catch (error) {
    rmSync(temp, { force: true });
    throw error;
  }
}

export const writeJsonAtomic = (file: string, data: unknown): void => writeFileAtomic(file, `${JSON.stringify(data, null, 2)}\n`);

/** A JSON file's content, or `fallback` when the file does not exist. */
export function readJson(file: string, fallback: unknown): unknown {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return fallback;
    throw error;
  }
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new ReleaseError(`${file} não é um JSON válido; corrija-o à mão antes de continuar.`);
  }
}

const isHttpUrl = (value: unknown): value is string => {
  if (typeof value !== 'string') return false;
  try {
    const { protocol } = new URL(value);
    return protocol === 'http:' || protocol === 'https:';
  } catch {
    return false;
  }
};

/**
 * remotes.json as a map of remote name → manifest URL ({} when the file does not exist: the local
 * stack then serves its own builds). The same shape the shell accepts (shared-ui remotesManifest).
 */
export function readRemotesFile(file: string): RemotesMap {
  const data = readJson(file, {});
  if (!data || typeof data !== 'object' || Array.isArray(data)) throw new ReleaseError(`${file}: esperado um objeto { "remoto": "URL" }.`);
  const out: RemotesMap = {};
  for (const [name, url] of Object.entries(data)) {
    if (!isHttpUrl(url)) throw new ReleaseError(`${file}: URL inválida para ${name}.`);
    out[name] = url;
  }
  return out;
}

/** remotes.json → remotes.history.json, in the same folder. */
export function historyFileOf(remotesFile: string): string {
  const name = basename(remotesFile);
  const stem = name.endsWith('.json') ? name.slice(0, -'.json'.length) : name;
  return join(dirname(remotesFile), `${stem}.history.json`);
}

/**
 * Runs `work` while holding `<file>.lock` (created exclusively): two operators re-pointing at
 * once would otherwise both read the same remotes.json and one change would be lost.
 */
export function withLock<T>(file: string, work: () => T): T {
  const lock = `${file}.lock`;
  mkdirSync(dirname(file), { recursive: true });
  let fd: number;
  try {
    fd = openSync(lock, 'wx');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    throw new ReleaseError(`outro repoint/rollback está em andamento (${lock}). Se nenhum estiver, apague esse arquivo.`);
  }
  try {
    writeSync(fd, String(process.pid));
    closeSync(fd);
    return work();
  } finally {
    rmSync(lock, { force: true });
  }
}
