// 'Remover foto' of the therapist: after the api removed it, the form forgets the url (a later save
// must not send it back), the header avatar falls back to the initials (shared-auth updateUser)
// and every cache showing this therapist is refreshed (api hook).
import { apiErrorMessage, updateUser } from '@acolhe/shared-auth';
import { notify, REMOVE_PHOTO_TEXTS } from '@acolhe/shared-ui';
import { useRemoveProfileImage } from '../api';

export function usePhotoRemoval(therapistId: string, onRemoved: () => void) {
  const removal = useRemoveProfileImage(therapistId);
  const remove = async (): Promise<boolean> => {
    try {
      await removal.mutateAsync();
    } catch (err) {
      notify({ color: 'red', title: REMOVE_PHOTO_TEXTS.failure.title, message: apiErrorMessage(err, REMOVE_PHOTO_TEXTS.failure.message) });
      return false;
    }
    onRemoved();
    updateUser({ image: '' });
    notify({ color: 'teal', ...REMOVE_PHOTO_TEXTS.success });
    return true;
  };
  return { remove, removing: removal.isPending };
}
