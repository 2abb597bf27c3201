// Client photo (product.md#sessions-appointments): choose → check → preview → upload or cancel —
// shared-ui's usePhotoChoice (the therapist's photo goes the same way). After an upload the form
// gets the new url, the client is refetched (api hook) and the header avatar follows.
import { PHOTO_UPLOAD_FAILURE, usePhotoChoice } from '@acolhe/shared-ui/area-privada';
import { useUploadClientImage } from '../api';

export const UPLOAD_TEXTS = {
  success: { title: 'Imagem enviada', message: 'Sua foto de perfil foi atualizada com sucesso!' },
  failure: PHOTO_UPLOAD_FAILURE,
} as const;

export function usePhotoUpload(clientId: string, onUploaded: (url: string) => void) {
  return usePhotoChoice('cliente', useUploadClientImage(clientId), onUploaded, UPLOAD_TEXTS.success);
}
