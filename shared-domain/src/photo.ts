// Profile photos: which files Acolhe takes and what it says when it does not. The forms check
// first so the person hears it at once; the api checks again by the file's bytes (it trusts no
// declared type) and answers these same texts.
import { CLIENT_PHOTO_MAX_BYTES, IMAGE_MIME_TYPES, THERAPIST_PHOTO_MAX_BYTES } from './constants';

export type PhotoOwner = 'cliente' | 'terapeuta';

export const PHOTO_MAX_BYTES: Readonly<Record<PhotoOwner, number>> = {
  cliente: CLIENT_PHOTO_MAX_BYTES,
  terapeuta: THERAPIST_PHOTO_MAX_BYTES,
};
/** Width and height ceiling, in pixels. */
export const PHOTO_MAX_DIMENSION = 4096;

const BYTES_PER_MB = 1024 * 1024;
export const megabytes = (bytes: number): number => Math.round(bytes / BYTES_PER_MB);

export const PHOTO_TEXTS = {
  notImageTitle: 'Arquivo inválido',
  notImage: 'Por favor, selecione uma imagem válida.',
  tooLargeTitle: 'Arquivo muito grande',
  tooManyPixels: `A imagem deve ter no máximo ${PHOTO_MAX_DIMENSION}×${PHOTO_MAX_DIMENSION} pixels.`,
} as const;

export const photoTooLargeMessage = (maxMb: number): string => `A imagem deve ter no máximo ${maxMb}MB.`;

export interface PhotoProblem {
  title: string;
  message: string;
}

/** What is wrong with a chosen file before it is sent, or null. */
export function photoProblem(owner: PhotoOwner, file: { type: string; size: number }): PhotoProblem | null {
  if (!(IMAGE_MIME_TYPES as readonly string[]).includes(file.type)) {
    return { title: PHOTO_TEXTS.notImageTitle, message: PHOTO_TEXTS.notImage };
  }
  const max = PHOTO_MAX_BYTES[owner];
  if (file.size > max) return { title: PHOTO_TEXTS.tooLargeTitle, message: photoTooLargeMessage(megabytes(max)) };
  return null;
}
