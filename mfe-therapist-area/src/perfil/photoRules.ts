// product.md#validation/product.md#limits: the therapist photo may be any image type (no 1MB limit as for clients); the
// api's own ceiling (THERAPIST_PHOTO_MAX_BYTES) is checked here first so the user hears it at once.
import { THERAPIST_PHOTO_MAX_BYTES } from '@acolhe/shared-domain';

export function photoProblem(file: Pick<File, 'type' | 'size'>): string | null {
  if (!file.type.startsWith('image/')) return 'Por favor, selecione uma imagem válida.';
  if (file.size > THERAPIST_PHOTO_MAX_BYTES) {
    return `A imagem deve ter no máximo ${Math.round(THERAPIST_PHOTO_MAX_BYTES / (1024 * 1024))}MB.`;
  }
  return null;
}
