// Upload storage behind a tiny interface: files under DATA_DIR (the embedded default, this
// module) or an S3-compatible bucket shared by every replica (./s3-storage.ts); the routes do not
// know which (api/README.md, "Upload storage").
import { createReadStream } from 'node:fs';
import { mkdir, readdir, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';

/** One stored upload, as GET /uploads/<key> sends it. */
export interface StoredObject {
  body: Readable;
  contentType: string;
  contentLength?: number;
  etag?: string;
  lastModified?: Date;
}

export interface UploadStorage {
  /** Stores `bytes` under `key` (e.g. 'terapeutas/<id>/<uuid>.png') and answers its public URL. */
  put(key: string, bytes: Buffer, contentType: string): Promise<string>;
  /** The key of one of our own uploads' URLs; null for any other URL. */
  keyOf(url: string): string | null;
  /** The public URLs of every upload whose key starts with `prefix` (an account's export). */
  list(prefix: string): Promise<string[]>;
  /** Deletes every upload whose key starts with `prefix` (an account's erasure). */
  deletePrefix(prefix: string): Promise<void>;
  /** The object behind `key` for GET /uploads/<key>, streamed by the api (null: none; 'not-modified'
   * when `ifNoneMatch` names its current ETag). Absent: the api serves the files of DATA_DIR/uploads
   * from disk itself (LocalDiskStorage). */
  open?(key: string, ifNoneMatch?: string): Promise<StoredObject | 'not-modified' | null>;
  /** The object behind `key` for the api's own reads (a private verification document streamed to
   * an operator: verificacao/), whatever the storage; null when there is none. */
  read(key: string): Promise<StoredObject | null>;
  /** Object storage only: resolves when the bucket answers (GET /ready), rejects otherwise. */
  check?(): Promise<void>;
}

/** A key as stored: no empty, '.' or '..' segment, only safe characters. */
export function safeKey(key: string): string {
  return key
    .split('/')
    .filter((part) => part && part !== '.' && part !== '..')
    .map((part) => part.replace(/[^A-Za-z0-9._-]/g, '_'))
    .join('/');
}

/** The key behind `${publicUrl}/uploads/<key>`, when `url` is exactly such a URL. */
export function keyOfPublicUrl(publicUrl: string, url: string): string | null {
  const prefix = `${publicUrl}/uploads/`;
  if (!url.startsWith(prefix)) return null;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  // No query, fragment, encoded or dot segments: the URL must be one we handed out, verbatim.
  if (parsed.search || parsed.hash || parsed.href !== url) return null;
  const key = url.slice(prefix.length);
  return key && safeKey(key) === key ? key : null;
}

/** Files under `<DATA_DIR>/uploads`, served by the api itself at GET /uploads/<key>. */
export class LocalDiskStorage implements UploadStorage {
  constructor(
    private readonly root: string,
    private readonly publicUrl: string,
  ) {}

  async put(key: string, bytes: Buffer): Promise<string> {
    const stored = safeKey(key);
    const file = path.join(this.root, stored);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, bytes);
    return `${this.publicUrl}/uploads/${stored}`;
  }

  keyOf(url: string): string | null {
    return keyOfPublicUrl(this.publicUrl, url);
  }

  async list(prefix: string): Promise<string[]> {
    const dir = path.join(this.root, safeKey(prefix));
    const names = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
    return names
      .filter((d) => d.isFile())
      .map((d) => path.relative(this.root, path.join(d.parentPath, d.name)).split(path.sep).join('/'))
      .sort()
      .map((key) => `${this.publicUrl}/uploads/${key}`);
  }

  async deletePrefix(prefix: string): Promise<void> {
    const stored = safeKey(prefix);
    if (!stored) return; // never the whole folder
    await rm(path.join(this.root, stored), { recursive: true, force: true });
  }

  async read(key: string): Promise<StoredObject | null> {
    const stored = safeKey(key);
    if (!stored) return null;
    const file = path.join(this.root, stored);
    const info = await stat(file).catch(() => null);
    if (!info?.isFile()) return null;
    return { body: createReadStream(file), contentType: contentTypeOfKey(stored), contentLength: info.size, lastModified: info.mtime };
  }
}

const TYPES_BY_EXTENSION: Record<string, string> = { png: 'image/png', jpg: 'image/jpeg', jpeg: 'image/jpeg', webp: 'image/webp', gif: 'image/gif', pdf: 'application/pdf' };

/** The type a key's extension names (keys are made by the api from the content's sniffed type). */
export function contentTypeOfKey(key: string): string {
  return TYPES_BY_EXTENSION[key.slice(key.lastIndexOf('.') + 1).toLowerCase()] ?? 'application/octet-stream';
}
