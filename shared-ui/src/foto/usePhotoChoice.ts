// A profile photo, for the client and the therapist alike: choose → check (shared-domain's
// photoProblem: an image, at most the owner's size) → preview → 'Enviar foto' or 'Cancelar'. The
// api checks the bytes again; a file it refuses (one that only claims to be a PNG, one too large)
// is said with its own title and message — only a failure of the upload itself asks to try again.
import { useEffect, useState } from 'react';
import { apiErrorMessage, httpStatusOf, updateUser } from '@acolhe/shared-auth';
import { PHOTO_TEXTS, photoProblem, type PhotoOwner } from '@acolhe/shared-domain';
// By package name: bundled apart from shared-ui's entry (area-privada), toasts stay its singleton's.
import { notify } from '@acolhe/shared-ui';

export const PHOTO_UPLOAD_FAILURE = { title: 'Erro no upload', message: 'Não foi possível enviar a imagem. Tente novamente.' } as const;

/** What the hook uses of a react-query mutation of POST …/upload-profile-image (→ the new url). */
export interface PhotoUploadMutation {
  mutate: (file: File, callbacks: { onSuccess: (url: string) => void; onError: (error: unknown) => void }) => void;
  isPending: boolean;
}

export interface ChosenPhoto {
  file: File;
  previewUrl: string;
}

/** The toast of a refused or failed upload: the api's reason for a file it refused (4xx). */
export function uploadFailureOf(error: unknown): { title: string; message: string } {
  const status = httpStatusOf(error);
  if (status === 413) return { title: PHOTO_TEXTS.tooLargeTitle, message: apiErrorMessage(error, PHOTO_UPLOAD_FAILURE.message) };
  if (status === 400 || status === 415) return { title: PHOTO_TEXTS.notImageTitle, message: apiErrorMessage(error, PHOTO_TEXTS.notImage) };
  return PHOTO_UPLOAD_FAILURE;
}

function previewOf(file: File): string {
  // jsdom (tests) has no object URLs; the preview simply shows no picture there
  return typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : '';
}

export function usePhotoChoice(
  owner: PhotoOwner,
  upload: PhotoUploadMutation,
  onUploaded: (url: string) => void,
  success: { title: string; message: string },
) {
  const [chosen, setChosen] = useState<ChosenPhoto | null>(null);

  // the object URL of a discarded or replaced preview is released
  useEffect(
    () => () => {
      if (chosen?.previewUrl && typeof URL.revokeObjectURL === 'function') URL.revokeObjectURL(chosen.previewUrl);
    },
    [chosen],
  );

  const choose = (file: File | null) => {
    if (!file) return;
    const problem = photoProblem(owner, file);
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
        notify({ color: 'green', ...success });
      },
      // the preview stays, so the person can try again (or choose another file)
      onError: (error) => notify({ color: 'red', ...uploadFailureOf(error) }),
    });
  };

  const discard = () => {
    if (!upload.isPending) setChosen(null);
  };

  return { chosen, choose, send, discard, uploading: upload.isPending };
}
