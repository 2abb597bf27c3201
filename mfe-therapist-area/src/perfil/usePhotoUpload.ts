// Upload of the therapist's photo with a local preview; on success the header avatar follows
// (shared-auth updateUser) and the form gets the new url.
import { useEffect, useState } from 'react';
import { notify } from '@acolhe/shared-ui';
import { apiErrorMessage, updateUser } from '@acolhe/shared-auth';
import { photoProblem } from '@acolhe/shared-domain';
import { useUploadProfileImage } from '../api';

export const PHOTO_UPLOADED = 'Imagem enviada com sucesso!';
export const PHOTO_FAILED = 'Erro no upload';

export function usePhotoUpload(therapistId: string, onUploaded: (url: string) => void) {
  const upload = useUploadProfileImage(therapistId);
  const [preview, setPreview] = useState<string | null>(null);

  useEffect(() => () => {
    if (preview) URL.revokeObjectURL(preview);
  }, [preview]);

  const select = (file: File | null) => {
    if (!file) return;
    const problem = photoProblem('terapeuta', file)?.message;
    if (problem) {
      notify({ color: 'red', title: PHOTO_FAILED, message: problem });
      return;
    }
    setPreview(URL.createObjectURL(file));
    upload.mutate(file, {
      onSuccess: (url) => {
        onUploaded(url);
        updateUser({ image: url });
        notify({ color: 'teal', title: PHOTO_UPLOADED, message: 'Sua nova foto já aparece no seu perfil.' });
      },
      onError: (err) => {
        setPreview(null);
        notify({
          color: 'red',
          title: PHOTO_FAILED,
          message: apiErrorMessage(err, 'Não foi possível enviar a imagem. Tente novamente.'),
        });
      },
    });
  };

  return { preview, uploading: upload.isPending, select };
}
