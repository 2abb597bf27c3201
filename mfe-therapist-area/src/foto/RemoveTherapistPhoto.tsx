import { RemovePhotoButton } from '@acolhe/shared-ui';
import { usePhotoRemoval } from './usePhotoRemoval';

/** 'Remover foto' (asks first) for the therapist's photo; `onRemoved` clears the form's url. */
export function RemoveTherapistPhoto({ therapistId, onRemoved }: { therapistId: string; onRemoved: () => void }) {
  const removal = usePhotoRemoval(therapistId, onRemoved);
  return <RemovePhotoButton onConfirm={removal.remove} removing={removal.removing} />;
}
