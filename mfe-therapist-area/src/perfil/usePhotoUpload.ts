// The therapist's photo goes the client's way (shared-ui's usePhotoChoice): checked, previewed,
// then sent with 'Enviar foto'; the form gets the new url and the header avatar follows.
import { usePhotoChoice } from '@acolhe/shared-ui/area-privada';
import { useUploadProfileImage } from '../api';

export const PHOTO_UPLOADED = { title: 'Imagem enviada com sucesso!', message: 'Sua nova foto já aparece no seu perfil.' } as const;

export function usePhotoUpload(therapistId: string, onUploaded: (url: string) => void) {
  return usePhotoChoice('terapeuta', useUploadProfileImage(therapistId), onUploaded, PHOTO_UPLOADED);
}
