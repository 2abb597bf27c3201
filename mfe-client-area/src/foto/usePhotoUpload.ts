// Client photo (product.md#sessions-appointments): choose → check → preview → upload or cancel (cancel discards the
// preview). After an upload the form gets the new url, the client is refetched (api hook) and
// the header avatar follows through shared-auth updateUser.
import { useEffect, useState } from 'react';
import { notify } from '@acolhe/shared-ui';
import { updateUser } from '@acolhe/shared-auth';
import { photoProblem } from '@acolhe/shared-domain';
import { useUploadClientImage } from '../api';

export const UPLOAD_TEXTS = {
  success: { title: 'Imagem enviada', message: 'Sua foto de perfil foi atualizada com sucesso!' },
  failure: { title: 'Erro no upload', message: 'Não foi possível enviar a imagem. Tente novamente.' },
} as const;

interface Chosen {
  file: File;
  previewUrl: string;
}

function previewOf(file: File): string {
  // jsdom (tests) has no object URLs; the preview simply shows no picture there
  return typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : '';
}

export function usePhotoUpload(clientId: string, onUploaded: (url: string) => void) {
  const upload = useUploadClientImage(clientId);
  const [chosen, setChosen] = useState<Chosen | null>(null);

  // the object URL of a discarded or replaced preview is released
  useEffect(
    () => () => {
      if (chosen?.previewUrl && typeof URL.revokeObjectURL === 'function') URL.revokeObjectURL(chosen.previewUrl);
    },
    [chosen],
  );

  const choose = (file: File | null) => {
    if (!file) return;
    const problem = photoProblem('cliente', file);
    if (problem) {
      notify({ color: 'red', ...problem });
      return;
    }
    setChosen({ file, previewUrl: previewOf(file) });
  };

  const send = () => {
    if (!chosen) return;
    upload.mutate(chosen.file, {
      onSuccess: (url) => {
        setChosen(null);
        onUploaded(url);
        updateUser({ image: url });
        notify({ color: 'green', ...UPLOAD_TEXTS.success });
      },
      // the preview stays, so the user can try again
      onError: () => notify({ color: 'red', ...UPLOAD_TEXTS.failure }),
    });
  };

  const discard = () => {
    if (!upload.isPending) setChosen(null);
  };

  return { chosen, choose, send, discard, uploading: upload.isPending };
}
