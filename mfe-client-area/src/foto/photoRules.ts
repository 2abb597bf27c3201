// Client photo checks of product.md#validation before anything is sent: an image, at most 1MB.
import { CLIENT_PHOTO_MAX_BYTES } from '@acolhe/shared-domain';

export interface PhotoProblem {
  title: string;
  message: string;
}

export const PHOTO_NOT_IMAGE: PhotoProblem = { title: 'Arquivo inválido', message: 'Por favor, selecione uma imagem válida.' };
export const PHOTO_TOO_LARGE: PhotoProblem = { title: 'Arquivo muito grande', message: 'A imagem deve ter no máximo 1MB.' };

export function photoProblem(file: Pick<File, 'type' | 'size'>): PhotoProblem | null {
  if (!file.type.startsWith('image/')) return PHOTO_NOT_IMAGE;
  if (file.size > CLIENT_PHOTO_MAX_BYTES) return PHOTO_TOO_LARGE;
  return null;
}
