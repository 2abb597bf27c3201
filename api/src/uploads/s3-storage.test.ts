// Object storage against a real S3-compatible server (s3rver over HTTP, testing/s3.ts), never a
// mock: the storage itself (put, list, delete of an account's folder, open with its type, ETag and
// 304), then through the api: an upload keeps its content checks, is stored in the bucket and is
// streamed back at GET /uploads/<key> with the disk's headers.
import { GetObjectCommand, ListObjectsCommand, S3Client } from '@aws-sdk/client-s3';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { MemoryStorage } from '../../testing/memory-storage';
import { PNG_1x1, createTestDatabase, multipart } from '../../testing/helpers';
import { startS3, type TestS3 } from '../../testing/s3';
import type { DatabaseHandle } from '../db/client';
import { uploadStorage } from './plugin';
import { S3Storage } from './s3-storage';

const PUBLIC = 'https://api.acolhe.exemplo';

async function readAll(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}

describe('S3Storage against an S3-compatible server', () => {
  let s3: TestS3;
  let storage: S3Storage;
  let raw: S3Client;
  beforeAll(async () => {
    s3 = await startS3();
    storage = new S3Storage(s3.config, PUBLIC);
    raw = new S3Client({ region: 'us-east-1', endpoint: s3.endpoint, forcePathStyle: true, credentials: s3.config.credentials! });
  });
  afterAll(async () => {
    storage?.close();
    raw?.destroy();
    await s3?.stop();
  });

  const keysInBucket = async () =>
    ((await raw.send(new ListObjectsCommand({ Bucket: s3.bucket }))).Contents ?? []).map((o) => o.Key).sort();

  it('stores an object under its key with its type and answers the public URL of the api', async () => {
    const url = await storage.put('terapeutas/t1/a.png', PNG_1x1, 'image/png');
    expect(url).toBe(`${PUBLIC}/uploads/terapeutas/t1/a.png`);
    const object = await raw.send(new GetObjectCommand({ Bucket: s3.bucket, Key: 'terapeutas/t1/a.png' }));
    expect(object.ContentType).toBe('image/png');
    expect(Buffer.from(await object.Body!.transformToByteArray()).equals(PNG_1x1)).toBe(true);
    expect(storage.keyOf(url)).toBe('terapeutas/t1/a.png');
    expect(storage.keyOf('https://outro.exemplo/uploads/terapeutas/t1/a.png')).toBeNull();
  });

  it('cleans a key before storing it (no dot segments, only safe characters)', async () => {
    const url = await storage.put('clientes/../c1/<x>.png', PNG_1x1, 'image/png');
    expect(url).toBe(`${PUBLIC}/uploads/clientes/c1/_x_.png`);
  });

  it('opens an object with its type, length and ETag; 304 for that ETag; null for unknown or unsafe keys', async () => {
    await storage.put('clientes/c2/b.png', PNG_1x1, 'image/png');
    const opened = await storage.open('clientes/c2/b.png');
    if (opened === null || opened === 'not-modified') throw new Error(`expected an object, got ${opened}`);
    expect(opened.contentType).toBe('image/png');
    expect(opened.contentLength).toBe(PNG_1x1.length);
    expect(opened.etag).toMatch(/^".+"$/);
    expect((await readAll(opened.body)).equals(PNG_1x1)).toBe(true);
    expect(await storage.open('clientes/c2/b.png', opened.etag)).toBe('not-modified');
    expect(await storage.open('clientes/c2/nada.png')).toBeNull();
    expect(await storage.open('clientes/../c2/b.png')).toBeNull();
    expect(await storage.open('')).toBeNull();
  });

  it("lists and deletes one account's folder only (never the whole bucket, never a neighbour with the same prefix)", async () => {
    await storage.put('terapeutas/dono/1.png', PNG_1x1, 'image/png');
    await storage.put('terapeutas/dono/2.png', PNG_1x1, 'image/png');
    await storage.put('terapeutas/dono-vizinho/3.png', PNG_1x1, 'image/png');
    expect(await storage.list('terapeutas/dono')).toEqual([`${PUBLIC}/uploads/terapeutas/dono/1.png`, `${PUBLIC}/uploads/terapeutas/dono/2.png`]);
    await storage.deletePrefix('terapeutas/dono');
    expect(await storage.list('terapeutas/dono')).toEqual([]);
    expect(await storage.list('terapeutas/dono-vizinho')).toEqual([`${PUBLIC}/uploads/terapeutas/dono-vizinho/3.png`]);
    const before = await keysInBucket();
    await storage.deletePrefix('');
    await storage.deletePrefix('..');
    expect(await keysInBucket()).toEqual(before);
  });

  it('lists and deletes past one page of the listing', async () => {
    const paged = new S3Storage(s3.config, PUBLIC, 2);
    const keys = ['0', '1', '2', '3', '4'].map((n) => `clientes/muitos/${n}.png`);
    for (const key of keys) await paged.put(key, PNG_1x1, 'image/png');
    expect(await paged.list('clientes/muitos')).toEqual(keys.map((k) => `${PUBLIC}/uploads/${k}`));
    await paged.deletePrefix('clientes/muitos');
    expect(await paged.list('clientes/muitos')).toEqual([]);
    paged.close();
  });
});

describe('uploads through the api with S3_BUCKET set', () => {
  let s3: TestS3;
  let handle: DatabaseHandle;
  let app: Awaited<ReturnType<typeof buildApp>>;
  beforeAll(async () => {
    s3 = await startS3();
    handle = await createTestDatabase();
    const config = loadConfig({
      DATA_DIR: '/tmp/acolhe-api-test-data',
      LOG_LEVEL: 'silent',
      RATE_LIMIT_ENABLED: 'false',
      MAIL_ENABLED: 'false',
      JOBS_ENABLED: 'false',
      PUBLIC_URL: PUBLIC,
      ...s3.env,
    });
    app = await buildApp({
      db: handle.db,
      config,
      logger: false,
      auth: { verifier: async () => ({ ok: true, user: { sub: 'dono-s3', email: 'd@x.com', name: 'Dona S3', tipo: 'terapeuta' } }) },
    });
  });
  afterAll(async () => {
    await app?.close();
    await handle?.close();
    await s3?.stop();
  });

  const upload = (bytes: Buffer, filename = 'foto.png') => {
    const { payload, headers } = multipart({ filename, contentType: 'image/png', bytes });
    return app.inject({ method: 'POST', url: '/terapeutas/dono-s3/upload-profile-image', headers: { ...headers, authorization: 'Bearer x' }, payload });
  };

  it('chooses the bucket from the configuration (a storage given by the caller still wins)', () => {
    const config = loadConfig({ DATA_DIR: '/tmp/x', ...s3.env });
    expect(uploadStorage(config)).toBeInstanceOf(S3Storage);
    const given = new MemoryStorage();
    expect(uploadStorage(config, given)).toBe(given);
    expect(uploadStorage(loadConfig({ DATA_DIR: '/tmp/x' }))).not.toBeInstanceOf(S3Storage);
  });

  it('stores the upload in the bucket and streams it back at GET /uploads/<key> with the same headers as the disk', async () => {
    const res = await upload(PNG_1x1);
    expect(res.statusCode).toBe(200);
    const url: string = res.json().url;
    expect(url).toMatch(new RegExp(`^${PUBLIC}/uploads/terapeutas/dono-s3/[0-9a-f-]+\\.png$`));
    const key = url.slice(`${PUBLIC}/uploads/`.length);
    const inBucket = await new S3Storage(s3.config, PUBLIC).open(key);
    expect(inBucket).not.toBeNull();

    const served = await app.inject({ method: 'GET', url: `/uploads/${key}` });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['cache-control']).toBe('public, max-age=86400');
    expect(served.headers.etag).toBeTruthy();
    expect(served.rawPayload.equals(PNG_1x1)).toBe(true);

    const again = await app.inject({ method: 'GET', url: `/uploads/${key}`, headers: { 'if-none-match': String(served.headers.etag) } });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
  });

  it('keeps the content checks: a disguised file is refused and nothing reaches the bucket', async () => {
    const before = await new S3Storage(s3.config, PUBLIC).list('terapeutas/dono-s3');
    const res = await upload(Buffer.from('<html><script>alert(1)</script></html>'), 'foto.png');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toEqual(expect.any(String));
    expect(await new S3Storage(s3.config, PUBLIC).list('terapeutas/dono-s3')).toEqual(before);
  });

  it('answers 404 in pt-BR for an unknown object or a path trick', async () => {
    for (const url of ['/uploads/terapeutas/dono-s3/nada.png', '/uploads/../package.json', '/uploads/terapeutas/%2e%2e/x.png']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'Rota não encontrada.' });
    }
  });

  it("removing the profile photo deletes the account's objects in the bucket", async () => {
    expect((await new S3Storage(s3.config, PUBLIC).list('terapeutas/dono-s3')).length).toBeGreaterThan(0);
    const res = await app.inject({ method: 'DELETE', url: '/terapeutas/dono-s3/profile-image', headers: { authorization: 'Bearer x' } });
    expect(res.statusCode).toBe(200);
    expect(await new S3Storage(s3.config, PUBLIC).list('terapeutas/dono-s3')).toEqual([]);
  });
});
