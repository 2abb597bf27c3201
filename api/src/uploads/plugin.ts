// Uploads over HTTP: multipart bodies (one file, bounded), the files of the local-disk storage
// served at GET /uploads/<key>, and which storage the routes write to.
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { mkdirSync } from 'node:fs';
import type { AppConfig } from '../config';
import { MAX_UPLOAD_BYTES } from './images';
import { LocalDiskStorage, type UploadStorage } from './storage';

/** The storage the caller gave (tests, S3), else files under `<DATA_DIR>/uploads`. */
export function uploadStorage(config: AppConfig, given?: UploadStorage): UploadStorage {
  return given ?? new LocalDiskStorage(config.uploadsDir, config.publicUrl);
}

const uploads: FastifyPluginAsync<{ uploadsDir: string }> = async (app, { uploadsDir }) => {
  await app.register(multipart, {
    limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 10, fieldSize: 1024, parts: 12, headerPairs: 100 },
  });
  mkdirSync(uploadsDir, { recursive: true });
  await app.register(fastifyStatic, {
    root: uploadsDir,
    prefix: '/uploads/',
    decorateReply: false,
    index: false,
    list: false,
    dotfiles: 'deny',
    maxAge: '1d',
  });
};

/** Not encapsulated (fastify-plugin): the multipart parser and `request.file()` serve the upload
 * routes registered on the root instance. */
export const uploadsPlugin = fp(uploads, { name: 'acolhe-uploads', fastify: '5.x' });
