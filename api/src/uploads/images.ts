// Image uploads: the type is decided by the file's first bytes (PNG, JPEG, WebP, GIF), never by
// its name or declared content type; the size is capped per user type and the dimensions at
// 4096×4096 (read with image-size).
import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { imageSize } from 'image-size';
import { CLIENT_PHOTO_MAX_BYTES, PHOTO_MAX_DIMENSION, THERAPIST_PHOTO_MAX_BYTES, megabytes } from '@acolhe/shared-domain';
import { badRequest } from '../lib/errors';
import { MSG } from '../lib/messages';
import { receiveMultipart } from './multipart';
import { safeKey, type UploadStorage } from './storage';

export const CLIENT_MAX_BYTES = CLIENT_PHOTO_MAX_BYTES; // 1 MB (product.md#validation)
export const THERAPIST_MAX_BYTES = THERAPIST_PHOTO_MAX_BYTES; // 5 MB
/** hard cap of the multipart parser (the larger of the two) */
export const MAX_UPLOAD_BYTES = Math.max(CLIENT_MAX_BYTES, THERAPIST_MAX_BYTES);
export const MAX_DIMENSION = PHOTO_MAX_DIMENSION;

export type ImageKind = 'png' | 'jpeg' | 'webp' | 'gif';
const CONTENT_TYPES: Record<ImageKind, string> = {
  png: 'image/png',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  gif: 'image/gif',
};
const EXTENSIONS: Record<ImageKind, string> = { png: 'png', jpeg: 'jpg', webp: 'webp', gif: 'gif' };

const startsWith = (bytes: Uint8Array, sig: readonly number[], offset = 0) =>
  bytes.length >= offset + sig.length && sig.every((b, i) => bytes[offset + i] === b);
const ascii = (s: string) => [...s].map((c) => c.charCodeAt(0));

/** Image kind from the magic bytes, or null. */
export function sniffImage(bytes: Uint8Array): ImageKind | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return 'gif';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'webp';
  return null;
}

export interface ValidImage {
  kind: ImageKind;
  contentType: string;
  extension: string;
  width: number;
  height: number;
}

/** Checks an uploaded file's content: a real PNG/JPEG/WebP/GIF of at most 4096×4096. */
export function inspectImage(bytes: Buffer): ValidImage {
  const kind = sniffImage(bytes);
  if (!kind) throw badRequest(MSG.uploadInvalidImage, { file: MSG.uploadInvalidImage });
  let width: number | undefined;
  let height: number | undefined;
  try {
    const size = imageSize(bytes);
    width = size.width;
    height = size.height;
  } catch {
    throw badRequest(MSG.uploadInvalidImage, { file: MSG.uploadInvalidImage });
  }
  if (!width || !height) throw badRequest(MSG.uploadInvalidImage, { file: MSG.uploadInvalidImage });
  if (width > MAX_DIMENSION || height > MAX_DIMENSION) {
    throw badRequest(MSG.uploadTooManyPixels, { file: MSG.uploadTooManyPixels });
  }
  return { kind, contentType: CONTENT_TYPES[kind], extension: EXTENSIONS[kind], width, height };
}

/** Reads the multipart field `file` (at most `maxBytes`) and validates it as an image. */
export async function receiveImage(request: FastifyRequest, maxBytes: number): Promise<{ bytes: Buffer; image: ValidImage }> {
  const { bytes } = await receiveMultipart(request, { fileField: 'file', maxBytes, tooLarge: MSG.uploadTooLarge(megabytes(maxBytes)), malformed: MSG.uploadMissing });
  if (!bytes) throw badRequest(MSG.uploadMissing, { file: MSG.uploadMissing });
  return { bytes, image: inspectImage(bytes) };
}

/** Receives a profile photo (multipart `file`, at most `maxBytes`) and stores it, under a fresh key, in
 * the account's uploads folder: its URL. */
export async function storeProfilePhoto(request: FastifyRequest, storage: UploadStorage, folder: 'terapeutas' | 'clientes', ownerId: string, maxBytes: number): Promise<string> {
  const { bytes, image } = await receiveImage(request, maxBytes);
  return storage.put(profileImageKey(folder, ownerId, image), bytes, image.contentType);
}

/** A fresh storage key for a profile image. */
export function profileImageKey(folder: 'terapeutas' | 'clientes', ownerId: string, image: ValidImage): string {
  return `${uploadsPrefixOf(folder, ownerId)}/${randomUUID()}.${image.extension}`;
}

/** The uploads folder of one account ('terapeutas/<id>' or 'clientes/<id>'). */
export function uploadsPrefixOf(folder: 'terapeutas' | 'clientes', ownerId: string): string {
  return `${folder}/${ownerId.replace(/[^A-Za-z0-9_-]/g, '_')}`;
}

/**
 * An image field (`profileImageUrl`, `image`) holds '' or the URL of one of the caller's own
 * uploads — never an arbitrary URL, which would let a profile show (or track visitors with) any
 * third-party content. 400 with `field` otherwise.
 */
export function assertOwnUpload(storage: UploadStorage, url: string | undefined, folder: 'terapeutas' | 'clientes', ownerId: string, field: string): void {
  if (url === undefined || url === '') return;
  const key = storage.keyOf(url);
  if (key === null || !key.startsWith(`${safeKey(uploadsPrefixOf(folder, ownerId))}/`)) {
    throw badRequest(MSG.imageNotOwnUpload, { [field]: MSG.imageNotOwnUpload });
  }
}
