// Upload storage behind a tiny interface, so the local-disk default can be swapped for an
// S3-compatible bucket without touching the routes (see README "Upload storage").
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';

export interface UploadStorage {
  /** Stores `bytes` under `key` (e.g. 'terapeutas/<id>/<uuid>.png') and answers its public URL. */
  put(key: string, bytes: Buffer, contentType: string): Promise<string>;
}

/** Files under `<DATA_DIR>/uploads`, served by the api itself at GET /uploads/<key>. */
export class LocalDiskStorage implements UploadStorage {
  constructor(
    private readonly root: string,
    private readonly publicUrl: string,
  ) {}

  async put(key: string, bytes: Buffer): Promise<string> {
    const safeKey = key
      .split('/')
      .filter((part) => part && part !== '.' && part !== '..')
      .map((part) => part.replace(/[^A-Za-z0-9._-]/g, '_'))
      .join('/');
    const file = path.join(this.root, safeKey);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, bytes);
    return `${this.publicUrl}/uploads/${safeKey}`;
  }
}

/** Keeps uploads in memory (tests). */
export class MemoryStorage implements UploadStorage {
  readonly files = new Map<string, { bytes: Buffer; contentType: string }>();
  constructor(private readonly publicUrl = 'http://localhost:4000') {}
  async put(key: string, bytes: Buffer, contentType: string): Promise<string> {
    this.files.set(key, { bytes, contentType });
    return `${this.publicUrl}/uploads/${key}`;
  }
}
