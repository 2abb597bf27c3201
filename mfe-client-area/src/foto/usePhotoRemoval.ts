// 'Remover foto': after the api removed it, the form forgets the url (a later save must not send
// it back), the header avatar falls back to the initials (shared-auth updateUser) and the client
// is refetched (api hook).
import { apiErrorMessage, updateUser } from '@acolhe/shared-auth';
import { notify, REMOVE_PHOTO_TEXTS } from '@acolhe/shared-ui';
import { useRemoveClientImage } from '../api';

export function usePhotoRemoval(clientId: string, onRemoved: () => void) {
  const removal = useRemoveClientImage(clientId);
  const remove = async (): Promise<boolean> => {
    try {
      await removal.mutateAsync();
    } catch (err) {
      notify({ color: 'red', title: REMOVE_PHOTO_TEXTS.failure.title, message: apiErrorMessage(err, REMOVE_PHOTO_TEXTS.failure.message) });
      return false;
    }
    onRemoved();
    updateUser({ image: '' });
    notify({ color: 'green', ...REMOVE_PHOTO_TEXTS.success });
    return true;
  };
  return { remove, removing: removal.isPending };
}
