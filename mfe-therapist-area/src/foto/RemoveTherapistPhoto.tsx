import { RemovePhotoButton, usePhotoRemoval } from '@acolhe/shared-ui/area-privada';
import { useRemoveProfileImage } from '../api';

/** 'Remover foto' (asks first) for the therapist's photo; `onRemoved` clears the form's url. */
export function RemoveTherapistPhoto({ therapistId, onRemoved }: { therapistId: string; onRemoved: () => void }) {
  const removal = usePhotoRemoval(useRemoveProfileImage(therapistId), onRemoved);
  return <RemovePhotoButton onConfirm={removal.remove} removing={removal.removing} />;
}
