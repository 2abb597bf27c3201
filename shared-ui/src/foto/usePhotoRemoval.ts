// 'Remover foto': after the api removed it, the form forgets the url (a later save must not send
// it back), the header avatar falls back to the initials (shared-auth updateUser) and a toast says
// so. Each area passes its own removal mutation (which refreshes its caches).
import { apiErrorMessage, updateUser } from '@acolhe/shared-auth';
// By package name: bundled apart from shared-ui's entry (area-privada), toasts stay its singleton's.
import { notify } from '@acolhe/shared-ui';
import { REMOVE_PHOTO_TEXTS } from './texts';

/** What the hook uses of a react-query mutation of DELETE …/profile-image. */
export interface PhotoRemovalMutation {
  mutateAsync: () => Promise<unknown>;
  isPending: boolean;
}

export function usePhotoRemoval(removal: PhotoRemovalMutation, onRemoved: () => void) {
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
