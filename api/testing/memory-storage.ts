// Upload storage in memory, for the tests: what was stored can be inspected (`files`) and
// nothing touches the disk.
import { Readable } from 'node:stream';
import { keyOfPublicUrl, safeKey, type StoredObject, type UploadStorage } from '../src/uploads/storage';

export class MemoryStorage implements UploadStorage {
  readonly files = new Map<string, { bytes: Buffer; contentType: string }>();
  constructor(private readonly publicUrl = 'http://localhost:4000') {}
  async put(key: string, bytes: Buffer, contentType: string): Promise<string> {
    this.files.set(safeKey(key), { bytes, contentType });
    return `${this.publicUrl}/uploads/${safeKey(key)}`;
  }
  keyOf(url: string): string | null {
    return keyOfPublicUrl(this.publicUrl, url);
  }
  async list(prefix: string): Promise<string[]> {
    const p = `${safeKey(prefix)}/`;
    return [...this.files.keys()].filter((k) => k.startsWith(p)).sort().map((k) => `${this.publicUrl}/uploads/${k}`);
  }
  async deletePrefix(prefix: string): Promise<void> {
    const p = `${safeKey(prefix)}/`;
    for (const k of [...this.files.keys()]) if (k.startsWith(p)) this.files.delete(k);
  }
  async read(key: string): Promise<StoredObject | null> {
    const file = this.files.get(safeKey(key));
    return file ? { body: Readable.from([file.bytes]), contentType: file.contentType, contentLength: file.bytes.length } : null;
  }
}
