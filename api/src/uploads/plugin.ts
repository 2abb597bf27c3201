// Uploads over HTTP: multipart bodies (one file, bounded), GET /uploads/<key>, and which storage
// the routes write to. Disk (the embedded default): @fastify/static serves DATA_DIR/uploads. Object
// storage (S3_BUCKET…): any replica streams the object from the bucket, with the same headers, so
// an upload taken by one replica is served by every other (api/README.md, "Upload storage").
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { mkdirSync } from 'node:fs';
import type { AppConfig } from '../config';
import { MAX_UPLOAD_BYTES } from './images';
import { S3Storage } from './s3-storage';
import { LocalDiskStorage, type UploadStorage } from './storage';

/** The storage the caller gave (tests), else the bucket of S3_BUCKET, else files under `<DATA_DIR>/uploads`. */
export function uploadStorage(config: AppConfig, given?: UploadStorage): UploadStorage {
  if (given) return given;
  if (config.s3) return new S3Storage(config.s3, config.publicUrl);
  return new LocalDiskStorage(config.uploadsDir, config.publicUrl);
}

function decodeURIComponentSafe(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** What @fastify/static sends for the disk's files (maxAge '1d'); the object route sends the same. */
const UPLOAD_CACHE_CONTROL = 'public, max-age=86400';

export interface UploadsOptions {
  uploadsDir: string;
  storage: UploadStorage;
  /** a stored key (or an /uploads path) that is never served here: the slices' private files, e.g.
   * the CRP documents only operators read through the api (verificacao/documento.ts) */
  isPrivate: (key: string) => boolean;
}

const uploads: FastifyPluginAsync<UploadsOptions> = async (app, { uploadsDir, storage, isPrivate }) => {
  await app.register(multipart, {
    limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 10, fieldSize: 1024, parts: 12, headerPairs: 100 },
  });
  const open = storage.open?.bind(storage);
  if (!open) {
    mkdirSync(uploadsDir, { recursive: true });
    await app.register(fastifyStatic, {
      root: uploadsDir,
      prefix: '/uploads/',
      decorateReply: false,
      index: false,
      list: false,
      dotfiles: 'deny',
      maxAge: '1d',
      allowedPath: (pathName) => !isPrivate(decodeURIComponentSafe(pathName)),
    });
    return;
  }
  app.get<{ Params: { '*': string } }>(
    '/uploads/*',
    { schema: { hide: true } },
    async (request, reply) => {
      if (isPrivate(request.params['*'])) return reply.callNotFound();
      const ifNoneMatch = request.headers['if-none-match'];
      const object = await open(request.params['*'], typeof ifNoneMatch === 'string' ? ifNoneMatch : undefined);
      if (object === null) return reply.callNotFound();
      reply.header('cache-control', UPLOAD_CACHE_CONTROL);
      if (object === 'not-modified') return reply.status(304).send();
      // the type recorded at upload, which the content checks decided (src/uploads/images.ts);
      // helmet's X-Content-Type-Options: nosniff comes with every answer
      reply.type(object.contentType);
      if (object.contentLength !== undefined) reply.header('content-length', object.contentLength);
      if (object.etag) reply.header('etag', object.etag);
      if (object.lastModified) reply.header('last-modified', object.lastModified.toUTCString());
      return reply.send(object.body);
    },
  );
  // the bucket's client holds sockets: closed with the app
  app.addHook('onClose', async () => {
    if (storage instanceof S3Storage) storage.close();
  });
};

/** Not encapsulated (fastify-plugin): the multipart parser and `request.file()` serve the upload
 * routes registered on the root instance. */
export const uploadsPlugin = fp(uploads, { name: 'acolhe-uploads', fastify: '5.x' });
