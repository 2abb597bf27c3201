// Uploads in an S3-compatible bucket (AWS S3, MinIO, R2, …), so that every api replica sees every
// upload. The URL handed out is `${PUBLIC_URL}/uploads/<key>`, as with the disk storage: it names
// the api's public address (the load balancer), never a replica or the bucket, and any replica
// answers it by streaming the object (docs/decisions.md, "Several api replicas").
import {
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadBucketCommand,
  ListObjectsCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import type { Readable } from 'node:stream';
import type { S3Config } from '../config';
import { keyOfPublicUrl, safeKey, type StoredObject, type UploadStorage } from './storage';

/** Keys are unique per upload (a uuid each), so an object never changes: browsers may keep it a day. */
const OBJECT_CACHE_CONTROL = 'public, max-age=86400';

export class S3Storage implements UploadStorage {
  private readonly s3: S3Client;
  private readonly bucket: string;

  constructor(
    config: S3Config,
    private readonly publicUrl: string,
    /** keys per listing page (S3's maximum; tests page with less) */
    private readonly pageSize = 1000,
  ) {
    this.bucket = config.bucket;
    this.s3 = new S3Client({
      region: config.region,
      ...(config.endpoint ? { endpoint: config.endpoint } : {}),
      forcePathStyle: config.forcePathStyle,
      ...(config.credentials ? { credentials: config.credentials } : {}),
      // Checksums only where the S3 api requires them: several S3-compatible servers reject the
      // SDK's newer default (a CRC32 trailer on every upload).
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      maxAttempts: 3,
    });
  }

  async put(key: string, bytes: Buffer, contentType: string): Promise<string> {
    const stored = safeKey(key);
    await this.s3.send(
      new PutObjectCommand({ Bucket: this.bucket, Key: stored, Body: bytes, ContentType: contentType, CacheControl: OBJECT_CACHE_CONTROL }),
    );
    return `${this.publicUrl}/uploads/${stored}`;
  }

  keyOf(url: string): string | null {
    return keyOfPublicUrl(this.publicUrl, url);
  }

  async list(prefix: string): Promise<string[]> {
    return (await this.keysUnder(prefix)).sort().map((key) => `${this.publicUrl}/uploads/${key}`);
  }

  async deletePrefix(prefix: string): Promise<void> {
    const keys = await this.keysUnder(prefix);
    for (let i = 0; i < keys.length; i += 1000) {
      const batch = keys.slice(i, i + 1000);
      const out = await this.s3.send(
        new DeleteObjectsCommand({ Bucket: this.bucket, Delete: { Objects: batch.map((Key) => ({ Key })), Quiet: true } }),
      );
      if (out.Errors && out.Errors.length > 0) {
        throw new Error(`S3: ${out.Errors.length} objeto(s) não foram apagados (${out.Errors[0]?.Code ?? 'erro'})`);
      }
    }
  }

  async read(key: string): Promise<StoredObject | null> {
    const object = await this.open(key);
    return object === 'not-modified' ? null : object;
  }

  async open(key: string, ifNoneMatch?: string): Promise<StoredObject | 'not-modified' | null> {
    if (!key || safeKey(key) !== key) return null;
    try {
      const out = await this.s3.send(
        new GetObjectCommand({ Bucket: this.bucket, Key: key, ...(ifNoneMatch ? { IfNoneMatch: ifNoneMatch } : {}) }),
      );
      if (!out.Body) return null;
      return {
        body: out.Body as Readable,
        contentType: out.ContentType || 'application/octet-stream',
        ...(out.ContentLength !== undefined ? { contentLength: out.ContentLength } : {}),
        ...(out.ETag ? { etag: out.ETag } : {}),
        ...(out.LastModified ? { lastModified: out.LastModified } : {}),
      };
    } catch (error) {
      const status = error instanceof S3ServiceException ? error.$metadata.httpStatusCode : undefined;
      if (status === 304) return 'not-modified';
      if (status === 404 || (error instanceof S3ServiceException && (error.name === 'NoSuchKey' || error.name === 'NotFound'))) return null;
      throw error;
    }
  }

  /** The bucket answers and lets us in (HeadBucket: s3:ListBucket), within `timeoutMs`. */
  async check(timeoutMs = 3000): Promise<void> {
    await this.s3.send(new HeadBucketCommand({ Bucket: this.bucket }), { abortSignal: AbortSignal.timeout(timeoutMs) });
  }

  /** Every object of the bucket (key, size, ETag, last change), page by page: the uploads part of
   * a backup (src/backup). */
  async *inventory(): AsyncGenerator<{ key: string; size: number; etag: string; lastModified: string }> {
    let marker: string | undefined;
    for (;;) {
      const page = await this.s3.send(new ListObjectsCommand({ Bucket: this.bucket, MaxKeys: this.pageSize, ...(marker ? { Marker: marker } : {}) }));
      const objects = page.Contents ?? [];
      for (const o of objects) {
        if (o.Key) yield { key: o.Key, size: o.Size ?? 0, etag: o.ETag ?? '', lastModified: o.LastModified?.toISOString() ?? '' };
      }
      const last = objects[objects.length - 1]?.Key;
      if (!page.IsTruncated || !last) return;
      marker = last;
    }
  }

  /** Every key under `prefix/` (an account's folder); never the whole bucket. Pages follow the
   * last key (ListObjects with a marker): understood by S3 and by every S3-compatible server,
   * unlike ListObjectsV2's continuation tokens (s3rver's cannot be made on Node 20). */
  private async keysUnder(prefix: string): Promise<string[]> {
    const folder = safeKey(prefix);
    if (!folder) return [];
    const keys: string[] = [];
    let marker: string | undefined;
    for (;;) {
      const page = await this.s3.send(
        new ListObjectsCommand({ Bucket: this.bucket, Prefix: `${folder}/`, MaxKeys: this.pageSize, ...(marker ? { Marker: marker } : {}) }),
      );
      const found = (page.Contents ?? []).flatMap((object) => (object.Key ? [object.Key] : []));
      keys.push(...found);
      if (!page.IsTruncated || found.length === 0) return keys;
      marker = found[found.length - 1];
    }
  }

  close(): void {
    this.s3.destroy();
  }
}
